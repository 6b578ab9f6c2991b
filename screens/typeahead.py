"""Type-ahead across a screen change: keys typed in one burst for the screen that just closed are
dropped instead of firing the one-key actions of the screen that took its place."""

from __future__ import annotations

import sys

from textual.widgets import Input


def takes_typing(widget: object) -> bool:
    """Whether `widget` is a field keys type text into (an input line or a text area). The text area's module is
    looked up only once something imported it: a field that was never made cannot have the focus."""
    if isinstance(widget, Input):
        return True
    text_area = sys.modules.get("textual.widgets._text_area")
    return text_area is not None and isinstance(widget, text_area.TextArea)


class BurstGuard:
    """Drops the keys of a typing burst that began before the screen took over.

    Armed when the screen takes over from another one (`arm`, with the moment it did). While
    armed, a key that comes sooner than `quiet_seconds` after the previous key (or after the
    moment it was armed) is part of the burst and is dropped; the first key after a pause of
    `quiet_seconds` disarms it, and that key acts. Times are those of Textual's events
    (`Message.time`), so the guard needs no clock of its own.
    """

    def __init__(self, quiet_seconds: float) -> None:
        self.quiet_seconds = quiet_seconds
        self._last: float | None = None

    @property
    def armed(self) -> bool:
        """True while keys are still taken as part of the burst."""
        return self._last is not None

    def arm(self, at: float) -> None:
        """The screen has just taken over, at `at`."""
        self._last = at

    def disarm(self) -> None:
        """Keys act again at once (a deliberate action, such as a click, ended the burst)."""
        self._last = None

    def admits(self, key_time: float) -> bool:
        """Whether a key pressed at `key_time` may act; False drops it as part of the burst."""
        if self._last is None:
            return True
        if key_time - self._last >= self.quiet_seconds:
            self._last = None
            return True
        self._last = key_time
        return False
