"""After actions, undos and redos the terminal shows exactly what a full drawing of the frame shows.

The session frame writes only what changed (screens/dirty_compositor.py: only the widgets that
overlap a changed region are drawn, and after a layout only widgets that moved count as changed;
screens/layout_settling.py: one layout per change). Snapshot pictures draw the whole screen afresh,
so they cannot see a cell left stale by a partial update; here every update the app sends to the
terminal is replayed on a grid of cells, which is then compared with a full drawing.
"""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.dice_throne.support import to_action
from tests.support.terminal_frames import Terminal, differences, full_drawing, recorded_frames
from tests.tui.drive import open_dice_throne_board

__all__ = ["Terminal", "differences", "full_drawing", "settle"]  # the grid and its comparison, read by other tests

async def settle(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_partial_updates_after_actions_undos_and_redos_leave_the_full_picture(store: SessionStore, size) -> None:
    width, height = size
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        terminal = recorded_frames(app, width, height).terminal
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
