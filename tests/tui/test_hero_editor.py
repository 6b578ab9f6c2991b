"""The Dice Throne hero editor, driven like a player: reach it, edit, see refusals, save to the catalogue."""

from __future__ import annotations

from textual.widgets import Checkbox, OptionList, Select, Static

from cards_db.kinds import get_kind
from cards_db.store import imported_entries
from companion.shell.app import make_app
from companion.shell.palette import ScreenActions
from companion.services.store import SessionStore
from screens.dialogs import ConfirmDialog
from screens.hero_editor import HeroEditor
from screens.home import HomeScreen
from tests.support.palette_waits import palette_opened, searched
from tests.tui.conftest import SIZE
from tests.tui.drive import fill


def editor(pilot) -> HeroEditor:
    screen = pilot.app.screen
    assert isinstance(screen, HeroEditor), type(screen).__name__
    return screen


async def choose_part(pilot, label: str) -> None:
    """Pick a part ('Ability: Squall') in the list on the left, as enter on it would."""
    parts = editor(pilot).query_one("#parts", OptionList)
    parts.focus()
    labels = [str(parts.get_option_at_index(i).prompt) for i in range(parts.option_count)]
    parts.highlighted = labels.index(label)
    await pilot.press("enter")
    await pilot.pause()


def error_text(pilot) -> str:
    return str(editor(pilot).query_one("#editor-error", Static).render())


async def test_the_home_footer_key_opens_the_editor_and_escape_returns(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        assert any(b.key == "e" and b.show for b in HomeScreen.BINDINGS)
        await pilot.press("e")
        await pilot.pause()
        assert editor(pilot).draft.entry["id"] == "storm-caller"  # a new hero starts from the template
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_the_palette_opens_the_editor_from_any_screen(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")  # the rules browser has no key for it: the palette still offers it
        await pilot.pause()
        names = [hit.text async for hit in ScreenActions(app.screen).discover()]
        assert "Edit Dice Throne heroes" in names
        palette = await palette_opened(pilot)
        await searched(pilot, palette, "Edit Dice Throne")  # the palette searches in a worker
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HeroEditor)
        names = [hit.text async for hit in ScreenActions(app.screen).discover()]
        assert "Edit Dice Throne heroes" not in names and "Save" in names


async def test_a_bad_field_changes_nothing_and_is_named(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        await choose_part(pilot, "Ability: Squall")
        before = editor(pilot).draft.entry
        await fill(pilot, "#field-damage", "lots")
        await pilot.press("enter")
        await pilot.pause()
        assert "'Ability 2 · Damage' expects a whole number from 0 to 99" in error_text(pilot)
        assert editor(pilot).query_one("#row-damage").has_class("-invalid")
        assert editor(pilot).draft.entry == before and not editor(pilot).draft.changed

        await fill(pilot, "#field-condition--symbols", "laser: 3")  # beside Squall's straight, printed on its board
        await fill(pilot, "#field-damage", "6")
        await pilot.press("enter")
        await pilot.pause()
        assert ("'Ability 2 · Condition' needs exactly one of 'Symbols', 'Straight', 'Dice of a kind', not 2"
                in error_text(pilot))
        assert editor(pilot).query_one("#row-condition--symbols").has_class("-invalid")
        assert editor(pilot).draft.entry == before

        editor(pilot).query_one("#field-condition--straight", Select).value = Select.NULL
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert "no symbol 'laser' (they show bolt, cloud, eye)" in error_text(pilot)
        assert editor(pilot).query_one("#row-condition--symbols").has_class("-invalid")
        assert not editor(pilot).query_one("#row-damage").has_class("-invalid")
        assert editor(pilot).draft.entry == before

        await fill(pilot, "#field-condition--symbols", "")
        editor(pilot).query_one("#field-condition--straight", Select).value = "large"
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert error_text(pilot) == ""
        squall = editor(pilot).draft.entry["abilities"][1]
        assert (squall["condition"], squall["damage"]) == ({"straight": "large"}, 6)
        assert "unsaved changes" in str(editor(pilot).query_one("#editor-title").render())


async def test_a_choice_that_breaks_the_hero_is_refused_at_once(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        await choose_part(pilot, "Ability: Squall")
        editor(pilot).query_one("#field-dice").focus()
        await pilot.pause()
        hint = str(editor(pilot).query_one("#field-hint", Static).render())
        assert "Ability 2 · Dice: required when Kind is defensive;" in hint  # labels and words, not "kind", "defensive"
        editor(pilot).query_one("#field-kind", Select).value = "defensive"
        await pilot.pause()
        # the kind as the form's choice list says it, not the file's "defensive"
        assert "'Ability 2 · Dice' is missing (needed when 'Ability 2 · Kind' is defensive)" in error_text(pilot)
        assert editor(pilot).query_one("#row-dice").has_class("-invalid")
        assert editor(pilot).draft.entry["abilities"][1]["kind"] == "offensive"


async def test_add_an_ability_and_a_status_then_save_as_an_import_would(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        await choose_part(pilot, "Hero details")
        await fill(pilot, "#field-id", "thunder")
        await fill(pilot, "#field-name", "Thunder")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert editor(pilot).part.label() == "abilities[7]"
        await fill(pilot, "#field-name", "Rumble")
        editor(pilot).query_one("#field-unconfirmed", Checkbox).value = True
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        await fill(pilot, "#field-name", "Charge")
        await fill(pilot, "#field-limit", "4")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        saved = imported_entries("dice-throne", "hero", db=store)["thunder"]
        assert saved == get_kind("dice-throne", "hero").validate(saved)  # stored as the validator returns it
        assert saved["abilities"][-1] == {"id": "new-ability", "name": "Rumble", "kind": "passive", "unconfirmed": True}
        assert saved["statuses"][-1] == {"id": "new-status", "name": "Charge", "limit": 4}
        assert not editor(pilot).draft.changed
        assert editor(pilot).query_one("#hero-choice", Select).value == "thunder"


async def test_removing_what_the_hero_needs_is_refused(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        await choose_part(pilot, "Ability: Gust")
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert "at least one defensive ability" in error_text(pilot)
        assert "gust" in [a["id"] for a in editor(pilot).draft.entry["abilities"]]


async def test_a_shipped_hero_loads_and_leaving_with_changes_asks(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        editor(pilot).query_one("#hero-choice", Select).value = "gunslinger"
        await pilot.pause()
        assert editor(pilot).draft.entry["name"] == "Gunslinger"
        await choose_part(pilot, "Status: Evasive")
        await fill(pilot, "#field-limit", "4")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert editor(pilot).draft.entry["statuses"][0]["limit"] == 4
        assert imported_entries("dice-throne", "hero", db=store) == {}  # nothing saved until ctrl+s
