"""The frames an app draws, written onto a grid of cells as a terminal would show them (counted too), to compare with
a full drawing of the screen: a partial update that left a cell stale shows as a difference
(`tests/tui/test_partial_redraws.py`)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console
from rich.segment import ControlType, Segment
from textual.app import App
from textual.screen import Screen
from textual.strip import Strip

Cell = tuple[str, str]


class Terminal:
    """A grid of cells (character, style) that the app's updates are written onto."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.rows: list[list[Cell]] = [[(" ", "")] * width for _ in range(height)]
        self.x = self.y = 0

    def write(self, segments: list[Segment]) -> None:
        """Write segments as a terminal would: cursor moves, new lines and text."""
        for segment in segments:
            if segment.control:
                for control in segment.control:
                    if control[0] == ControlType.CURSOR_MOVE_TO:
                        self.x, self.y = control[1], control[2]
                continue
            for character in segment.text:
                if character == "\n":
                    self.x, self.y = 0, self.y + 1
                    continue
                width = cell_len(character)
                if 0 <= self.y < self.height and 0 <= self.x < self.width:
                    self.rows[self.y][self.x] = (character, str(segment.style or ""))
                    for extra in range(1, width):
                        if self.x + extra < self.width:
                            self.rows[self.y][self.x + extra] = ("", str(segment.style or ""))
                self.x += width

    def fill(self, strips: list[Strip]) -> None:
        """Write a whole screen, one strip a line."""
        for y, strip in enumerate(strips):
            self.x, self.y = 0, y
            self.write(list(strip))


def full_drawing(app, width: int, height: int) -> Terminal:
    """The frame drawn whole, from nothing."""
    terminal = Terminal(width, height)
    terminal.fill(app.screen._compositor.render_strips())
    return terminal


def differences(shown: Terminal, expected: Terminal) -> list[str]:
    """The rows where the terminal differs from the full drawing, as text (at most five)."""
    rows = []
    for y, (got, want) in enumerate(zip(shown.rows, expected.rows)):
        if got != want:
            rows.append(f"row {y}: shown {''.join(c for c, _ in got)!r}\n       full  {''.join(c for c, _ in want)!r}"
                        if [c for c, _ in got] != [c for c, _ in want] else f"row {y}: same text, other styles")
    return rows[:5]


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
