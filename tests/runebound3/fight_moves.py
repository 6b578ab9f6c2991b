"""A Runebound 3e fight begun, taken back and put back on an open board, one move at a time: each settled, with whether
a fight is on the board after it (its panel shown)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

from textual.pilot import Pilot

from rules_engine.actions import Action
from screens.session_frame import SessionFrame
from tests.tui.test_partial_redraws import settle

#: The moves, in order: the fight begun, taken back, put back.
MOVES = ("act", "undo", "redo")


async def fight_moves(pilot: Pilot[object], frame: SessionFrame, fight: Action,
                      before: Callable[[], None] = lambda: None) -> AsyncIterator[tuple[str, bool]]:
    """Each move (`before` called ahead of it), settled: the move's name and whether a fight is on the board."""
    for move in MOVES:
        before()
        if move == "act":
            frame.apply(fight)
        else:
            getattr(frame, f"action_{move}")()
        await settle(pilot)
        fighting = move != "undo"
        assert frame.query_one("#r3-fight").display is fighting, move
        yield move, fighting
