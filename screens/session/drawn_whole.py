"""What waits for the board's first drawing to be whole: the work its opening puts off until the player has the board.

One job of the session frame (`screens.session_frame.SessionFrame`). A board's first frame is not its whole first
drawing: the footer's keys are shown once the screen's bindings are known (after that first frame), the keys the board
may show later are mounted hidden after them (`Footer._mount_keys_to_come`), and those are laid out and drawn in the
frames that follow. Work started at a fixed moment after the board's mount or its first frame (the clock's resume,
a commit, saved by a 0.1 s timer from the mount; the collector's pass that ends the opening's hold, asked at the first
frame and run at the app's next half-second look) fell inside that drawing in some launches and after it in others,
depending on the machine's pace (docs/benchmarks.md, "Twenty-eighth pass: launch").

So that work waits for an event, not a moment: the footer tells its screen once its first keys, and the keys to come,
are drawn (`Footer.KeysDrawn`, posted after the refresh that draws them); the board is then drawn whole
(`drawn_whole`), and what waited runs (`after_drawn_whole`). Nothing is looked at on a timer. A board covered before
that (a screen pushed over it at once: its footer shows its keys only once it is on top again) or closed runs what
waited then: nothing of it is left waiting for a drawing that does not come.
"""

from __future__ import annotations

from collections.abc import Callable

from screens.localized_footer import Footer
from screens.session.frame_state import FrameState


class FrameDrawnWhole(FrameState):
    """The board's first drawing whole (its footer's first keys drawn), and what waits for it."""

    #: True once the board's first drawing is whole (or the board was covered or closed before it was).
    drawn_whole = False
    #: What waits for that, each with whether it runs when the board is closed before it (`after_drawn_whole`).
    _after_drawn: list[tuple[Callable[[], object], bool]] | None = None

    def after_drawn_whole(self, then: Callable[[], object], *, if_closed: bool = False) -> None:
        """Call `then()` once the board's first drawing is whole: at once if it is, else when its footer has drawn its
        first keys, or when the board is covered first. A board closed first calls it only `if_closed` (its closing
        does what the rest would have done: the clock's pause saves the clock)."""
        if self.drawn_whole:
            then()
            return
        if self._after_drawn is None:
            self._after_drawn = []
        self._after_drawn.append((then, if_closed))

    def on_footer_keys_drawn(self, message: Footer.KeysDrawn) -> None:
        """The footer's first keys (and the keys to come) are drawn: the board is whole."""
        message.stop()
        self._now_drawn_whole()

    def on_screen_suspend(self) -> None:
        """Covered before its first drawing was whole: what waited for it runs now (its footer's keys are drawn only
        once the board is on top again). Taken off the screens (closed), only what runs for a closed board."""
        self._now_drawn_whole(closed=self not in self.app.screen_stack)

    def _now_drawn_whole(self, *, closed: bool = False) -> None:
        """Run what waited for the board's first drawing (if `closed`, only what runs for a closed board too)."""
        if self.drawn_whole:
            return
        self.drawn_whole = True
        waiting, self._after_drawn = self._after_drawn or [], None
        for then, if_closed in waiting:
            if if_closed or not closed:
                then()
