"""What `choices()` leaves out or works out once changes nothing: the same choices, with the same labels and domains.

`choices()` builds no family of an action type the phase does not admit (the engine keeps only admitted types of
whatever the families offer), reads the statuses in play in one pass, and shares frozen domains and seat labels between
choices. Over random walks of every mode, the choices equal those of every family built (the phase table's filter
applied after, as the engine does), and the statuses in play equal the ones `status_def` finds by their ids.
"""

from __future__ import annotations

import re
from random import Random

import pytest

from rules_engine.decisions import Choice
from rules_engine.dice_throne.choices import choices
from rules_engine.dice_throne.choices import cards, rolls
from rules_engine.dice_throne.choices.damage import damage_choices
from rules_engine.dice_throne.choices.names import statuses_in_play
from rules_engine.dice_throne.choices.statuses import status_choices
from rules_engine.dice_throne.choices.table import Table
from rules_engine.dice_throne.choices.turn import roll_off_choice, turn_choices
from rules_engine.dice_throne.phases import PHASES, ROLL_OFF
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.statuses import status_def
from tests.dice_throne.walks import MODES, new_match, walk_step
from tests.support.search_budget import budget

STEPS = budget(40, 160)
_ADDRESS = re.compile(r" at 0x[0-9a-f]+")


def described(choice: Choice) -> str:
    """A choice as text to compare: its action, label, actor, command word, request and every field's domain (a
    function a domain holds, such as how a name is read, by its name only: a new one is made for every state)."""
    fields = sorted(choice.fields.items())
    return _ADDRESS.sub("", repr((choice.action.__name__, choice.label, choice.actor, choice.verb, choice.answers,
                                  choice.request, fields)))


def every_family(state: DTState) -> tuple[Choice, ...]:
    """The choices of every family, each built whatever the phase admits, in `choices()`'s order; then the phase
    table's filter (the engine's)."""
    if state.finished:
        return ()
    if state.phase == ROLL_OFF:
        offered: tuple[Choice, ...] = (roll_off_choice(state),)
    else:
        table = Table.of(state)
        offered = (*turn_choices(state), *rolls._offensive_rolls(state), *rolls._declarations(state),
                   *rolls._activations(state), *rolls._dice_changes(state), *rolls._targeting(state),
                   *rolls._defences(state), *damage_choices(table), *cards._cp(state, table.acting),
                   *cards._draws(state, table.acting), *cards._plays(table), *cards._upgrades(state),
                   *cards._sales(state), *cards._discards(table), *status_choices(table))
    admitted = PHASES.admitted(state)
    return tuple(choice for choice in offered if choice.action in admitted)


def by_status_def(state: DTState) -> tuple[object, ...]:
    """The statuses in play as their definition reads: each hero's status that `status_def` finds by its id."""
    return tuple(s for hero in state.heroes for s in hero.statuses if status_def(state, s.id) is s)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_choices_equal_every_family_filtered_by_the_phase(mode: str) -> None:
    rng = Random(f"choices worked out once {mode}")
    state = new_match(mode)
    for _ in range(STEPS):
        admitted = PHASES.admitted(state)
        got = [described(c) for c in choices(state) if c.action in admitted]
        assert got == [described(c) for c in every_family(state)]
        assert statuses_in_play(state) == by_status_def(state)
        after = walk_step(state, rng)
        if after is None:
            break
        state = after
