"""Refresh the footer only when the keys it shows have changed.

`Screen.refresh_bindings` makes the footer rebuild every key widget, a full layout and restyle of
the footer. Screens redraw after every action, most of which change no key; `ChangedBindingsOnly`
compares what the footer would show (key, action, target, label, enabled, tooltip) with what it
shows now and passes the refresh on only when they differ. The screen's active bindings are worked out once for
that: a footer that hears the refresh at once (`screens/localized_footer.py`) reads them from `bindings_read`
rather than working them out again (the focus chain walked, every key's action checked: a frame's are its own
and its game area's).
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.binding import ActiveBinding
from textual.screen import Screen


class ChangedBindingsOnly(Screen):
    """A screen whose footer is rebuilt only when its active bindings actually change."""

    _bindings_shown: tuple[Hashable, ...] | None = None
    #: The active bindings of the refresh being passed on, while it is (None outside one).
    bindings_read: dict[str, ActiveBinding] | None = None

    def _bindings_signature(self, active: dict[str, ActiveBinding] | None = None) -> tuple[Hashable, ...]:
        """What the footer shows of the active bindings (`active`: those already read), in a comparable form."""
        return tuple(
            (key, id(binding.node), binding.binding.action, binding.binding.description,
             binding.binding.show, binding.binding.key_display, binding.enabled, binding.tooltip)
            for key, binding in (self.active_bindings if active is None else active).items()
        )

    def refresh_bindings(self) -> None:
        """Ask the footer to redraw its keys, if any of them changed since it last did."""
        active = self.active_bindings
        signature = self._bindings_signature(active)
        if signature == self._bindings_shown:
            return
        self._bindings_shown = signature
        self.bindings_read = active
        try:
            super().refresh_bindings()
        finally:
            self.bindings_read = None
