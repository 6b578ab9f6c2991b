"""Snapshots of replayed states stored beside a session's log: a cache, never the truth (no SQL here).

A snapshot is the state when one action is the latest active action (that state never depends
on when the action became active, see `Timeline.state_after`). It is valid only for the rules
version it was computed under (`rules_key`: the game id, the app version and a digest of the
engine's and the catalogue's sources); a stale or unreadable snapshot is ignored and rebuilt
from the log. Opening a long session decodes one snapshot and replays only the tail after it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

import cards_db
import rules_engine
from companion import __version__
from rules_engine.errors import RulesEngineError
from rules_engine.game import Game
from rules_engine.serialization import from_jsonable, to_jsonable

#: How a session's stored snapshot is read: (action seq, rules key) -> (state text, notes text), or None.
ReadSnapshot = Callable[[int, str], "tuple[str, str] | None"]

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

    def __init__(self, read: ReadSnapshot, session_id: int, game: Game, state_type: type, keys: Iterable[Any]) -> None:
        """`read(seq, rules_key)`: a stored snapshot's (state, notes) texts or None; `keys`: the session's
        stored (action_seq, rules_key, log_digest) rows (`snapshots.snapshot_keys`)."""
        self._read = read
        self.session_id = session_id
        self.game = game
        self.key = rules_key(game)
        self.state_type = state_type
        keys = list(keys)
        #: The log digest (checksums.log_chain of the rows up to it) of each valid snapshot, by action seq;
        #: a snapshot written before log digests existed is rewritten with one.
        self.chains: dict[int, str] = {seq: chain for seq, key, chain in keys if key == self.key and chain}
        self.seqs = {seq for seq, key, _ in keys if key == self.key}  # action seqs with a valid snapshot
        #: Valid snapshots written before log digests: their digest is added at the next write.
        self.unchained = self.seqs - set(self.chains)
        self.stale = len(self.seqs) != len(keys)  # rows of another rules version (or unreadable) to delete
        self._drop_all = False  # set by `distrust`: every stored row goes at the next write
        self.notes: dict[int, str] = {}  # replay notes read with the snapshots restored

    def restore(self, seq: int) -> Any | None:
        """The stored state for action `seq`, or None (none stored, or unreadable: then it is forgotten)."""
        if seq not in self.seqs:
            return None
        row = self._read(seq, self.key)
        try:
            if row is None:
                raise ValueError("gone")
            state_text, notes_text = row
            state = from_jsonable(self.state_type, json.loads(state_text), "snapshot")
            notes = {int(k): str(v) for k, v in json.loads(notes_text).items()}
        except (ValueError, TypeError, AttributeError, RulesEngineError):
            self.seqs.discard(seq)
            self.unchained.discard(seq)
            self.chains.pop(seq, None)
            self.stale = True
            return None
        self.notes.update(notes)
        return state

    def latest_chain(self) -> tuple[int, str] | None:
        """The action seq and log digest of the latest valid snapshot (None without one)."""
        if not self.chains:
            return None
        seq = max(self.chains)
        return seq, self.chains[seq]

    def distrust(self) -> None:
        """Forget every stored snapshot (its log digest did not match the log): rebuilt at the next write."""
        self.chains.clear()
        self.seqs.clear()
        self.unchained.clear()
        self.stale = self._drop_all = True

    def rows(self, states: list[tuple[int, Any]], notes: dict[int, str], chains: dict[int, str]) -> list[dict]:
        """Rows to insert for (action seq, state) pairs not stored yet (none for a game that cannot be stored).

        `chains`: the log digest of the rows up to each of those action seqs (checksums.log_chain), if
        known; the writer fills in the others before writing.
        """
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
                "log_digest": chains.get(seq),
            })
        return rows

    @property
    def drop_all(self) -> bool:
        """True when every stored snapshot of the session must go at the next write (see `distrust`)."""
        return self._drop_all

    def written(self, rows: list[dict], chains: dict[int, str] | None = None) -> None:
        """Note that `rows` (and `chains`) are stored now (after their transaction committed)."""
        self.stale = self._drop_all = False
        self.chains.update(chains or {})
        self.unchained.difference_update(chains or {})
        self.seqs.update(row["action_seq"] for row in rows)
        self.chains.update((row["action_seq"], row["log_digest"]) for row in rows)
