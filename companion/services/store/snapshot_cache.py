"""Snapshots of replayed states stored beside a session's log: a cache, never the truth (no SQL here).

A snapshot is the state when one action is the latest active action (that state never depends
on when the action became active, see `Timeline.state_after`). It is valid only for the rules
version it was computed under (`rules_key`: the game id, the app version and a digest of the
engine's and the catalogue's sources); a stale or unreadable snapshot is ignored and rebuilt
from the log. Opening a long session decodes one snapshot and replays only the tail after it.

A snapshot is checked before it is used, as a log row is: its notes column keeps, beside the
notes, a checksum (`snapshot_checksum`) over the state text, the notes, and what the snapshot
stands for (session, action seq, rules key and the log digest of the rows up to it). A snapshot
whose checksum does not match (a flipped bit, a changed digit, a row moved to another place or
session, one written before checksums) is ignored and rebuilt from the log, silently, like an
unreadable one: the log stays the truth. Every reader restores snapshots through
`SessionSnapshots.restore` (the store's opening, the board's quick reading), so this is the one check.
"""

from __future__ import annotations

import hashlib
import json
import threading
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
from companion.services.store.checksums import canonical_json
from companion.services.store.rules_digest import cache_path, rules_digest

#: How a session's stored snapshot is read: (action seq, rules key) -> (state text, notes text), or None.
ReadSnapshot = Callable[[int, str], "tuple[str, str] | None"]

#: A snapshot is written every this many active actions (and after opening a long log).
SNAPSHOT_EVERY = 256


#: Held while the digest is computed: the app's worker computes it first of all after the first frame
#: (`deferred.warm_up_session`); a board opened while it does waits for that one computation, never starts another.
_DIGEST_LOCK = threading.Lock()


def sources_digest() -> str:
    """A digest of every source and data file of the engine and the catalogue (the rules as shipped), kept
    between launches under the files' stats (`rules_digest`), computed once per process: a second caller waits
    for the first's computation and reads its answer (no snapshot is trusted before it is known)."""
    with _DIGEST_LOCK:
        return _sources_digest()


@cache
def _sources_digest() -> str:
    """`sources_digest`, computed (under its lock)."""
    roots = []
    for package in (rules_engine, cards_db):
        assert package.__file__ is not None  # a package of files, not a namespace
        roots.append(Path(package.__file__).resolve().parent)
    return rules_digest(roots, cache_path())


def snapshot_checksum(session_id: int, seq: int, key: str, log_digest: str | None, state_text: str,
                      notes: dict[str, str]) -> str:
    """The checksum of a stored snapshot: its state text and notes, bound to the session, the action seq,
    the rules key and the log digest it stands for."""
    values = [session_id, seq, key, log_digest, state_text, notes]
    return hashlib.sha256(canonical_json(values).encode("utf-8")).hexdigest()[:32]


def sealed_notes(row: dict) -> str:
    """The notes column of a snapshot row about to be written: its notes and its checksum (`snapshot_checksum`).

    `row` holds the columns with `notes` as the JSON of the notes alone and `log_digest` filled in.
    """
    notes = json.loads(row["notes"])
    checksum = snapshot_checksum(row["session_id"], row["action_seq"], row["rules_key"], row["log_digest"],
                                 row["state"], notes)
    return json.dumps({"notes": notes, "checksum": checksum}, ensure_ascii=False)


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
        #: The log digest (checksums.log_chain of the rows up to it) of each usable snapshot, by action seq;
        #: a snapshot without one (written before log digests) is not used, and is rebuilt.
        self.chains: dict[int, str] = {seq: chain for seq, key, chain in keys if key == self.key and chain}
        self.seqs = set(self.chains)  # action seqs with a usable snapshot (its checksum is checked when read)
        self.stale = len(self.seqs) != len(keys)  # rows of another rules version (or unusable) to delete
        #: Action seqs of stored rows found unusable (no log digest, or refused by `restore`): deleted at the next write.
        self.unusable: set[int] = {seq for seq, key, chain in keys if key == self.key and not chain}
        self._drop_all = False  # set by `distrust`: every stored row goes at the next write
        self.notes: dict[int, str] = {}  # replay notes read with the snapshots restored

    def restore(self, seq: int) -> Any | None:
        """The stored state for action `seq`, or None (none stored, or unreadable: then it is forgotten)."""
        if seq not in self.seqs:
            return None
        row = self._read(seq, self.key)
        if row is None:
            self._forget(seq)
            return None
        try:
            state_text, notes_text = row
            sealed = json.loads(notes_text)
            stored_notes = sealed["notes"]
            if sealed["checksum"] != snapshot_checksum(self.session_id, seq, self.key, self.chains[seq], state_text,
                                                       stored_notes):
                self._forget(seq)
                return None
            state = from_jsonable(self.state_type, json.loads(state_text), "snapshot")
            notes = {int(k): str(v) for k, v in stored_notes.items()}
        except (ValueError, TypeError, AttributeError, KeyError, RulesEngineError):
            self._forget(seq)
            return None
        self.notes.update(notes)
        return state

    def _forget(self, seq: int) -> None:
        """Stop using the stored snapshot of action `seq` (gone, unreadable or not matching its checksum):
        it is deleted at the next write, and rebuilt there when it is still wanted."""
        self.seqs.discard(seq)
        self.chains.pop(seq, None)
        self.unusable.add(seq)
        self.stale = True

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
        self.stale = self._drop_all = True

    def rows(self, states: list[tuple[int, Any]], notes: dict[int, str], chains: dict[int, str]) -> list[dict]:
        """Rows to insert for (action seq, state) pairs not stored yet (none for a game that cannot be stored).

        `chains`: the log digest of the rows up to each of those action seqs (checksums.log_chain), if
        known; the writer fills in the others before writing (`write_snapshots` then seals each row).
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

    def written(self, rows: list[dict]) -> None:
        """Note that `rows` are stored now (after their transaction committed)."""
        self.stale = self._drop_all = False
        self.unusable.clear()
        self.seqs.update(row["action_seq"] for row in rows)
        self.chains.update((row["action_seq"], row["log_digest"]) for row in rows)
