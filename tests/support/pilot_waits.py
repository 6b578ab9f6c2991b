"""Waiting in Pilot tests for the app to reach a state, instead of hoping one pause is enough.

Under load (the whole suite on two busy cores) a screen that rebuilds its widgets after a message
may need several event-loop turns; a test that queries after a single pause then fails for no
reason of the app's. `until` pauses until the condition holds, and fails saying what it waited for.

The wait is bounded twice: at least `MOST_PAUSES` pauses and at least `LONGEST_WAIT` seconds, so that only a
real failure reaches the bound. Pauses alone are not enough on a loaded machine: a pause is a short sleep, and what
the app waits for may be a worker thread (the store opening, a search) or a timer that needs seconds of wall time
while the process hardly runs; seconds alone would not be either, for a machine that gives the process no time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from time import monotonic

from textual.pilot import Pilot

#: Pauses before giving up (each lets every pending message be handled) ...
MOST_PAUSES = 200
#: ... and seconds of wall time (a real failure only: a condition that holds is seen at the first pause after it).
LONGEST_WAIT = 30.0


async def until(pilot: Pilot, ready: Callable[[], bool], what: str) -> None:
    """Pause until `ready()` is true; AssertionError naming `what` if it never becomes so."""
    started, pauses = monotonic(), 0
    while not ready():
        if pauses >= MOST_PAUSES and monotonic() - started >= LONGEST_WAIT:
            raise AssertionError(f"the app never reached: {what}")
        await pilot.pause()
        pauses += 1



#: The most turns of the event loop one `pilot.pause()` takes after Textual's own while messages are still waiting.
MOST_EXTRA_TURNS = 5_000


def messages_waiting(pilot: Pilot) -> bool:
    """True while the app or a widget of its screen has messages (or callbacks asked with `call_next`) not yet handled."""
    app = pilot.app
    try:
        screen = app.screen
    except Exception:  # noqa: BLE001 - no screen (the app closing): nothing to wait for
        return False
    return any(node.message_queue_size for node in (app, *screen.walk_children(with_self=True)))


def pause_until_handled(pause: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """`Pilot.pause` that, when asked for no delay, also lets the event loop turn while messages are waiting.

    Textual's pause handles the messages waiting when it begins, then sleeps until the process looks idle: a sleep of
    a fiftieth of a second in which the process used under a millisecond of CPU counts as idle. On a loaded machine
    that is also a process the scheduler left waiting, and the pause ends with a chain of messages (a key, the input's
    submission, the frame's answer, a callback after the refresh) half handled; a test that looks then sees the app
    between two states. Here the pause goes on until nothing is left waiting, and ends as Textual's does, with the
    screen's pending update made. It posts nothing of its own (a test counting the app's events counts the same), and
    stops after `MOST_EXTRA_TURNS` turns of the loop (a screen that never stops posting is left as Textual leaves it)."""

    async def pause_handled(self: Pilot, delay: float | None = None) -> None:
        await pause(self, delay)
        if delay is not None:
            return
        turns = 0
        # The update's callbacks (`call_after_refresh`) are messages too: handled, then their update made in turn.
        while messages_waiting(self) and turns < MOST_EXTRA_TURNS:
            while messages_waiting(self) and turns < MOST_EXTRA_TURNS:
                await asyncio.sleep(0)
                turns += 1
            if self.app.screen_stack:  # as Textual's pause ends: the update the handled messages asked for
                self.app.screen._on_timer_update()

    return pause_handled
