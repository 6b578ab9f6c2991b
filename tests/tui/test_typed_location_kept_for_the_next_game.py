"""A Dungeoneer tunnel typed after its name in the card tray is in the table's catalogue for its next game.

On 8f61c961 a tunnel or room typed in the tray ('North tunnel as tunnel 0 0 open open open open') was kept in the
session's log only: the catalogue stayed empty, and a second session could not lay the card by name, though the user
guide's first game said it could. Now the frame keeps the card in the catalogue once the move is applied (the same
validation as an import and the form), says so, and marks it in the catalogue's form as the table's own; a name that
clashes with a different card already in the catalogue is said and changes nothing there, while the game goes on
with what was typed; undoing the move leaves the entry in the catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Checkbox, Select

from cards_db.store import imported_entries, save_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer import actions as DA
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import ROGUE, card_named_in_the_tray, create, open_wizard
from tests.tui.drive import name_seats, notifications

pytestmark = pytest.mark.slow

BIG = (120, 40)
QUESTS = ("Guard the gate", "Light the lamps", "Count the bones")
WAY = "tunnel 0 0 open open open open"


@pytest.fixture
def ready_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, store: SessionStore) -> SessionStore:
    """An empty data folder but for a hero and three quest cards typed in earlier (no location)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    save_entries("dungeoneer", "hero", {"rogue": {**ROGUE, "id": "rogue", "health": 4, "boon_limit": 3,
                                                  "treasure_limit": 2, "melee": [1, 1, 2, 2], "magic": [0, 1, 1, 2],
                                                  "speed": [3, 3, 4, 4]}}, source="catalogue form", db=store)
    save_entries("dungeoneer", "quest", {
        name.lower().replace(" ", "-"): {"id": name.lower().replace(" ", "-"), "name": name, "category": "influence",
                                         "locations": ["north-tunnel"]} for name in QUESTS}, source="catalogue form", db=store)
    return store


async def solo_session(pilot) -> object:
    """A new solo session for Ann with the rogue, from the wizard."""
    wizard = await open_wizard(pilot, "dungeoneer")
    wizard.query_one("#opt-solo", Checkbox).value = True
    await pilot.pause()
    await name_seats(pilot, "Ann")
    wizard.query_one("#hero-1", Select).value = "rogue"
    await pilot.pause()
    return await create(pilot)


async def leave_to_home(pilot) -> None:
    await pilot.press("escape", "escape", "escape")
    for _ in range(3):
        await pilot.pause()


async def test_a_tunnel_typed_in_the_tray_is_laid_by_name_in_the_next_game(ready_folder: SessionStore) -> None:
    app = make_app(ready_folder)
    async with app.run_test(size=BIG) as pilot:
        frame = await solo_session(pilot)
        await card_named_in_the_tray(pilot, "draw-tunnel north", f"North tunnel as {WAY}")
        assert frame.live.entries[-1].action == DA.PlaceTunnel("North tunnel", "north", tuple(WAY.split()))
        assert "north-tunnel" in imported_entries("dungeoneer", "location", db=ready_folder)
        assert any("North tunnel is saved in your catalogue as your own card" in n for n in notifications(pilot))
        await leave_to_home(pilot)

        # The catalogue's form lists it as the table's own.
        app.push_screen(CatalogueEditor("dungeoneer", "location"))
        await pilot.pause()
        await pilot.pause()
        options = dict((value, label) for label, value in pilot.app.screen._entry_options())
        assert options["north-tunnel"] == "North tunnel (your own entry)"
        assert options["tomb-antechamber"] == "Tomb antechamber", "a shipped card is not marked"
        await pilot.press("escape")
        await pilot.pause()

        # The next game deals it, and the tray takes it by its name alone.
        second = await solo_session(pilot)
        assert second is not frame
        tray = await card_named_in_the_tray(pilot, "draw-tunnel north", "North tunnel")
        assert "North tunnel" in tray.request.candidates
        assert second.live.entries[-1].action == DA.PlaceTunnel("north-tunnel", "north")
        assert second.live.state.dungeon.card_at((0, -1)).name == "North tunnel"


async def test_a_name_the_catalogue_holds_for_another_card_is_said_and_the_game_goes_on_as_typed(
        ready_folder: SessionStore) -> None:
    app = make_app(ready_folder)
    async with app.run_test(size=BIG) as pilot:
        frame = await solo_session(pilot)
        # Another terminal types a different North tunnel into the catalogue after this session was made.
        held = {"id": "north-tunnel", "name": "North tunnel", "kind": "tunnel", "glory": 1, "peril": 0,
                "exits": {side: {"kind": "open"} for side in ("north", "east", "south", "west")}}
        save_entries("dungeoneer", "location", {"north-tunnel": held}, source="catalogue form", db=ready_folder)
        before = imported_entries("dungeoneer", "location", db=ready_folder)
        await card_named_in_the_tray(pilot, "draw-tunnel north", f"North tunnel as {WAY}")
        assert frame.live.state.dungeon.card_at((0, -1)).glory == 0, "the game goes on with the card as typed"
        assert imported_entries("dungeoneer", "location", db=ready_folder) == before
        assert any("North tunnel was not saved in your catalogue: it holds a different card named North tunnel" in n
                   for n in notifications(pilot))


async def test_undoing_the_move_leaves_the_card_in_the_catalogue(ready_folder: SessionStore) -> None:
    app = make_app(ready_folder)
    async with app.run_test(size=BIG) as pilot:
        frame = await solo_session(pilot)
        await card_named_in_the_tray(pilot, "draw-tunnel west", f"West tunnel as {WAY}")
        assert "west-tunnel" in imported_entries("dungeoneer", "location", db=ready_folder)
        await pilot.press("ctrl+z")
        for _ in range(3):
            await pilot.pause()
        assert frame.live.state.dungeon.card_at((-1, 0)) is None, "the tunnel is off the map"
        assert "west-tunnel" in imported_entries("dungeoneer", "location", db=ready_folder)
        said = len(notifications(pilot))
        await pilot.press("ctrl+y")  # redone: the card is in the catalogue already, nothing more is said of it
        for _ in range(3):
            await pilot.pause()
        assert frame.live.state.dungeon.card_at((-1, 0)) is not None
        assert not any("catalogue" in n for n in notifications(pilot)[said:])
