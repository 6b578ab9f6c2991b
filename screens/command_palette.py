"""Textual's command palette with its "No matches found" line in the interface's language.

Textual writes that line in English inside `CommandPalette._start_no_matches_countdown`, a private
method with no hook for the text. This subclass replaces that method with one that does the same
(after the same pause, an option that cannot be picked, under the id the palette looks for) and
says it in the player's language. The method is listed in tests/tui/test_textual_overrides_reviewed.py,
so a new Textual fails there until this override is read against it.
"""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from rules_engine.messages import NC_
from screens.textual_words import palette_word

#: What the palette says when nothing matches what was typed.
NO_MATCHES = NC_("palette", "No matches found")


class LocalizedCommandPalette(CommandPalette):
    """The command palette, its "nothing matches" line in the interface's language."""

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """After the palette's pause, say that nothing matches `search_value` (nothing, if it is empty)."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not search_value:
                # Browsing with an empty search: a lack of commands is not worth saying.
                self._list_visible = False
                return
            self.query_one(CommandList).add_option(Option(
                Align.center(Text(palette_word(NO_MATCHES), style="not bold")),
                disabled=True, id=self._NO_MATCHES))
            self._list_visible = True

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
