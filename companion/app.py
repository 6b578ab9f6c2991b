"""The Textual application: the home screen, the wizard, the session frame, the rules browser and help."""

from __future__ import annotations

import sys
from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from companion.commands import ScreenActions
from companion.store import SessionStore, StoreError
from rules_engine.errors import RulesEngineError
from screens.help import HelpScreen
from screens.home import HomeScreen
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard

SHELL_CSS = Path(__file__).resolve().parent.parent / "screens" / "shell.tcss"


class CompanionApp(App[None]):
    """Table Companion in the terminal, working on one session store."""

    TITLE = "Table Companion"
    CSS_PATH = str(SHELL_CSS)
    COMMANDS = App.COMMANDS | {ScreenActions}
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit",
                tooltip="Quit Table Companion (everything is saved).", priority=True, show=False),
        Binding("f1", "help", "Help", id="app.help",
                tooltip="All keys of the current screen.", show=False),
        Binding("ctrl+p", "command_palette", "Commands", id="app.palette",
                tooltip="Search every command of the current screen.", show=False),
    ]

    def __init__(self, store: SessionStore) -> None:
        super().__init__()
        self.store = store

    def get_default_screen(self) -> Screen:
        return HomeScreen()

    # -- navigation the screens ask for ---------------------------------------------------------

    def open_session(self, session_id: object) -> None:
        """Resume a saved session in the session frame; a failure is a notification, never a crash."""
        try:
            live = self.store.open_session(session_id)
        except (StoreError, RulesEngineError) as error:
            self.notify(str(error), title="Cannot open the session", severity="error", timeout=8)
            return
        self.push_screen(SessionFrame(live))

    def new_session(self) -> None:
        """Open the wizard; when it creates a session, open that session."""

        def created(live) -> None:
            if live is not None:
                self.push_screen(SessionFrame(live))

        self.push_screen(NewSessionWizard(), created)

    def open_rules(self, rule_id: str | None = None, *, query: str = "", game: str | None = None) -> None:
        """Open the rules browser, with one rule selected when given."""
        self.push_screen(RulesBrowser(rule_id=rule_id, query=query, game=game))

    def action_help(self) -> None:
        """Show the keys of the current screen."""
        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
            return
        self.push_screen(HelpScreen(self.screen))


def make_app(store: SessionStore) -> CompanionApp:
    """The app on a given store (used by the command line, the tests and the snapshots)."""
    return CompanionApp(store)


def run_app(db_url: str | None) -> None:
    """Open the store (None: the user data folder) and run the TUI.

    A store that cannot be opened (damaged, foreign, newer) is reported as one line on stderr
    and the process exits with code 1; the database is left untouched.
    """
    try:
        store = SessionStore.open(db_url)
    except StoreError as error:
        print(f"companion: {error}", file=sys.stderr)
        raise SystemExit(1) from None
    try:
        make_app(store).run()
    finally:
        close = getattr(store, "close", None)
        if close is not None:
            close()
