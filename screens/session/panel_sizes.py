"""The rows of the ruling and the log as the terminal changes, and where notifications rise.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual.widgets._toast import ToastRack

from screens.session.frame_state import FrameState


class FramePanelSizes(FrameState):
    """The rows of the ruling and the log as the terminal changes, and where notifications rise."""

    #: From 40 rows on the ruling and the log get more room (`-tall`), from 48 more again (`-huge`).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall"), (48, "-huge")]

    def on_resize(self) -> None:
        """The panels below the board change height with the terminal: notifications follow."""
        self.call_after_refresh(self._place_notifications)

    def _place_notifications(self) -> None:
        """Notifications rise from just above the ruling and the log, never over the newest log lines."""
        rack = self.query_one_optional("#textual-toastrack", ToastRack)  # by id: a cached look-up
        if rack is None or not self.is_attached:
            return
        below_board = max(0, self.size.height - self.query_one("#frame-bottom").region.y)
        if rack.styles.margin.bottom != below_board:
            rack.styles.margin = (0, 0, below_board, 0)
