"""A Runebound hero's health (3e) or life (2e) of 0 typed in the catalogue form: refused in the form's words.

Play-test (fifteenth pass, ux12), in Russian: a Runebound 3e hero typed with Здоровье 0 was refused as
"герой 'red-лорд-red': health должно быть не меньше 1", the file's field name in English, its row unmarked,
while the form offered "целое число от 0 до 30" for it. The lowest value is now the field's own (as a
Dungeoneer hero's health already was), so the hint, the refusal and the marked row all say it as the form does.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_editor import CatalogueEditor
from tests.tui.catalogue_form_drive import form, save_form, type_in
from tests.tui.conftest import SIZE

RB3_HERO = {"name": "Лорд", "body": "3", "mind": "2", "spirit": "1", "health": "0", "speed": "4", "hand_size": "3",
            "gold": "2", "start": "Tamalir"}
RB2_HERO = {"name": "Лорд", "life": "0"}


@pytest.mark.parametrize(("game", "values", "field", "label", "highest"),
                         [("runebound3", RB3_HERO, "health", "Здоровье", 30), ("runebound2", RB2_HERO, "life", "Жизнь", None)])
async def test_a_hero_of_no_health_is_refused_in_the_forms_words(
        store: SessionStore, game: str, values: dict[str, str], field: str, label: str, highest: int | None) -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor(game, "hero"))
        await pilot.pause()
        placeholder = form(pilot).query_one(f"#field-{field}", Input).placeholder
        assert placeholder.startswith("целое число от 1" if highest is None else f"целое число от 1 до {highest}"), \
            placeholder
        await type_in(pilot, values)
        await save_form(pilot)
        shown = str(form(pilot).query_one("#editor-error", Static).render())
        assert f"'{label}'" in shown and "от 1" in shown and "а не 0" in shown, shown
        assert field not in shown, shown
        assert form(pilot).query_one(f"#row-{field}").has_class("-invalid")



@pytest.mark.parametrize(("cost", "said"), [("[]", "'Цена'"), (",", "«Цена»")])
async def test_a_skill_with_no_orb_in_its_cost_is_refused_in_the_forms_words(store: SessionStore, cost: str,
                                                                            said: str) -> None:
    """Play-test (fifteenth pass, ux12 and the lead): a Runebound 3e skill typed with an empty cost ('[]') was refused
    in Russian as "cost должна называть хотя бы один цвет сферы", the file's field name unquoted, so the form could
    neither say it by its label nor mark its row; an empty item (',') was refused as "в «cost» пустой элемент 1", the
    Russian catalogue quoting the field in guillemets, which the form did not read as a field."""
    use_language("ru")
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(CatalogueEditor("runebound3", "skill"))
        await pilot.pause()
        await type_in(pilot, {"name": "Быстрые рефлексы", "attribute": "body", "cost": cost, "active": True})
        await save_form(pilot)
        shown = str(form(pilot).query_one("#editor-error", Static).render())
        assert said in shown, shown
        assert "cost" not in shown, shown
        assert form(pilot).query_one("#row-cost").has_class("-invalid")
