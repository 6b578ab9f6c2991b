"""Properties of whole solo games (issue 27): over the scripted player's games on many seeds, every turn end owes
exactly the glory card the book gives, the hand holds exactly the glory cards drawn and not played, and no
counter leaves its bounds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.outcomes import Applied
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.solo import LAIR_SIZE
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.solo_bot import play_solo_game


def _bounded(state: DgState) -> None:
    hero, solo = state.hero, state.solo
    assert solo is not None
    assert 0 <= hero.wounds <= hero.hero.health and hero.defeated == (hero.wounds >= hero.hero.health)
    assert hero.points >= 0 and hero.glory >= 0 and hero.peril >= 0 and 1 <= hero.level <= 4
    assert len(hero.lair) <= LAIR_SIZE and hero.hand == 5  # alone the hand is kept by name, not counted
    assert solo.glory_draws >= 0 and solo.to_draw >= 0 and solo.peril_dice >= 0


def _held_change(text: str) -> int:
    """How a line applied changes the glory cards in the hand: a draw adds one, a card played takes one."""
    if text.startswith("draw-glory"):
        return 1
    if text.startswith("play ") or (text.startswith("respond remove") and " with " in text):
        return -1
    return 0


@pytest.mark.rule("dungeoneer.solo.glory-draws", "dungeoneer.deeds.quest-done")
@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), lord_steps=st.booleans())
def test_every_solo_turn_end_owes_one_glory_card_the_hand_is_what_was_drawn_and_counters_stay_bounded(
        seed: int, lord_steps: bool) -> None:
    game = play_solo_game(seed, lord_steps=lord_steps)
    held = 0
    owed_this_turn = False
    previous: DgState | None = None
    for result, state in zip(game.results, game.states):
        assert isinstance(result.outcome, Applied), f"{result.line.text!r}: {result.outcome}"
        if state.solo is None or previous is None or previous.phase not in (Phase.DUNGEON_LORD, Phase.LOCATION,
                                                                             Phase.DEEDS, Phase.DISCARD_DRAW):
            previous = state
            continue
        held += _held_change(result.line.text)
        assert len(state.solo.hand) == held, result.line.text
        _bounded(state)
        if state.turn_number == previous.turn_number and previous.phase is not Phase.DISCARD_DRAW \
                and state.phase is Phase.DISCARD_DRAW:
            # Entered by 'next' or by a completed quest: the same one glory card is owed either way.
            assert state.solo.glory_draws == previous.solo.glory_draws + 1, result.line.text
            owed_this_turn = True
        if state.turn_number == previous.turn_number + 1:
            assert owed_this_turn, "a turn ended without the glory card the book gives"
            assert state.solo.glory_draws == 0 and state.phase is Phase.DUNGEON_LORD
            owed_this_turn = False
        previous = state
    assert game.states[-1].finished
