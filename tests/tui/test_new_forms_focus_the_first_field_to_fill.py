"""Every "New …" form of every game opens on the first field the table fills.

That is the first required row still empty, the "Short name" (id) aside: it is made from the name when left empty.
On a blank form it is the name. Opened with the name already given (the card tray's "New card: …" on the name the
table typed), it is the first row still empty after the name (on a form that starts from a whole example, the row
after the name): on 8f61c961 such a form opened on the Short name the app had just made
from that name, so the table's first keys went into the id. The wizard's "New hero" of every game opens on the name.
"""

from __future__ import annotations

import pytest
from textual.widget import Widget
from textual.widgets import Button, Input, Select

from cards_db.dungeoneer_typed_words import location_words
from cards_db.form_fields import form_fields
from cards_db.kinds import all_kinds
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.typed_locations import tunnel_request
from rules_engine.messages import N_
from screens.card_forms import CardForm
from screens.card_tray import CardTray
from screens.catalogue_editor import CatalogueEditor, starting_entry
from tests.dungeoneer.flow import new_table
from tests.tui.catalogue_form_drive import open_wizard
from tests.tui.conftest import SIZE

pytestmark = pytest.mark.slow

KINDS = [(kind.game, kind.kind) for kind in all_kinds() if kind.schema is not None]


def _empty(field: Widget) -> bool:
    """A text field with nothing typed, or a choice with nothing chosen."""
    if isinstance(field, Input):
        return not field.value.strip()
    return isinstance(field, Select) and field.value is Select.NULL


def blank(editor: CatalogueEditor) -> bool:
    """Whether a new entry of this kind starts blank but for its name (not from a whole example, as a Dice Throne hero
    or a Runebound 3e event, whose lists of items a save needs, do)."""
    return set(starting_entry(editor.kind, "Typed")[0]) <= {"id", "name"}


def filled_before(editor: CatalogueEditor, field_id: str) -> list[str]:
    """The required rows above `field_id` (the id and the name aside) that are still empty."""
    empty = []
    for row in form_fields(editor.kind.schema):
        if f"field-{row.key}" == field_id:
            return empty
        found = editor.query(f"#field-{row.key}")
        if row.path not in (("id",), ("name",)) and row.spec.required and found and _empty(found.first()):
            empty.append(row.dotted)
    raise AssertionError(f"{field_id} is not a row of the form")


async def test_every_new_form_opens_on_its_name_or_given_the_name_on_the_first_row_to_fill(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wrong = []
        for game, kind in KINDS:
            for name in ("", "Typed at the table"):
                editor = CatalogueEditor(game, kind, name=name, close_on_save=True)
                app.push_screen(editor)
                await pilot.pause()
                await pilot.pause()
                focused = app.focused
                said = (game, kind, name, focused.id if focused is not None else None)
                if not name:
                    if focused is None or focused.id != "field-name":
                        wrong.append(said)
                elif (focused is None or focused.id in ("field-id", "field-name")
                      or filled_before(editor, focused.id or "")
                      or (blank(editor) and not _empty(focused))):  # else it starts from a whole example
                    wrong.append(said)
                app.pop_screen()
                await pilot.pause()
        assert wrong == []


async def test_the_card_trays_new_location_opens_on_the_kind_under_the_name_typed(store: SessionStore) -> None:
    tray = CardTray(tunnel_request(new_table(), Side.NORTH), None,
                    (CardForm("dungeoneer", "location", N_("location"), location_words),))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(tray)
        await pilot.pause()
        tray.query_one("#card-entered", Input).value = "Crypt"
        await pilot.press("enter")
        await pilot.pause()
        tray.query_one("#card-form-0", Button).press()
        await pilot.pause()
        await pilot.pause()
        editor = pilot.app.screen
        assert isinstance(editor, CatalogueEditor)
        assert editor.query_one("#field-name", Input).value == "Crypt"
        assert app.focused is editor.query_one("#field-kind", Select)


@pytest.mark.parametrize("game", ["runebound3", "runebound2", "dungeoneer", "dice-throne"])
async def test_the_wizards_new_hero_opens_on_the_heros_name(store: SessionStore, game: str) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        wizard = await open_wizard(pilot, game)
        wizard.query_one("#new-hero-1", Button).press()
        await pilot.pause()
        await pilot.pause()
        editor = pilot.app.screen
        assert isinstance(editor, CatalogueEditor)
        assert app.focused is editor.query_one("#field-name", Input)
