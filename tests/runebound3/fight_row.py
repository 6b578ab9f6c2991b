"""The Runebound 3e fight's buttons as tests read and click them: one `ButtonRow` (`#r3-buttons`) drawing the eleven."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.pilot import Pilot

from screens.button_row import ButtonRow, RowButton


def fight_row(app: App[Any]) -> ButtonRow:
    """The fight's row of buttons on the top screen."""
    return app.screen.query_one("#r3-buttons", ButtonRow)


def fight_button(app: App[Any], key: str) -> RowButton:
    """One fight button as the row shows it: its label, whether it is on, its tooltip."""
    return fight_row(app).button(key)


def on_labels(app: App[Any]) -> set[str]:
    """The labels of the buttons that can be pressed."""
    return {button.label for button in fight_row(app).buttons if button.on}


async def click_fight_button(pilot: Pilot[Any], key: str) -> bool:
    """Click inside one fight button's label, as a player's mouse would."""
    row = fight_row(pilot.app)
    return await pilot.click(row, offset=row.offset_of(key))
