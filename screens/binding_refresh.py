"""Refresh the footer only when the keys it shows have changed.

`Screen.refresh_bindings` makes the footer rebuild every key widget, a full layout and restyle of
the footer. Screens redraw after every action, most of which change no key; `ChangedBindingsOnly`
compares what the footer would show (key, action, target, label, enabled, tooltip) with what it
shows now and passes the refresh on only when they differ.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.screen import Screen


class ChangedBindingsOnly(Screen):
    """A screen whose footer is rebuilt only when its active bindings actually change."""

    _bindings_shown: tuple[Hashable, ...] | None = None

    def _bindings_signature(self) -> tuple[Hashable, ...]:
        """What the footer shows of the active bindings, in a comparable form."""
        return tuple(
            (key, id(active.node), active.binding.action, active.binding.description,
             active.binding.show, active.binding.key_display, active.enabled, active.tooltip)
            for key, active in self.active_bindings.items()
        )

    def refresh_bindings(self) -> None:
        """Ask the footer to redraw its keys, if any of them changed since it last did."""
        signature = self._bindings_signature()
        if signature == self._bindings_shown:
            return
        self._bindings_shown = signature
        super().refresh_bindings()
