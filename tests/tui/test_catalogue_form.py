"""The catalogue form: every kind of every game typed in from its card, checked as an import is, saved at once."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from textual.widgets import Input, Label, OptionList, Select, Static

from cards_db.kinds import CatalogueKind, all_kinds, get_kind
from cards_db.store import imported_entries, parse_catalogue_document, save_entries
from cards_db.entry_draft import Part
from cards_db.errors import CatalogueError
from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.palette import ScreenActions
from screens.catalogue_browser import CatalogueBrowser
from screens.catalogue_editor import CatalogueEditor, said
from screens.wizard import NewSessionWizard
from tests.support.mount_counts import counted_mounts
from tests.support.pilot_waits import until
from tests.tui.catalogue_form_drive import ROGUE, form, new_hero_for, open_wizard, save_form, type_in
from tests.tui.conftest import SIZE

#: A location as printed: a room with two open sides, a wall and a trapped side.
TROLL_BRIDGE = {"name": "Troll bridge", "kind": "room", "glory": "2", "peril": "1", "exits.north.kind": "open",
                "exits.east.kind": "wall", "exits.south.kind": "open", "exits.west.kind": "trap",
                "exits.west.target": "4", "exits.west.stat": "melee"}


def error_line(pilot) -> str:
    return str(form(pilot).query_one("#editor-error", Static).render())


async def test_every_kind_of_every_game_opens_a_form_in_the_cards_order(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        for kind in (k for k in all_kinds() if k.schema is not None):
            app.push_screen(CatalogueEditor(kind.game, kind.kind))
            await pilot.pause()
            labels = [row.path[0] for row in form(pilot).rows]
            order = [name for name in kind.schema.names() if name in labels]
            assert labels and sorted(set(labels), key=labels.index) == order, kind.template_name
            await pilot.press("escape")
            await pilot.pause()


async def test_a_refused_value_says_what_the_import_says_then_the_location_corrected_is_saved_as_an_import_saves_it(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "location"))
        await pilot.pause()
        await type_in(pilot, {**TROLL_BRIDGE, "exits.west.target": "40"})
        await save_form(pilot)
        shown = error_line(pilot)
        # The import's sentence, the field named as the form labels it (the row is marked too).
        assert "'Exits: west · Threat number' expects a whole number from 1 to 12, not 40" in shown
        assert form(pilot).query_one("#row-exits--west--target").has_class("-invalid")
        assert imported_entries("dungeoneer", "location", db=store) == {}
        entry = form(pilot).read_form()
        with pytest.raises(CatalogueError) as refused:
            parse_catalogue_document({"format": "table-companion/catalogue", "version": 1, "game": "dungeoneer",
                                      "kind": "location", "entries": [entry]})
        # The same sentence as the import's, the file's field name said as its label.
        assert shown in str(refused.value).replace("'exits.west.target'", "'Exits: west · Threat number'")
        # The row corrected to what the card prints: the location typed from its card is saved as an import saves it.
        await type_in(pilot, {"exits.west.target": TROLL_BRIDGE["exits.west.target"]})
        await save_form(pilot)
        assert error_line(pilot) == ""
        saved = imported_entries("dungeoneer", "location", db=store)["troll-bridge"]
        assert saved["exits"]["west"] == {"kind": "trap", "target": 4, "stat": "melee"}
        assert saved == get_kind("dungeoneer", "location").validate(saved)


async def test_a_card_typed_by_its_name_starts_with_that_name_and_its_id_and_closes_on_saving_without_a_redraw(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "monster", name="Cave troll", close_on_save=True))
        await pilot.pause()
        await type_in(pilot, {"health": "3", "cost": "2", "forms.melee.value": "4"})
        mounted = counted_mounts(monkeypatch)
        await save_form(pilot)
        assert not isinstance(app.screen, CatalogueEditor)
        assert mounted == [], "a form that closes on saving builds nothing first"
        troll = imported_entries("dungeoneer", "monster", db=store)["cave-troll"]
        assert troll["name"] == "Cave troll" and troll["forms"] == {"melee": {"value": 4}}


async def test_a_check_or_a_save_that_keeps_the_form_open_redraws_only_the_rows_whose_text_the_entry_changes(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "hero"))
        await pilot.pause()
        await type_in(pilot, {**ROGUE, "health": "04", "melee": "1,1,2 ,2"})
        editor = form(pilot)
        rows = list(editor.query("#part-form *"))
        editor.query_one("#field-melee", Input).focus()
        await pilot.pause()
        mounted = counted_mounts(monkeypatch)
        await pilot.press("f2")
        await pilot.pause()
        # The entry holds the values as read; the same rows show them as the entry says them.
        assert editor.draft.entry["health"] == 4 and editor.draft.entry["melee"] == [1, 1, 2, 2]
        assert editor.query_one("#field-health", Input).value == "4"
        assert editor.query_one("#field-melee", Input).value == "1, 1, 2, 2"
        assert editor.query_one("#field-name", Input).value == "Rogue"
        assert "unsaved changes" in str(editor.query_one("#editor-title", Label).render())
        assert app.focused is editor.query_one("#field-melee"), "the player's place in the form is kept"
        await save_form(pilot)
        assert error_line(pilot) == "" and imported_entries("dungeoneer", "hero", db=store)["rogue"]["health"] == 4
        assert editor.query_one("#hero-choice", Select).value == "rogue", "the saved entry is the one shown"
        assert "unsaved changes" not in str(editor.query_one("#editor-title", Label).render())
        assert list(editor.query("#part-form *")) == rows and not [w for w in mounted if w.screen is editor]


async def test_a_renamed_item_is_renamed_in_the_parts_list_on_enter(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dice-throne", "hero"))
        await pilot.pause()
        editor = form(pilot)
        parts = editor.query_one("#parts", OptionList)
        parts.focus()
        parts.highlighted = 2
        await pilot.press("enter")
        await pilot.pause()
        before = [str(parts.get_option_at_index(i).prompt) for i in range(parts.option_count)]
        await type_in(pilot, {"name": "Gale"})
        editor.query_one("#field-name", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        after = [str(parts.get_option_at_index(i).prompt) for i in range(parts.option_count)]
        assert after[2].endswith(": Gale") and after[:2] + after[3:] == before[:2] + before[3:]
        assert before[2] != after[2] and parts.highlighted == 2 and editor.part == Part("statuses", 1)


async def test_the_catalogue_lists_each_game_and_kind_and_counts_what_is_saved(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CatalogueBrowser)
        listing = app.screen.query_one("#kinds", OptionList)
        texts = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert "  Dungeoneer monsters (0 entries)" in texts and "Dungeoneer: Tomb of the Lich Lord" in " ".join(texts)
        listing.highlighted = texts.index("  Dungeoneer monsters (0 entries)")
        await pilot.press("enter")
        await pilot.pause()
        assert form(pilot).kind.template_name == "dungeoneer-monster"
        await type_in(pilot, {"name": "Ghoul", "health": "2", "cost": "1", "forms.melee.value": "3"})
        await save_form(pilot)
        await pilot.press("escape")
        await pilot.pause()
        texts = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert "  Dungeoneer monsters (1 entry)" in texts


async def test_the_palette_offers_the_catalogue_on_every_screen(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await pilot.pause()
        names = [hit.text async for hit in ScreenActions(app.screen).discover()]
        assert "Catalogue: type in a card" in names


async def test_the_wizard_offers_a_hero_imported_in_another_terminal_then_a_hero_typed_in_it_is_chosen_for_its_seat(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, "dungeoneer")
        assert "New hero" in str(wizard.query_one("#game-info").render())  # the catalogue holds no hero yet
        hero = wizard.query_one("#hero-1", Select)
        assert hero.is_blank() and not wizard._heroes
        save_entries("dungeoneer", "hero", {"knight": {**get_kind("dungeoneer", "hero").schema.example(),
                                                        "id": "knight", "name": "Knight"}},
                     source="knight.json", db=store)  # what `companion catalogue import` in another shell does
        hero.focus()
        await pilot.pause()
        hero.value = "knight"
        await pilot.pause()
        assert hero.value == "knight" and isinstance(app.screen, NewSessionWizard)
        # A hero typed from the wizard's "New hero" is saved and chosen for its seat.
        assert await new_hero_for(pilot, 1, ROGUE) == "rogue"
        assert "rogue" in imported_entries("dungeoneer", "hero", db=store)


def test_the_form_at_80x24(snap_compare, store: SessionStore) -> None:
    async def open_form(pilot) -> None:
        pilot.app.push_screen(CatalogueEditor("dungeoneer", "location", name="Troll bridge"))
        await pilot.pause()
        await type_in(pilot, {"glory": "2", "peril": "9"})
        await pilot.press("f2")
        await pilot.pause()
        form(pilot).query_one("#hero-choice").focus()  # no blinking text cursor in the picture
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=open_form)


def test_the_form_at_120x40(snap_compare, store: SessionStore) -> None:
    async def open_form(pilot) -> None:
        pilot.app.push_screen(CatalogueEditor("runebound3", "item", name="Rune blade"))
        await pilot.pause()
        form(pilot).query_one("#hero-choice").focus()
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(store), terminal_size=(120, 40), run_before=open_form)


async def test_a_drawn_card_the_catalogue_lacks_is_typed_in_its_form_and_logged_with_its_values(
        store: SessionStore) -> None:
    from companion.services.fulfillers import Replaying, TableCard
    from rules_engine.chance import CardRequest, made_by
    from screens.card_tray import CardTray
    from screens.dungeoneer.area import DungeoneerArea

    request = CardRequest("peril", "the peril draw", made_by("dungeoneer.typed-drawn", kind="dungeoneer.draw-peril", ids={}), (), values_help="NAME as VALUES")
    forms = DungeoneerArea.card_forms(None, request)  # type: ignore[arg-type]
    given: list[object] = []
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CardTray(request, Replaying(()), forms), given.append)
        await pilot.pause()
        tray = app.screen
        assert "The app's deck is empty" in str(tray.query_one("#card-deck-size").render())
        tray.query_one("#card-entered").value = "Ghoul"
        await pilot.press("enter")
        await pilot.pause()
        assert tray.query_one("#card-forms").display and app.screen is tray
        tray.query_one("#card-form-0").press()  # New card: monster
        await pilot.pause()
        assert form(pilot).draft.entry["name"] == "Ghoul"
        await type_in(pilot, {"health": "2", "cost": "1", "forms.melee.value": "3"})
        await save_form(pilot)
        await pilot.pause()
    assert len(given) == 1 and isinstance(given[0], TableCard)
    drawn = given[0].fulfil(request)
    assert (drawn.name, drawn.data) == ("Ghoul", {"values": "monster 1 health 2 melee 3"})
    assert imported_entries("dungeoneer", "monster", db=store)["ghoul"]["health"] == 2


async def test_a_russian_form_labels_and_describes_each_field_in_russian(store: SessionStore) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "hero"))
        await pilot.pause()
        labels = [str(label.render()) for label in form(pilot).query(".field-label").results(Label)]
        assert "Предел даров" in labels and "boon_limit" not in labels
        health = form(pilot).query_one("#field-health", Input)
        assert health.placeholder == "целое число от 1 до 20"


async def test_values_typed_fast_after_tabs_land_in_the_fields_the_tabs_focused(store: SessionStore) -> None:
    """A burst from the terminal (tmux, a fast typist): each Tab moves the focus before the letters after it are read,
    so "Eve Tab 4" puts Eve in the name and 4 in the field after it, never both in the name."""
    from textual import events

    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "hero"))
        await pilot.pause()
        editor = form(pilot)
        name = editor.query_one("#field-name", Input)
        name.focus()
        await pilot.pause()
        chain = editor.focus_chain
        after_name = chain[chain.index(name) + 1]
        assert isinstance(after_name, Input)
        for key in [*"Eve", "tab", "4"]:  # every key queued at once, nothing handled in between
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await pilot.pause()
        await pilot.pause()
        assert name.value == "Eve" and after_name.value.endswith("4") and app.focused is after_name
        app.post_message(events.Key("shift+tab", None))
        await pilot.pause()
        assert app.focused is name, "shift+tab walks back to the field before"
        assert editor.query_one("#part-form").can_focus is False, "the form's scroll is no Tab stop of its own"


@pytest.mark.parametrize(("game", "kind"), [("dungeoneer", "location"), ("dice-throne", "hero")])
async def test_at_80x24_the_form_starts_on_the_row_under_start_from(store: SessionStore, game: str, kind: str) -> None:
    # "Start from…" kept a blank row under it (its margin): a row the form's fields need at 80x24.
    from tests.tui.snapshot_apps import empty_home
    app = empty_home(store)
    async with app.run_test(size=SIZE) as pilot:
        app.open_catalogue_form(game, kind)
        await until(pilot, lambda: isinstance(app.screen, CatalogueEditor) and bool(app.screen.query("#editor-body")),
                    "the catalogue form")
        await pilot.pause()
        choice, body = app.screen.query_one("#hero-choice").region, app.screen.query_one("#editor-body").region
        assert SIZE == (80, 24) and choice.height == 1 and body.y == choice.bottom


async def forms_of_every_kind(pilot) -> AsyncIterator[CatalogueKind]:
    """The catalogue form of each kind of every game opened in turn (a new entry), each closed with escape after the
    caller has read it."""
    for kind in (k for k in all_kinds() if k.schema is not None):
        pilot.app.push_screen(CatalogueEditor(kind.game, kind.kind))
        await pilot.pause()
        yield kind
        await pilot.press("escape")
        await pilot.pause()


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
async def test_every_empty_fields_placeholder_fits_its_input_at_80_columns_in_every_language(
        store: SessionStore, language: str) -> None:
    """An empty field says what it takes in words that fit its input at 80x24: a cut placeholder misled ("a whole
    number from 1 to 3" for a hero's health of 1 to 30; the hero editor's "Damage by dice count" said "pairs, with
    commas between: name: number"). The whole of what a field takes stays in its row's tooltip and on the line under
    the form while the field is focused. The details' rows, and the rows of a list's first item (a Dice Throne hero's
    ability, a Runebound 3e enemy's surge), read in one run of the app per language: each form is opened once, its
    details read before any item is shown."""
    from rich.cells import cell_len

    from companion.services.i18n import translate

    use_language(language)
    app = make_app(store)
    cut: list[tuple[str, str, str, int]] = []
    try:
        async with app.run_test(size=SIZE) as pilot:
            async for kind in forms_of_every_kind(pilot):
                sections = [section for section in form(pilot).draft.sections() if form(pilot).draft.items(section)]
                for part in [Part(), *(Part(section, 0) for section in sections)]:
                    if part.section is not None:
                        await form(pilot)._show(part)
                        await pilot.pause()
                    rows = {row.key: row for row in form(pilot).rows}
                    for field in form(pilot).query(Input):
                        if (field.id or "").startswith("field-") and not field.value:
                            if cell_len(field.placeholder) > field.content_size.width:
                                cut.append((f"{kind.template_name} {part.label()}", field.placeholder, field.id or "",
                                            field.content_size.width))
                            row = rows[(field.id or "").removeprefix("field-")]
                            assert field.parent is not None
                            assert translate(row.spec.form_expects(said)) in str(field.parent.tooltip), row.key
    finally:
        use_language("en")
    assert not cut, cut


def test_a_fields_placeholder_keeps_the_range_whole_and_shows_how_a_list_is_typed() -> None:
    from cards_db.form_fields import row_placeholder
    from companion.services.i18n import translate

    hero = get_kind("runebound3", "hero").schema
    assert hero is not None
    assert translate(row_placeholder(hero.field("health"))) == "whole number 1 to 30"
    assert translate(row_placeholder(hero.field("tokens"))) == "list: axe/shield*, …"
    assert translate(row_placeholder(hero.field("name"))) == translate(hero.field("name").expects())


async def test_leaving_a_form_with_values_typed_but_not_checked_asks_first_and_keeps_them_if_not(
        store: SessionStore) -> None:
    """A row typed in and not yet checked into the entry (no enter, no f2) is an unsaved change too: esc asks before
    it is lost; "no" keeps the form as typed, "yes" leaves. An untouched form leaves at once."""
    from screens.dialogs import ConfirmDialog
    from tests.support.leave_asked import esc_asks_then

    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("dungeoneer", "quest"))
        await pilot.pause()
        editor = form(pilot)
        assert not editor.typed_not_taken()
        editor.query_one("#field-name", Input).value = "Guard the gate"
        await pilot.pause()
        assert not editor.draft.changed and editor.typed_not_taken()
        await esc_asks_then(pilot, "n")
        assert app.screen is editor and editor.query_one("#field-name", Input).value == "Guard the gate"
        editor.query_one("#field-name", Input).value = ""
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, (ConfirmDialog, CatalogueEditor))
