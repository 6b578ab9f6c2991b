"""Counting: over random play, Dungeoneer's rulings and choices build no requirement that holds.

A met requirement is never read (`Referee.enforce`, `all_met` and `first_unmet` pass over it), so the rules yield
only the broken ones (`Requirement.unmet`), or one shared value made at import where a function must return one
(`_MET_IN_ORDER`, `_NO_TRAP`, ...): the refusal's words are built only when a player will see them. A family that
went back to `Requirement(condition, rule, words)` would build its words for every card, seat and side that
`choices()` tries, and this count would find it.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.requirements import Requirement
from tests.support.game_openings import openings
from tests.support.search_budget import budget


@pytest.mark.parametrize("label", ["dungeoneer", "dungeoneer-solo"])
def test_no_met_requirement_is_built_by_a_ruling_or_the_choices(label: str, monkeypatch: pytest.MonkeyPatch) -> None:
    setup = openings()[label]
    game = setup.game
    built_met: list[str] = []
    made = Requirement.__init__

    def counting(self: Requirement, met: bool, rule: str, message: str, hard: bool = False,
                 also: tuple[str, ...] = ()) -> None:
        if met:
            built_met.append(rule)
        made(self, met, rule, message, hard, also)

    monkeypatch.setattr(Requirement, "__init__", counting)
    rng = Random(32)
    state: Any = setup.start(rng)
    rulings = refused = 0
    for _ in range(budget(150, 1500)):
        offered = game.choices(state)
        if not offered:
            state = setup.start(rng)
            continue
        action = rng.choice(offered).sample(rng)
        try:
            state = game.apply(state, action).state
            rulings += 1
        except RuleViolation:
            refused += 1
    assert rulings > 100  # the walk went somewhere: every ruling and every state's choices were counted
    assert built_met == [], f"met requirements built (their rules): {sorted(set(built_met))}"


def test_the_count_sees_a_met_requirement(monkeypatch: pytest.MonkeyPatch) -> None:
    """The counter above is live: a requirement built as met is seen."""
    built_met: list[bool] = []
    made = Requirement.__init__

    def counting(self: Requirement, met: bool, rule: str, message: str, hard: bool = False,
                 also: tuple[str, ...] = ()) -> None:
        built_met.append(met)
        made(self, met, rule, message, hard, also)

    monkeypatch.setattr(Requirement, "__init__", counting)
    Requirement(True, "dungeoneer.turn.phases", "words")
    Requirement.unmet("dungeoneer.turn.phases", "words")
    assert built_met == [True, False]
