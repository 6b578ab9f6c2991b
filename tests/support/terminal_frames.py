"""The frames an app draws, written onto a grid of cells as a terminal would show them (counted too), to compare with
a full drawing of the screen (`tests/tui/test_partial_redraws.py`)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Console
from textual.app import App
from textual.screen import Screen

from tests.tui.test_partial_redraws import Terminal, full_drawing


@dataclass
class Frames:
    """What the terminal shows after the frames drawn since recording began, and how many there were."""

    terminal: Terminal
    count: int = 0


def recorded_frames(app: App[object], width: int, height: int) -> Frames:
    """Record the frames the app draws on its screen from now on, starting from a full drawing of it."""
    frames = Frames(full_drawing(app, width, height))
    console = Console(width=width, height=height)
    displayed = app._display

    def display(screen: Screen[object], renderable: object) -> None:
        if renderable is not None and screen is app.screen:
            frames.count += 1
            frames.terminal.write(list(console.render(renderable)))
        displayed(screen, renderable)  # type: ignore[arg-type]  # Textual's own: a renderable or None

    app._display = display  # type: ignore[method-assign]
    return frames
