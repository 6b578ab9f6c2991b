"""The Textual application: the home screen, the wizard, the session frame, the rules browser and help."""

from __future__ import annotations

import asyncio
import gc
import json
import sys
import threading
import time
import weakref
from functools import partial
from pathlib import Path
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.screen import Screen
from textual.theme import Theme, ThemeProvider
from textual.widget import AwaitMount
from textual.worker import NoActiveWorker, get_current_worker

from companion.shell import deferred, launch_collector, locked_mode
from companion.shell.closed_boards import MOST_PUT_OFF, BoardsSeen
from companion.shell.collect_between_keys import CollectBetweenKeys
from companion.shell.collector import tune_collector
from companion.shell.read_ahead import ReadAhead
from screens.textual_words import COMMANDS_PLACEHOLDER, THEMES_PLACEHOLDER, palette_word, translated_command
from companion.shell.web_keys import web_keymap
from companion.services.i18n import _, language_name, resolve_language, use_language, error_text
from companion.services.settings import (LANGUAGE_SETTING, data_dir, default_db_url, hold_settings, save_theme,
                                         saved_language, saved_theme, write_setting)
from companion.services.store import SessionSummary, StoreError
from companion.services.store.probe import check_file_header
from companion.services.store.quick_list import read_session_list
from companion.services.store.url_reading import place_of
from rules_engine.errors import RulesEngineError
from rules_engine.messages import N_
from screens.table_app import needs_store
from screens.typeahead import takes_typing
from screens.home import HomeScreen
from screens.localized_footer import Footer
from screens import stylesheet_files

if TYPE_CHECKING:
    from collections.abc import Callable

    from companion.services.game_clock import GameClock
    from companion.services.store.sessions import SessionStore
    from screens.session_frame import SessionFrame
    from screens.table_app import TableApp

KEYMAP_FILENAME = "keymap.json"

#: Seconds after a session chosen early is opened before the other screens are imported behind it; and the pause
#: in the keys that import waits for before each module (`CompanionApp._after_keys_pause`).
REST_OF_WARM_UP_AFTER = 2.0

#: How many of the listed sessions (the latest played) have their game imported before the store.
FIRST_GAMES_WARMED = 2

#: The longest the store's import waits for a board to be drawn (seconds; a first write ends the wait at once).
BOARD_PAUSE_LIMIT = 10.0


#: How often the store's import, waiting behind a board for a need, looks whether the app is closing (seconds).
NEED_CHECK_SECONDS = 0.25

#: The longest pause kept between two keys held while a screen opens, when they are given to it (seconds): they are
#: given at the pace typed, but a pause the table took while waiting for the screen is not waited through again.
TYPED_GAP_AT_MOST = 0.25


def _settle(future: asyncio.Future[None]) -> None:
    """Resolve `future` unless it is done (or cancelled) already."""
    if not future.done():
        future.set_result(None)


class StoreNotNeeded(Exception):
    """The app closed before anything needed the store: its worker ends without importing it."""


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
SHELL_CSS = stylesheet_files.SHELL


class CompanionApp(App[None]):
    """Table Companion in the terminal, working on one session store.

    Given an open store (the tests, the snapshots), the home screen lists its sessions at once.
    Given a URL instead (the `companion` command), the first frame is drawn before the store is
    even imported: a worker then imports what showing a session needs and opens the store, hands the
    home screen its session list (read once), and imports the other screens (`deferred`). When the
    list read with sqlite3 holds a session, the store and the other screens wait until something
    needs the store (`want_store`), as they do behind a board read before the store.
    """

    TITLE = "Table Companion"
    #: The shell's styles and the session frame's, parsed once before the first frame (`screens/stylesheet_files.py`).
    CSS_PATH = [str(path) for path in stylesheet_files.READ_UP_FRONT]
    #: The screen's own actions (`deferred.screen_actions`: the provider's module imported when the palette first opens).
    COMMANDS = App.COMMANDS | {deferred.screen_actions}
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("ctrl+q", "quit", N_("Quit"), id="app.quit",
                tooltip=N_("Quit Table Companion (everything is saved)."), priority=True, show=False),
        Binding("f1", "help", N_("Help"), id="app.help",
                tooltip=N_("All keys of the current screen."), show=False),
        Binding("ctrl+p", "command_palette", N_("Commands"), id="app.palette",
                tooltip=N_("Search every command of the current screen."), show=False),
    ]

    def __init__(self, store: SessionStore | None = None, *, db_url: str | None = None, memory: bool = False,
                 keymap: dict[str, str] | None = None, keymap_error: str = "",
                 open_session: int | None = None, language: str | None = None) -> None:
        super().__init__()
        if language is not None:
            use_language(language)
        #: The open store; None until the worker has opened the one at `db_url` (and imported the
        #: screens and games a session needs: see `_open_store`).
        self.store = store
        self._db_url = db_url
        #: True when nothing outlives the app (an in-memory store).
        self.in_memory = bool(getattr(store, "in_memory", False)) if store is not None else memory
        self._keymap_error = keymap_error
        self._user_keymap = dict(keymap or {})
        #: A session opened at start with nothing else reachable (a phone's player link).
        self._locked_session = open_session
        #: True when that is so: the home screen then lists nothing and offers nothing meanwhile.
        self.locked = open_session is not None
        self._home: HomeScreen | None = None
        #: Why the app closed itself (said on stderr by `run_app`), or "".
        self.exit_reason = ""
        #: Why the store could not be opened (said on stderr by `run_app`, exit 1), or "".
        self.store_error = ""
        #: A session the player chose before the store was open: opened as soon as it is.
        self._waiting_session: int | None = None
        #: False until the saved theme is applied: only a theme chosen after that is saved.
        self._theme_restored = False
        #: Set once the worker has opened the store (or failed to: `_store_failure` says why).
        self._store_ready = threading.Event()
        self._opened_store: SessionStore | None = None
        self._store_failure = ""
        #: Clear while a session read before the store (`display_read`) is being shown: the
        #: worker then waits before importing the next part of the store.
        self._board_settled = threading.Event()
        self._board_settled.set()
        #: Set once something needs the store (`want_store`): until then a board read with sqlite3
        #: keeps the worker from importing it.
        self._store_wanted = threading.Event()
        #: The session frame shown before the store was open, if any.
        self._early_frame: Screen | None = None
        #: When the last key came (`time.monotonic()`): the other screens' import waits for a pause in the keys.
        self._last_key = 0.0
        #: Whether the last key came while a text field had the focus (`typed_into_text`).
        self._last_key_typed = False
        #: The cyclic collector's passes, run when the keys pause (`collect_between_keys`).
        self.collector = CollectBetweenKeys(lambda: self._last_key)
        #: Keys typed before the session opened at start (`open_session`) was on the screen, or after `n` while the
        #: store was still opening (`new_session`): given to the session, or to the wizard, once it is there.
        self._early_keys: list[events.Key] | None = [] if open_session is not None and store is None else None
        #: What the table asked for before the store was open, done once it is (`_after_store`).
        self._when_store_opens: list[Callable[[], None]] = []
        #: Sessions shown before the store was open, each held weakly beside its clock's store: both write through the
        #: store once it is open; a closed board's session is gone by then (the board lets go of it as it closes).
        self._waiting_for_store: list[tuple[weakref.ref[Any], Any]] = []
        #: The session list read with sqlite3 for the home screen's first frame (`_list_before_first_frame`), or None.
        self._listed_early: list[SessionSummary] | None = None
        #: True once a session was shown before the store was open.
        self._shown_early = False
        #: How many widget styles were read ahead while the list waited (`_read_board_styles_ahead`), or None.
        self.styles_read_ahead: int | None = None
        #: The session under the list's cursor read while the list waits (`_read_session_ahead`), taken by the key.
        self.read_ahead = ReadAhead()
        #: True while the home screen lists saved sessions read before the store (`quick_list`): the store is
        #: imported only once something needs it (`want_store`), so that a board chosen from the list, even after
        #: the player read it a while, is shown without SQLAlchemy, SQLModel and pydantic (about 26 MiB resident).
        self._store_on_need = False
        #: Boards opened so far (`_let_closed_boards_go` lets the closed ones go before the next).
        self._boards_opened = 0
        #: Every board pushed, seen weakly: whether a closed one outlived the collection on the way to the next.
        self._boards_seen = BoardsSeen()
        #: True once the session opened at start (`open_session`) was shown before the store was open.
        self._locked_shown_early = False
        #: The crash report written when the app stopped on an unexpected error (said by `run_app`), or None.
        self.crash_report: Path | None = None
        if keymap:
            self.set_keymap(keymap)

    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error stops the app (Textual's way); first its crash report is written."""
        from companion.services.crash_reports import described, write_crash_report

        session = getattr(self.screen, "live", None) if self.screen_stack else None
        game = getattr(session, "game", None)
        self.crash_report = write_crash_report(
            error, f"running the app ({type(self.screen).__name__ if self.screen_stack else 'starting'})",
            f"{game.title} ({game.id})" if game is not None else None,
            described(getattr(session, "entries", ())))
        super()._handle_exception(error)

    def on_mount(self) -> None:
        tune_collector()  # the collector's thresholds for a move's many short-lived objects (collector.py)
        self.collector.start(self)  # and its passes between the player's keys (collect_between_keys.py)
        if self.locked:  # a phone's player link changes nothing of the laptop's settings, whatever asks
            hold_settings(_("a player link plays one session and does not change this machine's settings"))
        self._restore_theme()
        if self.is_web:
            self.set_keymap(web_keymap(self._user_keymap))
        if self.store is not None and self._locked_session is not None:
            self.open_session(self._locked_session, locked=True)
        if self.in_memory:
            self.sub_title = _("in memory: nothing is saved")
        if self._keymap_error:
            self.notify(_("{problem}. The default keys are used.").format(problem=self._keymap_error),
                        title=_("Keymap ignored"),
                        severity="warning", timeout=10)

    def _restore_theme(self) -> None:
        """Use the theme the player chose last time; an unknown or unreadable one leaves the default."""
        chosen = saved_theme()
        if chosen is not None and chosen != self.theme:
            if chosen in self.available_themes:
                self.theme = chosen
            else:
                self.notify(_("The saved theme {theme} is not available. The default theme is used.").format(
                    theme=repr(chosen)), title=_("Theme"), severity="warning", timeout=6)
        self._theme_restored = True

    def on_unmount(self) -> None:
        if self.locked:
            hold_settings(None)
        launch_collector.release(launch_collector.OPENING, freeze=False)  # an app closed while a board was opening

    def watch_theme(self, theme: str) -> None:
        """Remember the theme the player chose (the command palette's theme picker) for the next start."""
        if not self._theme_restored or self.locked:
            return
        try:
            save_theme(theme)
        except OSError as error:
            self.notify(_("The theme is used now but could not be saved ({error}).").format(error=error), title=_("Theme"),
                        severity="warning", timeout=6)

    def on_ready(self) -> None:
        # Sent once the first frame is on the screen: only now open the store, off the UI thread.
        if self.store is None:
            # The session opened at start is read with sqlite3 and shown while the store is imported,
            # as one picked from the list is (its moves written with sqlite3, `sqlite_log_writer`).
            if self.locked:
                self._let_closed_boards_go()  # none closed yet: the board read next is counted
                # Held to the board's first frame, as `open_session` holds it (the launch's hold ends below, the board
                # not drawn yet: its reading froze what lived before it).
                launch_collector.hold(launch_collector.OPENING)
            if self.locked and self._show_before_store(self._locked_session, leave_exits=True):
                self._locked_shown_early = True
            elif self.locked:
                launch_collector.release(launch_collector.OPENING, freeze=False)  # opened by the store, as it opens
            self.run_worker(self._open_store, name="open the session store", group="store", thread=True,
                            exclusive=True)
        # The collector held by the command since before the app's import runs again, what the first frame needed
        # (and the session opened at start, read above) frozen out of its passes.
        launch_collector.release(launch_collector.STARTING)

    def _open_store(self) -> None:
        """Open the store and import the other screens (in a worker thread); show the session list first
        when the home screen's first frame could not (`_list_before_first_frame`).

        The list is read with sqlite3 alone when the file allows (`quick_list`): importing
        SQLAlchemy and SQLModel takes longer than the first frame. Otherwise the store lists it.
        """
        listed = self._listed_early
        if listed is None and not self.locked:  # not readable before the first frame (busy): read here, waiting
            listed = self._quick_session_list()
            if listed is not None:
                self.call_from_thread(self._show_sessions, listed, "")
        if listed is not None:
            # A list with sessions: the player most likely opens one, which is read with sqlite3; the store waits
            # for a need (a change on the list, the wizard, a first write). An empty list: the wizard comes next.
            self._store_on_need = bool(listed) and not self.locked
            try:  # what showing a session needs (no SQLAlchemy), the latest sessions' games first, before the store
                deferred.warm_up_session([session.game_id for session in listed[:FIRST_GAMES_WARMED]],
                                         pause=self._wait_for_board)
            except Exception:  # noqa: BLE001 - only a head start: what failed fails again, handled, when used
                pass
            if listed and not self.locked:
                try:  # and, on the UI thread while the list waits, the styles of the widgets those modules name
                    self.call_from_thread(self._read_board_styles_ahead)
                except Exception:  # noqa: BLE001 - the app closing: nothing to read ahead for
                    pass
                self._read_session_ahead()
        try:
            deferred.import_store(pause=self._pause_store_import)
            store = deferred.session_store().open(self._db_url, memory=self.in_memory)
        except StoreNotNeeded:
            return
        except StoreError as error:
            self._store_failure = error_text(error)
            self._store_ready.set()
            self.call_from_thread(self._store_refused, error_text(error))
            return
        self._opened_store = store
        self._store_ready.set()
        if listed is None and not self.locked:
            try:
                sessions = store.list_sessions()
            except StoreError as error:
                self.call_from_thread(self._show_sessions, [], error_text(error))
            else:
                self.call_from_thread(self._show_sessions, sessions, "")
        warmed = False
        try:
            # What any session needs, then everything else while the player reads the list; a
            # session chosen meanwhile waits only for the first part (the UI thread would import
            # the same anyway), and the rest is imported a little after its board is shown.
            deferred.warm_up_session(pause=self._wait_for_board)
            warmed = deferred.warm_up(stop=self._session_chosen, pause=self._wait_for_board)
        except Exception:  # noqa: BLE001 - only a head start: what failed fails again, handled, when used
            warmed = True
        self.call_from_thread(self._store_opened, store, warmed)

    def _read_board_styles_ahead(self) -> None:
        """While the list waits for the player: the default styles of the widget classes a board's modules name read
        into the stylesheet and parsed now, not in the key that opens the board (`screens.board_styles`). Nothing once a
        board is chosen (its opening reads its own)."""
        if self._shown_early or self._waiting_session is not None or not isinstance(self.screen, HomeScreen):
            return
        from screens import board_styles  # not before the first frame: only once a board's modules are imported

        self.styles_read_ahead = board_styles.read_ahead(self.stylesheet, board_styles.named_widget_classes())

    def _read_session_ahead(self) -> None:
        """In the worker, while the list waits: read the session under the cursor as its key would, with its game's
        view (`read_ahead`); the key takes it if the file is unchanged since. Nothing once a session is chosen."""
        try:
            begun = self.call_from_thread(self._begin_read_ahead)
        except Exception:  # noqa: BLE001 - the app closing: nothing to read ahead for
            return
        if not begun:
            return
        from screens.view_cache import view_of  # imported by the head start already

        display_read = deferred.display_read()
        try:
            self.read_ahead.read_now(display_read.open_for_display, display_read.file_mark, self.wait_for_store,
                                     lambda session: view_of(session.game, session.state))
        except Exception:  # noqa: BLE001 - only a head start: nothing is kept, the key reads it, and what failed fails there
            pass

    def _begin_read_ahead(self) -> bool:
        """On the UI thread: begin reading the session under the list's cursor ahead (False when there is none to read,
        or a session is chosen already)."""
        path = self._plain_file()
        if path is None or self._session_chosen() or self.store is not None or not isinstance(self.screen, HomeScreen):
            return False
        chosen = self.screen.selected_id()
        if not isinstance(chosen, int):
            return False
        self.read_ahead.begin(chosen, path)
        return True

    def _wait_for_board(self) -> None:
        """Return when the worker may import its next module: not while a board read with sqlite3 is being
        opened and drawn (at most BOARD_PAUSE_LIMIT seconds)."""
        self._board_settled.wait(BOARD_PAUSE_LIMIT)

    def _pause_store_import(self) -> None:
        """Return when the worker may import the next part of the store: not while a board read with
        sqlite3 is being drawn, and, once it is, not until something needs the store (`want_store`)."""
        self._wait_for_board()
        if not (self._shown_early or self._store_on_need):
            return
        try:
            worker = get_current_worker()
        except NoActiveWorker:
            worker = None
        # Checked now and then: an app that closes without needing the store ends its worker here.
        while not self._store_wanted.wait(NEED_CHECK_SECONDS):
            if worker is not None and worker.is_cancelled:
                raise StoreNotNeeded

    def want_store(self) -> None:
        """Let the store be imported and opened now (a write, the home screen or a command needs it)."""
        self._early_frame = None  # only told apart until now (and not kept alive after it is closed)
        self._store_wanted.set()
        self._board_settled.set()

    def list_without_store(self) -> bool:
        """The home screen shown again before the store is open (back from a board read with sqlite3): its list
        read again with sqlite3 (`quick_list`, a few milliseconds) and shown, the store still imported only once
        something needs it, as at start (`_store_on_need`). False when only the store can read the list, or it is
        empty (the store is opened at once then, as at start)."""
        listed = self._quick_session_list()
        if not listed or self.locked:  # none (the wizard comes next, as at start) or only the store can tell
            return False
        self._store_on_need = True
        self._show_sessions(listed, "")
        return True

    def _session_chosen(self) -> bool:
        """True once a session waits to be opened or is shown (the worker then stops importing what it does not need)."""
        return self._waiting_session is not None or self._locked_session is not None or self._shown_early

    @property
    def opened_store(self) -> SessionStore | None:
        """The store as soon as the worker has opened it (`store` is set a moment later, on the UI thread)."""
        return self._opened_store

    def wait_for_store(self) -> SessionStore:
        """The open store, waiting for the worker if need be (a session shown before it writes for the first time,
        a change asked on the list read before it); StoreError when it could not be opened."""
        self.want_store()
        self._store_ready.wait()
        if self._opened_store is None:
            raise StoreError(self._store_failure or "the session store could not be opened")
        return self._opened_store

    def _warm_up_rest(self) -> None:
        """Import what the head start left out, in a worker, once the chosen session is on the screen; between two
        modules the worker waits for a pause in the keys (`_after_keys_pause`).

        The import takes about 0.3 s of CPU and holds the interpreter in turns with the UI thread: begun while
        the table plays (the first write opens the store, and the table goes on typing), every key of those
        moments waited for it. What it imported is then frozen out of the cyclic collector's passes (as the
        session's log is when opened): a later full pass would otherwise scan it all inside some key.
        """

        def rest() -> None:
            try:
                done = deferred.warm_up(stop=self._after_keys_pause)
            except Exception:  # noqa: BLE001 - only a head start, as in `_open_store`
                return
            if done:
                gc.freeze()

        self.run_worker(rest, name="import the other screens", group="warm-up", thread=True, exclusive=True)

    def _after_keys_pause(self) -> bool:
        """In the other screens' worker, before each module: wait until no key has come for `REST_OF_WARM_UP_AFTER`
        seconds (`on_event` notes each key's time). True when the app is closing meanwhile (the import stops)."""
        worker = get_current_worker()
        while (waited := time.monotonic() - self._last_key) < REST_OF_WARM_UP_AFTER:
            if worker.is_cancelled:
                return True
            time.sleep(min(REST_OF_WARM_UP_AFTER - waited, NEED_CHECK_SECONDS))
        return worker.is_cancelled

    def _quick_session_list(self, busy_timeout: float = 1.0) -> list[SessionSummary] | None:
        """The session list read without SQLAlchemy, or None when only the store can read it."""
        path = self._plain_file()
        return None if path is None else read_session_list(path, busy_timeout=busy_timeout)

    def _list_before_first_frame(self) -> list[SessionSummary] | None:
        """The session list for the home screen's first frame, read with sqlite3 alone (a few milliseconds),
        or None: a store given already (the home screen lists it), a locked app (it lists nothing), a file only
        the store can read, or one another program is writing now (not waited for here: the worker reads it)."""
        if self.store is not None or self.locked:
            return None
        return self._quick_session_list(busy_timeout=0)

    def _plain_file(self) -> Path | None:
        """The database file, when it may be read with sqlite3 before the store is open (None otherwise)."""
        if self.in_memory:
            return None
        try:
            place = place_of(self._db_url if self._db_url is not None else default_db_url())
        except StoreError:
            return None
        if place is None or place.file is None or place.read_only:
            return None
        return place.file

    def _show_sessions(self, sessions: list[SessionSummary], problem: str) -> None:
        if self._home is not None:
            self._home.show_sessions(sessions, problem)

    def _store_opened(self, store: SessionStore, warmed: bool = True) -> None:
        # The store's modules (SQLAlchemy, SQLModel, pydantic) live as long as the app: out of the collector's
        # passes, as the session's log is (`open_session`), or a later full pass scans them inside some key.
        gc.freeze()
        self.store = store
        self.read_ahead.drop()  # a session is opened through the store from now on
        waiting_for_store, self._waiting_for_store = self._waiting_for_store, []
        for session, clocks in waiting_for_store:
            shown = session()
            if shown is None:  # its board closed and let go of it
                continue
            for writer in (shown, clocks):
                try:
                    writer.attach(store)
                except StoreError as error:
                    self.notify(error_text(error), title=_("Cannot open the session"), severity="error", timeout=8)
        if not warmed:
            self.set_timer(REST_OF_WARM_UP_AFTER, self._warm_up_rest)
        if self._home is not None:
            self._home.refresh_bindings()  # rename and delete wait for the store
            if self._shown_early and self.screen is self._home:  # back from a board that wrote with sqlite3
                self._home.reload()
        asked, self._when_store_opens = self._when_store_opens, []
        for then in asked:
            then()
        if self._early_keys is not None and not self.locked:  # typed after n: after the wizard `then` pushes
            self.call_later(self._release_early_keys)
        waiting, self._waiting_session = self._waiting_session, None
        if self._locked_session is not None:
            if not self._locked_shown_early:
                self.open_session(self._locked_session, locked=True)
        elif waiting is not None:
            self.open_session(waiting)

    def _store_refused(self, reason: str) -> None:
        self.store_error = reason
        self.exit(return_code=1)

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """Restyle a node whose classes changed, as Textual does, unless the node is in no screen yet.

        A widget being built sets its classes (a compact or flat button, a variant, a class added in `__init__`),
        and Textual restyles it there and then, alone and outside the screen, a style no rule of the screen can
        reach; it is styled again, for the screen, when it is mounted. A board composed 19 such restyles of one node
        (eight buttons twice or three times, a citation list, a clickable panel) before its first frame. A node not
        attached to the app is left to its mounting (`tests/tui/test_launch_styles.py` counts them)."""
        if node is self or node.is_attached:
            super().update_styles(node, animate=animate)

    def notify(self, message: str, *, markup: bool = False, **kwargs: Any) -> None:
        """Show a notification as plain text: messages carry names the players typed, never markup."""
        super().notify(message, markup=False, **kwargs)

    def get_default_screen(self) -> Screen:
        # The list is in the home screen's first frame when sqlite3 can read it: no "opening" text drawn and
        # replaced, no second layout and restyle of the screen (the store is still opened after that frame).
        self._listed_early = self._list_before_first_frame()
        self._home = HomeScreen(self._listed_early)
        return self._home

    # -- navigation the screens ask for ---------------------------------------------------------

    def open_session(self, session_id: int, *, locked: bool = False, put_off: int = 0) -> None:
        """Resume a saved session in the session frame; a failure is a notification, never a crash.

        `locked`: the session is all this app shows (a phone's player link): leaving it closes the
        app, and a session that cannot be opened closes it with the reason. Chosen before the
        store is open (from the list read ahead of it), the session opens as soon as the store has.
        `put_off`: how many times this opening was put off already while a closed board was still held.
        """
        if self.locked and (not locked or session_id != self._locked_session):
            self._refuse_in_locked_mode()
            return
        if not self._let_closed_boards_go() and put_off < MOST_PUT_OFF:
            # A key typed ahead: the closed board is not unmounted yet, and holds its session (`closed_boards`). Opened
            # once the screen on top has run what it holds for it (when it is next idle; `call_later` then lets their
            # batch end, and its references).
            # The keys typed meanwhile are the board's, as they would have been: held, and given to it once shown.
            if self._early_keys is None:
                self._early_keys = []
            self.screen.call_after_refresh(self.call_later, self.open_session, session_id, locked=locked,
                                           put_off=put_off + 1)
            return
        # What was read while the list waited (`_read_session_ahead`): this session's if the file is unchanged since,
        # else nothing (a read still running is waited for, or stopped when it is another session's).
        ahead = self.read_ahead.take(session_id, lambda path: deferred.display_read().file_mark(path))
        # No pass of the cyclic collector from here to the board's first frame: it would scan the frame's new widgets and
        # styles, hardly any garbage (8–13 ms of CPU at 10,000 actions). Ended at the next pause in the keys after the
        # first frame, where the pass due runs (`launch_collector.OPENING`); at once when no board comes of it.
        launch_collector.hold(launch_collector.OPENING)
        if self.store is None:
            if not locked and self._show_before_store(session_id, ahead=ahead.session if ahead is not None else None):
                return
            launch_collector.release(launch_collector.OPENING, freeze=False)
            self._waiting_session = session_id
            self.want_store()  # only the store can open it
            return
        try:
            live = self.store.open_session(session_id)
        except (StoreError, RulesEngineError) as error:
            launch_collector.release(launch_collector.OPENING, freeze=False)
            if locked:
                self.exit_reason = f"cannot open the session: {error}"
                self.exit(return_code=2)
                return
            self.notify(error_text(error), title=_("Cannot open the session"), severity="error", timeout=8)
            if put_off and self._early_keys is not None:  # held while the opening was put off: no board to take them
                self.call_later(self._release_early_keys)
            return
        # The opened log and states live as long as the session: keep the cyclic collector from
        # scanning them again after every action (its full passes grow with the log).
        gc.freeze()
        frame = deferred.session_frame()(live, leave_exits=locked, clock=self._clock_of(live.id))
        self._boards_seen.opened(frame)
        mounted = self.push_screen(frame)
        self._end_opening_hold_once_drawn(frame)
        if (locked or put_off) and self._early_keys is not None:
            self.run_worker(self._give_early_keys(mounted), name="keys typed while opening", group="keys")

    def _end_opening_hold_once_drawn(self, frame: SessionFrame) -> None:
        """Once the board's first drawing is whole (its footer's keys drawn: `SessionFrame.after_drawn_whole`), end the
        collector's hold of its opening at the next pause in the keys (`open_session`); a board covered or closed first
        ends it then. Asked at the board's first frame, the hold ended at the app's next look (every half second) and
        its pass (9–35 ms) fell inside the rest of the board's drawing (its footer's keys) in some launches."""
        frame.after_drawn_whole(partial(launch_collector.end_at_pause, launch_collector.OPENING), if_closed=True)

    def _let_closed_boards_go(self) -> bool:
        """Before another board is read: let the boards closed since the last one was opened go, with their logs.

        The app drops its own references to them (the frame told apart until the store is wanted, the sessions and
        clocks waiting to write through the store once it opens: a closed board needs neither). And a board's opening
        froze what lived then out of the cyclic collector's passes (`gc.freeze()`, so that no full pass scans a long
        log inside a key), the board's session and widgets included: once closed (and let go of by the board, as it
        is unmounted) they are cyclic garbage that no pass looks at, and each board opened again from the home screen
        kept the one before it (about 17 MiB at 50,000 actions). They are unfrozen and collected here, once, on the
        way to the next board, whose opening freezes what lives again. False when a closed board has not let go of its
        session yet (`closed_boards`)."""
        self._early_frame = None
        if self._boards_opened:
            gc.unfreeze()
            gc.collect()
        self._waiting_for_store = [(session, clocks) for session, clocks in self._waiting_for_store
                                   if session() is not None]
        self._boards_opened += 1
        return not self._boards_seen.closed_still_holding(self.screen_stack)

    def _show_before_store(self, session_id: object, *, leave_exits: bool = False, ahead: Any = None) -> bool:
        """Show a saved session read with sqlite3 while the store is still being imported; False when
        only the store can open it (then it is opened as soon as the store is).

        Its moves are written with sqlite3 on the same file when the store would open that file as it is
        (`sqlite_log_writer.writer_for`); otherwise its first write waits for the store, which migrates or repairs
        the file first. Its clock is saved with sqlite3 too until the store is open (`PendingClockStore`). `ahead`: the
        session as read while the list waited (`read_ahead`), the file unchanged since.
        """
        path = self._plain_file()
        if path is None or not isinstance(session_id, int):
            return False
        self._board_settled.clear()
        display_read = deferred.display_read()
        shown = ahead if ahead is not None else display_read.open_for_display(path, session_id, self.wait_for_store)
        if shown is None:
            self._board_settled.set()
            return False
        clocks = display_read.PendingClockStore(path)
        try:
            clock = deferred.game_clock()(clocks, shown.id)
        except StoreError:
            clock = None
        self._waiting_for_store.append((weakref.ref(shown), clocks))
        self._shown_early = True
        gc.freeze()  # as in `open_session`
        self._early_frame = frame = deferred.session_frame()(shown, clock=clock, leave_exits=leave_exits)
        self._boards_seen.opened(frame)
        mounted = self.push_screen(frame)
        self._end_opening_hold_once_drawn(frame)
        self.run_worker(self._settle_after(mounted, frame), name="board shown", group="board", exclusive=True)
        return True

    async def _settle_after(self, mounted: Any, frame: SessionFrame) -> None:
        """Let the store's import go on once the board shown early is mounted and its first drawing is whole (its
        footer's keys drawn: `SessionFrame.after_drawn_whole`), or it is covered or closed first. (It waited for the
        screen's own drawing only, and went on beside the footer's keys in some launches.)"""
        try:
            try:
                await mounted
            finally:  # even when this worker is cancelled: the keys held until now would be held for good
                if self._early_keys is not None:
                    self.call_later(self._release_early_keys)
            whole = asyncio.get_running_loop().create_future()
            frame.after_drawn_whole(partial(_settle, whole), if_closed=True)
            await whole
        finally:
            self._board_settled.set()
        self._check_file_ahead()

    def _check_file_ahead(self) -> None:
        """Check the file a board read with sqlite3 writes to now, in a worker, rather than on its first move's key
        (`sqlite_log_writer.check_ahead`: `PRAGMA quick_check`, 31 ms at 50,000 actions)."""
        path = self._plain_file()
        if path is None or self.store is not None:
            return
        self.run_worker(lambda: deferred.check_file_ahead(path), name="check the file before the first write",
                        group="file check", thread=True, exclusive=True, exit_on_error=False)

    async def on_event(self, event: events.Event) -> None:
        """Textual's handling of every event, except for the keys as they are read: those typed before the session
        opened at start is on the screen are held and given to it then (`companion --open ID` begins on the home
        screen), as are those typed after `n` while the store opens (`new_session`); and a screen that says which keys
        it admits drops the others: the home screen those of a burst typed for the screen that just closed
        (`HomeScreen.admits_key`), a choice dialog those read before it was made (`ChoiceDialog.admits_key`)."""
        if isinstance(event, events.Key):
            self._last_key = time.monotonic()
            self._last_key_typed = takes_typing(self.focused)
            if not event.is_forwarded:
                if self._early_keys is not None and not self._priority_key(event.key):
                    self._early_keys.append(event)
                    return
                admits = getattr(self.screen, "admits_key", None)  # the home screen's burst, a dialog's keys
                if admits is not None and not self._priority_key(event.key) and not admits(event):  # typed before it
                    return
        await super().on_event(event)

    def typed_into_text(self) -> bool:
        """Whether the last key came while a field that takes typing had the focus: the screen it closed was being
        typed into, and what the player still types was meant for it (`HomeScreen` then drops a burst)."""
        return self._last_key_typed

    def _priority_key(self, key: str) -> bool:
        """True for a key the app acts on whatever the screen (quitting)."""
        return any(binding.priority for binding in self._bindings.key_to_bindings.get(key, ()))

    async def _give_early_keys(self, mounted: Any) -> None:
        """Once the session opened at start is mounted, hand it the keys typed before, in the order typed (even when
        this worker is cancelled: they would be held for good)."""
        try:
            await mounted
        finally:
            self.call_later(self._release_early_keys)

    async def _release_early_keys(self) -> None:
        """Give the held keys to the screen in the order typed and at the pace typed: a key a moment after the one
        before is given that moment after it, as it would have reached a screen already there (an Enter that opens a
        list, and the Down typed after it, given at once, reached the list before it was shown). Keys typed meanwhile
        are held behind them."""
        held = self._early_keys
        if not held or not self.screen_stack:  # all given, or the app is closing: no screen to give them to
            self._early_keys = None
            return
        key = held.pop(0)
        await super().on_event(events.Key(key.key, key.character))
        if not held:
            self._early_keys = None
            return
        self.set_timer(min(max(held[0].time - key.time, 0.0), TYPED_GAP_AT_MOST), self._release_early_keys,
                       name="the next key typed while opening")

    def _store_or_say_it_opens(self) -> SessionStore | None:
        """The open store, or None after telling the table it is still opening (and letting it open)."""
        if self.store is None:
            self.want_store()
            self.notify(_("Still opening your saved sessions; try again in a moment."))
        return self.store

    def _after_store(self, then: Callable[[], None]) -> None:
        """Do `then` once the store is open, if the table is still on the screen it asked from; say so now."""
        asked_on = self.screen
        self.want_store()
        self.notify(_("Opening your saved sessions; this follows in a moment."))

        def when_open() -> None:
            if self.screen is asked_on:
                self.call_later(then)  # after the store's own opening has been handled, as a key would

        self._when_store_opens.append(when_open)

    def _machine_store(self, then: Callable[[], None] | None = None) -> SessionStore | None:
        """The store for what reads or changes every saved session of this machine: never in a locked app
        (a player link stays in its session), and only once the store is open (`then`, if given, is done
        as soon as it is)."""
        if self.locked:
            self._refuse_in_locked_mode()
            return None
        if self.store is None and then is not None:
            self._after_store(then)
            return None
        return self._store_or_say_it_opens()

    def new_session(self) -> None:
        """Open the wizard; when it creates a session, open that session. Asked before the store is open (the
        list read ahead of it already says there is none), the wizard opens as soon as the store has, and the keys
        typed meanwhile are held and given to it (`_store_opened`): a name typed right after n is the wizard's."""
        if self.store is None and not self.locked and self._early_keys is None:
            self._early_keys = []
        if self._machine_store(then=self.new_session) is None:
            return
        frame = deferred.session_frame()

        def created(live) -> None:
            if live is not None:
                self.push_screen(frame(live, clock=self._clock_of(live.id)))

        self.push_screen(deferred.new_session_wizard()(), created)

    def _clock_of(self, session_id: int) -> GameClock | None:
        """The session's game clock, or None (with a notification) if it cannot be read."""
        if self.store is None:
            return None
        try:
            return deferred.game_clock()(self.store, session_id)
        except StoreError as error:
            self.notify(error_text(error), title=_("The game clock is off"), severity="warning", timeout=8)
            return None

    def open_summary(self, session_id: int) -> None:
        """Show a session's summary, built from its stored log; a failure is a notification."""
        if self.locked and session_id != self._locked_session:
            self._refuse_in_locked_mode()
            return
        store = self._store_or_say_it_opens()
        if store is None:
            return
        try:
            report = deferred.build_report()(store, session_id)
        except (StoreError, RulesEngineError) as error:
            self.notify(error_text(error), title=_("Cannot build the summary"), severity="error", timeout=8)
            return
        self.push_screen(deferred.summary_screen()(report))

    def play_branch(self, branch: Any, real: Any, done: Callable[[Any], None]) -> None:
        """Play a what-if branch of a session in its own frame (`done` gets "adopt" or None when it closes).

        Not in a locked app: a branch is not the session it was opened on."""
        if self.locked:
            self._refuse_in_locked_mode()
            return
        self.push_screen(deferred.branch_frame()(branch, real), done)

    def open_rules(self, rule_id: str | None = None, *, query: str = "", game: str | None = None,
                   first: str | None = None) -> None:
        """Open the rules browser, with one rule selected when given; `first` is the game being played."""
        self.push_screen(deferred.rules_browser()(rule_id=rule_id, query=query, game=game, first=first))

    def open_dice_report(self) -> None:
        """Show the honest dice report over every saved session (the screen lets the table choose)."""
        store = self._machine_store()
        if store is None:
            return
        try:
            sessions = [(one.id, f"{one.name} ({one.game_title})") for one in store.list_sessions()]
        except StoreError as error:
            self.notify(error_text(error), severity="error", timeout=8)
            return
        self.push_screen(deferred.dice_report_screen()(store, sessions))

    def open_play_stats(self) -> None:
        """Show the stats across games over every saved session."""
        store = self._machine_store()
        if store is None:
            return
        stats = deferred.play_stats()
        try:
            plays = stats.all_plays(store)
        except (StoreError, RulesEngineError) as error:
            self.notify(error_text(error), severity="error", timeout=8)
            return
        self.push_screen(deferred.play_stats_screen()(stats.game_stats(plays), plays))

    def open_hero_editor(self) -> None:
        """Open the Dice Throne hero editor (not in a locked app: it saves into the catalogue)."""
        if self.locked:
            self._refuse_in_locked_mode()
            return
        self.push_screen(deferred.hero_editor()())

    def open_catalogue(self) -> None:
        """Open the catalogue: every game's kinds of card, each with its form (not in a locked app)."""
        if self.locked:
            self._refuse_in_locked_mode()
            return
        self.push_screen(deferred.catalogue_browser()())

    def open_catalogue_form(self, game: str, kind: str, *, name: str = "",
                            then: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        """Open the catalogue form of one kind on a new entry named `name`; it closes on saving and hands the
        saved entry (or None) to `then`. Not in a locked app: the form saves into this machine's catalogue."""
        if self.locked:
            self._refuse_in_locked_mode()
            if then is not None:
                then(None)
            return
        self.push_screen(deferred.catalogue_editor()(game, kind, name=name, close_on_save=True), then)

    def action_edit_heroes(self) -> None:
        """The palette's "Edit Dice Throne heroes"."""
        self.open_hero_editor()

    def action_catalogue(self) -> None:
        """The palette's "Catalogue: type in a card"."""
        self.open_catalogue()

    def action_language(self, code: str) -> None:
        """The palette's "Language: ..." commands."""
        self.switch_language(code)

    def get_theme(self, theme_name: str) -> Theme | None:
        """A registered theme by name (or the first of a comma-separated list that is registered), as Textual's own.

        Textual's reads its registered themes through `available_themes`, a copy of them all, twice a look-up; the
        current theme is looked up each time a widget's colours are worked out (about fifty times a move, through
        `current_theme` and `ansi_theme`). Read in place here: no copy (tests/tui/test_theme_look_ups.py)."""
        registered = self._registered_themes
        for name in theme_name.split(","):
            theme = registered.get(name.strip())
            if theme is not None:
                return theme
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "edit_heroes":  # not from the editor itself
            return not isinstance(self.screen, deferred.hero_editor())
        if action == "catalogue":  # not from the catalogue itself
            return not isinstance(self.screen, deferred.catalogue_browser())
        return True

    def switch_language(self, code: str) -> None:
        """Speak `code` (en, ru, pl) from now on: remember it in the settings and draw every screen again."""
        if self.locked:
            self._refuse_in_locked_mode()
            return
        use_language(code)
        try:
            write_setting(LANGUAGE_SETTING, code)
        except OSError as error:
            self.notify(error_text(error), title=_("The language is not remembered"), severity="warning")
        if self.in_memory:
            self.sub_title = _("in memory: nothing is saved")
        for screen in self.screen_stack:
            changed = getattr(screen, "language_changed", None)
            if changed is not None:
                changed()
            for footer in screen.query(Footer):
                footer.call_later(footer.recompose)  # in the footer's own context (it binds data)
        self.notify(_("Interface language: {language}").format(language=language_name(code)))

    # -- the locked app (a phone's player link): one policy, `locked_mode`, asked here ------------

    def _refuse_in_locked_mode(self) -> None:
        self.notify(_("A player link plays this session only: that is not open to it."),
                    title=_("Not from a player link"), severity="warning")

    def _locked_refuses(self, action: Any, default_namespace: Any, namespaces: Mapping[str, Any] | None = None) -> bool:
        """True when the app is locked and the action is not one of its session's (see `locked_mode`)."""
        if not self.locked:
            return False
        try:
            target, name, _params = self._parse_action(action, default_namespace, namespaces)
        except Exception:  # noqa: BLE001 - an action that does not parse runs nowhere
            return True
        return not locked_mode.allowed_action(self, target, name)

    def _check_action_state(self, action: str, default_namespace: Any) -> bool | None:
        """Textual's check (the footer, help and palette ask it), refusing what a locked app does not run.

        The action is parsed once, for the lock and the check alike (Textual's own check parses it as here, then asks
        its target's `check_action`): the footer asks this for each of its keys at every refresh of its keys."""
        if not self.locked:
            return super()._check_action_state(action, default_namespace)
        try:
            target, name, parameters = self._parse_action(action, default_namespace)
        except Exception:  # noqa: BLE001 - an action that does not parse runs nowhere
            return False
        if not locked_mode.allowed_action(self, target, name):
            return False
        return target.check_action(name, parameters)

    async def run_action(self, action: Any, default_namespace: Any = None,
                         namespaces: Mapping[str, Any] | None = None) -> bool:
        """Run an action (every key binding and palette command comes here); a locked app runs only its session's."""
        if self._locked_refuses(action, self if default_namespace is None else default_namespace, namespaces):
            return False
        return await super().run_action(action, default_namespace, namespaces)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's own palette commands; a locked app keeps only those that act on nothing but its view."""
        for command in super().get_system_commands(screen):
            if not self.locked or locked_mode.allowed_system_command(self, command.callback):
                yield translated_command(command)

    def action_command_palette(self) -> None:
        """Textual's command palette, its placeholder in the interface's language."""
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]  # App[None] is an App
            self.push_screen(deferred.command_palette()(id="--command-palette", placeholder=palette_word(COMMANDS_PLACEHOLDER)))

    def search_themes(self) -> None:
        """The palette's theme picker (Textual's "Theme" command), its placeholder in the interface's language."""
        self.push_screen(deferred.command_palette()(providers=[ThemeProvider], placeholder=palette_word(THEMES_PLACEHOLDER)))

    def push_screen(self, screen: Any, callback: Any = None,
                    wait_for_dismiss: bool = False, *, mode: str | None = None) -> Any:
        """Show a screen; a locked app refuses every screen but its session's (a notification, nothing shown)."""
        if self.store is None and (self._shown_early or self._store_on_need) and screen is not self._early_frame \
                and needs_store(screen):
            # What is opened over a board or a list read before the store may read or write through it (help, the
            # timeline, a prompt or a tray do not: `NEEDS_STORE = False`; what they lead to asks for it if need be).
            self.want_store()
        if self.locked and not (isinstance(screen, Screen) and locked_mode.allowed_screen(screen)):
            self._refuse_in_locked_mode()
            if wait_for_dismiss:
                refused: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
                refused.set_result(None)
                return refused
            return AwaitMount(self.screen, [])
        return super().push_screen(screen, callback, wait_for_dismiss=wait_for_dismiss, mode=mode)  # type: ignore[call-overload]  # a bool: either overload

    def switch_screen(self, screen: Any) -> Any:
        """Replace the top screen; a locked app refuses every screen but its session's."""
        if self.locked and not (isinstance(screen, Screen) and locked_mode.allowed_screen(screen)):
            self._refuse_in_locked_mode()
            return AwaitMount(self.screen, [])
        return super().switch_screen(screen)

    def action_help(self) -> None:
        """Show the keys of the current screen."""
        help_screen = deferred.help_screen()
        if isinstance(self.screen, help_screen):
            self.screen.dismiss(None)
            return
        self.push_screen(help_screen(self.screen))


def make_app(store: SessionStore | None = None, *, db_url: str | None = None, memory: bool = False,
             keymap: dict[str, str] | None = None, keymap_error: str = "",
             open_session: int | None = None, language: str | None = None) -> CompanionApp:
    """The app on an open store, or on the store at `db_url` that it opens after its first frame.

    Used by the command line (with a URL), the tests and the snapshots (with a store).
    """
    return CompanionApp(store, db_url=db_url, memory=memory, keymap=keymap, keymap_error=keymap_error,
                        open_session=open_session, language=language)


def refuse_plainly_unusable(db_url: str | None, *, memory: bool = False) -> None:
    """StoreError for a database the app could never open, found without SQLAlchemy before the app starts.

    An URL that is none, an empty SQLite path, a folder, or a file that is not a whole SQLite file
    is refused here; everything else (integrity, a foreign or newer database) by the store itself
    when the app opens it.
    """
    url = db_url if db_url is not None else ("sqlite://" if memory else default_db_url())
    place = place_of(url)
    if place is not None and place.file is not None:
        check_file_header(place.file)


def run_app(db_url: str | None, *, memory: bool = False, open_session: int | None = None,
            language: str | None = None) -> None:
    """Run the TUI on the store at `db_url` (None: the user data folder; `memory`: an in-memory one).

    In memory the home screen says that nothing is saved. The interface speaks `language` (--lang),
    else the one remembered in the settings, else the system locale's (English when it is none of ours).

    The store is opened by the app after its first frame. A store that cannot be opened
    (damaged, foreign, newer), or an app that stops on an error, is reported as one line on stderr
    and the process exits non-zero; the database is left untouched. Keys chosen in the keymap file
    (binding id -> key) replace the defaults; a malformed file is reported in the app.
    """
    try:
        refuse_plainly_unusable(db_url, memory=memory)
    except StoreError as error:
        print(f"companion: {error}", file=sys.stderr)
        raise SystemExit(1) from None
    try:
        keymap, keymap_error = load_keymap(), ""
    except KeymapError as error:
        keymap, keymap_error = {}, str(error)
    app = make_app(db_url=db_url, memory=memory, keymap=keymap, keymap_error=keymap_error,
                   open_session=open_session, language=resolve_language(language, saved_language()))
    try:
        app.run()
    finally:
        close = getattr(app.store or app.opened_store, "close", None)
        if close is not None:
            close()
    if app.store_error:
        print(f"companion: {app.store_error}", file=sys.stderr)
        raise SystemExit(1)
    if app.exit_reason:
        print(f"companion: error: {app.exit_reason}", file=sys.stderr)
        raise SystemExit(app.return_code or 2)
    if app.return_code:  # Textual has shown the error; the shell must see a failure too
        if app.crash_report is not None:
            print(_("companion: error: the app stopped on an unexpected error (shown above); please report it with "
                    "{path}").format(path=app.crash_report), file=sys.stderr)
        else:
            print("companion: error: the app stopped on an unexpected error (shown above; please report it)",
                  file=sys.stderr)
        raise SystemExit(app.return_code)


if TYPE_CHECKING:
    def _screens_see_a_table_app(app: CompanionApp) -> TableApp:
        """mypy checks that the app is what the screens take it for (`screens.table_app`)."""
        return app
