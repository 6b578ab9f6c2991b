"""Waiting in Pilot tests for the app to reach a state, instead of hoping one pause is enough.

Under load (the whole suite on two busy cores) a screen that rebuilds its widgets after a message
may need several event-loop turns; a test that queries after a single pause then fails for no
reason of the app's. `until` pauses until the condition holds, and fails saying what it waited for.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot

#: Pauses before giving up (each lets every pending message be handled).
MOST_PAUSES = 200


async def until(pilot: Pilot, ready: Callable[[], bool], what: str) -> None:
    """Pause until `ready()` is true; AssertionError naming `what` if it never becomes so."""
    for _ in range(MOST_PAUSES):
        if ready():
            return
        await pilot.pause()
    raise AssertionError(f"the app never reached: {what}")
