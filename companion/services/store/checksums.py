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
from json.encoder import encode_basestring
from typing import Any

from companion.services.store.times import from_db


def canonical_json(values: list[Any]) -> str:
    """`json.dumps(values, ensure_ascii=False, separators=(",", ":"))`, written out for speed.

    Opening a session checks every row's checksum, so this runs once per stored action: the
    strings, integers, booleans and None a row holds are written directly (the very text
    `json.dumps` gives, which a property test holds), anything else through `json.dumps`.
    """
    return "[" + ",".join(map(_json_value, values)) + "]"


def _json_value(value: Any) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return encode_basestring(value)
    if isinstance(value, int):
        return int.__repr__(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _digest(values: list[Any]) -> str:
    return hashlib.sha256(canonical_json(values).encode("utf-8")).hexdigest()[:32]


def log_digest(
    session_id: int, seq: int, kind: str, action: str | None, ruling: str | None, overridden: bool,
    target_seq: int | None, created_at: datetime | str,
) -> str:
    """The checksum of one log row (the stored texts of action and ruling, as stored)."""
    moment = from_db(created_at).isoformat()
    if type(session_id) is int and type(seq) is int and type(kind) is str and type(target_seq) in (int, type(None)):
        # The usual row, written out directly: opening a session checks every one of them.
        text = (f"[{session_id},{seq},{encode_basestring(kind)},"
                f"{'null' if action is None else encode_basestring(action)},"
                f"{'null' if ruling is None else encode_basestring(ruling)},{'true' if overridden else 'false'},"
                f"{'null' if target_seq is None else target_seq},{encode_basestring(moment)}]")
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
    return _digest([session_id, seq, kind, action, ruling, bool(overridden), target_seq, moment])


def session_digest(uid: str, name: str, game_id: str, setup: str, created_at: datetime | str) -> str:
    """The checksum of a session's identity: what it is, not how far it has been played."""
    return _digest([uid, name, game_id, setup, from_db(created_at).isoformat()])


def row_session_digest(row: Any) -> str:
    """The checksum a stored sessions row should carry."""
    return session_digest(row.uid, row.name, row.game_id, row.setup, row.created_at)


def log_head_line(seq: int, kind: str, overridden: Any, target_seq: int | None, stored_at: str, digest: str) -> str:
    """One row's part of a log digest (`log_chain`): its place, kind, flags, time as stored and its own checksum."""
    return f"{seq}|{kind}|{1 if overridden else 0}|{'' if target_seq is None else target_seq}|{stored_at}|{digest}\n"


def log_chain(lines: str) -> Any:
    """The running SHA-256 of a log's head lines (`log_head_line`, in seq order); `chain_text` gives its digest.

    A snapshot keeps the digest of the rows up to it: when it matches, every one of those rows is
    as it was written except possibly its action and ruling texts, which the row's own checksum
    (bound into this one) checks when they are read. So opening a long session reads neither those
    texts nor their checksums.
    """
    return hashlib.sha256(lines.encode("utf-8"))


def chain_text(chain: Any) -> str:
    """The stored form of a running log digest."""
    return chain.hexdigest()[:32]


def chance_digest(session_id: int, seq: int, record: str) -> str:
    """The checksum of a stored chance record (`schema.ChanceRow`), the record's text as stored."""
    return _digest(["chance", session_id, seq, record])


def branch_digest(uid: str, session_id: int, from_seq: int, from_top: int, created_at: datetime | str) -> str:
    """The checksum of a kept branch's identity: whose branch it is, from where, since when."""
    return _digest(["branch", uid, session_id, from_seq, from_top, from_db(created_at).isoformat()])


def branch_entry_digest(
    branch_id: int, seq: int, kind: str, action: str | None, ruling: str | None, overridden: bool,
    target_seq: int | None, created_at: datetime | str, chance: str | None,
) -> str:
    """The checksum of one event of a kept branch's log (`schema.BranchEntryRow`), its texts as stored."""
    return _digest(["branch-entry", branch_id, seq, kind, action, ruling, bool(overridden), target_seq,
                    from_db(created_at).isoformat(), chance])
