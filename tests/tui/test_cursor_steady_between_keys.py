"""The board's keys keep the command line's cursor on: no blink is drawn between keys pressed less than half a second
apart (`CommandLine.keep_cursor_steady`).

Counted, never timed: the frames the board draws for each key of the player's order (ctrl+z, ctrl+y, ctrl+z, ...) a
fifth of a second apart, the cursor blinking as it does for a player. Input starts its blink's half second again on
the keys it reads itself, not on the board's priority keys (undo, redo), so the cursor's blink went on under them and
a key now and then drew a second frame of the cursor's line alone, or waited for one (in the terminal benchmark, a
redo a quarter of a second after its undo met the blink about one time in ten: docs/benchmarks.md, "Eighteenth pass:
a redo drawn alone"). The waits below only space the keys; what is asserted is the frames they drew.
"""

from __future__ import annotations

import asyncio

import pytest

from companion.services.store import SessionStore
from screens.command_line import CommandLine
from tests.tui.test_board_draws_per_move import counted_board
from tests.tui.test_layouts_per_move import legal_actions, settle

#: Seconds between two keys of the player's order: well under the blink's half second (a loaded machine's late wake-up
#: has 0.3 s to spare), and four of them (0.8 s) always hold a blink that nothing begins again.
GAP = 0.2
#: Seconds a board is left alone after the keys: the blink's next turn comes at most a second after the last key.
ALONE = 1.5


async def test_undo_and_redo_draw_one_frame_each_and_no_blink_between_them(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, (80, 24), still_cursor=False) as (pilot, shown, counts):
        for _, action in legal_actions(6):
            shown.apply(action)
        await settle(pilot)
        command = shown.query_one("#command", CommandLine)
        assert command.has_focus and command.cursor_blink
        await pilot.press("ctrl+z")  # the first key's own frame and any blink due before it are not counted
        await asyncio.sleep(GAP)
        frames: list[int] = []
        for key in ("ctrl+y", "ctrl+z") * 4:
            counts.frames = 0
            counts.on = True
            await pilot.press(key)
            await asyncio.sleep(GAP)
            counts.on = False
            frames.append(counts.frames)
        assert frames == [1] * 8, f"frames drawn by each of ctrl+y, ctrl+z, ...: {frames}"
        # Left alone, the cursor blinks again (its line drawn once more, the cursor off).
        counts.frames = 0
        counts.on = True
        await asyncio.sleep(ALONE)
        counts.on = False
        assert counts.frames >= 1
