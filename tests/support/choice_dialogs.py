"""Driving the one choice dialog (screens/choice_dialog.py) in Pilot tests: what it offers, and picking by label.

A pick closes the dialog; the area submits the option and, while its flow goes on, opens the dialog again once
the step is applied: `choose` waits for that new dialog (or for none, when the flow ends).
"""

from __future__ import annotations

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Button, Static

from screens.choice_dialog import ChoiceDialog
from tests.support.pilot_waits import until


def dialog(app: App) -> ChoiceDialog:
    """The choice dialog on top (AssertionError when another screen is)."""
    assert isinstance(app.screen, ChoiceDialog), type(app.screen).__name__
    return app.screen


def labels(app: App) -> list[str]:
    """The labels of the options the dialog on top offers, in order."""
    return [option.label for option in dialog(app).offer.options]


def details(app: App) -> dict[str, str]:
    """Each option's label with the line beside it (the engine's verdict, odds, cost)."""
    return {option.label: str(option.detail) for option in dialog(app).offer.options}


def text(app: App, part: str = "explanation") -> str:
    """The dialog's explanation (or `part`: 'result', 'title') as shown."""
    return str(dialog(app).query_one(f"#choice-{part}", Static).render())


def button(app: App, start: str) -> Button:
    """The button of the first option whose label starts with `start`."""
    shown = dialog(app)
    index = next(i for i, option in enumerate(shown.offer.options) if option.label.startswith(start))
    return shown.query_one(f"#choice-{index}", Button)


async def opened(pilot: Pilot) -> ChoiceDialog:
    """Wait until a choice dialog is on top, with its options mounted and its first focus given, and return it."""
    await until(pilot, lambda: isinstance(pilot.app.screen, ChoiceDialog) and pilot.app.screen.is_mounted
                and isinstance(pilot.app.screen.focused, Button), "a choice dialog on top, a button focused")
    return dialog(pilot.app)


async def choose(pilot: Pilot, start: str, *, reopens: bool = True) -> None:
    """Press the option whose label starts with `start`; then wait for the dialog opened again (`reopens`), or
    for the area's screen with no dialog on it."""
    shown = dialog(pilot.app)
    button(pilot.app, start).press()
    await until(pilot, lambda: pilot.app.screen is not shown, "the dialog closed by the pick")
    if reopens:
        await opened(pilot)
    else:
        await pilot.pause()
