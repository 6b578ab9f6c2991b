"""The dice row's roll button shows its whole label in the session frame, "Roll" and then "Reroll", in each language.

The dice are rolled as a player rolls them: `roll` typed, the app's dice dialog, ctrl+r. The button read "Rero" once the
dice were on the table: Textual's button is as wide as its label when laid out ("Roll"), and a new label does not lay
it out again. It is as wide as its longer label from the start.
"""

from __future__ import annotations

import pytest
import re

from textual.app import App
from textual.widgets import Button

from companion.services.i18n import _
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle


def screen_text(app: App[object]) -> str:
    """The words on the app's screen as a terminal shows them (the SVG screenshot's text, spaces as spaces)."""
    return "".join(re.findall(r"<text [^>]*>([^<]*)</text>", app.export_screenshot())).replace("&#160;", " ")


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_the_roll_button_shows_reroll_whole_once_the_dice_are_rolled(store: SessionStore, language: str) -> None:
    played = legal_actions(6)
    first_roll = next(i for i, (text, _action) in enumerate(played) if text == "roll")
    app = make_app(store, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        for _text, action in played[:first_roll]:
            shown.apply(action)
            await settle(pilot)
        button = shown.query_one("#roll-dice", Button)
        assert str(button.label) == _("Roll")
        await pilot.press(*"roll", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SessionFrame)  # the dice dialog: the app rolls them
        await pilot.press("ctrl+r")
        for _round in range(4):
            await pilot.pause()
        assert app.screen is shown and shown.live.entries[-1].action is not None
        assert str(button.label) == _("Reroll") and (language == "en") == (str(button.label) == "Reroll")
        assert _("Reroll") in screen_text(app)  # drawn whole, not cut to the width "Roll" had
