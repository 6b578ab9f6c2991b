"""The game clock: its line, its tick, pause and resume (f11), and the summary it is saved before (f12).

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.widgets import Static

from companion.services.clock_state import clock_text
from companion.services.i18n import _, error_text
from companion.services.store import StoreError
from screens.content_updates import show_content
from screens.session.frame_state import FrameState


class FrameClock(FrameState):
    """The game clock: its line, its tick, pause and resume (f11), and the summary it is saved before (f12)."""

    def _clock_call(self, change: Callable[[], object]) -> None:
        """Run a clock change; a store failure turns the clock off with a notification."""
        try:
            change()
        except StoreError as error:
            self.clock = None
            self.notify(error_text(error), title=_("The game clock stopped"), severity="warning", timeout=8)

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
