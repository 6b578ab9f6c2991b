"""The Textual application: the home screen, the wizard, the session frame, the rules browser and help."""

from __future__ import annotations

import gc
import json
import sys
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

import screens
from companion.shell.palette import ScreenActions
from companion.shell.web_keys import web_keymap
from companion.services.settings import data_dir
from companion.services.game_clock import GameClock
from companion.services.session_report import build_report
from companion.services.store import SessionStore, StoreError
from rules_engine.errors import RulesEngineError
from screens.help import HelpScreen
from screens.home import HomeScreen
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.summary_screen import SummaryScreen
from screens.wizard import NewSessionWizard

KEYMAP_FILENAME = "keymap.json"


class KeymapError(ValueError):
    """A keymap file that cannot be used; the message says which file and what is wrong."""


def keymap_path() -> Path:
    """Where the keymap file lives: keymap.json in the data folder."""
    return data_dir() / KEYMAP_FILENAME


def load_keymap(path: Path | None = None) -> dict[str, str]:
    """The binding id -> key map from the file ({} when there is none); KeymapError when it is malformed."""
    path = keymap_path() if path is None else path
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise KeymapError(f"{path}: not a readable JSON file ({error})") from None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise KeymapError(f'{path}: expected an object of binding id to key, e.g. {{"session.undo": "ctrl+u"}}')
    return dict(data)


#: Styles shared by every screen (each screen adds its own .tcss next to its module).
SHELL_CSS = Path(screens.__file__).resolve().parent / "shell.tcss"


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

    def __init__(self, store: SessionStore, *, keymap: dict[str, str] | None = None,
                 keymap_error: str = "", open_session: int | None = None) -> None:
        super().__init__()
        self.store = store
        self._keymap_error = keymap_error
        self._user_keymap = dict(keymap or {})
        #: A session opened at start with nothing else reachable (a phone's player link).
        self._locked_session = open_session
        #: Why the app closed itself (said on stderr by `run_app`), or "".
        self.exit_reason = ""
        if keymap:
            self.set_keymap(keymap)

    def on_mount(self) -> None:
        if self.is_web:
            self.set_keymap(web_keymap(self._user_keymap))
        if self._locked_session is not None:
            self.open_session(self._locked_session, locked=True)
        if getattr(self.store, "in_memory", False):
            self.sub_title = "in memory: nothing is saved"
        if self._keymap_error:
            self.notify(f"{self._keymap_error}. The default keys are used.", title="Keymap ignored",
                        severity="warning", timeout=10)

    def notify(self, message: str, *, markup: bool = False, **kwargs: Any) -> None:
        """Show a notification as plain text: messages carry names the players typed, never markup."""
        super().notify(message, markup=False, **kwargs)

    def get_default_screen(self) -> Screen:
        return HomeScreen()

    # -- navigation the screens ask for ---------------------------------------------------------

    def open_session(self, session_id: object, *, locked: bool = False) -> None:
        """Resume a saved session in the session frame; a failure is a notification, never a crash.

        `locked`: the session is all this app shows (a phone's player link): leaving it closes the
        app, and a session that cannot be opened closes it with the reason.
        """
        try:
            live = self.store.open_session(session_id)
        except (StoreError, RulesEngineError) as error:
            if locked:
                self.exit_reason = f"cannot open the session: {error}"
                self.exit(return_code=2)
                return
            self.notify(str(error), title="Cannot open the session", severity="error", timeout=8)
            return
        # The opened log and states live as long as the session: keep the cyclic collector from
        # scanning them again after every action (its full passes grow with the log).
        gc.freeze()
        self.push_screen(SessionFrame(live, leave_exits=locked, clock=self._clock_of(live.id)))

    def new_session(self) -> None:
        """Open the wizard; when it creates a session, open that session."""

        def created(live) -> None:
            if live is not None:
                self.push_screen(SessionFrame(live, clock=self._clock_of(live.id)))

        self.push_screen(NewSessionWizard(), created)

    def _clock_of(self, session_id: int) -> GameClock | None:
        """The session's game clock, or None (with a notification) if it cannot be read."""
        try:
            return GameClock(self.store, session_id)
        except StoreError as error:
            self.notify(str(error), title="The game clock is off", severity="warning", timeout=8)
            return None

    def open_summary(self, session_id: int) -> None:
        """Show a session's summary, built from its stored log; a failure is a notification."""
        try:
            report = build_report(self.store, session_id)
        except (StoreError, RulesEngineError) as error:
            self.notify(str(error), title="Cannot build the summary", severity="error", timeout=8)
            return
        self.push_screen(SummaryScreen(report))

    def open_rules(self, rule_id: str | None = None, *, query: str = "", game: str | None = None,
                   first: str | None = None) -> None:
        """Open the rules browser, with one rule selected when given; `first` is the game being played."""
        self.push_screen(RulesBrowser(rule_id=rule_id, query=query, game=game, first=first))

    def action_help(self) -> None:
        """Show the keys of the current screen."""
        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
            return
        self.push_screen(HelpScreen(self.screen))


def make_app(store: SessionStore, *, keymap: dict[str, str] | None = None, keymap_error: str = "",
             open_session: int | None = None) -> CompanionApp:
    """The app on a given store (used by the command line, the tests and the snapshots)."""
    return CompanionApp(store, keymap=keymap, keymap_error=keymap_error, open_session=open_session)


def run_app(db_url: str | None, *, memory: bool = False, open_session: int | None = None) -> None:
    """Open the store (None: the user data folder; `memory`: an in-memory one) and run the TUI.

    In memory the home screen says that nothing is saved.

    A store that cannot be opened (damaged, foreign, newer), or an app that stops on an error, is
    reported as one line on stderr and the process exits non-zero; the database is left untouched. Keys chosen in the
    keymap file (binding id -> key) replace the defaults; a malformed file is reported in the app.
    """
    try:
        store = SessionStore.open(db_url, memory=memory)
    except StoreError as error:
        print(f"companion: {error}", file=sys.stderr)
        raise SystemExit(1) from None
    try:
        keymap, keymap_error = load_keymap(), ""
    except KeymapError as error:
        keymap, keymap_error = {}, str(error)
    app = make_app(store, keymap=keymap, keymap_error=keymap_error, open_session=open_session)
    try:
        app.run()
    finally:
        close = getattr(store, "close", None)
        if close is not None:
            close()
    if app.exit_reason:
        print(f"companion: error: {app.exit_reason}", file=sys.stderr)
        raise SystemExit(app.return_code or 2)
    if app.return_code:  # Textual has shown the error; the shell must see a failure too
        print("companion: error: the app stopped on an unexpected error (shown above; please report it)",
              file=sys.stderr)
        raise SystemExit(app.return_code)
