"""A session being played: its current state and log, and the one-transaction-per-action writes.

No SQL here: the session writes through a `log_writer.LogWriter`, the store's (SQLAlchemy, `sql_log_writer`) or, for
a board read before the store was needed, sqlite3's on the same file (`sqlite_log_writer`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.game import Game, GameSetup
from rules_engine.ruling import Ruling
from rules_engine.messages import N_, Message
from companion.services.store.chance_log import chance_row
from companion.services.store.checksums import chain_text, log_digest, log_head_line
from companion.services.store.errors import SessionDeleted, StaleSession, StoreError
from companion.services.store.log_loading import (SHOWN_AT_OPEN, LoadedSession, StoredEntryText, TextsOnDisk,
                                                  decode_event, stored_texts)
from companion.services.store.log_writer import LogWriter, SessionHead
from companion.services.store.snapshot_cache import SNAPSHOT_EVERY, SessionSnapshots
from companion.services.store.timeline import ACTION, REDO, UNDO, LogEntry
from companion.services.store.times import now, to_db

#: How many of the latest log entries keep their action and ruling in memory during a sitting (what the board and the
#: log show first, as at opening); older ones are let go and read from the database when asked (`_let_go_old_texts`).
TEXTS_KEPT = SHOWN_AT_OPEN
#: The texts of older entries are let go once this many entries have been added since the last time, or this many old
#: entries have been read back (at most twice as many are visited at once).
LET_GO_EVERY = SNAPSHOT_EVERY

#: Names other modules take from here (defined in `log_loading`).
__all__ = ["SHOWN_AT_OPEN", "LiveSession", "StoredEntryText", "TextsOnDisk", "decode_event", "stored_texts"]


class TextsLetGo(TextsOnDisk):
    """The texts of the entries a sitting let go (`LiveSession._let_go_old_texts`): read from the database, checked,
    when someone asks, as an old entry's after opening, with the TEXTS_KEPT entries after it that were let go too (one
    query: the log shows a page of older entries, oldest first); every entry read is noted, so that it is let go again."""

    __slots__ = ("session",)

    def __init__(self, session: LiveSession) -> None:
        super().__init__(session._where_texts(), session._stored_texts)
        self.session = session

    def action(self, seq: int) -> Action | None:
        """The decoded action of entry `seq`, read from the database with the entries after it."""
        texts = self._read_from(seq)
        return texts.action(seq) if texts is not None else super().action(seq)

    def ruling(self, seq: int) -> Ruling | None:
        """The decoded ruling of entry `seq`, read from the database with the entries after it."""
        texts = self._read_from(seq)
        return texts.ruling(seq) if texts is not None else super().ruling(seq)

    def _read_from(self, seq: int) -> StoredEntryText | None:
        """Read the texts of entry `seq` and of the let-go entries after it (at most TEXTS_KEPT) with one query, noted
        as read back; entry `seq`'s texts, or None when it was not read that way."""
        timeline = self.session._timeline
        seqs = list(range(seq, min(seq + TEXTS_KEPT, timeline.texts_from + 1)))
        timeline.read_back.update(seqs)
        self.session.read_texts(seqs)
        texts = timeline.entries[seq - 1].stored_text
        return texts if isinstance(texts, StoredEntryText) and not texts.action_on_disk else None


class LiveSession(LoadedSession):
    """A session opened for play. Every change is committed before the method returns."""

    def __init__(self, store: LogWriter, row: Any, game: Game, setup: GameSetup,
                 snapshot_keys: Iterable[Any] = ()) -> None:
        self._store = store
        super().__init__(store.where, store.in_memory, row, game, setup,
                         lambda timeline: SessionSnapshots(store.snapshot_reader(row.id), row.id, game,
                                                           type(timeline.known_state(0)), snapshot_keys))

    @classmethod
    def adopt(cls, store: LogWriter, loaded: LoadedSession) -> LiveSession:
        """The writer of a session read another way (`display_read`): it shares that session's timeline,
        snapshots and running log digest, and stores the snapshots its opening would have written.

        Its snapshots are still read the way `loaded` reads them; writes and later reads go through `store`.
        """
        live = cls.__new__(cls)
        live.__dict__.update(loaded.__dict__)
        live.name, live.revision = loaded.name, loaded.revision
        live._store = store
        live.where_stored = store.where
        live._sitting_starts()
        live._store_snapshots()
        return live

    # -- writing -------------------------------------------------------------------------------

    def act(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> Ruling:
        """Apply and commit an action; RuleViolation (nothing stored) if the rules refuse it.

        With `override=True` a refused action is applied as a house rule and the log marks it.
        `chance`: the chance request the action answered, stored beside it in the same transaction.
        StaleSession if another writer moved the session on: `refresh()` and try again.
        """
        new_state, ruling = self._timeline.try_action(action, override=override)
        moment = now()
        overridden = ruling.overridden
        snapshot = self._snapshot_rows(self._timeline.next_seq, new_state)
        self._commit(
            {
                "kind": ACTION,
                "action": json.dumps(action.to_json(), ensure_ascii=False),
                "ruling": json.dumps(ruling.to_json(), ensure_ascii=False),
                "overridden": overridden,
                "target_seq": None,
            },
            moment,
            self._timeline.active_actions + 1,
            snapshot,
            chance_row(self.id, self._timeline.next_seq, chance, action) if chance is not None else None,
        )
        entry = self._timeline.append_action(action, ruling, overridden, moment, new_state)
        self._keep_chance(entry.seq, chance)
        self._let_go_old_texts()
        return ruling

    def undo(self) -> LogEntry | None:
        """Undo the latest active action by appending an undo event; None if nothing to undo."""
        target = self._timeline.undo_target()
        if target is None:
            return None
        moment = now()
        self._commit({"kind": UNDO, "target_seq": target}, moment, self._timeline.active_actions - 1)
        entry = self._timeline.append_undo(moment)
        self._let_go_old_texts()
        return entry

    def redo(self) -> LogEntry | None:
        """Redo the latest undone action by appending a redo event; None if nothing to redo."""
        target = self._timeline.redo_target()
        if target is None:
            return None
        new_state = self._timeline.try_redo()
        moment = now()
        snapshot = self._snapshot_rows(target, new_state)
        self._commit({"kind": REDO, "target_seq": target}, moment, self._timeline.active_actions + 1, snapshot)
        entry = self._timeline.append_redo(moment, new_state)
        self._let_go_old_texts()
        return entry

    def _let_go_old_texts(self) -> None:
        """Every LET_GO_EVERY entries (or old entries read back), let the actions, rulings and chance records of all
        but the latest TEXTS_KEPT entries go from memory: they are written, and read back from the database (checked)
        when asked, as an old entry's are after opening. A long sitting then holds what a session just opened holds
        (tests/store/test_long_sitting_texts.py); an in-memory database keeps everything, as at opening."""
        timeline = self._timeline
        if self.in_memory or (len(timeline.entries) - timeline.texts_from < TEXTS_KEPT + LET_GO_EVERY
                              and len(timeline.read_back) < LET_GO_EVERY):
            return
        timeline.before_replay = self.read_texts  # an undo far back reads the texts it replays with one query
        timeline.let_go_texts(TEXTS_KEPT, 2 * LET_GO_EVERY, TextsLetGo(self))
        chance = self.__dict__.get("_chance_records")
        if chance:
            below = timeline.texts_from
            for seq in [seq for seq in chance if seq <= below]:
                del chance[seq]  # read again from the database when asked (`LoadedSession.chance_record`)

    def _snapshot_rows(self, seq: int, new_state: Any) -> list[dict]:
        """A snapshot to store with the action making `seq` the latest active one, every SNAPSHOT_EVERY actions."""
        if (self._timeline.active_actions + 1) % SNAPSHOT_EVERY:
            return []
        # Its log digest is filled in by `_commit`, which writes the row it covers.
        return self._snapshots.rows([(seq, new_state)], self._timeline.replay_waived, {})

    def _commit(self, event: dict, moment: Any, active_actions: int, snapshot: list[dict] | None = None,
                chance: dict | None = None) -> None:
        """Append one event (and a snapshot, and the chance request it answered, if any) in one transaction,
        guarded by the session's revision."""
        seen = self.revision
        row = {"action": None, "ruling": None, "overridden": False, **event}
        moment = to_db(moment)
        seq = self._timeline.next_seq
        digest = log_digest(self.id, seq, row["kind"], row["action"], row["ruling"], row["overridden"],
                            row["target_seq"], moment)
        line = log_head_line(seq, row["kind"], row["overridden"], row["target_seq"], self._store.stored_time(moment),
                             digest)
        try:
            with self._store.writing(N_("save the action")) as writing:
                if not writing.advance(self.id, self.uid, seen, moment, active_actions):
                    raise _Stale()
                writing.append({"session_id": self.id, "seq": seq, "created_at": moment, "digest": digest, **row})
                if chance is not None:
                    writing.add_chance(chance)
                if snapshot:
                    for snap in snapshot:
                        if snap["action_seq"] == seq:  # the action just written: the running digest and its row
                            chain = self._chain.copy()
                            chain.update(line.encode("utf-8"))
                            snap["log_digest"] = chain_text(chain)
                        else:  # a redo's snapshot, of an older action: its digest is read from the rows
                            snap["log_digest"] = writing.chains_at(self.id, [snap["action_seq"]])[snap["action_seq"]]
                    writing.write_snapshots(self._snapshots, snapshot)
        except _Stale:
            self._raise_stale()
        self._chain.update(line.encode("utf-8"))
        self.revision = seen + 1
        if snapshot:
            self._snapshots.written(snapshot)
            # The states under the latest SNAPSHOT_EVERY are restored from the snapshots when wanted (an undo that far
            # back replays fewer than SNAPSHOT_EVERY actions, as after opening): a long sitting holds no more states
            # than a session just opened (tests/store/test_long_sitting.py).
            self._timeline.forget_states(keep=SNAPSHOT_EVERY)

    def _deleted(self) -> SessionDeleted:
        return SessionDeleted(Message("this session was deleted elsewhere ({name}, id {id}); nothing was saved",
                                      name=repr(self.name), id=self.id))

    def _raise_stale(self) -> None:
        if self._store.head(self.id, self.uid) is None:
            raise self._deleted()
        raise StaleSession(Message("session {name} was changed by another window or program; reload it and try again",
                                   name=repr(self.name)))

    # -- reloading -----------------------------------------------------------------------------

    def refresh(self) -> bool:
        """Catch up with events another process appended; True when anything changed."""
        row, rows = self._store.changes(self.id, self.uid, SessionHead(self.revision, self.name, 0),
                                        self._timeline.next_seq)
        if row is None:
            raise self._deleted()
        if row.revision == self.revision and row.name == self.name:
            return False
        self.name = row.name
        self.load_rows(rows)
        self.check_complete(row.actions)
        self.revision = row.revision
        return True

    def finish_loading(self) -> None:
        """Compute the current state (`LoadedSession.finish_loading`); the first time, the sitting starts here."""
        super().finish_loading()
        if not self.__dict__.get("_sitting_started"):  # not again when `refresh` reads another window's entries
            self._sitting_starts()

    def _sitting_starts(self) -> None:
        """What the opening holds stays as it left it (`LoadedSession.read_log`, `finish_loading`): the sitting lets
        go only what comes after the latest TEXTS_KEPT entries shown at opening, so that a move's work never depends
        on the log's length (tests/tui/test_move_work_at_length.py)."""
        self._timeline.texts_from = max(0, len(self._timeline.entries) - TEXTS_KEPT)
        self.__dict__["_sitting_started"] = True

    def _stored_texts(self, seq: int) -> tuple[str | None, str | None]:
        """The action and ruling texts of log entry `seq`, read again from the database and checked against its checksum."""
        rows = self._store.rows(self.id, seq, seq)
        return self.checked_texts(seq, rows[0] if rows else None)

    def _stored_chance(self, seq: int) -> tuple[str, str] | None:
        """The stored chance record of entry `seq` and its checksum (None when it has none)."""
        return self._store.chance(self.id, seq)

    def _stored_rows(self, first: int, last: int) -> list[Any]:
        """The stored log rows `first`..`last` (LOG_READ_COLUMNS) read in one query."""
        return self._store.rows(self.id, first, last)

    def _store_snapshots(self) -> None:
        """Keep the states of every SNAPSHOT_EVERY-th active action (and the latest) for the next opening.

        A cache: a failure to write is ignored. Once stored, older states leave memory.
        """
        timeline = self._timeline
        timeline.before_replay = self.read_texts  # an undo far back reads the texts it replays with one query
        active = timeline.active_seqs
        if len(active) < SNAPSHOT_EVERY:
            return
        wanted = list(dict.fromkeys([*range(SNAPSHOT_EVERY, len(active) + 1, SNAPSHOT_EVERY), len(active)]))
        states = [(active[count - 1], timeline.known_state(count)) for count in wanted]
        rows = self._snapshots.rows([(seq, state) for seq, state in states if state is not None],
                                    timeline.replay_waived, {})
        if rows or self._snapshots.stale:
            try:
                with self._store.writing(N_("save the change")) as writing:
                    chains = writing.chains_at(self.id, [row["action_seq"] for row in rows])
                    for row in rows:
                        row["log_digest"] = chains[row["action_seq"]]
                    writing.write_snapshots(self._snapshots, rows)
            except StoreError:  # a read-only or full database keeps no cache
                return
            self._snapshots.written(rows)
        if self._snapshots.seqs:
            timeline.forget_states(keep=SNAPSHOT_EVERY)


class _Stale(Exception):
    """Internal: the compare-and-set on the revision matched no row."""
