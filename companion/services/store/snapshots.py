"""Snapshots of replayed states stored beside a session's log: a cache, never the truth.

A snapshot is the state when one action is the latest active action (that state never depends
on when the action became active, see `Timeline.state_after`). It is valid only for the rules
version it was computed under (`rules_key`: the game id, the app version and a digest of the
engine's and the catalogue's sources); a stale or unreadable snapshot is ignored and rebuilt
from the log. Opening a long session decodes one snapshot and replays only the tail after it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.engine import Connection

import cards_db
import rules_engine
from companion import __version__
from companion.services.store.schema import SnapshotRow
from rules_engine.errors import RulesEngineError
from rules_engine.game import Game
from rules_engine.serialization import from_jsonable, to_jsonable

SNAPSHOTS = SnapshotRow.__table__

#: A snapshot is written every this many active actions (and after opening a long log).
SNAPSHOT_EVERY = 256


@cache
def sources_digest() -> str:
    """A digest of every source and data file of the engine and the catalogue (the rules as shipped)."""
    digest = hashlib.sha256()
    for package in (rules_engine, cards_db):
        root = Path(package.__file__).resolve().parent
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".json") and path.is_file():
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def rules_key(game: Game) -> str:
    """The rules version a snapshot of this game is valid for."""
    return f"{game.id}/{__version__}/{sources_digest()}"


#: Games whose states do not survive encoding exactly (found at the first write): never snapshotted.
_UNFAITHFUL: set[tuple[str, type]] = set()
_FAITHFUL: set[tuple[str, type]] = set()


def snapshot_keys(conn: Connection, session_id: int) -> list[tuple[int, str]]:
    """The (action seq, rules key) of every snapshot stored for a session."""
    rows = conn.execute(
        select(SNAPSHOTS.c.action_seq, SNAPSHOTS.c.rules_key).where(SNAPSHOTS.c.session_id == session_id)
    ).all()
    return [(row.action_seq, row.rules_key) for row in rows]


def encode_state(game: Game, state: Any) -> str | None:
    """The JSON text of a state, or None when this game's states cannot be stored faithfully."""
    kind = (game.id, type(state))
    if kind in _UNFAITHFUL:
        return None
    try:
        text = json.dumps(to_jsonable(state), ensure_ascii=False, separators=(",", ":"))
        if kind not in _FAITHFUL:
            if from_jsonable(type(state), json.loads(text)) != state:
                _UNFAITHFUL.add(kind)
                return None
            _FAITHFUL.add(kind)
    except (TypeError, ValueError, RulesEngineError):
        _UNFAITHFUL.add(kind)
        return None
    return text


class SessionSnapshots:
    """The snapshots of one session valid under today's rules; the timeline's `StoredStates`."""

    def __init__(self, engine: Any, session_id: int, game: Game, state_type: type, keys: Iterable[Any]) -> None:
        """`keys`: the session's stored (action_seq, rules_key) rows, from `snapshot_keys`."""
        self._engine = engine
        self.session_id = session_id
        self.game = game
        self.key = rules_key(game)
        self.state_type = state_type
        keys = list(keys)
        self.seqs = {seq for seq, key in keys if key == self.key}  # action seqs with a valid snapshot
        self.stale = len(self.seqs) != len(keys)  # rows of another rules version (or unreadable) to delete
        self.notes: dict[int, str] = {}  # replay notes read with the snapshots restored

    def restore(self, seq: int) -> Any | None:
        """The stored state for action `seq`, or None (none stored, or unreadable: then it is forgotten)."""
        if seq not in self.seqs:
            return None
        with self._engine.connect() as conn:
            row = conn.execute(
                select(SNAPSHOTS.c.state, SNAPSHOTS.c.notes).where(
                    SNAPSHOTS.c.session_id == self.session_id,
                    SNAPSHOTS.c.action_seq == seq,
                    SNAPSHOTS.c.rules_key == self.key,
                )
            ).first()
        try:
            if row is None:
                raise ValueError("gone")
            state = from_jsonable(self.state_type, json.loads(row.state), "snapshot")
            notes = {int(k): str(v) for k, v in json.loads(row.notes).items()}
        except (ValueError, TypeError, AttributeError, RulesEngineError):
            self.seqs.discard(seq)
            self.stale = True
            return None
        self.notes.update(notes)
        return state

    def rows(self, states: list[tuple[int, Any]], notes: dict[int, str]) -> list[dict]:
        """Rows to insert for (action seq, state) pairs not stored yet (none for a game that cannot be stored)."""
        rows = []
        for seq, state in states:
            if seq in self.seqs:
                continue
            text = encode_state(self.game, state)
            if text is None:
                return []
            rows.append({
                "session_id": self.session_id, "action_seq": seq, "rules_key": self.key, "state": text,
                "notes": json.dumps({str(k): v for k, v in notes.items() if k <= seq}, ensure_ascii=False),
            })
        return rows

    def write(self, conn: Connection, rows: list[dict]) -> None:
        """Store rows from `rows` in the caller's transaction, first dropping stale and clashing ones."""
        if self.stale:
            conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == self.session_id,
                                                 SNAPSHOTS.c.rules_key != self.key))
        if rows:
            conn.execute(delete(SNAPSHOTS).where(SNAPSHOTS.c.session_id == self.session_id,
                                                 SNAPSHOTS.c.action_seq.in_([r["action_seq"] for r in rows])))
            conn.execute(SNAPSHOTS.insert(), rows)

    def written(self, rows: list[dict]) -> None:
        """Note that `rows` are stored now (after their transaction committed)."""
        self.stale = False
        self.seqs.update(row["action_seq"] for row in rows)
