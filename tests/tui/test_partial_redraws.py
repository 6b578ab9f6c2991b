"""After actions, undos and redos the terminal shows exactly what a full drawing of the frame shows.

The session frame writes only what changed (screens/dirty_compositor.py: only the widgets that
overlap a changed region are drawn, and after a layout only widgets that moved count as changed;
screens/layout_settling.py: one layout per change). Snapshot pictures draw the whole screen afresh,
so they cannot see a cell left stale by a partial update; here every update the app sends to the
terminal is replayed on a grid of cells, which is then compared with a full drawing.
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.segment import ControlType, Segment
from textual.strip import Strip

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.dice_throne.support import to_action
from tests.tui.drive import open_dice_throne_board

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


async def settle(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_partial_updates_after_actions_undos_and_redos_leave_the_full_picture(store: SessionStore, size) -> None:
    width, height = size
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        terminal = full_drawing(app, width, height)
        console = Console(width=width, height=height)
        displayed = app._display

        def display(screen, renderable) -> None:
            if renderable is not None and screen is app.screen:
                terminal.write(list(console.render(renderable)))
            displayed(screen, renderable)

        app._display = display
        script = [("roll-off", (6, 1)), ("roll", (1, 2, 3, 4, 6)), ("reroll 1 2", (2, 2)), ("declare none", ()),
                  ("next", ()), ("next", ()), ("next", ()), ("roll", (6, 6, 6, 5, 5)), ("next", ())]
        steps = 0
        for text, dice in script:
            try:
                action = to_action(shown.live.state, text, *dice)
            except Exception:  # noqa: BLE001 - a command this state does not take: the next one is tried
                continue
            shown.apply(action)
            await settle(pilot)
            steps += 1
            assert not differences(terminal, full_drawing(app, width, height)), (text, differences(
                terminal, full_drawing(app, width, height)))
        assert steps >= 5, "the script played most of its actions"
        for move in ["undo"] * 4 + ["redo"] * 3 + ["undo"]:
            getattr(shown, f"action_{move}")()
            await settle(pilot)
            assert not differences(terminal, full_drawing(app, width, height)), (move, differences(
                terminal, full_drawing(app, width, height)))
