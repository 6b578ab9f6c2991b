"""The session frame's key for the log as a timeline (f2): the board after any past action, read-only.

A base of the frame, so the frame gains it with one base class: its binding (listed by help and the
command palette; a Screen, because Textual merges the bindings of DOM classes only) and the action that
opens `TimelineScreen` on the frame's session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.screen import Screen

from rules_engine.messages import NC_, N_

if TYPE_CHECKING:
    from screens.timeline_screen import TimelineScreen


class PastMomentsKey(Screen[None]):
    """f2 in the session frame: open the log as a timeline of past moments."""

    HELP_TITLE = NC_("screen title", "Past moments")

    live: Any  # the frame's session (the frame also gives refresh_view and show_latest)

    BINDINGS = [
        Binding("f2", "past_moments", N_("Past moments"), id="session.past_moments", show=False,
                tooltip=N_("The log as a timeline: the board as it stood after any past action, with its "
                           "ruling (read-only).")),
    ]

    def action_past_moments(self) -> None:
        """Open the timeline on the latest action; esc comes back here."""
        self.app.push_screen(timeline_screen()(self.live), self._after_past_moments)

    def _after_past_moments(self, result: Any) -> None:
        """A branch adopted from the timeline appended to the log: show the session as it is now."""
        if result is not None:
            self.refresh_view()  # type: ignore[attr-defined]  # a key class: the session frame it joins has these
            self.show_latest()  # type: ignore[attr-defined]  # (see above)


def timeline_screen() -> type[TimelineScreen]:
    """The timeline's screen, imported when first opened (a board shown before the store is open does not wait for
    it); it imports no database layer (the kept branches' counts are read with sqlite3 then, `kept_counts`)."""
    from screens.timeline_screen import TimelineScreen

    return TimelineScreen
