"""Whether a screen is drawn whole, and what waits for that: work a board's opening puts off until the player has the
whole board, not only its first frame.

A board's first frame is followed by more of its drawing: the footer's keys are mounted once the screen's bindings are
known (after the first refresh: `screens/localized_footer.py`), laid out and drawn, and the layouts the screen's mount
asks for come after it. Work started at a fixed moment after the board's mount or its first frame (the collector's pass
that ends the opening's hold, `launch_collector.OPENING`, run by the app's look every half second; the clock's resume
saved 0.1 s after the mount, a commit with the disk's wait) fell inside that drawing in some launches and after it in
others: it depended on where the half-second look or the 0.1 s timer fell against the board's drawing, which moves with
the machine's pace (docs/benchmarks.md, "Twenty-eighth pass: launch"). Waiting for `drawn_whole` puts it after the
drawing in every launch.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from textual.screen import Screen

from screens.localized_footer import Footer

#: Seconds between two looks at a screen not drawn whole yet. A look reads a few of the screen's flags (no message, no
#: refresh asked): looking after each refresh instead, which Textual runs at once on an idle screen, looked dozens of
#: times while the footer's keys were being mounted, the screen idle between their messages.
LOOK_EVERY = 0.005

#: The longest a screen is waited for (seconds): a screen never drawn whole (covered, or changing all the time) does
#: not hold back for good what waits for it.
LONGEST_WAIT = 2.0


def drawn_whole(screen: Screen) -> bool:
    """True when the screen has nothing left to lay out, draw, recompose or call back after a refresh, and its footer
    (if it has one of the app's) shows the keys of the screen's bindings, laid out."""
    if (screen._layout_required or screen._repaint_required or screen._dirty_widgets or screen._recompose_required
            or screen._callbacks):
        return False
    footers = screen.query_children(Footer)
    return not footers or footers.first().keys_shown


def when_drawn_whole(screen: Screen, then: Callable[[], object], longest: float = LONGEST_WAIT) -> None:
    """Call `then()` once `screen` is drawn whole (`drawn_whole`): at once if it is, else at the first look that finds
    it so (every `LOOK_EVERY` seconds, on the running event loop, in the caller's context), or after `longest` seconds
    whatever it shows. Nothing is called for a screen closed first."""
    if drawn_whole(screen):
        then()
        return
    loop = asyncio.get_running_loop()
    given_up = loop.time() + longest

    def look() -> None:
        if not screen.is_attached:
            return
        if drawn_whole(screen) or loop.time() >= given_up:
            then()
        else:
            loop.call_later(LOOK_EVERY, look)

    loop.call_later(LOOK_EVERY, look)
