"""The footer in the interface's language: Textual's footer, each key's description and tooltip translated.

Bindings keep their English text (marked with `N_`, the catalogue's msgid); this footer
translates it as it draws, so switching the language only needs the footer drawn again.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from companion.services.i18n import _


class Footer(TextualFooter):
    """Textual's footer with the bindings' descriptions and tooltips in the active language."""

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
