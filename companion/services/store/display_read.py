"""Opening a saved session for the board with Python's sqlite3 alone, before SQLAlchemy is imported.

Importing SQLAlchemy and SQLModel takes about half a second, longer than the rest of resuming a
session, so the app reads the chosen session this way (read-only: its row, its snapshots' keys,
its log under the latest snapshot's log digest, exactly as `SessionStore.open_session` checks
them) and shows the board while the store is imported and opened behind it. `DisplaySession`
reads like a `LiveSession`. Its first write makes a `LiveSession` that shares its timeline and
commits every action before it returns, as always: with sqlite3 on the same file when the store
would open the file as it is (`sqlite_log_writer`), so that a board's moves never import the store;
otherwise through the store, which its first write then waits for (`attach`).

`open_for_display` answers None whenever only the store can say (no file, a schema that is not
`SCHEMA_HEAD` and so must be migrated first, another program's file, a missing, damaged or busy
session): the app then opens the session through the store, which reports what is wrong.
A test checks that a session read this way equals the one the store opens.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from companion.services.store.chance_log import RECORD_QUERY
from companion.services.store.checksums import row_session_digest
from companion.services.store.disk_space import is_disk_full
from companion.services.store.errors import SessionNotFound, StoreError, disk_full_error
from companion.services.store.live import LiveSession
from companion.services.store.log_loading import (LOG_HEAD_COLUMNS, LOG_READ_COLUMNS, LoadedSession,
                                                  cyclic_collection_paused)
from companion.services.store.marker import APPLICATION_MARKER, SCHEMA_HEAD
from companion.services.store.snapshot_cache import SessionSnapshots
from companion.services.store.sqlite_log_writer import writer_for
from companion.services.store.sqlite_settings import BUSY_TIMEOUT_MS, READ_ONCE_CACHE_KIB, SYNCHRONOUS
from companion.services.store.timeline import LogEntry
from companion.services.store.times import now
from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.errors import RulesEngineError
from rules_engine.game import GameSetup
from rules_engine.games import get_game
from rules_engine.messages import Message, N_
from rules_engine.ruling import Ruling

MARKS_QUERY = ("SELECT (SELECT value FROM companion_meta WHERE key = 'application'), "
               "(SELECT version_num FROM alembic_version)")
SESSION_QUERY = ("SELECT id, uid, name, game_id, setup, created_at, revision, actions, digest "
                 "FROM sessions WHERE id = ?")
KEYS_QUERY = "SELECT action_seq, rules_key, log_digest FROM state_snapshots WHERE session_id = ?"
SNAPSHOT_QUERY = ("SELECT state, notes FROM state_snapshots "
                  "WHERE session_id = ? AND action_seq = ? AND rules_key = ?")
HEADS_QUERY = (f"SELECT {', '.join(LOG_HEAD_COLUMNS)} FROM log_entries "
               "WHERE session_id = ? AND seq <= ? ORDER BY seq")
ROWS_QUERY = (f"SELECT {', '.join(LOG_READ_COLUMNS)} FROM log_entries "
              "WHERE session_id = ? AND seq >= ? ORDER BY seq")
CLOCK_QUERY = "SELECT clock FROM sessions WHERE id = ?"
CLOCK_UPDATE = "UPDATE sessions SET clock = ? WHERE id = ?"


class StoredSession(NamedTuple):
    """A `sessions` row as this module reads it (the columns `SESSION_QUERY` names)."""

    id: int
    uid: str
    name: str
    game_id: str
    setup: str
    created_at: str
    revision: int
    actions: int
    digest: str


class Writer(Protocol):
    """What a display session needs of the store once it is open (`SessionStore`)."""

    def adopt_session(self, loaded: LoadedSession) -> Any:
        """The `LiveSession` that writes for `loaded`."""


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection to the database file (never creating it), with a small page cache: each use reads
    what it needs once and closes."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=1, check_same_thread=False)
    conn.execute(f"PRAGMA cache_size = -{READ_ONCE_CACHE_KIB}")
    return conn


class DisplaySession(LoadedSession):
    """A saved session read with sqlite3 for the board; its first write waits for the store (`attach`)."""

    def __init__(self, path: Path, where: str, row: StoredSession, game: Any, setup: GameSetup,
                 keys: Iterable[Any], wait_for_store: Callable[[], Writer]) -> None:
        self.path = path
        self._wait_for_store = wait_for_store
        #: The store's session once attached: every write and reload goes through it.
        self.live: Any = None
        super().__init__(where, False, row, game, setup,
                         lambda timeline: SessionSnapshots(self._read_snapshot, row.id, game,
                                                           type(timeline.known_state(0)), keys))

    @property
    def revision(self) -> int:
        """The session's revision (the store's session's once attached: it moves with every write)."""
        return self.live.revision if self.live is not None else self._revision

    @revision.setter
    def revision(self, value: int) -> None:
        self._revision = value

    @property
    def name(self) -> str:
        """The session's name (the store's session's once attached: a rename elsewhere reaches it)."""
        return self.live.name if self.live is not None else self._name

    @name.setter
    def name(self, value: str) -> None:
        self._name = value

    # -- reading with sqlite3 -------------------------------------------------------------------

    def _read_snapshot(self, seq: int, key: str) -> tuple[str, str] | None:
        try:
            conn = connect_read_only(self.path)
            try:
                return conn.execute(SNAPSHOT_QUERY, (self.id, seq, key)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error:
            return None  # unreadable: the cache is ignored and the state replayed from the log

    def _stored_texts(self, seq: int) -> tuple[str | None, str | None]:
        try:
            conn = connect_read_only(self.path)
            try:
                row = conn.execute(ROWS_QUERY + " LIMIT 1", (self.id, seq)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error as error:
            raise StoreError(Message("could not read an old ruling in {where}: {error}", where=self.where_stored,
                                     error=error)) from None
        return self.checked_texts(seq, row)

    def _stored_chance(self, seq: int) -> tuple[str, str] | None:
        if self.live is not None:
            return self.live._stored_chance(seq)
        try:
            conn = connect_read_only(self.path)
            try:
                return conn.execute(RECORD_QUERY, (self.id, seq)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error as error:
            raise StoreError(Message("could not read an old ruling in {where}: {error}", where=self.where_stored,
                                     error=error)) from None

    # -- writing through the store --------------------------------------------------------------

    def attach(self, store: Writer) -> None:
        """Hand the writing to the open store (it also stores the snapshots this opening would have), unless the
        session already writes with sqlite3 (its first write came before the store was open)."""
        if self.live is None:
            self.live = store.adopt_session(self)

    def _writer(self) -> Any:
        """The session that writes: on the file with sqlite3 when the store would open it as it is
        (`sqlite_log_writer.writer_for`), else the store's, waiting for the store to open if need be."""
        if self.live is None:
            writer = writer_for(self.path, self.where_stored)
            if writer is not None:
                self.live = LiveSession.adopt(writer, self)
            else:
                self.attach(self._wait_for_store())
        return self.live

    def act(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> Ruling:
        """Apply and commit an action, with the chance request it answered if any (`LiveSession.act`)."""
        return self._writer().act(action, override=override, chance=chance)

    def undo(self) -> LogEntry | None:
        """Undo the latest active action (`LiveSession.undo`)."""
        return self._writer().undo()

    def redo(self) -> LogEntry | None:
        """Redo the latest undone action (`LiveSession.redo`)."""
        return self._writer().redo()

    def refresh(self) -> bool:
        """Catch up with another window's changes (`LiveSession.refresh`); False until the session first wrote."""
        if self.live is None:
            return False
        return self.live.refresh()


def file_mark(path: Path) -> tuple[tuple[int, ...] | None, ...]:
    """What tells whether the database file at `path` changed since: the device, inode, size and modification time
    (nanoseconds) of the file and of its write-ahead log (None for one that is not there). Every commit of any program
    writes to the log or the file, and a file replaced has another inode; taken before a read that lasts longer than
    the file system's clock tick, a mark equal later means nothing was written since the read. (Not the change time:
    SQLite run as root gives the log the file's owner each time it opens it, a read-only connection too.)"""
    marks: list[tuple[int, ...] | None] = []
    for place in (path, path.with_name(path.name + "-wal")):
        try:
            found = place.stat()
        except OSError:
            marks.append(None)
        else:
            marks.append((found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns))
    return tuple(marks)


def open_for_display(path: Path, session_id: int, wait_for_store: Callable[[], Writer],
                     where: str | None = None,
                     connected: Callable[[sqlite3.Connection | None], None] | None = None) -> DisplaySession | None:
    """The session `session_id` of the database file at `path`, read with sqlite3; None if only the store can tell.

    `wait_for_store()` gives the open store when the session first writes. `connected` is told the connection the
    read uses once it is open, and None once it is closed (a read in a worker may then be interrupted from another
    thread: `sqlite3.Connection.interrupt`, and answers None).
    """
    if not path.is_file():
        return None
    where = str(path) if where is None else where
    try:
        conn = connect_read_only(path)
        if connected is not None:
            connected(conn)
        try:
            with cyclic_collection_paused():
                return _read(conn, path, where, session_id, wait_for_store)
        finally:
            if connected is not None:
                connected(None)
            conn.close()
    except (sqlite3.Error, OSError, StoreError, RulesEngineError, ValueError, TypeError, KeyError,
            AttributeError, UnicodeDecodeError):
        return None


def _read(conn: sqlite3.Connection, path: Path, where: str, session_id: int,
          wait_for_store: Callable[[], Writer]) -> DisplaySession | None:
    if conn.execute(MARKS_QUERY).fetchone() != (APPLICATION_MARKER, SCHEMA_HEAD):
        return None  # not ours, or a schema to migrate first: the store's business
    found = conn.execute(SESSION_QUERY, (session_id,)).fetchone()
    if found is None:
        return None
    row = StoredSession(*found)
    if row_session_digest(row) != row.digest:
        return None
    game = get_game(row.game_id)
    setup = game.validate_setup(GameSetup.from_json(json.loads(row.setup)))
    keys = conn.execute(KEYS_QUERY, (session_id,)).fetchall()
    session = DisplaySession(path, where, row, game, setup, keys, wait_for_store)
    session.read_log(lambda upto: conn.execute(HEADS_QUERY, (session_id, upto)),
                     lambda from_seq: conn.execute(ROWS_QUERY, (session_id, from_seq)))
    session.finish_loading()
    session.check_complete(row.actions)
    return session


class PendingClockStore:
    """Where a displayed session's game clock is read and saved until the store is open: with sqlite3,
    each save one committed UPDATE of the session's clock column (the store's own `write_clock_text`
    does no more), so a board that never writes never waits for the store, and a clock saved before the
    store opens is never lost. Once the store is attached, every read and save goes through it."""

    read_only = False

    def __init__(self, path: Path) -> None:
        self.path = path
        self.store: Any = None

    def now(self) -> Any:
        """The current time, aware UTC (the store's clock)."""
        return now()

    def read_clock_text(self, session_id: int) -> str:
        """The clock saved with the session, read with sqlite3 (or through the store once attached)."""
        if self.store is not None:
            return self.store.read_clock_text(session_id)
        try:
            conn = connect_read_only(self.path)
            try:
                found = conn.execute(CLOCK_QUERY, (session_id,)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error as error:
            raise StoreError(Message("could not read the game clock in {where}: {error}", where=self.path,
                                     error=error)) from None
        if found is None or found[0] is None:
            raise SessionNotFound(Message("no session {id} in {where}", id=session_id, where=self.path))
        return found[0]

    def write_clock_text(self, session_id: int, text: str) -> None:
        """Save the clock, committed before returning: with sqlite3, or through the store once attached."""
        if self.store is not None:
            self.store.write_clock_text(session_id, text)
            return
        try:
            conn = sqlite3.connect(self.path.resolve().as_uri() + "?mode=rw", uri=True,
                                   timeout=BUSY_TIMEOUT_MS / 1000)
            try:
                conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
                with conn:
                    conn.execute(CLOCK_UPDATE, (text, session_id))
            finally:
                conn.close()
        except sqlite3.Error as error:
            if is_disk_full(error, self.path.parent):
                raise disk_full_error(self.path, N_("save the game clock")) from None
            raise StoreError(Message("could not save the game clock in {where}: {error}", where=self.path,
                                     error=error)) from None

    def attach(self, store: Any) -> None:
        """Read and save through the open store from now on."""
        self.store = store
        self.read_only = bool(getattr(store, "read_only", False))
