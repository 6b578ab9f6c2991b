"""The `state_snapshots` table: reading and writing a session's cached states through SQLAlchemy.

What a snapshot is, when it is valid and how it is encoded live in `snapshot_cache` (no SQL);
this module only moves its rows in and out of the database.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.engine import Connection, Engine

from companion.services.store.schema import SnapshotRow
from companion.services.store.snapshot_cache import ReadSnapshot, SessionSnapshots, sealed_notes

SNAPSHOTS = SnapshotRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared


def snapshot_keys(conn: Connection, session_id: int) -> list[tuple[int, str, str | None]]:
    """The (action seq, rules key, log digest) of every snapshot stored for a session."""
    rows = conn.execute(
        select(SNAPSHOTS.c.action_seq, SNAPSHOTS.c.rules_key, SNAPSHOTS.c.log_digest)
        .where(SNAPSHOTS.c.session_id == session_id)
    ).all()
    return [(row.action_seq, row.rules_key, row.log_digest) for row in rows]


def snapshot_reader(engine: Engine, session_id: int) -> ReadSnapshot:
    """How `SessionSnapshots` reads one stored snapshot of the session through `engine`."""

    def read(seq: int, key: str) -> tuple[str, str] | None:
        with engine.connect() as conn:
            row: Any = conn.execute(
                select(SNAPSHOTS.c.state, SNAPSHOTS.c.notes).where(
                    SNAPSHOTS.c.session_id == session_id,
                    SNAPSHOTS.c.action_seq == seq,
                    SNAPSHOTS.c.rules_key == key,
                )
            ).first()
        return None if row is None else (row.state, row.notes)

    return read


def write_snapshots(snapshots: SessionSnapshots, conn: Connection, rows: list[dict]) -> None:
    """Store `rows` in the caller's transaction, first dropping stale and clashing ones.

    Each row (its log digest filled in) is sealed with its checksum as it is written (`sealed_notes`).
    """
    session_id = snapshots.session_id
    if snapshots.drop_all:
        conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == session_id))
    elif snapshots.stale:
        conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == session_id,
                                             SNAPSHOTS.c.rules_key != snapshots.key))
        if snapshots.unusable:
            conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == session_id,
                                                 SNAPSHOTS.c.action_seq.in_(sorted(snapshots.unusable))))
    if rows:
        rows = [{**row, "notes": sealed_notes(row)} for row in rows]
        conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == session_id,
                                             SNAPSHOTS.c.action_seq.in_([r["action_seq"] for r in rows])))
        conn.execute(SNAPSHOTS.insert(), rows)
