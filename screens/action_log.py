"""The action log of the session frame: every entry of the session's log, undone ones dimmed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option


def describe_dice(dice: Any) -> str:
    """The dice of a log entry as the table reads them ('' when it has none)."""
    if not dice:
        return ""
    rolls = dice if isinstance(dice, (list, tuple)) else (dice,)
    return "; ".join(r.describe() if hasattr(r, "describe") else str(r) for r in rolls)


def render_entry(entry: Any) -> Text:
    """One log line: its number, what happened, and marks for house rules, undone actions and dice."""
    text = Text(f"{entry.seq:>3} ", style="dim")
    if entry.kind == "undo":
        text.append(f"↶ undo of #{entry.target_seq}", style="italic cyan")
        return text
    if entry.kind == "redo":
        text.append(f"↷ redo of #{entry.target_seq}", style="italic cyan")
        return text
    message = entry.ruling.message if entry.ruling is not None else getattr(entry.action, "KIND", "action")
    style = "dim strike" if not entry.active else ""
    text.append(message, style=style)
    dice = describe_dice(entry.dice)
    if dice:
        text.append(f" dice {dice}", style="dim" if not entry.active else "magenta")
    if entry.overridden:
        text.append(" [house rule]", style="bold yellow" if entry.active else "dim yellow")
    if not entry.active:
        text.append(" (undone)", style="dim italic")
    return text


class ActionLog(OptionList):
    """A scrollable list of the session's log entries, newest at the bottom."""

    DEFAULT_CSS = """
    ActionLog { height: 1fr; }
    """

    def show_entries(self, entries: Sequence[Any]) -> None:
        """Show the whole log and scroll to its newest entry."""
        self.clear_options()
        if not entries:
            self.add_option(Option(Text("Nothing has happened yet.", style="dim"), id="empty", disabled=True))
            return
        self.add_options(Option(render_entry(e), id=f"entry-{e.seq}") for e in entries)
        self.highlighted = len(entries) - 1
        self.scroll_end(animate=False)

    def lines(self) -> list[str]:
        """The log as plain lines (for tests and screen readers)."""
        return [str(self.get_option_at_index(i).prompt) for i in range(self.option_count)]
