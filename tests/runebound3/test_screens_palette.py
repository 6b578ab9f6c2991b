"""In a Runebound 3e fight the command palette offers every fight action: the area's keys, and each
typed fight command (those that need tokens named: flip, reroll, double, surge, retreat, landed)."""

from __future__ import annotations

from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.key_table import screen_key_entries
from tests.runebound3.test_screens_frame import open_session, wolf_session
from tests.tui.snapshot_apps import FixedTimeStore


async def test_every_fight_action_has_a_palette_entry(store: SessionStore) -> None:
    wolf_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await open_session(pilot)
        keys = {entry.description for entry in screen_key_entries(app, app.screen)}
        typed = {title.removeprefix("Type: ").split()[0] for title, _, _ in app.screen.palette_commands()}
        assert {"Toss", "Strike", "Shield", "Take", "Pass", "Stay"} <= keys
        assert {"toss", "landed", "strike", "shield", "take", "pass", "flip", "reroll", "double", "surge", "stay",
                "retreat"} <= typed


async def test_a_typed_fight_command_from_the_palette_lands_in_the_command_line(store: SessionStore) -> None:
    wolf_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await open_session(pilot)
        choose = next(run for title, _, run in app.screen.palette_commands() if title.startswith("Type: flip"))
        choose()
        await pilot.pause()
        assert app.screen.query_one("#command", Input).value == "flip "
