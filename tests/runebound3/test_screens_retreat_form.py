"""The retreat button opens the retreat form: the table says the neighbouring space (two choices and a name);
what it cannot read gets one line and nothing is submitted; the retreat it builds is submitted like any
button's and ruled on by the engine. It fits 80x24, and speaks Russian."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Label, Select, Static

from companion.services.i18n import use_language
from rules_engine.runebound3.game import RUNEBOUND3
from screens.runebound3 import Runebound3Area
from screens.runebound3.retreat_form import RetreatForm
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.test_retreat_form import between_rounds
from tests.tui.test_dialogs_fit import buttons_off_screen

SMALL = (80, 24)


async def open_form(app: AreaApp, pilot) -> RetreatForm:
    await pilot.pause()
    app.query_one(Runebound3Area).action_fight("retreat")
    await pilot.pause()
    assert isinstance(app.screen, RetreatForm)
    return app.screen


def error_line(form: RetreatForm) -> str:
    return str(form.query_one("#r3-retreat-error", Static).render())


@pytest.mark.rule("runebound3.combat.retreat")
async def test_the_retreat_form_submits_the_retreat_or_says_what_it_cannot_read() -> None:
    state = between_rounds()
    app = AreaApp(state, tosses=[["hills"]])
    async with app.run_test(size=SMALL) as pilot:
        form = await open_form(app, pilot)
        assert buttons_off_screen(app) == []
        await pilot.click("#r3-retreat-ok")  # nothing chosen yet
        await pilot.pause()
        assert isinstance(app.screen, RetreatForm) and app.submitted == []
        assert error_line(form).startswith("The terrain the step needs: say")
        form.query_one("#r3-retreat-needs", Select).value = "forest"
        form.query_one("#r3-retreat-kind", Select).value = "wilds"
        form.query_one("#r3-retreat-space", Input).value = "Old\x07Wood"
        await pilot.pause()
        form.query_one("#r3-retreat-ok", Button).press()  # the box re-centred under the message: pressed, not clicked
        await pilot.pause()
        assert app.submitted == [] and "control character" in error_line(form)
        assert "\n" not in error_line(form)
        form.query_one("#r3-retreat-space", Input).value = "Old Wood"
        await pilot.pause()
        form.query_one("#r3-retreat-ok", Button).press()
        await pilot.pause()
        assert not isinstance(app.screen, RetreatForm)
        assert app.submitted == [RUNEBOUND3.parse_command(state, 'retreat forest wilds "Old Wood"')]
        # The die showed hills, not the forest the step needs: the engine rules the retreat failed.
        assert app.last_ruling is not None and app.last_ruling.allowed
        assert app.state.combat is not None and app.state.heroes[0].space != "Old Wood"


async def test_escape_closes_the_retreat_form_and_submits_nothing() -> None:
    app = AreaApp(between_rounds())
    async with app.run_test(size=SMALL) as pilot:
        await open_form(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RetreatForm) and app.submitted == []


async def test_the_retreat_form_speaks_russian() -> None:
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = AreaApp(between_rounds())
    async with app.run_test(size=SMALL) as pilot:
        form = await open_form(app, pilot)
        labels = [str(label.render()) for label in form.query(Label)]
        assert labels and not any(text in labels for text in ("The kind of space", "The space's name"))
        assert all(any("а" <= ch <= "я" for ch in text.casefold()) for text in labels)
        assert buttons_off_screen(app) == []
