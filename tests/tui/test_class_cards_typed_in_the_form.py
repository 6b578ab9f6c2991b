"""Runebound class cards typed in from the printed cards through the catalogue form, as a new table types its decks."""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from cards_db.kinds import all_kinds
from cards_db.store import imported_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

#: A friendly spell of the Runemaster's deck as a table reads it from its card (not a challenge: no colour).
WARDING = {"name": "Rune of Warding", "deck": "Runemaster", "kind": "spell", "hostile": False, "cost": "3", "requires": "sorcery",
           "timing": "challenge", "text": "Until this fight ends, the hero's defence rolls get +1."}


def error_line(pilot) -> str:
    return str(form(pilot).query_one("#editor-error", Static).render())


def test_every_checked_entry_of_every_kind_checks_again_unchanged() -> None:
    # A form saves the entry its draft checked, and the store checks it again: a value the check writes (a class
    # card's colour when it is not a challenge) must be one the check takes.
    for kind in all_kinds():
        for entry in kind.shipped().values():
            assert kind.validate(entry) == entry, (kind.template_name, entry["id"])


async def test_a_friendly_spell_typed_from_its_card_is_saved(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        await type_in(pilot, WARDING)
        await save_form(pilot)
        assert error_line(pilot) == ""
        saved = imported_entries("runebound2", "class-card", db=store)["rune-of-warding"]
        assert (saved["deck"], saved["kind"], saved["cost"], saved["requires"]) == ("Runemaster", "spell", 3, ["sorcery"])
        assert saved["hostile"] is False and saved["colour"] is None


async def test_the_side_of_a_card_is_hostile_friendly_or_not_known_yet(store: SessionStore) -> None:
    # A box left unticked read as "not known", so every friendly card typed in could not be dealt ("hostile not
    # known yet"): the row is a choice of yes, no, or not set.
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        side = form(pilot).query_one("#field-hostile", Select)
        assert side.value is Select.NULL
        await type_in(pilot, {**WARDING, "hostile": True})
        await save_form(pilot)
        assert imported_entries("runebound2", "class-card", db=store)["rune-of-warding"]["hostile"] is True
        await type_in(pilot, {"hostile": False})
        await save_form(pilot)
        assert imported_entries("runebound2", "class-card", db=store)["rune-of-warding"]["hostile"] is False
        side.clear()
        await pilot.pause()
        await save_form(pilot)
        assert imported_entries("runebound2", "class-card", db=store)["rune-of-warding"]["hostile"] is None


async def test_a_saved_card_renamed_is_saved_as_the_next_card_of_its_deck_beside_it(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        await type_in(pilot, WARDING)
        await save_form(pilot)
        # The next card of the same deck, typed over the last one: its deck, kind and timing stay as they were.
        await type_in(pilot, {"name": "Rune of Flame", "cost": "2", "text": "Before combat the challenge takes 1 wound."})
        await save_form(pilot)
        assert error_line(pilot) == ""
        assert form(pilot).query_one("#field-id", Input).value == "rune-of-flame"
        saved = imported_entries("runebound2", "class-card", db=store)
        assert {e["name"]: (e["deck"], e["cost"]) for e in saved.values()} == {
            "Rune of Warding": ("Runemaster", 3), "Rune of Flame": ("Runemaster", 2)}


async def test_a_card_whose_id_was_typed_keeps_it_when_renamed(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        await type_in(pilot, {**WARDING, "id": "rm-warding"})
        await save_form(pilot)
        await type_in(pilot, {"name": "Rune of Wardings"})
        await save_form(pilot)
        assert list(imported_entries("runebound2", "class-card", db=store)) == ["rm-warding"]
