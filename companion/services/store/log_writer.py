"""What a live session reads and writes its log through (no SQL here, standard library only).

`LiveSession` (live.py) decides what a move writes: the session's revision moved on by compare-and-set, the log's new
row, the chance request it answered, a snapshot now and then, all in one transaction committed before the move
returns. Two writers carry that out on the same tables with the same statements: the store's, through SQLAlchemy
(`sql_log_writer`, what `SessionStore.open_session` gives), and, for a board read with sqlite3 before the store was
needed (`display_read`), Python's sqlite3 module on the same file with the store's connection settings
(`sqlite_log_writer`): a board's moves then import neither SQLAlchemy, nor SQLModel, nor pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, NamedTuple, Protocol

from companion.services.store.checksums import chain_text, log_chain, log_head_line
from companion.services.store.snapshot_cache import ReadSnapshot, SessionSnapshots


class SessionHead(NamedTuple):
    """What a session's row says now: its revision, name and count of active actions."""

    revision: int
    name: str
    actions: int


class MoveWrite(Protocol):
    """One open write transaction of a move (committed when its block ends, rolled back on an error)."""

    def advance(self, session_id: int, uid: str, seen: int, last_played: datetime, actions: int) -> bool:
        """Move the session's revision from `seen` to `seen + 1` (and its last played time and count of actions);
        False when no row matched (another writer moved it on, or it was deleted)."""

    def append(self, row: dict[str, Any]) -> None:
        """Add one log row (session_id, seq, kind, action, ruling, overridden, target_seq, created_at, digest)."""

    def add_chance(self, row: dict[str, Any]) -> None:
        """Add one `chance_requests` row (`chance_log.chance_row`)."""

    def chains_at(self, session_id: int, seqs: Iterable[int]) -> dict[int, str]:
        """The log digest of the stored rows up to each of `seqs`, read in this transaction (`chains_of`)."""

    def write_snapshots(self, snapshots: SessionSnapshots, rows: list[dict]) -> None:
        """Store snapshot rows, first dropping stale and clashing ones (`snapshots.write_snapshots`)."""


class LogWriter(Protocol):
    """Where a live session's log lives: its writes, and the reads a sitting makes after opening."""

    #: The database as the player reads it (a file path or a URL without its password).
    where: str

    @property
    def in_memory(self) -> bool:
        """True for an in-memory database: nothing is saved when the app closes."""
        ...

    def writing(self, doing: str) -> AbstractContextManager[MoveWrite]:
        """One write transaction about `doing` (a marked message); its database failures are StoreErrors."""
        ...

    def stored_time(self, moment: datetime) -> str:
        """The text a log row's time `moment` is stored as (what a log digest's head line reads back)."""
        ...

    def head(self, session_id: int, uid: str) -> SessionHead | None:
        """The session's row now, None when it is gone."""
        ...

    def changes(self, session_id: int, uid: str, seen: SessionHead, from_seq: int) -> tuple[SessionHead | None, list]:
        """The session's row now and, when it differs from `seen`, its log rows from `from_seq` (LOG_READ_COLUMNS,
        times as stored text), read in one transaction; (None, []) when the session is gone."""
        ...

    def rows(self, session_id: int, first: int, last: int | None = None) -> list:
        """The stored log rows `first`..`last` (to the end when None), LOG_READ_COLUMNS, in order."""
        ...

    def chance(self, session_id: int, seq: int) -> tuple[str, str] | None:
        """The stored chance record of entry `seq` and its checksum (None when it has none)."""
        ...

    def snapshot_reader(self, session_id: int) -> ReadSnapshot:
        """How the session's snapshot cache reads one stored snapshot."""
        ...


def chains_of(heads: Iterable[Any], seqs: Iterable[int]) -> dict[int, str]:
    """The log digest of the rows up to each of `seqs`, from the rows' heads (LOG_HEAD_COLUMNS, times as stored
    text, in seq order, at least up to the largest of `seqs`)."""
    wanted = set(seqs)
    chain = log_chain("")
    chains: dict[int, str] = {}
    if not wanted:
        return chains
    for seq, kind, overridden, target_seq, stored_at, digest in heads:
        chain.update(log_head_line(seq, kind, overridden, target_seq, stored_at, digest).encode("utf-8"))
        if seq in wanted:
            chains[seq] = chain_text(chain)
    return chains
