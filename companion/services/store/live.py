"""A session being played: its current state and log, and the one-transaction-per-action writes."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from sqlalchemy import Select, Text, select, type_coerce, update
from sqlalchemy.exc import SQLAlchemyError

from rules_engine.actions import Action, decode_action
from rules_engine.errors import RulesEngineError
from rules_engine.game import Game, GameSetup
from rules_engine.ruling import Ruling
from companion.services.store.checksums import chain_text, log_chain, log_digest, log_head_line
from companion.services.store.errors import DamagedDatabase, SessionDeleted, StaleSession, StoreError
from companion.services.store.schema import LogRow, SessionRow
from companion.services.store.snapshots import SNAPSHOT_EVERY, SessionSnapshots
from companion.services.store.timeline_reading import TimelineReading
from companion.services.store.timeline import ACTION, REDO, UNDO, Decoders, LogEntry, Timeline
from companion.services.store.times import from_db, now, to_db

if TYPE_CHECKING:
    from companion.services.store.sessions import SessionStore

SESSIONS = SessionRow.__table__

#: How many of the latest entries are decoded when a session is opened (what the log shows first);
#: older actions and rulings are decoded when someone reads them.
SHOWN_AT_OPEN = 200
LOG = LogRow.__table__


#: The columns `log_rows_query` reads, in this order (`take_rows` unpacks them by position).
LOG_READ_COLUMNS = ("session_id", "seq", "kind", "action", "ruling", "overridden", "target_seq", "created_at",
                    "digest")


def log_rows_query(session_id: int, from_seq: int = 1) -> Select:
    """A session's stored log rows from `from_seq` on, in order, as LOG_READ_COLUMNS.

    Their times come as the stored text, which `from_db` reads faster than SQLAlchemy's own date
    parsing (it runs once per row when a long session opens).
    """
    columns = [type_coerce(LOG.c[name], Text).label(name) if name == "created_at" else LOG.c[name]
               for name in LOG_READ_COLUMNS]
    return select(*columns).where(LOG.c.session_id == session_id, LOG.c.seq >= from_seq).order_by(LOG.c.seq)


#: The columns `log_heads_query` reads: a row without its action and ruling texts.
LOG_HEAD_COLUMNS = ("seq", "kind", "overridden", "target_seq", "created_at", "digest")


def log_heads_query(session_id: int, to_seq: int) -> Select:
    """A session's stored log rows up to `to_seq`, in order, as LOG_HEAD_COLUMNS (times as stored text)."""
    columns = [type_coerce(LOG.c[name], Text).label(name) if name == "created_at" else LOG.c[name]
               for name in LOG_HEAD_COLUMNS]
    return select(*columns).where(LOG.c.session_id == session_id, LOG.c.seq <= to_seq).order_by(LOG.c.seq)


def chains_at(conn: Any, session_id: int, seqs: Iterable[int]) -> dict[int, str]:
    """The log digest of the stored rows up to each of `seqs` (one pass over the rows' heads)."""
    wanted = set(seqs)
    chain = log_chain("")
    chains: dict[int, str] = {}
    if not wanted:
        return chains
    for seq, kind, overridden, target_seq, stored_at, digest in conn.execute(log_heads_query(session_id, max(wanted))):
        chain.update(log_head_line(seq, kind, overridden, target_seq, stored_at, digest).encode("utf-8"))
        if seq in wanted:
            chains[seq] = chain_text(chain)
    return chains


def decode_event(seq: int, action_json: Any, ruling_json: Any) -> tuple[Action | None, Ruling | None]:
    """The action and ruling of a stored or imported event; StoreError naming the entry if malformed."""
    try:
        action = decode_action(action_json) if action_json is not None else None
        ruling = Ruling.from_json(ruling_json) if ruling_json is not None else None
    except RulesEngineError as error:
        raise StoreError(f"log entry {seq}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise StoreError(f"log entry {seq}: malformed ruling ({error})") from None
    return action, ruling


#: How an entry's texts are read again from the database: seq -> (action text, ruling text), checked.
Reread = Callable[[int], "tuple[str | None, str | None]"]


class StoredEntryText:
    """A stored entry's action and ruling as the JSON text they were saved as, decoded when first read.

    One small object per stored action (a long session keeps tens of thousands): its two bound
    methods are the entry's decoders. An old entry's ruling text may be left on disk
    (`leave_ruling_on_disk`), or both its texts (`on_disk`, an entry under a snapshot's log
    digest): they are read again, checked, when someone looks at them. StoreError naming the
    entry when its text is damaged.
    """

    __slots__ = ("where", "seq", "action_text", "ruling_text", "reread", "action_on_disk")

    def __init__(self, where: str, seq: int, action_text: str | None, ruling_text: str | None) -> None:
        self.where = where
        self.seq = seq
        self.action_text = action_text
        self.ruling_text = ruling_text
        self.reread: Reread | None = None
        self.action_on_disk = False

    @classmethod
    def on_disk(cls, where: str, seq: int, reread: Reread) -> StoredEntryText:
        """An entry whose two texts stay in the database until read (`reread(seq)`)."""
        text = cls(where, seq, None, None)
        text.reread, text.action_on_disk = reread, True
        return text

    def read(self, action_text: str | None, ruling_text: str | None) -> None:
        """Take the entry's texts, read (and checked) after all."""
        self.action_text, self.ruling_text, self.reread, self.action_on_disk = action_text, ruling_text, None, False

    def leave_ruling_on_disk(self, reread: Reread) -> None:
        """Forget the ruling's text; `reread(seq)` reads it from the database if it is ever wanted."""
        self.ruling_text, self.reread = None, reread

    def _parsed(self, text: str | None) -> Any:
        try:
            return json.loads(text) if text is not None else None
        except (ValueError, TypeError) as error:
            raise StoreError(
                f"{self.where}: log entry {self.seq} is damaged ({error}); the file was left untouched"
            ) from None

    def action(self) -> Action | None:
        """The decoded action."""
        text = self.reread(self.seq)[0] if self.action_on_disk and self.reread is not None else self.action_text
        return decode_event(self.seq, self._parsed(text), None)[0]

    def ruling(self) -> Ruling | None:
        """The decoded ruling."""
        text = self.ruling_text if self.reread is None else self.reread(self.seq)[1]
        return decode_event(self.seq, None, self._parsed(text))[1]


def stored_decoders(where: str, seq: int, action_text: str | None, ruling_text: str | None) -> Decoders:
    """How a stored entry decodes its action and its ruling when first read; StoreError naming it if damaged."""
    text = StoredEntryText(where, seq, action_text, ruling_text)
    return text.action, text.ruling


class LiveSession(TimelineReading):
    """A session opened for play. Every change is committed before the method returns."""

    def __init__(self, store: SessionStore, row: Any, game: Game, setup: GameSetup,
                 snapshot_keys: Iterable[Any] = ()) -> None:
        self._store = store
        self.id: int = row.id
        #: The session's public id: every write checks it, so a deleted session's window never
        #: writes into a newer session that got the same id.
        self.uid: str = row.uid
        self.name: str = row.name
        self.game = game
        self.setup = setup
        self.revision: int = row.revision
        self._timeline = Timeline(game, setup)
        self._snapshots = SessionSnapshots(
            store.engine, row.id, game, type(self._timeline.known_state(0)), snapshot_keys
        )
        self._timeline.stored = self._snapshots
        #: The running log digest of every row taken or written so far (see `checksums.log_chain`).
        self._chain = log_chain("")
        #: Entries read under a snapshot's log digest whose texts are read after all (the latest ones).
        self._texts_to_read: dict[int, StoredEntryText] = {}

    # -- reading -------------------------------------------------------------------------------

    @property
    def replay_notes(self) -> dict[int, str]:
        """Saved actions that today's rules refuse but that replay as played (seq -> why refused now)."""
        return dict(self._timeline.replay_waived)

    # -- writing -------------------------------------------------------------------------------

    def act(self, action: Action, *, override: bool = False) -> Ruling:
        """Apply and commit an action; RuleViolation (nothing stored) if the rules refuse it.

        With `override=True` a refused action is applied as a house rule and the log marks it.
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
        )
        self._timeline.append_action(action, ruling, overridden, moment, new_state)
        return ruling

    def undo(self) -> LogEntry | None:
        """Undo the latest active action by appending an undo event; None if nothing to undo."""
        target = self._timeline.undo_target()
        if target is None:
            return None
        moment = now()
        self._commit({"kind": UNDO, "target_seq": target}, moment, self._timeline.active_actions - 1)
        return self._timeline.append_undo(moment)

    def redo(self) -> LogEntry | None:
        """Redo the latest undone action by appending a redo event; None if nothing to redo."""
        target = self._timeline.redo_target()
        if target is None:
            return None
        new_state = self._timeline.try_redo()
        moment = now()
        snapshot = self._snapshot_rows(target, new_state)
        self._commit({"kind": REDO, "target_seq": target}, moment, self._timeline.active_actions + 1, snapshot)
        return self._timeline.append_redo(moment, new_state)

    def _snapshot_rows(self, seq: int, new_state: Any) -> list[dict]:
        """A snapshot to store with the action making `seq` the latest active one, every SNAPSHOT_EVERY actions."""
        if (self._timeline.active_actions + 1) % SNAPSHOT_EVERY:
            return []
        # Its log digest is filled in by `_commit`, which writes the row it covers.
        return self._snapshots.rows([(seq, new_state)], self._timeline.replay_waived, {})

    def _commit(self, event: dict, moment: Any, active_actions: int, snapshot: list[dict] | None = None) -> None:
        """Append one event (and a snapshot, if any) in one transaction, guarded by the session's revision."""
        seen = self.revision
        row = {"action": None, "ruling": None, "overridden": False, **event}
        try:
            with self._store.write("save the action") as conn:
                moved = conn.execute(
                    update(SESSIONS)
                    .where(SESSIONS.c.id == self.id, SESSIONS.c.uid == self.uid, SESSIONS.c.revision == seen)
                    .values(revision=seen + 1, last_played=to_db(moment), actions=active_actions)
                )
                if moved.rowcount != 1:
                    raise _Stale()
                seq, created_at = self._timeline.next_seq, to_db(moment)
                digest = log_digest(self.id, seq, row["kind"], row["action"], row["ruling"], row["overridden"],
                                    row["target_seq"], created_at)
                conn.execute(
                    LOG.insert().values(session_id=self.id, seq=seq, created_at=created_at, digest=digest, **row)
                )
                line = log_head_line(seq, row["kind"], row["overridden"], row["target_seq"],
                                     self._store.stored_time(created_at), digest)
                if snapshot:
                    for snap in snapshot:
                        if snap["action_seq"] == seq:  # the action just written: the running digest and its row
                            chain = self._chain.copy()
                            chain.update(line.encode("utf-8"))
                            snap["log_digest"] = chain_text(chain)
                        else:  # a redo's snapshot, of an older action: its digest is read from the rows
                            snap["log_digest"] = chains_at(conn, self.id, [snap["action_seq"]])[snap["action_seq"]]
                    self._snapshots.write(conn, snapshot)
        except _Stale:
            self._raise_stale()
        except SQLAlchemyError as error:
            raise self._store.database_error(error, "save the action") from None
        self._chain.update(line.encode("utf-8"))
        self.revision = seen + 1
        if snapshot:
            self._snapshots.written(snapshot)

    def _deleted(self) -> SessionDeleted:
        return SessionDeleted(
            f"this session was deleted elsewhere ({self.name!r}, id {self.id}); nothing was saved"
        )

    def _raise_stale(self) -> None:
        with self._store.engine.connect() as conn:
            exists = conn.execute(
                select(SESSIONS.c.id).where(SESSIONS.c.id == self.id, SESSIONS.c.uid == self.uid)
            ).first()
        if exists is None:
            raise self._deleted()
        raise StaleSession(
            f"session {self.name!r} was changed by another window or program; reload it and try again"
        )

    # -- reloading -----------------------------------------------------------------------------

    def refresh(self) -> bool:
        """Catch up with events another process appended; True when anything changed."""
        try:
            with self._store.engine.connect() as conn:
                row = conn.execute(
                    select(SESSIONS.c.revision, SESSIONS.c.name, SESSIONS.c.actions).where(
                        SESSIONS.c.id == self.id, SESSIONS.c.uid == self.uid
                    )
                ).first()
                if row is None:
                    raise self._deleted()
                if row.revision == self.revision and row.name == self.name:
                    return False
                rows = conn.execute(log_rows_query(self.id, self._timeline.next_seq)).all()
        except SQLAlchemyError as error:
            raise self._store.database_error(error, "reload the session") from None
        except (ValueError, TypeError) as error:
            raise self._store.unreadable(error, "reload the session") from None
        self.name = row.name
        self.load_rows(rows)
        self.check_complete(row.actions)
        self.revision = row.revision
        return True

    def check_complete(self, recorded_actions: int) -> None:
        """DamagedDatabase unless the replayed log has as many active actions as the session records.

        A damaged index can hide the end of a log from a query without SQLite's quick check
        noticing; the count kept on the session row gives it away.
        """
        if self._timeline.active_actions != recorded_actions:
            raise DamagedDatabase(
                f"{self._store.where} is damaged: session {self.id} ({self.name}) records {recorded_actions} "
                f"actions but its log replays to {self._timeline.active_actions}; the file was left untouched"
            )

    def load_rows(self, rows: Iterable[Any]) -> None:
        """Take stored log rows into the timeline and compute the current state (`take_rows`, then `finish_loading`)."""
        self.take_rows(rows)
        self.finish_loading()

    def take_log(self, conn: Any) -> None:
        """Read the whole stored log into the timeline (`take_rows`), under the latest snapshot's log digest.

        When the latest valid snapshot has a log digest and the rows up to it match it, those rows
        are taken without their texts (`take_heads`): only the rows after it, and the few before it
        that the log shows first, are read whole and checked one by one. Otherwise (no such
        snapshot, an in-memory store, a digest that does not match) every row is read and checked,
        and a digest that did not match drops the snapshots, rebuilt from the log.
        """
        covered = None if self._store.in_memory else self._snapshots.latest_chain()
        if covered is not None:
            upto, expected = covered
            heads = conn.execute(log_heads_query(self.id, upto)).all()
            chain = log_chain("".join([log_head_line(*head) for head in heads]))
            if chain_text(chain) == expected and len(heads) == upto:
                self.take_heads(heads, from_seq=max(1, upto - SHOWN_AT_OPEN + 1))
                self._chain = chain
                self.take_rows(conn.execute(log_rows_query(self.id, max(1, upto - SHOWN_AT_OPEN + 1))))
                return
            self._snapshots.distrust()
        self.take_rows(conn.execute(log_rows_query(self.id)))

    def take_heads(self, heads: Iterable[Any], from_seq: int) -> None:
        """Record rows read without their texts (LOG_HEAD_COLUMNS, already checked by a log digest).

        Their texts are read from the database, checked against the row's checksum, when first
        wanted; those of rows from `from_seq` on are read next (`take_rows`) and wait here meanwhile.
        """
        where = f"session {self.id} ({self.name})"
        timeline = self._timeline
        reread = self._stored_texts
        waiting = self._texts_to_read
        try:
            for seq, kind, overridden, target_seq, stored_at, _ in heads:
                try:
                    created_at = from_db(stored_at)
                except (ValueError, TypeError, AttributeError) as error:
                    raise StoreError(
                        f"{where}: log entry {seq} is damaged ({error}); the file was left untouched"
                    ) from None
                if kind != ACTION:
                    timeline.record(seq, kind, bool(overridden), target_seq, created_at, None)
                    continue
                text = StoredEntryText.on_disk(where, seq, reread)
                timeline.record(seq, kind, bool(overridden), target_seq, created_at, (text.action, text.ruling))
                if seq >= from_seq:
                    waiting[seq] = text
        except RulesEngineError as error:
            raise StoreError(f"{where} cannot be replayed: {error}") from None

    def take_rows(self, rows: Iterable[Any]) -> None:
        """Check each stored row's checksum and record it, its action and ruling still encoded.

        `rows` are LOG_READ_COLUMNS (`log_rows_query`); they may come from a database cursor: each row is taken as it comes, so the whole log is never
        held twice. A row already recorded by `take_heads` only gives its texts. StoreError naming
        the first damaged row.
        """
        where = f"session {self.id} ({self.name})"
        timeline = self._timeline
        # In a file, only the latest rulings' texts stay in memory (a long log's rulings are most
        # of its size, and an old one is rarely looked at again); older ones are read when wanted.
        reread = None if self._store.in_memory else self._stored_texts
        latest: deque[StoredEntryText] = deque()
        waiting = self._texts_to_read
        chain = self._chain
        try:
            for session_id, seq, kind, action, ruling, overridden, target_seq, stored_at, digest in rows:
                try:
                    # The raw stored row is checked now; its action and ruling are decoded when read.
                    created_at = from_db(stored_at)
                    if log_digest(session_id, seq, kind, action, ruling, overridden, target_seq,
                                  created_at) != digest:
                        raise ValueError("its checksum does not match")
                except (ValueError, TypeError, AttributeError) as error:
                    raise StoreError(
                        f"{where}: log entry {seq} is damaged ({error}); the file was left untouched"
                    ) from None
                if waiting and seq < timeline.next_seq:  # recorded from its head: only its texts were missing
                    text = waiting.pop(seq, None)
                    if text is not None:
                        text.read(action, ruling)
                        if reread is not None:
                            latest.append(text)
                            if len(latest) > SHOWN_AT_OPEN:
                                latest.popleft().leave_ruling_on_disk(reread)
                    continue
                chain.update(log_head_line(seq, kind, overridden, target_seq, stored_at, digest).encode("utf-8"))
                if kind != ACTION:
                    timeline.record(seq, kind, bool(overridden), target_seq, created_at, None)
                    continue
                text = StoredEntryText(where, seq, action, ruling)
                timeline.record(seq, kind, bool(overridden), target_seq, created_at, (text.action, text.ruling))
                if reread is not None:
                    latest.append(text)
                    if len(latest) > SHOWN_AT_OPEN:
                        latest.popleft().leave_ruling_on_disk(reread)
        except RulesEngineError as error:
            raise StoreError(f"{where} cannot be replayed: {error}") from None

    def _stored_texts(self, seq: int) -> tuple[str | None, str | None]:
        """The action and ruling texts of log entry `seq`, read again from the database and checked against its checksum."""
        try:
            with self._store.engine.connect() as conn:
                row = conn.execute(log_rows_query(self.id, seq).limit(1)).first()
        except SQLAlchemyError as error:
            raise self._store.database_error(error, "read an old ruling") from None
        if row is None or row.seq != seq:
            raise self._deleted()
        session_id, _, kind, action, ruling, overridden, target_seq, stored_at, digest = row
        try:
            matches = log_digest(session_id, seq, kind, action, ruling, overridden, target_seq,
                                 from_db(stored_at)) == digest
        except (ValueError, TypeError):
            matches = False
        if not matches:
            raise StoreError(f"session {self.id} ({self.name}): log entry {seq} is damaged (its checksum does "
                             "not match); the file was left untouched")
        return action, ruling

    def finish_loading(self) -> None:
        """Compute the current state from the recorded rows and keep snapshots for next time.

        Only the actions after the latest stored snapshot are replayed (all of them when there
        is none); actions and rulings are decoded when first needed. StoreError if the log no
        longer replays. A long replay leaves snapshots behind for next time.
        """
        where = f"session {self.id} ({self.name})"
        timeline = self._timeline
        try:
            timeline.state  # noqa: B018 - replays the tail now, so a log that no longer replays fails here
            for entry in timeline.entries[-SHOWN_AT_OPEN:]:
                entry.ruling  # noqa: B018 - what the log shows first is read now: a damaged entry fails here
        except RulesEngineError as error:
            raise StoreError(f"{where} cannot be replayed: {error}") from None
        for seq, note in self._snapshots.notes.items():
            timeline.replay_waived.setdefault(seq, note)
        self._store_snapshots()

    def _store_snapshots(self) -> None:
        """Keep the states of every SNAPSHOT_EVERY-th active action (and the latest) for the next opening.

        A cache: a failure to write is ignored. Once stored, older states leave memory.
        """
        timeline = self._timeline
        active = timeline.active_seqs
        if len(active) < SNAPSHOT_EVERY:
            return
        wanted = list(dict.fromkeys([*range(SNAPSHOT_EVERY, len(active) + 1, SNAPSHOT_EVERY), len(active)]))
        states = [(active[count - 1], timeline.known_state(count)) for count in wanted]
        rows = self._snapshots.rows([(seq, state) for seq, state in states if state is not None],
                                    timeline.replay_waived, {})
        unchained = sorted(self._snapshots.unchained)
        if rows or unchained or self._snapshots.stale:
            try:
                with self._store.write() as conn:
                    chains = chains_at(conn, self.id, [row["action_seq"] for row in rows] + unchained)
                    for row in rows:
                        row["log_digest"] = chains[row["action_seq"]]
                    added = {seq: chains[seq] for seq in unchained if seq in chains}
                    self._snapshots.write(conn, rows, added)
            except SQLAlchemyError:
                return
            self._snapshots.written(rows, added)
        if self._snapshots.seqs:
            timeline.forget_states(keep=SNAPSHOT_EVERY)


class _Stale(Exception):
    """Internal: the compare-and-set on the revision matched no row."""
