"""The help screen: every key of the screen it was opened from, and the keys that work everywhere."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Label, Static

from companion.services.i18n import _, pgettext
from rules_engine.messages import N_
from screens.key_table import KeyEntry, key_entries, screen_key_entries

#: The catalogue context of a screen's help title (`NC_("screen title", ...)`), apart from a key's words.
SCREEN_TITLE = "screen title"

#: The line under the keys.
CLOSING_LINE = N_("escape closes. Every action is also in the command palette (ctrl+p).")

#: The line under the keys while the keymap's names are shown.
CLOSING_LINE_WITH_NAMES = N_("escape closes; k hides the names keymap.json uses.")


def key_rows(here: list[KeyEntry], everywhere: list[KeyEntry]) -> list[tuple[str, str, str]]:
    """Rows of (keys, what it does, binding id): this screen's keys, then the app-wide ones."""
    rows = [(e.keys, e.tooltip or e.description, e.binding_id) for e in here]
    rows += [(e.keys, _("{what} (anywhere)").format(what=e.tooltip or e.description), e.binding_id)
             for e in everywhere]
    return rows


def keys_table(rows: list[tuple[str, str, str]], *, with_names: bool = False) -> Table:
    """A table of keys: key and what it does; with the names a keymap file rebinds when asked (`k`)."""
    table = Table(box=None, expand=True, show_edge=False, pad_edge=False, header_style="bold")
    table.add_column(_("Key"), no_wrap=True)
    table.add_column(_("What it does"), ratio=1)
    if with_names:
        table.add_column(_("Name in keymap.json"), no_wrap=True, style="dim")
    for row in rows:
        cells = row if with_names else row[:2]
        table.add_row(*(Text(cell) for cell in cells))  # plain text: '[by pX]' is not markup
    return table


def commands_table(rows: list[tuple[str, str]]) -> Table:
    """A table of the commands the table may type now: syntax and what it does."""
    table = Table(box=None, expand=True, show_edge=False, pad_edge=False, header_style="bold")
    table.add_column(_("Command you can type"), ratio=2)
    table.add_column(_("What it does"), ratio=3)
    for syntax, description in rows:
        table.add_row(Text(syntax), Text(description))  # plain text: '[by pX]' is not markup
    table.add_row("", "")
    return table


class HelpScreen(ModalScreen[None]):
    """Lists the keys of one screen (generated from its bindings) and the app-wide keys.

    A screen with a `command_rows()` method (the session frame) also gets its typed commands listed.
    """

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Close help"), id="help.close"),
                Binding("k", "keymap_names", N_("Show or hide each key's name in keymap.json"),
                        id="help.keymap_names")]

    def __init__(self, for_screen: Screen) -> None:
        super().__init__()
        self._for_screen = for_screen
        self.rows: list[tuple[str, str, str]] = []
        self.commands: list[tuple[str, str]] = []
        self.with_names = False

    def compose(self) -> ComposeResult:
        title = getattr(self._for_screen, "HELP_TITLE", None) or type(self._for_screen).__name__
        intro = getattr(self._for_screen, "HELP_TEXT", None) or ""
        with Vertical(id="help-box"):
            yield Label(_("Keys — {screen}").format(screen=pgettext(SCREEN_TITLE, title)), id="help-title",
                        markup=False)
            if intro:
                yield Static(_(intro), id="help-intro", markup=False)
            self.rows = key_rows(screen_key_entries(self.app, self._for_screen), key_entries(self.app, self.app))
            command_rows = getattr(self._for_screen, "command_rows", None)
            self.commands = list(command_rows()) if command_rows is not None else []
            with VerticalScroll(id="help-scroll"):
                if self.commands:
                    yield Static(commands_table(self.commands), id="help-commands", markup=False)
                yield Static(keys_table(self.rows), id="help-keys", markup=False)
            yield Static(_(CLOSING_LINE), id="help-footer", markup=False)

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_keymap_names(self) -> None:
        """Show the names a keymap file rebinds beside the keys, or hide them again."""
        self.with_names = not self.with_names
        self.query_one("#help-keys", Static).update(keys_table(self.rows, with_names=self.with_names))
        self.query_one("#help-footer", Static).update(_(CLOSING_LINE_WITH_NAMES if self.with_names
                                                          else CLOSING_LINE))

    def action_close(self) -> None:
        """Close the help screen."""
        self.dismiss(None)
