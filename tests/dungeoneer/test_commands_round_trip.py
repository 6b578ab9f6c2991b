"""Every action a Dungeoneer board offers can be typed: the game writes its command (`format_command`, given the state
it is offered in) and that command reads back, in that state, as the very same action (a roll or a draw the command
asks for is the action's own). The command line is how a player acts without a mouse."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest
from tests.dungeoneer.flow import new_table, solo_table, started
from tests.dungeoneer.test_random_commands import quest_kinds_table
from tests.support.search_budget import budget

TABLES: tuple[Callable[[], DgState], ...] = (
    new_table, started, solo_table, quest_kinds_table,
    lambda: new_table(**{"no-fog": True}), lambda: started(**{"optional-discard": True, "points-for-falling": True}),
)


def read_back(state: DgState, action: Any, text: str) -> Any:
    """The typed command read in `state`, its roll or draw (if it asks for one) the action's own."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        return parsed.build(action.roll)
    if isinstance(parsed, CardRequest):
        return parsed.build(DrawnCard(parsed.deck, action.card, action.source or "table"))
    return parsed


def assert_every_offer_typed(state: DgState, rng: Random) -> list[Any]:
    """Every choice offered in `state` (a sample of each) written as a command that reads back as itself."""
    samples = [choice.sample(rng) for choice in GAME.choices(state)]
    for action in samples:
        text = GAME.format_command(action, state)
        assert text is not None, f"{action!r} is offered but cannot be typed"
        assert read_back(state, action, text) == action, f"{text!r} does not read back as {action!r}"
    return samples


@settings(max_examples=budget(12, 60), deadline=None)
@given(seed=st.integers(0, 100_000), which=st.integers(0, len(TABLES) - 1), steps=st.integers(20, 90))
def test_every_offered_action_is_typed_and_read_back(seed: int, which: int, steps: int) -> None:
    rng = Random(seed)
    state = TABLES[which]()
    for _ in range(steps):
        samples = assert_every_offer_typed(state, rng)
        if not samples:
            break
        try:
            after = GAME.apply(state, rng.choice(samples)).state
        except RuleViolation:  # a sample the choice's open field allowed only in part
            continue
        if not GAME.view(after).finished:
            state = after


def test_a_shift_is_typed_by_a_side_of_another_location() -> None:
    state = started()  # the table's own shift card is offered in the action phase
    shifts = {a for seed in range(20) for c in GAME.choices(state) if isinstance(a := c.sample(Random(seed)),
                                                                                    A.ShiftLocation)}
    assert shifts
    for shift in shifts:
        text = GAME.format_command(shift, state)
        assert text is not None and text.startswith(f"shift {shift.card} ") and " of " in text
        assert text.split()[-1] != shift.card and GAME.parse_command(state, text) == shift


def test_a_challenge_passed_and_struck_are_typed() -> None:
    assert GAME.format_command(A.Challenge()) == "challenge pass"
    assert GAME.format_command(A.Challenge("zombie", Stat.MELEE)) == "challenge zombie melee"
    assert GAME.format_command(A.Challenge("p1", Stat.SPEED)) == "challenge p1 speed"


def test_a_placed_or_shifted_location_without_the_state_is_not_typed() -> None:
    """The action holds a cell, and a player names a cell by a side of a location on the table: without the state
    there is no such location to name."""
    assert GAME.format_command(A.ShiftLocation("t1", (2, 0))) is None
    assert GAME.format_command(A.PlaceLocation("crypt", (2, 0))) is None
