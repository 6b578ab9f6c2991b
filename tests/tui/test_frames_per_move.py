"""An undo or a redo reaches the terminal in few screen updates, the footer's key turning on or off included.

Counted, never timed: the screen updates the app hands its driver (`App._display` with something to
draw, outside a batch), each of which a terminal receives as one frame. An undo turns Redo on and a
redo turns it off. Counted here: 2 updates per undo or redo once the footer lights its keys in place
(the move, then the key, whose restyle reaches the screen after the move's layout), 4 when it rebuilt
every key (Textual's footer, and this project's before issue 32). The bound is one update more than
the in-place footer's count, so a footer that rebuilds again, or a move split into more updates, fails.
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Input
from textual.widgets._footer import FooterKey

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions


class Frames:
    """Screen updates handed to the driver while counting is on."""

    def __init__(self) -> None:
        self.on = False
        self.count = 0

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        display = App._display

        def counted(app: App, screen, renderable) -> None:
            if self.on and renderable is not None and not app._batch_count:
                self.count += 1
            return display(app, screen, renderable)

        monkeypatch.setattr(App, "_display", counted)


def redo_lit(frame: SessionFrame) -> bool:
    """Whether the footer shows Redo as on."""
    keys = [key for key in frame.query(FooterKey) if key.action == "redo"]
    return bool(keys) and not keys[0].has_class("-disabled")


async def test_an_undo_and_a_redo_take_at_most_one_screen_update_more_than_the_in_place_footer(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    frames = Frames()
    frames.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        for line in shown.query(Input):
            line.cursor_blink = False
        for _, action in legal_actions(8):
            shown.apply(action)
            await pilot.pause()
        shown.action_undo()  # the first undo brings the Redo key (the footer's keys are built again once)
        await pilot.pause()
        shown.action_redo()
        for _ in range(4):
            await pilot.pause()
        counted: list[tuple[str, int, bool]] = []
        for _ in range(3):
            for name, step in (("undo", shown.action_undo), ("redo", shown.action_redo)):
                frames.count = 0
                frames.on = True
                step()
                for _ in range(4):
                    await pilot.pause()
                frames.on = False
                counted.append((name, frames.count, redo_lit(shown)))
        assert [lit for _, _, lit in counted] == [True, False] * 3, counted  # the key did turn on and off
        assert all(count <= 3 for _, count, _ in counted), counted
