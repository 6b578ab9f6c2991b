"""A refused row in the catalogue form: the cursor goes to it, and the refusal says an unknown value as the form takes it.

Play-test (twenty-ninth pass, the lead, a new table at 80x24): a Runebound class card's Cost typed as "1, x" and saved
was refused with "'Cost' expects a whole number from 0 to 10, or null when unknown", while the row's own line said
"empty when not known" (a form has no null: an unknown value is an empty row), and the cursor stayed on the row the
table was in, two rows below; the next value typed went there. The same refusal came from the schema's own check (a
hero's life of -1), as an import gives it.
"""

from __future__ import annotations

import pytest
from textual.widgets import Static

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE


@pytest.mark.parametrize(("language", "kind", "values", "field", "empty_row", "null"), [
    ("en", "class-card", {"name": "Ranger", "cost": "1, x"}, "cost", "empty when not known", "null"),
    ("en", "hero", {"name": "Lord", "life": "-1"}, "life", "empty when not known", "null"),
    ("ru", "hero", {"name": "Лорд", "life": "-1"}, "life", "пусто, если неизвестно", "null"),
])
async def test_a_refused_row_takes_the_cursor_and_says_an_unknown_value_as_an_empty_row(
        store: SessionStore, language: str, kind: str, values: dict[str, str], field: str, empty_row: str,
        null: str) -> None:
    use_language(language)  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound2", kind))
        await pilot.pause()
        await type_in(pilot, values)
        form(pilot).query_one("#field-name").focus()  # the table is on another row when it saves
        await pilot.pause()
        await save_form(pilot)
        shown = str(form(pilot).query_one("#editor-error", Static).render())
        assert empty_row in shown and null not in shown, shown
        assert form(pilot).query_one(f"#row-{field}").has_class("-invalid")
        assert app.focused is not None and app.focused.id == f"field-{field}", app.focused
