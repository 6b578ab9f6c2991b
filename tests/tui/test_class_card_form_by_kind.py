"""The catalogue form of a Runebound class card shows the rows its kind of card has, in the table's language.

Twenty-seventh pass (cd29) left it: every row for every kind (a talent's cost and terrain, a spell's level), and the
file's words in the form ("text, or null when unknown", «список: sorcery, …», the kinds in English). The rows follow
the schema that checks an imported file (`Field.only_when`), so the form and the import cannot drift apart.
"""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.text import Text
from textual.widgets import Checkbox, Input, Select, Static

from cards_db.runebound2_class_decks import CLASS_CARD, validate_class_card
from cards_db.store import imported_entries
from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

#: The rows each kind has besides the ones every card has (id, name, deck, kind, epic, text, not checked yet, source).
ROWS_OF_KIND = {
    "spell": {"hostile", "cost", "requires", "timing"},
    "feat": {"hostile", "cost", "requires", "timing"},
    "place": {"hostile", "cost", "timing", "terrain"},
    "challenge": {"hostile", "cost", "timing", "colour"},
    "talent": {"requires", "gives", "level"},
}
OPTIONAL_ROWS = set().union(*ROWS_OF_KIND.values())


def shown_rows(pilot) -> set[str]:
    editor = form(pilot)
    return {row.key for row in editor.rows if editor.query_one(f"#row-{row.key}").display}


def error_line(pilot) -> str:
    return str(form(pilot).query_one("#editor-error", Static).render())


async def test_each_kind_of_card_shows_the_rows_it_has_and_a_new_card_all_of_them(store: SessionStore) -> None:
    async with make_app(store).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        assert OPTIONAL_ROWS <= shown_rows(pilot)  # no kind chosen yet: nothing is hidden
        for kind, rows in ROWS_OF_KIND.items():
            await type_in(pilot, {"kind": kind})
            assert shown_rows(pilot) & OPTIONAL_ROWS == rows, kind


def test_the_rows_a_kind_has_are_the_ones_its_check_takes() -> None:
    # A row hidden for a kind is one the import's check refuses or ignores for it, never one it needs: the form's
    # rows come from the same schema.
    for kind, rows in ROWS_OF_KIND.items():
        for field in CLASS_CARD.fields:
            if field.only_when is not None:
                assert (kind in field.only_when[1]) == (field.name in rows), (kind, field.name)
    talent = validate_class_card({"name": "Scroll Lore", "kind": "talent", "level": 1, "gives": ["sorcery"]})
    assert "cost" not in talent["unconfirmed"] and "level" not in talent["unconfirmed"]


async def test_a_value_typed_before_the_kind_changed_is_kept_for_its_kind_and_not_saved_for_another(
        store: SessionStore) -> None:
    async with make_app(store).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        await type_in(pilot, {"name": "Scroll Lore", "deck": "Runemaster", "kind": "spell", "hostile": False,
                              "cost": "3", "timing": "challenge"})
        await type_in(pilot, {"kind": "talent", "level": "1", "gives": "sorcery"})
        await save_form(pilot)
        assert error_line(pilot) == ""
        saved = imported_entries("runebound2", "class-card", db=store)["scroll-lore"]
        assert (saved["kind"], saved["level"], saved["cost"], saved["timing"], saved["hostile"]) == (
            "talent", 1, None, None, None)
        # The kind chosen back: the cost typed for it is there again, and saved with it.
        await type_in(pilot, {"kind": "spell"})
        assert form(pilot).query_one("#field-cost", Input).value == "3"
        assert form(pilot).query_one("#field-timing", Select).value == "challenge"
        await type_in(pilot, {"gives": "", "level": ""})
        await save_form(pilot)
        assert error_line(pilot) == ""
        saved = imported_entries("runebound2", "class-card", db=store)["scroll-lore"]
        assert (saved["kind"], saved["cost"], saved["timing"], saved["level"]) == ("spell", 3, "challenge", None)


async def test_a_russian_table_reads_and_types_the_card_in_russian(store: SessionStore) -> None:
    async with make_app(store, language="ru").run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        editor = form(pilot)
        kinds = editor.query_one("#field-kind", Select)
        assert [str(prompt) for prompt, _value in kinds._options[1:]] == [
            "подвиг", "заклинание", "место", "препятствие", "талант"]
        placeholders = [widget.placeholder for widget in editor.query("#part-form Input").results(Input)]
        assert all("null" not in text and not any("a" <= c <= "z" for c in text.casefold()) for text in placeholders), \
            placeholders
        editor.query_one("#field-kind", Select).focus()
        await pilot.pause()
        hint = str(editor.query_one("#field-hint", Static).render())
        assert "заклинание" in hint and "spell" not in hint, hint
        await type_in(pilot, {"name": "Arcane Bolt", "deck": "Runemaster", "kind": "spell", "hostile": True,
                              "cost": "2", "requires": "Колдовство, бой", "timing": "challenge",
                              "unconfirmed": "Текст"})
        await save_form(pilot)
        assert error_line(pilot) == ""
        saved = imported_entries("runebound2", "class-card", db=store)["arcane-bolt"]
        assert saved["requires"] == ["sorcery", "combat"] and saved["unconfirmed"] == ["text"]
        assert editor.query_one("#field-requires", Input).value == "колдовство, бой"
        assert editor.query_one("#field-unconfirmed", Input).value == "Текст"
        timing = editor.query_one("#field-timing", Select)
        assert [str(prompt) for prompt, _value in timing._options[1:]] == [
            "конец похода", "начало препятствия", "своё условие"]


async def test_a_place_typed_with_russian_terrains_is_saved_by_their_ids_and_shown_in_russian(
        store: SessionStore) -> None:
    async with make_app(store, language="ru").run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        await type_in(pilot, {"name": "Sealed Grove", "deck": "Runemaster", "kind": "place", "hostile": False,
                              "cost": "1", "timing": "movement", "terrain": "лес, Холмы"})
        await save_form(pilot)
        assert error_line(pilot) == ""
        assert imported_entries("runebound2", "class-card", db=store)["sealed-grove"]["terrain"] == ["forest", "hills"]
        assert form(pilot).query_one("#field-terrain", Input).value == "лес, холмы"


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
async def test_the_line_under_the_form_says_each_row_whole_in_its_two_rows(store: SessionStore, language: str) -> None:
    async with make_app(store, language=language).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        editor = form(pilot)
        hint = editor.query_one("#field-hint", Static)
        console = Console(width=hint.content_size.width)
        for row in editor.rows:
            lines = Text(editor._hint(row)).wrap(console, hint.content_size.width)
            assert len(lines) <= hint.content_size.height, (row.key, editor._hint(row))


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_a_tick_box_row_says_its_label_once_beside_the_box(store: SessionStore, language: str) -> None:
    # The box's own text repeated the row's label («Эпическая ▐X▌ Эпическая»): the label beside it says it.
    use_language(language)
    async with make_app(store).run_test(size=SIZE) as pilot:
        pilot.app.push_screen(CatalogueEditor("runebound2", "class-card"))
        await pilot.pause()
        row = form(pilot).query_one("#row-epic")
        label = str(row.query_one(".field-label", Static).render())
        assert label.strip()
        assert not str(row.query_one(Checkbox).label).strip()
        box = row.query_one(Checkbox)
        await pilot.click(box)
        assert box.value
