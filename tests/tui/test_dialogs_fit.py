"""Every dialog of every game keeps all its buttons on screen at the smallest supported terminal, 80x24."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Static

from screens.dialogs import HouseRuleDialog, TextPrompt
from screens.dice_throne.calculator import DamageCalculator
from screens.dice_tray import DiceTray
from screens.choice_dialog import ChoiceDialog
from tests.dice_throne.screen_apps import AreaApp as DTAreaApp
from tests.dice_throne.support import act, started, to_phase
from tests.dice_throne.test_odds_screens import TrayApp
from tests.dungeoneer.screen_tables import AreaApp as DGAreaApp, lord_table, walled_table
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_combat_wizard import in_challenge, ward_ready
from tests.runebound2.test_duels_encounters_lots import duel_ready
from tests.support.choice_dialogs import choose, labels, opened, text

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
    """The buttons of the top screen that cannot be seen (of those shown): outside the terminal, or in a scroller that is.

    A button scrolled out of its scrolling box is reachable (focus scrolls it into view), so the box,
    not the button, must lie inside the terminal; the focused button must itself be visible.
    """
    screen_region = Region(0, 0, *app.size)
    outside = []
    for button in app.screen.query(Button).results(Button):
        if not button.is_attached or button._closing or not all(node.display for node in button.ancestors_with_self):
            continue  # hidden, by itself or with a row or panel that holds it
        box = scroller(button)
        region = button.region if box is None or button is app.focused else box.region
        if region.area == 0 or not screen_region.contains_region(region):
            outside.append(str(button.label))
    return outside


async def open_and_check(app: App, pilot, opener) -> ModalScreen:
    """Open a dialog with `opener`, let it settle, and assert it has buttons, all of them on screen."""
    opener()
    await opened(pilot)
    await pilot.pause()
    dialog = app.screen
    assert isinstance(dialog, ModalScreen)
    assert list(dialog.query(Button)), "the dialog has no buttons to check"
    assert buttons_off_screen(app) == []
    return dialog


async def test_the_fights_dialog_keeps_its_buttons_on_screen_after_a_roll():
    app = AreaApp(in_challenge(), rolls=[[9, 9]])
    async with app.run_test(size=SMALL) as pilot:
        await open_and_check(app, pilot, app.query_one("#game-area").action_combat)
        await choose(pilot, "Varikas the Dead: before-combat magic attack")  # opened again, with the roll's result
        await pilot.pause()
        assert any(label.startswith("Begin round") for label in labels(app))
        assert buttons_off_screen(app) == []
        assert isinstance(app.screen, ChoiceDialog)


async def test_the_fights_dialog_fits_a_duel_and_a_ward():
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


class DialogApp(App[None]):
    """An empty table that opens one dialog, as the session frame would."""

    def __init__(self, dialog: ModalScreen) -> None:
        super().__init__()
        self.dialog = dialog

    def compose(self) -> ComposeResult:
        yield Static("table")

    def on_mount(self) -> None:
        self.push_screen(self.dialog)


async def test_the_dice_throne_calculator_fits():
    state = act(act(act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 6), "ability revolver"), "activate")
    app = DTAreaApp(state, calculator=True)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, DamageCalculator)
        assert buttons_off_screen(app) == []


async def test_the_dice_tray_fits_with_its_notes():
    state = act(to_phase(started(), "offensive-roll"), "roll", 1, 2, 3, 4, 6)
    app = TrayApp(state, (1, 2, 3, 4, 5))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, DiceTray)
        assert buttons_off_screen(app) == []


async def test_the_house_rule_and_text_prompt_dialogs_fit():
    long_reason = "Refused: " + "the rule says no, and here is why at length. " * 12
    for dialog in (HouseRuleDialog("Apply it anyway?", long_reason), TextPrompt("Name the hero", value="Ann")):
        app = DialogApp(dialog)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            await pilot.pause()
            assert app.screen is dialog
            assert buttons_off_screen(app) == []


async def test_the_dungeoneer_battle_and_placement_dialogs_fit():
    app = DGAreaApp(lord_table(), rolls=[[6, 1], [1, 6]])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await opened(pilot)
        await pilot.pause()
        assert buttons_off_screen(app) == []
    app = DGAreaApp(walled_table())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f3", "up", "up", "enter")
        await pilot.pause()
        await pilot.pause()
        await opened(pilot)
        assert text(app, "title").startswith("Place a location")
        assert buttons_off_screen(app) == []
