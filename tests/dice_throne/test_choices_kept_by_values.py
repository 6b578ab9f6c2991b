"""A family of choices kept by the values it reads (`choices/match_tables.py`) is the family built afresh.

`choices()` keeps each family of Dice Throne's choices with the values of the state it reads (the seats still in,
the raised limits, the pending damage, what is resolving, ...) and the match's status tables once per match, and hands
the kept family to the next state that shares those values. Over random walks of every mode, the choices of each state
with the tables kept from the states before equal the choices worked out with nothing kept (a key that left out a
value its family reads would hand on a stale family and fail here); and a state that differs only in what no family
reads (the health history) builds no family again and is offered the same choices.
"""

from __future__ import annotations

from random import Random

import pytest

from rules_engine.dice_throne.choices import choices
from rules_engine.dice_throne.choices.match_tables import forget, match_tables
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dice_throne.support import GAME
from tests.dice_throne.test_choices_worked_out_once import described
from tests.dice_throne.walks import MODES, new_match, pick, walk_step
from tests.support.search_budget import budget

STEPS = budget(60, 240)


def admitted_by_the_same(choices_kept: tuple[object, ...], fresh: tuple[object, ...], probes: tuple[object, ...]) -> bool:
    """Whether each pair of choices admits the same probe values in every field (how a name is read included)."""
    for kept, new in zip(choices_kept, fresh, strict=True):
        for name, domain in kept.fields.items():  # type: ignore[attr-defined]
            other = new.fields[name]  # type: ignore[attr-defined]
            if any(domain.admits(p) != other.admits(p) for p in probes):
                return False
    return True


@pytest.mark.parametrize("mode", sorted(MODES))
def test_choices_kept_equal_choices_built_afresh(mode: str) -> None:
    rng = Random(f"choices kept by values {mode}")
    state = new_match(mode)
    probes = tuple(name for hero in state.heroes for s in hero.statuses for name in (s.id, s.name, s.name.upper())) + (
        "", 0, 1, 2, None, True, "nobody")
    compared = 0
    for _ in range(STEPS):
        kept = choices(state)  # the tables as the states before left them
        forget()
        fresh = choices(state)  # nothing kept: every family built for this state
        assert [described(c) for c in kept] == [described(c) for c in fresh]
        assert admitted_by_the_same(kept, fresh, probes)
        compared += 1
        after = walk_step(state, rng)
        if after is None:
            break
        state = after
    assert compared > 10


def test_a_state_that_changes_nothing_a_family_reads_builds_nothing_again() -> None:
    rng = Random("nothing read changed")
    state = new_match("2v2")
    for _ in range(30):  # into the match: pending damage, statuses and a roll to keep
        offered = GAME.choices(state)
        try:
            state = GAME.apply(state, pick(offered, rng).sample(rng)).state
        except RuleViolation:
            continue
    first = choices(state)
    tables = match_tables(state)
    built = tables.built
    same_but_history = replace(state, history=state.history + (state.health,))
    again = choices(same_but_history)
    assert tables.built == built  # every family kept by its values handed on, none built again
    assert [described(c) for c in again] == [described(c) for c in first]
