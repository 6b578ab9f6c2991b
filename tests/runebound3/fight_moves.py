"""A Runebound 3e fight begun, taken back and put back on an open board, one move at a time: each settled, with whether
a fight is on the board after it (its panel shown)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

from textual.pilot import Pilot
from textual.widgets import Input

from rules_engine.actions import Action
from screens.localized_footer import Footer, SwitchableFooterKey
from screens.session_frame import SessionFrame
from tests.support.pilot_waits import until
from tests.tui.drive import resume_first
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


def fight_keys(footer: Footer) -> list[SwitchableFooterKey]:
    """The footer's key widgets for the fight's keys (shown or not)."""
    return [key for key in footer.query_children(SwitchableFooterKey) if key.action.startswith(("fight(", "focus_fight"))]


async def quiet_board_before_a_fight(pilot: Pilot[object]) -> SessionFrame:
    """The app's first session opened and settled for counting a fight's move alone: the command line's cursor not
    blinking, the game clock paused (its tick each second is a frame of its own), the fight's footer keys mounted."""
    frame = await resume_first(pilot)
    frame.query_one("#command", Input).cursor_blink = False
    if frame.clock is not None and frame.clock.running:
        frame.action_toggle_clock()
    await until(pilot, lambda: len(fight_keys(frame.query_one(Footer))) == 7, "the fight's footer keys mounted")
    await settle(pilot)
    return frame
