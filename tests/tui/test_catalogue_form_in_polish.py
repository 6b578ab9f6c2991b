"""The catalogue form in Polish, as a new table typing in its first Dungeoneer hero meets it (twenty-second pass,
text23, at 80x24 from an empty data folder).

Two things read wrong: a label longer than the form's label column ran into its field or lost its end («Jeszcze nie
sprawdzono» touched the field's placeholder, «Obrażenia według liczby kości» showed as «Obrażenia według»), and a wrong
value in a list row was refused naming the file's path, 'melee[1]', with the row unmarked.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from cards_db.field_labels import FIELD_LABELS
from companion.services.i18n import _, use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

#: The form's stylesheet, which sets the label column's width.
STYLESHEET = Path(__file__).resolve().parents[2] / "screens" / "hero_editor.tcss"


def _label_column() -> int:
    found = re.search(r"\.field-label\s*\{[^}]*?width:\s*(\d+);", STYLESHEET.read_text(encoding="utf-8"))
    assert found is not None, "the form's label column has no width"
    return int(found.group(1))


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_every_label_of_the_form_fits_its_column_with_a_space_before_the_field(language: str) -> None:
    width = _label_column()
    use_language(language)
    too_long = {name: _(label) for name, label in FIELD_LABELS.items() if cell_len(_(label)) > width - 1}
    assert too_long == {}


HERO = {"name": "Łotrzyca", "health": "4", "boon_limit": "2", "treasure_limit": "2", "melee": "3 3", "magic": "2, 2",
        "speed": "4, 4"}


async def test_a_wrong_value_in_a_list_row_is_refused_by_the_rows_label_and_marks_it(store: SessionStore) -> None:
    async with make_app(store, language="pl").run_test(size=SIZE) as pilot:
        await pilot.app.push_screen(CatalogueEditor("dungeoneer", "hero"))  # a Dungeoneer hero, as a first game types it
        await type_in(pilot, HERO)
        await save_form(pilot)
        shown = str(form(pilot).query_one("#editor-error", Static).render())
        assert shown.startswith("'Wręcz' (pozycja 1) oczekuje wartości typu: liczba całkowita od 0 do 12"), shown
        assert "melee" not in shown, shown
        assert form(pilot).query_one("#row-melee").has_class("-invalid")
