"""A live session's reads and writes through the store's SQLAlchemy engine (`log_writer.LogWriter`).

`SessionStore.open_session` gives its sessions this writer; the statements of a move are built once here (a statement
built per move cost about a third of a commit's CPU).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from sqlalchemy import Select, Text, bindparam, select, type_coerce, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SQLAlchemyError

from companion.services.store.log_loading import LOG_HEAD_COLUMNS, LOG_READ_COLUMNS
from companion.services.store.log_writer import SessionHead, chains_of
from companion.services.store.schema import ChanceRow, LogRow, SessionRow
from companion.services.store.session_database import SessionDatabase
from companion.services.store.snapshot_cache import ReadSnapshot, SessionSnapshots
from companion.services.store.snapshots import snapshot_reader, write_snapshots
from companion.services.store.times import to_db
from rules_engine.messages import N_

SESSIONS = SessionRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared

LOG = LogRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared

CHANCE = ChanceRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared

#: A move's two statements, built once: the session's revision moved on only if no other writer moved it
#: (`b_seen`), and the log's new row.
ADVANCE = (update(SESSIONS)
           .where(SESSIONS.c.id == bindparam("b_id"), SESSIONS.c.uid == bindparam("b_uid"),
                  SESSIONS.c.revision == bindparam("b_seen"))
           .values(revision=bindparam("b_revision", type_=SESSIONS.c.revision.type),
                   last_played=bindparam("b_last_played", type_=SESSIONS.c.last_played.type),
                   actions=bindparam("b_actions", type_=SESSIONS.c.actions.type)))
APPEND = LOG.insert()


def log_rows_query(session_id: int, from_seq: int = 1) -> Select:
    """A session's stored log rows from `from_seq` on, in order, as LOG_READ_COLUMNS.

    Their times come as the stored text, which `from_db` reads faster than SQLAlchemy's own date
    parsing (it runs once per row when a long session opens).
    """
    columns = [type_coerce(LOG.c[name], Text).label(name) if name == "created_at" else LOG.c[name]
               for name in LOG_READ_COLUMNS]
    return select(*columns).where(LOG.c.session_id == session_id, LOG.c.seq >= from_seq).order_by(LOG.c.seq)


def log_heads_query(session_id: int, to_seq: int) -> Select:
    """A session's stored log rows up to `to_seq`, in order, as LOG_HEAD_COLUMNS (times as stored text)."""
    columns = [type_coerce(LOG.c[name], Text).label(name) if name == "created_at" else LOG.c[name]
               for name in LOG_HEAD_COLUMNS]
    return select(*columns).where(LOG.c.session_id == session_id, LOG.c.seq <= to_seq).order_by(LOG.c.seq)


def chains_at(conn: Any, session_id: int, seqs: Iterable[int]) -> dict[int, str]:
    """The log digest of the stored rows up to each of `seqs` (one pass over the rows' heads)."""
    wanted = set(seqs)
    if not wanted:
        return {}
    return chains_of(conn.execute(log_heads_query(session_id, max(wanted))), wanted)


class SqlMoveWrite:
    """One write transaction on an SQLAlchemy connection (`log_writer.MoveWrite`)."""

    __slots__ = ("conn",)

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def advance(self, session_id: int, uid: str, seen: int, last_played: datetime, actions: int) -> bool:
        moved = self.conn.execute(ADVANCE, {"b_id": session_id, "b_uid": uid, "b_seen": seen, "b_revision": seen + 1,
                                            "b_last_played": to_db(last_played), "b_actions": actions})
        return moved.rowcount == 1

    def append(self, row: dict[str, Any]) -> None:
        self.conn.execute(APPEND, row)

    def add_chance(self, row: dict[str, Any]) -> None:
        self.conn.execute(CHANCE.insert().values(**row))

    def chains_at(self, session_id: int, seqs: Iterable[int]) -> dict[int, str]:
        return chains_at(self.conn, session_id, seqs)

    def write_snapshots(self, snapshots: SessionSnapshots, rows: list[dict]) -> None:
        write_snapshots(snapshots, self.conn, rows)


class SqlLogWriter:
    """A live session's log through the store (`SessionStore`): its engine, its write transactions, its errors."""

    def __init__(self, store: SessionDatabase) -> None:
        self.store = store
        self.where = store.where

    @property
    def in_memory(self) -> bool:
        return self.store.in_memory

    @contextmanager
    def writing(self, doing: str) -> Iterator[SqlMoveWrite]:
        try:
            with self.store.write(doing) as conn:
                yield SqlMoveWrite(conn)
        except SQLAlchemyError as error:
            raise self.store.database_error(error, doing) from None

    def stored_time(self, moment: datetime) -> str:
        return self.store.stored_time(moment)

    def head(self, session_id: int, uid: str) -> SessionHead | None:
        try:
            with self.store.engine.connect() as conn:
                row = conn.execute(select(SESSIONS.c.revision, SESSIONS.c.name, SESSIONS.c.actions).where(
                    SESSIONS.c.id == session_id, SESSIONS.c.uid == uid)).first()
        except SQLAlchemyError as error:
            raise self.store.database_error(error, N_("save the action")) from None
        return None if row is None else SessionHead(row.revision, row.name, row.actions)

    def changes(self, session_id: int, uid: str, seen: SessionHead, from_seq: int) -> tuple[SessionHead | None, list]:
        try:
            with self.store.engine.connect() as conn:
                row = conn.execute(select(SESSIONS.c.revision, SESSIONS.c.name, SESSIONS.c.actions).where(
                    SESSIONS.c.id == session_id, SESSIONS.c.uid == uid)).first()
                if row is None:
                    return None, []
                head = SessionHead(row.revision, row.name, row.actions)
                if (head.revision, head.name) == (seen.revision, seen.name):
                    return head, []
                return head, list(conn.execute(log_rows_query(session_id, from_seq)).all())
        except SQLAlchemyError as error:
            raise self.store.database_error(error, N_("reload the session")) from None
        except (ValueError, TypeError) as error:
            raise self.store.unreadable(error, N_("reload the session")) from None

    def rows(self, session_id: int, first: int, last: int | None = None) -> list:
        query = log_rows_query(session_id, first)
        query = query.limit(1) if last == first else query if last is None else query.where(LOG.c.seq <= last)
        try:
            with self.store.engine.connect() as conn:
                return list(conn.execute(query).all())
        except SQLAlchemyError as error:
            raise self.store.database_error(error, N_("read an old ruling")) from None

    def chance(self, session_id: int, seq: int) -> tuple[str, str] | None:
        try:
            with self.store.engine.connect() as conn:
                row = conn.execute(select(CHANCE.c.record, CHANCE.c.digest).where(
                    CHANCE.c.session_id == session_id, CHANCE.c.seq == seq)).first()
        except SQLAlchemyError as error:
            raise self.store.database_error(error, N_("read an old ruling")) from None
        return (row.record, row.digest) if row is not None else None

    def snapshot_reader(self, session_id: int) -> ReadSnapshot:
        return snapshot_reader(self.store.engine, session_id)
