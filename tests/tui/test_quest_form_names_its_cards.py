"""A saved Dungeoneer quest, opened again in its form, names its locations and monster by the names printed on their
cards (in the table's language where the catalogue has it: a shipped card's; a typed one's as typed, as the board
says it), not by the ids the file keeps; the form saved again keeps
the ids.

Left alone by the thirtieth pass: a quest whose locations were typed by their printed names ("Troll Bridge") showed
"troll-bridge" when its form was opened again.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from cards_db.store import imported_entries, save_entries
from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.support.pilot_waits import until
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

TROLL = {"id": "cave-troll", "name": "Cave Troll", "health": 3, "cost": 2,
         "forms": {"melee": {"value": 2}, "magic": {"value": 0, "attacks": False},
                   "speed": {"value": 1, "attacks": False}}}
QUEST = {"id": "slay-the-troll", "name": "Slay the Troll", "category": "hunt",
         "locations": ["tomb-antechamber", "nowhere-known"], "monster": "cave-troll"}


@pytest.mark.parametrize(("language", "locations", "monster"), [
    ("en", "Tomb antechamber, nowhere-known", "Cave Troll"),
    ("ru", "Преддверие гробницы, nowhere-known", "Cave Troll"),  # a typed card's name as the board says it
])
async def test_a_saved_quest_shows_its_cards_by_their_printed_names(
        store: SessionStore, language: str, locations: str, monster: str) -> None:
    save_entries("dungeoneer", "monster", {"cave-troll": TROLL}, source="test", db=store)
    save_entries("dungeoneer", "quest", {"slay-the-troll": QUEST}, source="test", db=store)
    use_language(language)  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "quest", "slay-the-troll"))
        await until(pilot, lambda: isinstance(app.screen, CatalogueEditor) and bool(
            app.screen.query("#field-locations")), "the quest's form")
        editor = form(pilot)
        assert editor.query_one("#field-locations", Input).value == locations  # an id it does not know: as kept
        assert editor.query_one("#field-monster", Input).value == monster
        assert not editor.typed_not_taken()
        await type_in(pilot, {"levels": "2"})
        await save_form(pilot)
        saved = imported_entries("dungeoneer", "quest", db=store)["slay-the-troll"]
        assert saved["levels"] == 2, saved
        assert saved["locations"] == QUEST["locations"] and saved["monster"] == "cave-troll", saved
