"""At 80x24 the board's "Now" row says what the current decision needs, whole, in every language; and a rolled
defence's result is said to give nothing with f6 (the same as typing 'no effect')."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from companion.services.i18n import use_language
from rules_engine.dice_throne.actions import NextPhase
from screens.dice_throne.area import decision_line, now_line
from tests.dice_throne.support import GAME, to_action
from tests.dice_throne.test_board_layout import _open_in_frame
from tests.dice_throne.walks import MODES, OPENINGS, new_match, opening, walk_step

#: The short board's width inside the session frame at 80 columns (its border and padding left out).
ROW = 76


def _states():
    """Every scripted opening, and seeded walks through every mode: the decisions a match meets."""
    found = [opening(name) for name in OPENINGS]
    for mode in MODES:
        for seed in range(4):
            rng, state = Random(seed), new_match(mode)
            for _ in range(200):
                found.append(state)
                after = walk_step(state, rng)
                if after is None:
                    break
                state = after
    return found


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_every_decision_fits_the_now_row_at_80_columns(language: str):
    use_language(language)
    try:
        too_long = {decision_line(GAME.view(state).data) for state in _states()
                    if cell_len(decision_line(GAME.view(state).data)) > ROW}
    finally:
        use_language("en")
    assert too_long == set()


def _play_to_the_defence(frame) -> None:
    frame.apply(to_action(frame.live.state, "roll-off", 6, 1, 1, 1))
    for _ in range(3):
        frame.apply(NextPhase())
    for text, dice in (("roll", (1, 1, 1, 4, 6)), ("ability revolver", ()), ("activate", ())):
        frame.apply(to_action(frame.live.state, text, *dice))
    frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "target-roll", 3))
    frame.apply(NextPhase())
    frame.apply(to_action(frame.live.state, "defend", 2, 2, 2, 2))


def _footer_keys(frame) -> set[str]:
    return {key for key, binding in frame.active_bindings.items() if binding.enabled}


async def test_the_now_row_and_the_no_effect_key_after_a_defence_in_2v2(tmp_path: Path):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, "2v2")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            assert "f6" not in _footer_keys(frame)
            _play_to_the_defence(frame)
            await pilot.pause()
            await pilot.pause()
            state = frame.live.state
            assert state.roll.defence_owed
            now = frame.query_one("#dt-now", Static)
            shown = str(now.render())
            view = GAME.view(state)
            assert shown == decision_line(view.data) == "Now: Dan: enter Ahoy!'s result from the board, or 'no effect'"
            assert frame.query_one("#dt-scroll").content_region.contains_region(now.region)
            assert now.tooltip == now_line(view)
            assert "f6" in _footer_keys(frame)
            await pilot.press("ctrl+n")  # refused: the defence's result is owed
            await pilot.pause()
            assert frame.live.state.phase == "defensive-roll"
            # the refusal offers the house rule that lifts it; declined, the table says the defence gives nothing
            assert type(app.screen).__name__ == "HouseRuleDialog"
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is frame
            await pilot.press("f6")
            await pilot.pause()
            await pilot.pause()
            assert not frame.live.state.roll.defence_owed
            assert "f6" not in _footer_keys(frame)
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert frame.live.state.phase == "main-2"
    finally:
        store.close()
