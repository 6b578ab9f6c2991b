"""The help screen: every key of the screen it was opened from, and the keys that work everywhere."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Label, Static

from screens.key_table import KeyEntry, key_entries


def keys_table(here: list[KeyEntry], everywhere: list[KeyEntry]) -> Table:
    """A table of keys: key, what it does, binding id (for remapping in a keymap)."""
    table = Table(box=None, expand=True, show_edge=False, pad_edge=False, header_style="bold")
    table.add_column("Key", no_wrap=True)
    table.add_column("What it does", ratio=1)
    table.add_column("Binding id", no_wrap=True, style="dim")
    for entry in here:
        table.add_row(entry.keys, entry.tooltip or entry.description, entry.binding_id)
    for entry in everywhere:
        table.add_row(entry.keys, f"{entry.tooltip or entry.description} (anywhere)", entry.binding_id)
    return table


class HelpScreen(ModalScreen[None]):
    """Lists the keys of one screen (generated from its bindings) and the app-wide keys."""

    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", "Close help", id="help.close")]

    def __init__(self, for_screen: Screen) -> None:
        super().__init__()
        self._for_screen = for_screen

    def compose(self) -> ComposeResult:
        title = getattr(self._for_screen, "HELP_TITLE", None) or type(self._for_screen).__name__
        with Vertical(id="help-box"):
            yield Label(f"Keys — {title}", id="help-title")
            intro = getattr(self._for_screen, "HELP_TEXT", "")
            if intro:
                yield Static(intro, id="help-intro", markup=False)
            with VerticalScroll(id="help-scroll"):
                yield Static(
                    keys_table(key_entries(self.app, self._for_screen), key_entries(self.app, self.app)),
                    id="help-keys",
                )
            yield Static("escape closes. Every action is also in the command palette (ctrl+p).", id="help-footer")

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_close(self) -> None:
        """Close the help screen."""
        self.dismiss(None)
