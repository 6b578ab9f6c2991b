"""Undo and redo (ctrl+z, ctrl+y): the log keeps every entry, the undone ones dimmed.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from companion.services.i18n import _, translate
from companion.services.outcomes import (
    Conflict,
    Failed,
    Moved,
    NothingToMove,
)
from screens.session.frame_state import FrameState
from screens.session.keys import keep_cursor_steady


class FrameUndoRedo(FrameState):
    """Undo and redo (ctrl+z, ctrl+y): the log keeps every entry, the undone ones dimmed."""

    def action_undo(self) -> None:
        """Undo the last action still in effect (the log keeps it, dimmed)."""
        self._move("undo")

    def action_redo(self) -> None:
        """Redo the last undone action."""
        self._move("redo")

    def _move(self, which: str) -> None:
        keep_cursor_steady(self)  # the cursor kept on in the move's own frame, its blink begun again
        outcome = self.controller.undo() if which == "undo" else self.controller.redo()
        if isinstance(outcome, Conflict):
            self._show_conflict(outcome)
        elif isinstance(outcome, Failed):
            self.notify(translate(outcome.message), title=translate(outcome.title), severity="error")
        elif isinstance(outcome, NothingToMove):
            self.notify(_("Nothing to undo.") if which == "undo" else _("Nothing to redo."))
        elif isinstance(outcome, Moved):
            # A refusal shown before belongs to the state before this move: its house-rule offer goes with it
            # (the footer's House rule key too, which gives its place back to Redo at 80 columns).
            self._forget_refusal()
            self.refresh_view()
            self.show_latest()
