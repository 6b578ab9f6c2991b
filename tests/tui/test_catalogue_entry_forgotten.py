"""The catalogue form takes one of the table's own entries out of its catalogue (f8, "Forget entry"), asking
first: a card typed by mistake, in the form or in play (a Dungeoneer location typed in the card tray is kept in the
catalogue, so a solo game's deck may deal it), is not kept forever. A shipped card is never forgotten; one the
table replaced comes back as it ships. Games already played keep the card in their logs."""

from __future__ import annotations

from textual.widgets import Select

from cards_db.kinds import get_kind
from cards_db.store import imported_entries, list_entries, save_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from screens.dialogs import ConfirmDialog
from tests.tui.catalogue_form_drive import form
from tests.tui.conftest import SIZE

#: A tunnel the table typed in play (as `North tunnel as tunnel 0 0 open open open open` keeps it).
TYPED_TUNNEL = {"id": "north-tunnel", "name": "North tunnel", "kind": "tunnel", "glory": 0, "peril": 0,
                "exits": {side: {"kind": "open"} for side in ("north", "east", "south", "west")}}


async def form_on(pilot, app, entry_id: str) -> CatalogueEditor:
    """The location form opened on one entry, settled."""
    app.push_screen(CatalogueEditor("dungeoneer", "location", entry_id))
    await pilot.pause()
    return form(pilot)


async def forgotten(pilot, app) -> None:
    """f8 pressed and the question answered yes."""
    await pilot.press("f8")
    await pilot.pause()
    assert isinstance(app.screen, ConfirmDialog)
    app.screen.dismiss(True)
    await pilot.pause()
    await pilot.pause()


async def test_an_entry_of_the_tables_own_is_forgotten_after_asking_and_new_games_no_longer_have_it(
        store: SessionStore) -> None:
    save_entries("dungeoneer", "location", {"north-tunnel": TYPED_TUNNEL}, source="typed in play", db=store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        editor = await form_on(pilot, app, "north-tunnel")
        assert editor.check_action("forget_entry", ()) is True
        await pilot.press("f8")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")  # not confirmed: nothing changes
        await pilot.pause()
        assert "north-tunnel" in imported_entries("dungeoneer", "location", db=store)
        await forgotten(pilot, app)
        assert app.screen is editor
        assert "north-tunnel" not in imported_entries("dungeoneer", "location", db=store)
        assert any(n.message == "North tunnel is no longer in your catalogue." for n in app._notifications)
        assert "north-tunnel" not in list_entries("dungeoneer", "location", db=store)
        choice = editor.query_one("#hero-choice", Select)
        assert choice.value != "north-tunnel"
        assert "north-tunnel" not in {value for _label, value in choice._options}
        assert editor.check_action("forget_entry", ()) is False  # a new, empty form: nothing to forget


async def test_a_shipped_entry_cannot_be_forgotten_and_one_the_table_replaced_comes_back_as_it_ships(
        store: SessionStore) -> None:
    kind = get_kind("dungeoneer", "location")
    shipped_id, shipped = next(iter(sorted(kind.shipped().items())))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        editor = await form_on(pilot, app, shipped_id)
        assert editor.check_action("forget_entry", ()) is False
        await pilot.press("f8")
        await pilot.pause()
        assert app.screen is editor  # no question: nothing of the table's to forget
        await pilot.press("escape")
        await pilot.pause()
        changed = {**shipped, "glory": int(shipped.get("glory", 0)) + 1}
        save_entries("dungeoneer", "location", {shipped_id: changed}, source="catalogue form", db=store)
        editor = await form_on(pilot, app, shipped_id)
        assert editor.check_action("forget_entry", ()) is True
        await forgotten(pilot, app)
        assert imported_entries("dungeoneer", "location", db=store) == {}
        assert list_entries("dungeoneer", "location", db=store)[shipped_id] == shipped
        assert editor.query_one("#hero-choice", Select).value == shipped_id  # the card as it ships, shown again
        assert any(n.message == f"{shipped['name']} is as it ships again." for n in app._notifications)


def test_a_shipped_entry_is_listed_by_the_name_its_card_prints_in_the_tables_language() -> None:
    from companion.services.i18n import use_language
    from screens.catalogue_editor import entry_label

    kind = get_kind("dungeoneer", "location")
    use_language("ru")
    try:
        assert entry_label(kind, "tomb-antechamber", kind.shipped()["tomb-antechamber"]) == "Преддверие гробницы"
        assert entry_label(kind, "north-tunnel", TYPED_TUNNEL) == "North tunnel"  # the table's own, as typed
    finally:
        use_language("en")
