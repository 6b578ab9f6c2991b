"""The session's command line: an Input that shows the grammar's candidates as you type and completes with Tab."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding
from textual.widgets import Input

from screens.command_suggester import CommandSuggester
from companion.services.i18n import _
from rules_engine.messages import N_

#: How many candidates the line under the input shows before saying how many more there are.
SHOWN_CANDIDATES = 12


def candidates_line(candidates: tuple[str, ...]) -> str:
    """The candidates for the word being typed, as the line under the input shows them."""
    if not candidates:
        return _("No completion here: type on, or 'help' for the commands")
    shown = " · ".join(candidates[:SHOWN_CANDIDATES])
    more = (" · " + _("and {n} more").format(n=len(candidates) - SHOWN_CANDIDATES)
            if len(candidates) > SHOWN_CANDIDATES else "")
    return _("Candidates: {shown}{more}  (Tab completes)").format(shown=shown, more=more)


class CommandLine(Input):
    """A command input completed from the game's grammar: the suggestion shows after the cursor,
    Tab (or →) takes it; with nothing to take, Tab moves the focus on as usual."""

    BINDINGS = [Binding("tab", "complete", N_("Complete"), show=False)]

    def __init__(self, complete: Callable[[str], tuple[str, ...]], **kwargs: object) -> None:
        super().__init__(suggester=CommandSuggester(complete), **kwargs)  # type: ignore[arg-type]

    def action_complete(self) -> None:
        """Take the suggestion shown after the cursor; else move the focus on."""
        if self.cursor_at_end and len(self._suggestion) > len(self.value):
            self.value = self._suggestion
            self.cursor_position = len(self.value)
            return
        self.screen.focus_next()
