"""Helpers that drive the catalogue form and the wizard's "New hero" the way a table would: values typed, ctrl+s."""

from __future__ import annotations

from collections.abc import Mapping

from textual.pilot import Pilot
from textual.widgets import Button, Checkbox, Input, Select

from screens.card_tray import CardTray
from screens.catalogue_editor import CatalogueEditor
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard
from tests.support.pilot_waits import until
from tests.tui.drive import type_command

#: A Dungeoneer hero as a table types it from its card (levels as comma lists; the id is made from the name).
ROGUE = {"name": "Rogue", "health": "4", "boon_limit": "3", "treasure_limit": "2", "melee": "1, 1, 2, 2",
         "magic": "0, 1, 1, 2", "speed": "3, 3, 4, 4"}


def form(pilot: Pilot) -> CatalogueEditor:
    """The catalogue form on top of the app."""
    screen = pilot.app.screen
    assert isinstance(screen, CatalogueEditor), type(screen).__name__
    return screen


async def type_in(pilot: Pilot, values: Mapping[str, str | bool]) -> None:
    """Put each value in its row (rows named by path, 'exits.north.kind'): text, a choice or a tick."""
    editor = form(pilot)
    for path, value in values.items():
        widget = editor.query_one(f"#field-{path.replace('.', '--')}")
        if isinstance(widget, Input):
            widget.value = str(value)
        elif isinstance(widget, Select):
            widget.value = value
        elif isinstance(widget, Checkbox):
            widget.value = bool(value)
        await pilot.pause()


async def save_form(pilot: Pilot) -> None:
    """Press ctrl+s in the form."""
    await pilot.press("ctrl+s")
    await pilot.pause()
    await pilot.pause()


async def open_wizard(pilot: Pilot, game_id: str) -> NewSessionWizard:
    """From the home screen: the wizard with this game chosen."""
    await pilot.press("n")
    await pilot.pause()
    wizard = pilot.app.screen
    assert isinstance(wizard, NewSessionWizard)
    wizard.query_one("#game", Select).value = game_id
    await pilot.pause()
    await pilot.pause()
    return wizard


async def new_hero_for(pilot: Pilot, seat: int, values: Mapping[str, str | bool]) -> str:
    """Press 'New hero' beside a seat, type the hero in, save; the hero the seat then holds."""
    wizard = pilot.app.screen
    assert isinstance(wizard, NewSessionWizard)
    wizard.query_one(f"#new-hero-{seat}", Button).press()
    await pilot.pause()
    await pilot.pause()
    await type_in(pilot, values)
    await save_form(pilot)
    assert pilot.app.screen is wizard, str(form(pilot).query_one("#editor-error").render())
    return str(wizard.query_one(f"#hero-{seat}", Select).value)


async def create(pilot: Pilot) -> SessionFrame:
    """Press ctrl+s in the wizard and wait for the session's frame."""
    wizard = pilot.app.screen
    await pilot.press("ctrl+s")
    try:
        await until(pilot, lambda: isinstance(pilot.app.screen, SessionFrame) and pilot.app.screen.is_mounted,
                    "the session's frame")
    except AssertionError:
        raise AssertionError(str(wizard.query_one("#wizard-error").render())) from None
    screen = pilot.app.screen
    assert isinstance(screen, SessionFrame)
    for _ in range(4):
        await pilot.pause()
    return screen


async def card_named_in_the_tray(pilot: Pilot, command: str, named: str) -> CardTray:
    """Enter `command`, then name the card in the tray that opens (its values typed after 'as', or its name alone);
    one action is logged. The tray, as it was."""
    frame = pilot.app.screen
    assert isinstance(frame, SessionFrame), type(frame).__name__
    before = len(frame.live.entries)
    await type_command(pilot, command)
    for _ in range(3):
        await pilot.pause()
    tray = pilot.app.screen
    assert isinstance(tray, CardTray), type(tray).__name__
    tray.query_one("#card-entered", Input).value = named
    await pilot.press("enter")
    for _ in range(5):
        await pilot.pause()
    assert len(frame.live.entries) == before + 1, (command, type(pilot.app.screen).__name__)
    return tray
