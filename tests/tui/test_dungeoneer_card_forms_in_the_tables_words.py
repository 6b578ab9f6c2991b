"""The Dungeoneer card forms offer the game's terms in the table's language; the saved card keeps the file's values.

Play-test (twenty-ninth pass, the lead): a quest's Category offered "influence, sacrifice, hunt, seek, escort, threat,
chance" in Russian too (the file's values), while the board and the rulings say «охота», «сопровождение». Every
choice of the Dungeoneer forms whose values are game terms (stats, kinds of exits, hazards, locations and cards,
quest categories, durations) is now said as the screens say it (`Field.words`).
"""

from __future__ import annotations

from textual.widgets import Select

from cards_db.dungeoneer_format import CARD, EXIT, HAZARD, LOCATION, QUEST
from cards_db.store import imported_entries
from companion.services.i18n import translate, use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE


async def test_a_quest_typed_in_russian_offers_its_categories_in_russian_and_saves_the_files_value(
        store: SessionStore) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "quest"))
        await pilot.pause()
        offered = {str(label): value for label, value in form(pilot).query_one("#field-category", Select)._options}
        assert offered["охота"] == "hunt" and offered["сопровождение"] == "escort", offered
        assert "hunt" not in offered
        await type_in(pilot, {"name": "Охота на тролля", "category": "chance", "target": "5"})
        await save_form(pilot)
        saved = imported_entries("dungeoneer", "quest", db=store)
        assert [quest["category"] for quest in saved.values()] == ["chance"], saved


def test_every_choice_of_a_dungeoneer_card_has_its_words() -> None:
    for schema in (QUEST, LOCATION, EXIT, HAZARD, CARD):
        for field in schema.fields:
            if field.type == "choice":
                assert field.words is not None and set(field.choices) <= set(field.words), (schema, field.name)
    use_language("ru")
    timing = next(field for field in CARD.fields if field.name == "timing")
    assert {str(translate(word)) for word in timing.words.values()} >= {"подвиги", "злодеяния", "ответ"}


async def test_a_quest_names_its_places_and_monster_as_printed_and_saves_their_ids(store: SessionStore) -> None:
    """Play-test (twenty-ninth pass, the lead): a quest's Locations took only ids ("troll-bridge"); the table typing
    "Troll Bridge, Library" from the card was refused ("expects one word without spaces"). A name is now read as the
    id the form makes from a name (as a location typed by its name gets), for the hunt's monster too."""
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "quest"))
        await pilot.pause()
        await type_in(pilot, {"name": "Slay the Troll", "category": "hunt"})
        await type_in(pilot, {"locations": "Troll Bridge, library", "monster": "Cave Troll"})
        await save_form(pilot)
        saved = imported_entries("dungeoneer", "quest", db=store)["slay-the-troll"]
        assert saved["locations"] == ["troll-bridge", "library"] and saved["monster"] == "cave-troll", saved
