"""The rows of the ruling and the log as the terminal and the ruling change, and where notifications rise.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual import on
from textual.widgets._toast import ToastRack

from screens.ruling_panel import RulingPanel
from screens.session.frame_state import FrameState


class FramePanelSizes(FrameState):
    """The rows of the ruling and the log as the terminal and the ruling change, and where notifications rise."""

    #: From 40 rows on the ruling and the log get more room (`-tall`), from 48 more again (`-huge`).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall"), (48, "-huge")]

    #: The usual rows of the ruling and the log under each breakpoint (the CSS says the same).
    BOTTOM_ROWS = {"-short": 8, "-tall": 12, "-huge": 15}

    def on_resize(self) -> None:
        """The panels below the board change height with the terminal: notifications follow."""
        self.call_after_refresh(self._place_notifications)

    @on(RulingPanel.Measured)
    def _fit_ruling(self, event: RulingPanel.Measured) -> None:
        """Give the ruling the rows it needs, up to about 40% of a terminal of 30 rows or more.

        Below 30 rows the board keeps every row it has (its tracks and cards must stay in sight):
        a longer ruling scrolls there, and its panel says there is more.
        """
        usual = next((rows for name, rows in self.BOTTOM_ROWS.items() if self.has_class(name)), 8)
        most = usual if self.size.height < 30 else max(usual, (self.size.height * 2) // 5 + 1)
        rows = min(max(event.rows, usual), most)
        bottom = self.query_one("#frame-bottom")
        if bottom.styles.height is None or bottom.styles.height.value != rows:
            bottom.styles.height = rows
            self.call_after_refresh(self._place_notifications)

    def _place_notifications(self) -> None:
        """Notifications rise from just above the ruling and the log, never over the newest log lines."""
        rack = self.query_one_optional("#textual-toastrack", ToastRack)  # by id: a cached look-up
        if rack is None or not self.is_attached:
            return
        below_board = max(0, self.size.height - self.query_one("#frame-bottom").region.y)
        if rack.styles.margin.bottom != below_board:
            rack.styles.margin = (0, 0, below_board, 0)
