"""Checksums of stored rows: a flipped bit in a saved value is found when the row is read, not played.

SQLite checks its pages' structure (`quick_check`) but not the values in them, so a damaged
byte inside an action, a ruling or a setup would be read back silently as something else.
Each log row and each session's identity (uid, name, game, setup, creation time) carries the
SHA-256 of its canonical form; reading a row whose checksum does not match is a clear error.
Revision 0002_session_uid keeps a frozen copy of these formulas (a test holds the two equal).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any

from companion.services.store.times import from_db


def _digest(values: list[Any]) -> str:
    text = json.dumps(values, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def log_digest(
    session_id: int, seq: int, kind: str, action: str | None, ruling: str | None, overridden: bool,
    target_seq: int | None, created_at: datetime | str,
) -> str:
    """The checksum of one log row (the stored texts of action and ruling, as stored)."""
    moment = from_db(created_at).isoformat()
    return _digest([session_id, seq, kind, action, ruling, bool(overridden), target_seq, moment])


def session_digest(uid: str, name: str, game_id: str, setup: str, created_at: datetime | str) -> str:
    """The checksum of a session's identity: what it is, not how far it has been played."""
    return _digest([uid, name, game_id, setup, from_db(created_at).isoformat()])


def row_log_digest(row: Any) -> str:
    """The checksum a stored log row should carry."""
    return log_digest(row.session_id, row.seq, row.kind, row.action, row.ruling, row.overridden, row.target_seq,
                      row.created_at)


def row_session_digest(row: Any) -> str:
    """The checksum a stored sessions row should carry."""
    return session_digest(row.uid, row.name, row.game_id, row.setup, row.created_at)
