"""Snapshots (80x24 and 120x40) of the Class Decks screens: class cards dialog, talent shop, deck builder, wizard step."""

from __future__ import annotations

import pytest
from textual.widgets import Select, TextArea

from companion.shell.app import make_app
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_class_decks_dialogs import (
    LARGE, SMALL, movement_window, open_cards, open_talents, talent_step,
)
from tests.runebound2.test_class_decks_wizard_step import open_runebound, store  # noqa: F401 - the store fixture


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "120x40"])
def test_snapshot_class_cards_dialog(snap_compare, size):
    assert snap_compare(AreaApp(movement_window()), terminal_size=size, run_before=open_cards)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "120x40"])
def test_snapshot_talent_shop(snap_compare, size):
    assert snap_compare(AreaApp(talent_step()), terminal_size=size, run_before=open_talents)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "120x40"])
def test_snapshot_deck_builder(snap_compare, size):
    async def open_builder(pilot) -> None:
        await pilot.pause()
        await pilot.press("f10")
        await pilot.pause()
        app = pilot.app
        app.screen.query_one("#db-cards", TextArea).text = "Skalny ogar\nSkalny ogar\nZnamię Hydry\nNo such card"
        app.screen.query_one("#db-talents", TextArea).text = "Zmysł zagrożenia"
        await pilot.press("ctrl+s")
        app.screen.query_one("#db-check").focus()  # no blinking text cursor in the picture
        await pilot.pause()

    assert snap_compare(AreaApp(movement_window()), terminal_size=size, run_before=open_builder)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "120x40"])
def test_snapshot_wizard_class_deck_step(snap_compare, store, size):
    async def fill(pilot) -> None:
        wizard = await open_runebound(pilot)
        wizard.query_one("#class-deck-1", Select).value = "Warrior"
        await pilot.pause()
        wizard.query_one("#class-deck-step").scroll_visible(animate=False)
        await pilot.pause()

    assert snap_compare(make_app(store), terminal_size=size, run_before=fill)


