"""The footer in the interface's language, fitted to the width: Textual's footer, each key's description and
tooltip translated, and the keys that do not fit left out, the screen's least needed first.

Bindings keep their English text (marked with `N_`, the catalogue's msgid); this footer
translates it as it draws, so switching the language only needs the footer drawn again.
A screen names the actions its footer may leave out when the terminal is narrow
(`FOOTER_DROPPED_FIRST`, the first given first); their keys still work, and the help screen and the
command palette still list them.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from companion.services.i18n import _


def keys_to_leave_out(widths: list[tuple[str, int]], gap: int, room: int, dropped_first: tuple[str, ...]) -> set[str]:
    """The actions to leave out so that keys of these (action, width) pairs, `gap` apart, fit in `room` columns."""
    needed = sum(width for _, width in widths) + gap * max(len(widths) - 1, 0)
    out: set[str] = set()
    for action in dropped_first:
        if needed <= room:
            break
        for name, width in widths:
            if name == action and name not in out:
                out.add(name)
                needed -= width + gap
    return out


class Footer(TextualFooter):
    """Textual's footer with the bindings' descriptions and tooltips in the active language, fitted to its width."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                # The key is bound to the footer's `compact`, whose watcher adds this class once the key
                # is mounted and then restyles it (and the screen's styles are applied again to each
                # key, every time the footer is drawn again): given before mounting, that costs nothing.
                widget.set_class(self.compact, "-compact", update=False)
                widget.description = _(widget.description) if widget.description else ""
                if isinstance(widget.tooltip, str) and widget.tooltip:
                    widget.tooltip = _(widget.tooltip)
            yield widget

    async def recompose(self) -> None:
        """Draw the keys again, then leave out those that do not fit."""
        await super().recompose()
        self.call_after_refresh(self._fit_keys)

    def on_resize(self) -> None:
        """A new width: every key drawn again, then fitted."""
        self.refresh(recompose=True)

    def _fit_keys(self, tries: int = 5) -> None:
        if not self.is_attached or self.parent is None:
            return  # its screen has gone since this fit was asked for
        every = list(self.query(FooterKey))
        if any(not key.outer_size.width for key in every if key.display):
            if tries:  # not laid out yet: measure once it is
                self.call_after_refresh(self._fit_keys, tries - 1)
            return
        keys = [key for key in every if not key.has_class("-command-palette") and key.display]
        palette = [key for key in every if key.has_class("-command-palette")]
        dropped_first = tuple(getattr(self.screen, "FOOTER_DROPPED_FIRST", ()))
        if not keys or not dropped_first:
            return
        # Widths from the layout, not the visible regions: a key pushed past the edge has none.
        room = (palette[0].region.x if palette and palette[0].region else self.region.right) - self.region.x
        gap = max(keys[1].virtual_region.x - keys[0].virtual_region.right, 0) if len(keys) > 1 else 0
        out = keys_to_leave_out([(key.action, key.outer_size.width) for key in keys], gap, room, dropped_first)
        for key in keys:
            if key.action in out:
                key.display = False
