"""A saved terrain die's faces in the catalogue form: shown in the table's language, and what is shown is taken back.

Twenty-seventh pass (text29) left it: the form took «лес+холмы» but showed a saved die as `forest+hills`, and the wild
face was typed «дикий» but said «дикий символ» elsewhere. Both Runebound editions' die rows, in the three languages.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from cards_db.store import imported_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

#: Each edition's die as a Russian table types it from its die, and the faces the catalogue keeps.
DICE = {
    "runebound2": ("равнина+дорога, лес+холмы, река+болото, горы+холмы, равнина+лес+дорога, река+дорога",
                   [["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
                    ["plains", "forest", "road"], ["river", "road"]]),
    "runebound3": ("равнина+дорога, лес+холмы, вода, горы+болото, равнина, дикий",
                   [["plains", "road"], ["forest", "hills"], ["water"], ["mountains", "swamp"], ["plains"], ["wild"]]),
}
#: The faces as each language's form shows them again.
SHOWN = {
    ("runebound2", "en"): "plains+road, forest+hills, river+swamp, mountains+hills, plains+forest+road, river+road",
    ("runebound2", "ru"): "равнина+дорога, лес+холмы, река+болото, горы+холмы, равнина+лес+дорога, река+дорога",
    ("runebound2", "pl"): "równina+droga, las+wzgórza, rzeka+bagno, góry+wzgórza, równina+las+droga, rzeka+droga",
    ("runebound3", "en"): "plains+road, forest+hills, water, mountains+swamp, plains, wild",
    ("runebound3", "ru"): "равнина+дорога, лес+холмы, вода, горы+болото, равнина, дикий символ",
    ("runebound3", "pl"): "równina+droga, las+wzgórza, woda, góry+bagno, równina, dziki symbol",
}


def error_line(pilot) -> str:
    return str(form(pilot).query_one("#editor-error", Static).render())


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
@pytest.mark.parametrize("game", ["runebound2", "runebound3"])
async def test_a_die_typed_in_russian_is_shown_in_the_tables_words_and_taken_back_as_shown(
        store: SessionStore, game: str, language: str) -> None:
    typed, faces = DICE[game]
    async with make_app(store, language=language).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor(game, "terrain-dice"))
        await pilot.pause()
        await type_in(pilot, {"id": "our-dice", "name": "Our dice", "faces": typed})
        await save_form(pilot)
        assert error_line(pilot) == ""
        assert imported_entries(game, "terrain-dice", db=store)["our-dice"]["faces"] == faces
        row = form(pilot).query_one("#field-faces", Input)
        assert row.value == SHOWN[(game, language)]
        # The words shown are typed back as they are: saved again, unchanged, with no refusal.
        await type_in(pilot, {"faces": row.value, "name": "Our dice, again"})
        await save_form(pilot)
        assert error_line(pilot) == ""
        assert imported_entries(game, "terrain-dice", db=store)["our-dice"]["faces"] == faces
