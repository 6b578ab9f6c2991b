"""A live session's reads and writes with Python's sqlite3 module (`log_writer.LogWriter`), for a board read with
sqlite3 before the store was needed (`display_read`): its moves then import neither SQLAlchemy, nor SQLModel, nor
pydantic (about 26 MiB resident, and half a second of CPU on the first move).

The same tables and statements as the store's writer (`sql_log_writer`), and the same guarantees: each move one
`BEGIN IMMEDIATE` transaction (the session's revision moved on by compare-and-set, the log row, its chance request, a
snapshot now and then), committed before the move returns, on a connection set as the store's engine sets its own
(`sqlite_settings`: WAL, `synchronous=FULL`, the busy timeout, foreign keys). Times are stored in the text SQLAlchemy
writes (`time_text`, held equal to the store's by a test), so either writer reads what the other wrote.

Only a file the store would open as it is may be written this way (`writer_for`): ours, at `SCHEMA_HEAD`, its tables
agreeing with that, `PRAGMA quick_check` passing (`probe.probe_sqlite_file`, as the store's opening checks it). Any
other file is left to the store, which migrates, repairs or refuses it before anything is written. The first write
also records the app's version in the file, as the store's opening does.

That check reads every page of the file (31 ms of CPU at 50,000 actions): the app makes it ahead, in a worker once
the board is drawn (`check_ahead`), and the first move takes its answer (waiting for it if it is still under way),
after looking again at the file's identity and header (a file replaced or cut short since is checked again).
"""

from __future__ import annotations

import atexit
import os
import sqlite3
import threading
import weakref
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from companion import __version__
from companion.services.store.errors import StoreError
from companion.services.store.failures import database_failure
from companion.services.store.log_loading import LOG_HEAD_COLUMNS, LOG_READ_COLUMNS
from companion.services.store.log_writer import SessionHead, chains_of
from companion.services.store.marker import SCHEMA_HEAD
from companion.services.store.probe import check_file_header, probe_sqlite_file
from companion.services.store.snapshot_cache import ReadSnapshot, SessionSnapshots, sealed_notes
from companion.services.store.sqlite_settings import BUSY_TIMEOUT_MS, SYNCHRONOUS
from companion.services.store.times import to_db
from rules_engine.messages import N_

ADVANCE = ("UPDATE sessions SET revision = ?, last_played = ?, actions = ? "
           "WHERE id = ? AND uid = ? AND revision = ?")
APPEND = ("INSERT INTO log_entries (session_id, seq, kind, action, ruling, overridden, target_seq, created_at, digest) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
ADD_CHANCE = "INSERT INTO chance_requests (session_id, seq, record, digest) VALUES (?, ?, ?, ?)"
HEAD = "SELECT revision, name, actions FROM sessions WHERE id = ? AND uid = ?"
HEADS = (f"SELECT {', '.join(LOG_HEAD_COLUMNS)} FROM log_entries "
         "WHERE session_id = ? AND seq <= ? ORDER BY seq")
ROWS = (f"SELECT {', '.join(LOG_READ_COLUMNS)} FROM log_entries "
        "WHERE session_id = ? AND seq >= ? ORDER BY seq")
ROWS_TO = (f"SELECT {', '.join(LOG_READ_COLUMNS)} FROM log_entries "
           "WHERE session_id = ? AND seq >= ? AND seq <= ? ORDER BY seq")
CHANCE = "SELECT record, digest FROM chance_requests WHERE session_id = ? AND seq = ?"
SNAPSHOT = "SELECT state, notes FROM state_snapshots WHERE session_id = ? AND action_seq = ? AND rules_key = ?"
INSERT_SNAPSHOT = ("INSERT INTO state_snapshots (session_id, action_seq, rules_key, state, notes, log_digest) "
                   "VALUES (?, ?, ?, ?, ?, ?)")
APP_VERSION = "SELECT value FROM companion_meta WHERE key = 'app_version'"
SET_APP_VERSION = "INSERT OR REPLACE INTO companion_meta (key, value) VALUES ('app_version', ?)"


#: Writers whose connection is open: closed when the program ends (`_close_open_writers`).
OPEN_WRITERS: weakref.WeakSet[SqliteLogWriter] = weakref.WeakSet()


@atexit.register
def _close_open_writers() -> None:
    """Close every writer's connection as the program ends: the last connection to close folds the write-ahead log
    back into the file, as the store's own `close` does, so that the file alone holds every move (a copy of it is a
    whole backup). Nothing committed depends on it: a write-ahead log left behind is read by the next opening."""
    for writer in list(OPEN_WRITERS):
        writer.close()


def time_text(moment: datetime) -> str:
    """The text SQLAlchemy stores an aware datetime column's value as on SQLite (UTC, no offset, microseconds)."""
    moment = to_db(moment)
    return (f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d} "
            f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}")


def writer_for(path: Path, where: str) -> SqliteLogWriter | None:
    """A writer on the database file at `path` when the store would open it as it is (see the module's doc);
    None when only the store may write to it (it must be migrated or repaired first, or is damaged, foreign or busy:
    the store says so). The check made ahead (`check_ahead`) is taken if there is one for this file, once."""
    with _CHECKS_LOCK:
        ahead = _CHECKS.pop(path.resolve(), None)
    usable = ahead.answer(path) if ahead is not None else None
    if usable is None:  # none made ahead, or the file is no longer the one checked
        usable = _written_as_it_is(path)
    return SqliteLogWriter(path, where) if usable else None


def _written_as_it_is(path: Path) -> bool:
    """True when the store would open the file at `path` as it is (`writer_for`): `PRAGMA quick_check` included."""
    try:
        probe = probe_sqlite_file(path)
    except StoreError:
        return False
    return not probe.new and probe.revision == SCHEMA_HEAD and probe.tables_agree


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's device and inode (None when it is gone): a file put in its place since is another file."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


class FileCheck:
    """`writer_for`'s check of one file, made ahead of the first write (`check_ahead`)."""

    def __init__(self) -> None:
        self._done = threading.Event()
        self._usable = False
        self._identity: tuple[int, int] | None = None

    @property
    def done(self) -> bool:
        """True once the check has its answer."""
        return self._done.is_set()

    def run(self, path: Path) -> None:
        """Check the file now (in the calling thread; the first write waits for the answer if it comes meanwhile)."""
        try:
            self._identity = _identity(path)
            self._usable = _written_as_it_is(path)
        finally:
            self._done.set()

    def answer(self, path: Path) -> bool | None:
        """Whether the file may be written with sqlite3, waiting for a check under way; None when the file is not the
        one checked any more (replaced, gone, or its header no longer that of a whole SQLite file): check it again.

        Between the check and the first write only this app's board wrote to the file (its clock), or another
        program through SQLite, which keeps it whole; a file replaced, cut short or overwritten at its start is
        seen here, and SQLite refuses a damaged page that a write touches (the store then says so)."""
        self._done.wait()
        if self._identity is None or _identity(path) != self._identity:
            return None
        try:
            check_file_header(path)
        except StoreError:
            return None
        return self._usable


#: The checks made ahead, by the file's resolved path; each taken by the next `writer_for` on that file.
_CHECKS: dict[Path, FileCheck] = {}
_CHECKS_LOCK = threading.Lock()


def check_ahead(path: Path) -> None:
    """Make `writer_for`'s check of the file at `path` now, so that the first move does not (from a worker, once a
    board read with sqlite3 is drawn: `PRAGMA quick_check` reads every page, and lets other threads run meanwhile).
    Nothing is done while a check of that file is under way; a check made earlier and not taken yet is made again."""
    key = path.resolve()
    with _CHECKS_LOCK:
        under_way = _CHECKS.get(key)
        if under_way is not None and not under_way.done:
            return
        check = _CHECKS[key] = FileCheck()
    check.run(path)


class SqliteMoveWrite:
    """One write transaction on the writer's sqlite3 connection (`log_writer.MoveWrite`)."""

    __slots__ = ("conn",)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def advance(self, session_id: int, uid: str, seen: int, last_played: datetime, actions: int) -> bool:
        moved = self.conn.execute(ADVANCE, (seen + 1, time_text(last_played), actions, session_id, uid, seen))
        return moved.rowcount == 1

    def append(self, row: dict[str, Any]) -> None:
        self.conn.execute(APPEND, (row["session_id"], row["seq"], row["kind"], row["action"], row["ruling"],
                                   bool(row["overridden"]), row["target_seq"], time_text(row["created_at"]),
                                   row["digest"]))

    def add_chance(self, row: dict[str, Any]) -> None:
        self.conn.execute(ADD_CHANCE, (row["session_id"], row["seq"], row["record"], row["digest"]))

    def chains_at(self, session_id: int, seqs: Iterable[int]) -> dict[int, str]:
        wanted = set(seqs)
        if not wanted:
            return {}
        return chains_of(self.conn.execute(HEADS, (session_id, max(wanted))), wanted)

    def write_snapshots(self, snapshots: SessionSnapshots, rows: list[dict]) -> None:
        """As `snapshots.write_snapshots` does through SQLAlchemy: stale and clashing rows dropped, the new ones
        sealed with their checksums."""
        session_id = snapshots.session_id
        if snapshots.drop_all:
            self.conn.execute("DELETE FROM state_snapshots WHERE session_id = ?", (session_id,))
        elif snapshots.stale:
            self.conn.execute("DELETE FROM state_snapshots WHERE session_id = ? AND rules_key != ?",
                              (session_id, snapshots.key))
            if snapshots.unusable:
                self._delete(session_id, sorted(snapshots.unusable))
        if rows:
            self._delete(session_id, [row["action_seq"] for row in rows])
            self.conn.executemany(INSERT_SNAPSHOT, [
                (row["session_id"], row["action_seq"], row["rules_key"], row["state"], sealed_notes(row),
                 row["log_digest"]) for row in rows])

    def _delete(self, session_id: int, seqs: list[int]) -> None:
        marks = ", ".join("?" * len(seqs))
        self.conn.execute(f"DELETE FROM state_snapshots WHERE session_id = ? AND action_seq IN ({marks})",
                          (session_id, *seqs))


class SqliteLogWriter:
    """A live session's log in an SQLite file, through one sqlite3 connection kept for the sitting."""

    in_memory = False

    def __init__(self, path: Path, where: str) -> None:
        self.path = path
        self.where = where
        self._conn: sqlite3.Connection | None = None
        self._version_recorded = False

    def connection(self) -> sqlite3.Connection:
        """The writer's connection, opened (and set as the store's engine sets its own) on first use."""
        if self._conn is None:
            conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=rw", uri=True,
                                   timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False)
            try:
                conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
                conn.execute("PRAGMA foreign_keys = ON")
            except BaseException:
                conn.close()
                raise
            self._conn = conn
            OPEN_WRITERS.add(self)
        return self._conn

    def close(self) -> None:
        """Close the connection (the next use opens another)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
            OPEN_WRITERS.discard(self)

    def _failure(self, error: sqlite3.Error, doing: str) -> StoreError:
        return database_failure(self.where, doing, error, operational=isinstance(error, sqlite3.OperationalError),
                                folder=self.path.parent)

    @contextmanager
    def writing(self, doing: str) -> Iterator[SqliteMoveWrite]:
        try:
            conn = self.connection()
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self._failure(error, doing) from None
        try:
            if not self._version_recorded:  # as the store's opening records it
                found = conn.execute(APP_VERSION).fetchone()
                if found is None or found[0] != __version__:
                    conn.execute(SET_APP_VERSION, (__version__,))
            yield SqliteMoveWrite(conn)
            conn.execute("COMMIT")
        except BaseException as error:
            if conn.in_transaction:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if isinstance(error, sqlite3.Error):
                raise self._failure(error, doing) from None
            raise
        self._version_recorded = True

    def stored_time(self, moment: datetime) -> str:
        return time_text(moment)

    def _read(self, doing: str, read: Any) -> Any:
        """`read(conn)` in one read transaction; its failures as StoreErrors about `doing`."""
        try:
            conn = self.connection()
            conn.execute("BEGIN")
            try:
                return read(conn)
            finally:
                conn.execute("COMMIT")
        except sqlite3.Error as error:
            raise self._failure(error, doing) from None

    def head(self, session_id: int, uid: str) -> SessionHead | None:
        found = self._read(N_("save the action"), lambda conn: conn.execute(HEAD, (session_id, uid)).fetchone())
        return None if found is None else SessionHead(*found)

    def changes(self, session_id: int, uid: str, seen: SessionHead, from_seq: int) -> tuple[SessionHead | None, list]:
        def read(conn: sqlite3.Connection) -> tuple[SessionHead | None, list]:
            found = conn.execute(HEAD, (session_id, uid)).fetchone()
            if found is None:
                return None, []
            head = SessionHead(*found)
            if (head.revision, head.name) == (seen.revision, seen.name):
                return head, []
            return head, conn.execute(ROWS, (session_id, from_seq)).fetchall()

        return self._read(N_("reload the session"), read)

    def rows(self, session_id: int, first: int, last: int | None = None) -> list:
        values: tuple[int, ...] = (session_id, first)
        if last == first:  # one entry's texts: the row at `first` or, when it is gone, the one after it
            query = ROWS + " LIMIT 1"
        elif last is None:
            query = ROWS
        else:
            query, values = ROWS_TO, (session_id, first, last)
        return self._read(N_("read an old ruling"), lambda conn: conn.execute(query, values).fetchall())

    def chance(self, session_id: int, seq: int) -> tuple[str, str] | None:
        return self._read(N_("read an old ruling"), lambda conn: conn.execute(CHANCE, (session_id, seq)).fetchone())

    def snapshot_reader(self, session_id: int) -> ReadSnapshot:
        def read(seq: int, key: str) -> tuple[str, str] | None:
            try:
                return self._read(N_("read the session"),
                                  lambda conn: conn.execute(SNAPSHOT, (session_id, seq, key)).fetchone())
            except StoreError:
                return None  # unreadable: the cache is ignored and the state replayed from the log

        return read
