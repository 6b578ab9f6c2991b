"""Changes made by another window on the same database: polled, and read again on ctrl+r.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from companion.services.i18n import translate
from companion.services.outcomes import (
    Failed,
)
from screens.session.frame_state import FrameState


class FrameOtherWindows(FrameState):
    """Changes made by another window on the same database: polled, and read again on ctrl+r."""

    #: Seconds between checks for changes made by another window on the same database (0: never).
    POLL_SECONDS = 2.0

    def action_reload(self) -> None:
        """Read the session again from the database (another window may have moved it on)."""
        self._poll(always=True)

    def _poll(self, always: bool = False) -> None:
        outcome = self.controller.reload()
        if isinstance(outcome, Failed):
            if always:
                self.notify(translate(outcome.message), severity="error")
            return
        if outcome.changed or always:
            self.refresh_view()
            if outcome.changed:
                self.show_latest(note="Updated from another window.")
