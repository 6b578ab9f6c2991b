"""Clicking dice: a click holds or releases a die exactly as enter on it does, and a die the rules
would not let be rerolled gives the same cited refusal as the typed command."""

from __future__ import annotations

import pytest

from screens.dialogs import HouseRuleDialog
from screens.dice_throne.widgets import DiceRow
from screens.ruling_panel import RulingPanel
from tests.dice_throne.support import make_setup, to_action
from tests.support.pilot_waits import until
from tests.tui.mouse_support import enter_dice, log_length, opened_frame, ruling_text, type_line


async def _to_offensive_roll(pilot, frame) -> None:
    await type_line(pilot, "roll-off", dice="6 2")
    for _ in range(3):
        await type_line(pilot, "next")
    assert frame.live.state.phase == "offensive-roll"


async def test_clicking_dice_holds_them_and_the_reroll_records_the_typed_command(db_url: str):
    async with opened_frame(db_url, "dice-throne", make_setup()) as (pilot, frame):
        await _to_offensive_roll(pilot, frame)
        await type_line(pilot, "roll", dice="1 1 1 4 6")
        row = frame.query_one(DiceRow)
        await pilot.click("#die-1")
        await pilot.click("#die-2")
        await pilot.click("#die-5")
        # A button ignores a second press while it shows the first one (Textual's -active, a 0.2 s timer).
        await until(pilot, lambda: not frame.query_one("#die-5").has_class("-active"), "the first click's press shown")
        await pilot.click("#die-5")  # a second click releases it
        await pilot.pause()
        assert row.held == {1, 2}
        assert "•1" in str(frame.query_one("#die-1").label) and "•" not in str(frame.query_one("#die-5").label)
        # The keyboard does the same: enter on a focused die holds it.
        frame.query_one("#die-3").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert row.held == {1, 2, 3}
        before = frame.live.state
        await pilot.click("#roll-dice")
        await pilot.pause()
        await enter_dice(pilot, "6 6")
        # The roll went into the log as the typed 'reroll 4 5' would have.
        assert frame.live.entries[-1].action == to_action(before, "reroll 4 5", 6, 6)
        assert frame.live.state.roll.dice == (1, 1, 1, 6, 6)


@pytest.mark.rule("dice-throne.offence.roll-attempts")
async def test_a_die_clicked_when_no_reroll_is_left_gets_the_typed_refusal(db_url: str):
    async with opened_frame(db_url, "dice-throne", make_setup()) as (pilot, frame):
        await _to_offensive_roll(pilot, frame)
        await type_line(pilot, "roll", dice="1 2 3 4 5")
        await type_line(pilot, "reroll 1", dice="2")
        await type_line(pilot, "reroll 1", dice="3")
        assert frame.live.state.roll.attempts == 3
        entries = log_length(frame)
        await pilot.click("#die-2")
        await pilot.pause()
        clicked = frame.query_one("#ruling-panel", RulingPanel).ruling
        shown = ruling_text(frame)
        assert clicked is not None and not clicked.allowed
        assert frame.query_one(DiceRow).held == set()  # not held: the rules refuse the reroll it prepares
        assert log_length(frame) == entries  # nothing applied or recorded
        # Typing the command gets the very same ruling, citation and all.
        await type_line(pilot, "reroll 2")
        typed = frame.query_one("#ruling-panel", RulingPanel).ruling
        assert isinstance(pilot.app.screen, HouseRuleDialog)
        assert (typed.message, typed.citations) == (clicked.message, clicked.citations)
        assert clicked.citations[0].rule_id == "dice-throne.offence.roll-attempts"
        assert "see " in shown
