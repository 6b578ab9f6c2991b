"""Every chance request stored beside one session's log, read in one query and each checked.

The session's export carries them and the honest-dice report counts their rolls: both want all of a
session's records at once, not one query per log entry. Each row is checked as `LoadedSession.chance_record`
checks one (its checksum, then its decoding beside the action it belongs to): a damaged row is a clear
StoreError naming the entry, never a silently different request.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError

from companion.services.store.chance_log import decode_record
from companion.services.store.errors import StoreError
from companion.services.store.sql_log_writer import CHANCE
from companion.services.store.session_database import SessionDatabase
from companion.services.store.timeline import ACTION
from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.messages import N_, Message


def stored_chance_records(store: SessionDatabase, session: Any) -> dict[int, ChanceRecord]:
    """The chance requests kept beside `session`'s log (an opened session of `store`): log entry seq -> record.

    Empty for a session played before the requests were kept. StoreError when a row is damaged or belongs
    to an entry that holds no action."""
    return {seq: record for seq, record, _action in _checked_records(store, session)}


def stored_chance_documents(store: SessionDatabase, session: Any) -> dict[int, dict[str, Any]]:
    """The same requests in the JSON form they are stored in (what a session's export carries): seq -> JSON."""
    return {seq: record.to_json(action) for seq, record, action in _checked_records(store, session)}


def _checked_records(store: SessionDatabase, session: Any) -> list[tuple[int, ChanceRecord, Action]]:
    where = Message("session {id} ({name})", id=session.id, name=session.name)
    try:
        with store.engine.connect() as conn:
            rows = conn.execute(select(CHANCE.c.seq, CHANCE.c.record, CHANCE.c.digest)
                                .where(CHANCE.c.session_id == session.id).order_by(CHANCE.c.seq)).all()
    except SQLAlchemyError as error:
        raise store.database_error(error, N_("read the chance requests")) from None
    entries = session.entries
    records = []
    for seq, text, digest in rows:
        entry = entries[seq - 1] if isinstance(seq, int) and 0 < seq <= len(entries) else None
        if entry is None or entry.kind != ACTION or entry.action is None:
            raise StoreError(Message("{where}: a chance request is kept for log entry {seq}, which is no action; the "
                                     "file was left untouched", where=where, seq=seq))
        records.append((seq, decode_record(where, session.id, seq, text, digest, entry.action), entry.action))
    return records
