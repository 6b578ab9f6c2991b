"""The game clock: its line, its tick, pause and resume (f11), and the summary it is saved before (f12).

One job of the session frame (`screens.session_frame.SessionFrame`). The tick is a timer only while the clock
runs: a paused board wakes up for nothing but the cursor's blink (and the poll for other windows).
"""

from __future__ import annotations

from collections.abc import Callable

from textual.timer import Timer
from textual.widgets import Static

from companion.services.clock_state import clock_text
from companion.services.i18n import _, error_text
from companion.services.store import StoreError
from screens.content_updates import show_content
from screens.session.frame_state import FrameState


#: The name of the clock's tick timer (and of its asyncio task).
CLOCK_TICK = "game clock tick"


class FrameClock(FrameState):
    """The game clock: its line, its tick, pause and resume (f11), and the summary it is saved before (f12)."""

    #: The one-second tick, there only while the clock runs (a paused clock's line never changes by itself).
    _clock_timer: Timer | None = None

    def _clock_call(self, change: Callable[[], object]) -> None:
        """Run a clock change; a store failure turns the clock off with a notification. The tick follows the
        clock: started when it runs, stopped when it is paused or gone."""
        try:
            change()
        except StoreError as error:
            self.clock = None
            self.notify(error_text(error), title=_("The game clock stopped"), severity="warning", timeout=8)
        self._time_the_clock()

    def _time_the_clock(self) -> None:
        """A tick each second while the clock runs, no timer at all while it is paused (nothing to wake up for)."""
        running = self.clock is not None and self.clock.running
        if running and self._clock_timer is None:
            self._clock_timer = self.set_interval(1, self._tick_clock, name=CLOCK_TICK)
        elif not running and self._clock_timer is not None:
            self._clock_timer.stop()
            self._clock_timer = None

    def _show_clock(self) -> None:
        if self.clock is None:
            return
        played, turn = clock_text(self.clock.elapsed()), clock_text(self.clock.turn_elapsed())
        line = (_("Clock {played} · this turn {turn}") if self.clock.running
                else _("Clock {played} · this turn {turn} · paused (f11 resumes)"))
        # Repainted in place each second; laid out again only when the line gets longer or shorter.
        show_content(self.query_one("#clock-line", Static), line.format(played=played, turn=turn))

    def _tick_clock(self) -> None:
        if self.clock is not None:
            self._clock_call(self.clock.tick)
            if self._clock_seen():
                self._show_clock()

    def _clock_seen(self) -> bool:
        """Whether the frame shows: on top, or under screens that let it show through (a dialog).

        Under a whole screen (the past moments, the rules) the line is hidden, and Textual would repaint
        the whole screen on top for each change of a screen beneath it: the clock is shown again on return.
        """
        stack = self.app.screen_stack
        if self not in stack:
            return False
        return all(screen.styles.background.a < 1 for screen in stack[stack.index(self) + 1:])

    def on_screen_resume(self) -> None:
        """Back on top: the clock's line as it is now (it was not drawn while hidden)."""
        self._show_clock()

    def action_toggle_clock(self) -> None:
        """Pause or resume the game clock (saved at once)."""
        if self.clock is None:
            self.notify(_("This session has no game clock here."))
            return
        self._clock_call(self.clock.toggle)
        self._show_clock()

    def action_summary(self) -> None:
        """Open the game's summary (the clock is saved first, so its time is current)."""
        if self.clock is not None:
            self._clock_call(self.clock.save)
        open_summary = getattr(self.app, "open_summary", None)
        if open_summary is None:
            self.notify(_("The summary needs the app's session store."))
            return
        open_summary(self.live.id)
