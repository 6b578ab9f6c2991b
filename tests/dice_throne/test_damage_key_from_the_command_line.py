"""Dice Throne's damage calculator answers ctrl+d from the command line, as the board's line names it.

Played as a new table at 80x24 in a 2v2 match: after the attack the board read "1 pending damage (6) · ctrl+d"; the
cursor was in the command line, as it always is, and ctrl+d did nothing there (the line read it as "delete the
character to the right"). The session frame now hands ctrl+d to the game area whose key it is; in a game whose board
binds no ctrl+d, and on the board itself, the key is what it was.
"""

from __future__ import annotations

from textual.widgets import Input

from screens.dice_throne.calculator import DamageCalculator
from tests.dice_throne.screen_apps import mid_attack
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.runebound3.screen_tables import first_turn_done
from tests.tui.picture_cases import board
from rules_engine.runebound3.game import RUNEBOUND3


async def test_ctrl_d_in_the_command_line_opens_the_damage_calculator_the_board_names() -> None:
    app = board(DICE_THRONE, mid_attack()).make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        command = app.screen.query_one("#command", Input)
        assert command.has_focus
        assert "ctrl+d" in str(app.screen.query_one("#dt-activatable").render())  # the board names the key
        command.value, command.cursor_position = "status", 0
        await pilot.press("ctrl+d")
        await pilot.pause()
        assert isinstance(app.screen, DamageCalculator)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.query_one("#command", Input).value == "status"  # nothing typed was deleted


async def test_ctrl_d_still_deletes_to_the_right_where_the_board_binds_no_ctrl_d() -> None:
    app = board(RUNEBOUND3, first_turn_done()).make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        command = app.screen.query_one("#command", Input)
        command.value, command.cursor_position = "train", 0
        await pilot.press("ctrl+d")
        await pilot.pause()
        assert command.value == "rain"
