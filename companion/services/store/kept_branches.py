"""What-if branches kept beside their session (revision 0006): their own rows, never a session's.

A kept branch is a `kept_branches` row (whose session, from which log entry, its name) and its own
append-only log in `branch_entries` (the same events as a session's log: actions, undos, redos, each
with its checksum, and the chance request an action answered). Keeping it again appends only the
events played since; the session's own log is never touched here. Nothing that reads `sessions` or
`log_entries` (the session list, stats, honest dice, precedents) sees a branch; a session's export
carries its kept branches beside its log (`transfer_branches`), and its import keeps them again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import SQLAlchemyError

from rules_engine.messages import N_, Message
from companion.services.store.checksums import branch_digest, branch_entry_digest
from companion.services.store.errors import SessionNotFound, StoreError
from companion.services.store.schema import BranchEntryRow, KeptBranchRow, new_session_uid
from companion.services.store.session_database import SessionDatabase
from companion.services.store.timeline import ACTION, LogEntry
from companion.services.store.times import from_db, now, to_db

BRANCHES = KeptBranchRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared
BRANCH_LOG = BranchEntryRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared


@dataclass(frozen=True)
class KeptBranch:
    """A kept branch as its session's list shows it."""

    id: int
    session_id: int
    name: str
    from_seq: int  # the real log entry it starts after (0: the game as set up)
    from_top: int  # the latest real action active at that moment (0: none)
    actions: int  # its active actions when last kept
    entries: int  # its log events saved
    last_played: datetime
    created_at: datetime


@dataclass(frozen=True)
class StoredBranchEvent:
    """One saved event of a kept branch's log, its texts as stored (checked against its checksum)."""

    seq: int
    kind: str
    action: str | None
    ruling: str | None
    overridden: bool
    target_seq: int | None
    created_at: datetime
    chance: str | None


def _kept(row: Any) -> KeptBranch:
    return KeptBranch(row.id, row.session_id, row.name, row.from_seq, row.from_top, row.actions, row.entries,
                      from_db(row.last_played), from_db(row.created_at))


def branches_of(store: SessionDatabase, session_id: int) -> list[KeptBranch]:
    """The branches kept beside session `session_id`, in the order of the log entries they start from."""
    try:
        with store.engine.connect() as conn:
            rows = conn.execute(select(BRANCHES).where(BRANCHES.c.session_id == session_id)
                                .order_by(BRANCHES.c.from_seq, BRANCHES.c.id)).all()
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("list the kept branches")) from None
    except (ValueError, TypeError) as error:
        raise store.unreadable(error, N_("list the kept branches")) from None
    return [_kept(row) for row in rows]


def event_row(branch_id: int, entry: LogEntry, chance: str | None) -> dict[str, Any]:
    """The `branch_entries` row of one event of a branch's log."""
    action = json.dumps(entry.action.to_json(), ensure_ascii=False) if entry.kind == ACTION and entry.action else None
    ruling = json.dumps(entry.ruling.to_json(), ensure_ascii=False) if entry.kind == ACTION and entry.ruling else None
    created_at = to_db(entry.created_at)
    return {"branch_id": branch_id, "seq": entry.seq, "kind": entry.kind, "action": action, "ruling": ruling,
            "overridden": entry.overridden, "target_seq": entry.target_seq, "created_at": created_at,
            "chance": chance, "digest": branch_entry_digest(branch_id, entry.seq, entry.kind, action, ruling,
                                                            entry.overridden, entry.target_seq, created_at, chance)}


def branch_values(session_id: int, *, name: str, from_seq: int, from_top: int, created_at: datetime,
                  last_played: datetime, entries: int, actions: int) -> dict[str, Any]:
    """The `kept_branches` row of a new kept branch (a new uid, its checksum included)."""
    uid, created = new_session_uid(), to_db(created_at)
    return {"uid": uid, "session_id": session_id, "from_seq": from_seq, "from_top": from_top, "name": name,
            "created_at": created, "last_played": to_db(last_played), "entries": entries, "actions": actions,
            "digest": branch_digest(uid, session_id, from_seq, from_top, created)}


def keep_branch(store: SessionDatabase, session_id: int, *, branch_id: int | None, name: str, from_seq: int,
                from_top: int, events: Sequence[tuple[LogEntry, str | None]], saved: int, actions: int) -> KeptBranch:
    """Save a branch beside session `session_id`: a new kept branch when `branch_id` is None, else the events
    after the `saved` ones already kept (appended; none is changed). `events` is the branch's whole log with
    each action's chance record text. StoreError (nothing written) when the branch was changed elsewhere."""
    moment = to_db(now())
    try:
        with store.write(N_("keep the branch")) as conn:
            if branch_id is None:
                values = branch_values(session_id, name=name, from_seq=from_seq, from_top=from_top,
                                       created_at=moment, last_played=moment, entries=0, actions=0)
                conn.execute(BRANCHES.insert().values(**values))
                branch_id = conn.execute(select(BRANCHES.c.id).where(BRANCHES.c.uid == values["uid"])).scalar_one()
            moved = conn.execute(update(BRANCHES).where(BRANCHES.c.id == branch_id, BRANCHES.c.entries == saved)
                                 .values(entries=len(events), actions=actions, name=name, last_played=moment))
            if moved.rowcount != 1:
                raise StoreError(Message("the branch {name} was changed or deleted elsewhere; nothing was saved",
                                         name=repr(name)))
            for entry, chance in events[saved:]:
                conn.execute(BRANCH_LOG.insert().values(**event_row(branch_id, entry, chance)))
            row = conn.execute(select(BRANCHES).where(BRANCHES.c.id == branch_id)).one()
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("keep the branch")) from None
    return _kept(row)


def read_branch(store: SessionDatabase, branch_id: int) -> tuple[KeptBranch, list[StoredBranchEvent]]:
    """A kept branch and its saved events in order, each checked against its checksum.

    SessionNotFound when it is gone; StoreError naming the event when one is damaged."""
    where = Message("kept branch {id}", id=branch_id)
    try:
        with store.engine.connect() as conn:
            row = conn.execute(select(BRANCHES).where(BRANCHES.c.id == branch_id)).first()
            rows = conn.execute(select(BRANCH_LOG).where(BRANCH_LOG.c.branch_id == branch_id)
                                .order_by(BRANCH_LOG.c.seq)).all() if row is not None else []
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("open the kept branch")) from None
    if row is None:
        raise SessionNotFound(Message("there is no kept branch {id}; it was discarded or adopted elsewhere", id=branch_id))
    if branch_digest(row.uid, row.session_id, row.from_seq, row.from_top, row.created_at) != row.digest \
            or len(rows) != row.entries:
        raise StoreError(Message("{where} is damaged; the file was left untouched", where=where))
    events = []
    for number, event in enumerate(rows, start=1):
        if event.seq != number or branch_entry_digest(branch_id, event.seq, event.kind, event.action, event.ruling,
                                                      event.overridden, event.target_seq, event.created_at,
                                                      event.chance) != event.digest:
            raise StoreError(Message("{where}: event {seq} is damaged; the file was left untouched", where=where,
                                     seq=event.seq))
        events.append(StoredBranchEvent(event.seq, event.kind, event.action, event.ruling, bool(event.overridden),
                                        event.target_seq, from_db(event.created_at), event.chance))
    return _kept(row), events


def drop_branch(store: SessionDatabase, branch_id: int) -> None:
    """Delete a kept branch and its log (discarded, or adopted into its session's log)."""
    try:
        with store.write(N_("discard the branch")) as conn:
            conn.execute(delete(BRANCH_LOG).where(BRANCH_LOG.c.branch_id == branch_id))
            conn.execute(delete(BRANCHES).where(BRANCHES.c.id == branch_id))
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("discard the branch")) from None


def count_by_start(store: SessionDatabase, session_id: int) -> dict[int, int]:
    """How many branches are kept from each log entry of session `session_id` (entry seq -> count)."""
    try:
        with store.engine.connect() as conn:
            rows = conn.execute(select(BRANCHES.c.from_seq, func.count()).where(BRANCHES.c.session_id == session_id)
                                .group_by(BRANCHES.c.from_seq)).all()
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("list the kept branches")) from None
    return {from_seq: count for from_seq, count in rows}
