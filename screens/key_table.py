"""The keys of a screen, read from its bindings, for the help screen and the command palette.

Descriptions and tooltips come out in the interface's language (bindings keep the English msgid).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode

from companion.services.i18n import _
from screens.textual_words import key_description


@dataclass(frozen=True)
class KeyEntry:
    """One action reachable by keys: the keys as shown, what it does, its binding id and action."""

    keys: str
    description: str
    tooltip: str
    binding_id: str
    action: str
    node: DOMNode


def key_entries(app: App, node: DOMNode) -> list[KeyEntry]:
    """Every described binding of `node`, one entry per action, keys joined ('ctrl+z / u')."""
    grouped: dict[tuple[str, str], list[Binding]] = {}
    for _key, binding in node._bindings:  # the bindings after the app's keymap is applied
        if not binding.description or binding.system:
            continue
        grouped.setdefault((binding.action, binding.description), []).append(binding)
    entries = []
    for (action, description), bindings in grouped.items():
        shown = []
        for binding in bindings:
            display = app.get_key_display(binding)
            if display not in shown:
                shown.append(display)
        tooltip = next((b.tooltip for b in bindings if b.tooltip), "")
        entries.append(KeyEntry(" / ".join(shown), key_description(description), _(tooltip) if tooltip else "",
                                bindings[0].id or "", action, node))
    return entries


def screen_key_entries(app: App, screen: DOMNode) -> list[KeyEntry]:
    """The screen's own keys plus those of widgets it names in `extra_key_nodes()` (a game's area)."""
    entries = key_entries(app, screen)
    extra = getattr(screen, "extra_key_nodes", None)
    for node in extra() if extra is not None else ():
        entries += key_entries(app, node)
    return entries
