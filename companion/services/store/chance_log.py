"""The chance requests beside a session's log (revision 0006): written with their action, read when asked for.

A row of `chance_requests` holds the `ChanceRecord` of one log entry's action (what was asked, whose
step it was, the outcome when the action does not hold it) and its checksum. It is written in the
transaction that appends its log row and never changed; an entry without a row answered no request
(or was played before the revision). Reading checks the checksum: a damaged row is a clear error,
never a silently different request. No SQLAlchemy here: the quick reader (`display_read`) uses it too.
"""

from __future__ import annotations

import json
from typing import Any

from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.errors import RulesEngineError
from rules_engine.messages import Message
from companion.services.store.checksums import chance_digest
from companion.services.store.errors import StoreError, reason

#: The query a reader without SQLAlchemy uses for one entry's record (sqlite3 parameters: session id, seq).
RECORD_QUERY = "SELECT record, digest FROM chance_requests WHERE session_id = ? AND seq = ?"


def record_text(record: ChanceRecord, action: Action) -> str:
    """The stored text of `record`, answered by `action`."""
    return json.dumps(record.to_json(action), ensure_ascii=False, sort_keys=True)


def chance_row(session_id: int, seq: int, record: ChanceRecord, action: Action) -> dict[str, Any]:
    """The `chance_requests` row of log entry `seq` (its values, checksum included)."""
    text = record_text(record, action)
    return {"session_id": session_id, "seq": seq, "record": text, "digest": chance_digest(session_id, seq, text)}


def decode_record(where: object, session_id: int, seq: int, text: str, digest: str, action: Action) -> ChanceRecord:
    """The record stored for entry `seq` (answered by `action`); StoreError naming the entry when it is damaged."""
    try:
        if chance_digest(session_id, seq, text) != digest:
            raise ValueError(Message("its checksum does not match"))
        return ChanceRecord.from_json(json.loads(text), action)
    except (ValueError, TypeError, KeyError, RulesEngineError) as error:
        raise StoreError(Message("{where}: the chance request of log entry {seq} is damaged ({error}); the file was "
                                 "left untouched", where=where, seq=seq, error=reason(error))) from None
