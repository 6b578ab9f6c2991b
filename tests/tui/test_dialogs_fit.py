"""Every dialog of every game keeps all its buttons on screen at the smallest supported terminal, 80x24."""

from __future__ import annotations

from textual.app import App
from textual.geometry import Region
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button

from screens.runebound2.combat_wizard import CombatWizard
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_combat_wizard import in_challenge, labels, press, ward_ready
from tests.runebound2.test_duels_encounters_lots import duel_ready

SMALL = (80, 24)


def scroller(widget: Widget) -> Widget | None:
    """The nearest container that scrolls vertically around `widget`, if any."""
    for ancestor in widget.ancestors:
        if isinstance(ancestor, Widget) and ancestor.allow_vertical_scroll:
            return ancestor
        if isinstance(ancestor, Screen):
            return None
    return None


def buttons_off_screen(app: App) -> list[str]:
    """The buttons of the top screen that cannot be seen: outside the terminal, or in a scroller that is.

    A button scrolled out of its scrolling box is reachable (focus scrolls it into view), so the box,
    not the button, must lie inside the terminal; the focused button must itself be visible.
    """
    screen_region = Region(0, 0, *app.size)
    outside = []
    for button in app.screen.query(Button).results(Button):
        if not button.is_attached or button._closing or not button.display:
            continue
        box = scroller(button)
        region = button.region if box is None or button is app.focused else box.region
        if region.area == 0 or not screen_region.contains_region(region):
            outside.append(str(button.label))
    return outside


async def open_and_check(app: App, pilot, opener) -> ModalScreen:
    """Open a dialog with `opener`, let it settle, and assert it has buttons, all of them on screen."""
    opener()
    await pilot.pause()
    await pilot.pause()
    dialog = app.screen
    assert isinstance(dialog, ModalScreen)
    assert list(dialog.query(Button)), "the dialog has no buttons to check"
    assert buttons_off_screen(app) == []
    return dialog


async def test_the_combat_wizard_keeps_its_buttons_on_screen_after_a_roll():
    app = AreaApp(in_challenge(), rolls=[[9, 9]])
    async with app.run_test(size=SMALL) as pilot:
        wizard = await open_and_check(app, pilot, app.query_one("#game-area").action_combat)
        press(wizard, "Varikas the Dead: before-combat magic attack")
        await pilot.pause()
        wizard.show(app.state, app.last_ruling)
        await pilot.pause()
        await pilot.pause()
        assert any(label.startswith("Begin round") for label in labels(wizard))
        assert buttons_off_screen(app) == []
        assert isinstance(app.screen, CombatWizard)


async def test_the_combat_wizard_fits_a_duel_and_a_ward():
    for state in (duel_ready(), ward_ready()):
        app = AreaApp(state)
        async with app.run_test(size=SMALL) as pilot:
            await open_and_check(app, pilot, app.query_one("#game-area").action_combat)


async def test_the_market_and_experience_dialogs_fit():
    app = AreaApp(in_challenge())
    async with app.run_test(size=SMALL) as pilot:
        area = app.query_one("#game-area")
        dialog = await open_and_check(app, pilot, area.action_market)
        dialog.dismiss(None)
        await pilot.pause()
        await open_and_check(app, pilot, area.action_experience)
