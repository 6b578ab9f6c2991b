"""Reading a stored session's log into a timeline, whatever reads the database (no SQL here).

`LoadedSession` holds what every opened session has: its identity, its timeline, its snapshots
and the running log digest. It checks and records stored rows (`take_heads`, `take_rows`,
`read_log`) and computes the current state (`finish_loading`); the rows come from SQLAlchemy
(`live.LiveSession`, which also writes) or from Python's sqlite3 module (`display_read`, the
app's quick way to show a saved session before SQLAlchemy is even imported).
"""

from __future__ import annotations

import gc
import json
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from rules_engine.actions import Action, decode_action
from rules_engine.chance_record import ChanceRecord
from rules_engine.errors import RulesEngineError
from rules_engine.game import Game, GameSetup
from rules_engine.messages import Message
from rules_engine.ruling import Ruling
from companion.services.store.chance_log import decode_record
from companion.services.store.checksums import chain_text, log_chain, log_digest, log_head_line
from companion.services.store.errors import DamagedDatabase, SessionDeleted, StoreError, reason
from companion.services.store.snapshot_cache import SessionSnapshots
from companion.services.store.timeline import ACTION, StoredTexts, Timeline
from companion.services.store.timeline_reading import TimelineReading
from companion.services.store.times import from_db

#: How many of the latest entries are decoded when a session is opened (what the log shows first);
#: older actions and rulings are decoded when someone reads them.
SHOWN_AT_OPEN = 200

#: The columns a full log row is read as, in this order (`take_rows` unpacks them by position).
LOG_READ_COLUMNS = ("session_id", "seq", "kind", "action", "ruling", "overridden", "target_seq", "created_at",
                    "digest")

#: The columns a log row's head is read as: a row without its action and ruling texts.
LOG_HEAD_COLUMNS = ("seq", "kind", "overridden", "target_seq", "created_at", "digest")

#: How many log heads are hashed with one update of a log digest when a session is opened (a batch of
#: about 100 KB: hashing row by row cost a call and an encoding per row).
HEADS_HASHED_TOGETHER = 1024


@contextmanager
def cyclic_collection_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: opening a long session allocates tens of thousands of
    acyclic objects, and each full pass of the collector would scan all of them again."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def decode_event(seq: int, action_json: Any, ruling_json: Any) -> tuple[Action | None, Ruling | None]:
    """The action and ruling of a stored or imported event; StoreError naming the entry if malformed."""
    try:
        action = decode_action(action_json) if action_json is not None else None
        ruling = Ruling.from_json(ruling_json) if ruling_json is not None else None
    except RulesEngineError as error:
        raise StoreError(Message("log entry {seq}: {error}", seq=seq, error=reason(error))) from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise StoreError(Message("log entry {seq}: malformed ruling ({error})", seq=seq, error=error)) from None
    return action, ruling


def checked_row_time(where: object, row: Sequence[Any]) -> datetime:
    """The time of a stored log row (LOG_READ_COLUMNS) after checking the row against its checksum.

    The one check every reader of a log row makes (opening a session for the board, the command
    line or a report, reading an old text again, exporting): StoreError naming the entry when the
    row is damaged.
    """
    session_id, seq, kind, action, ruling, overridden, target_seq, stored_at, digest = row
    try:
        created_at = from_db(stored_at)
        if log_digest(session_id, seq, kind, action, ruling, overridden, target_seq, created_at) != digest:
            raise ValueError(Message("its checksum does not match"))
    except (ValueError, TypeError, AttributeError) as error:
        raise StoreError(Message("{where}: log entry {seq} is damaged ({error}); the file was left untouched",
                                 where=where, seq=seq, error=reason(error))) from None
    return created_at


#: How an entry's texts are read again from the database: seq -> (action text, ruling text), checked.
Reread = Callable[[int], "tuple[str | None, str | None]"]


class StoredEntryText:
    """A stored entry's action and ruling as the JSON text they were saved as, decoded when first read.

    One small object per stored action held in memory (the latest ones; its owner's seq is given to
    each call). An old entry's ruling text may be left on disk (`leave_ruling_on_disk`), or both its
    texts (`on_disk`, an entry waiting for its texts to be read): they are read again, checked, when
    someone looks at them. StoreError naming the entry when its text is damaged.
    """

    __slots__ = ("where", "action_text", "ruling_text", "reread", "action_on_disk")

    def __init__(self, where: str, action_text: str | None, ruling_text: str | None) -> None:
        self.where = where
        self.action_text = action_text
        self.ruling_text = ruling_text
        self.reread: Reread | None = None
        self.action_on_disk = False

    @classmethod
    def on_disk(cls, where: str, reread: Reread) -> StoredEntryText:
        """An entry whose two texts stay in the database until read (`reread(seq)`)."""
        text = cls(where, None, None)
        text.reread, text.action_on_disk = reread, True
        return text

    def read(self, action_text: str | None, ruling_text: str | None) -> None:
        """Take the entry's texts, read (and checked) after all."""
        self.action_text, self.ruling_text, self.reread, self.action_on_disk = action_text, ruling_text, None, False

    def leave_ruling_on_disk(self, reread: Reread) -> None:
        """Forget the ruling's text; `reread(seq)` reads it from the database if it is ever wanted."""
        self.ruling_text, self.reread = None, reread

    def action(self, seq: int) -> Action | None:
        """The decoded action of entry `seq`."""
        text = self.reread(seq)[0] if self.action_on_disk and self.reread is not None else self.action_text
        return decode_event(seq, parsed_text(self.where, seq, text), None)[0]

    def ruling(self, seq: int) -> Ruling | None:
        """The decoded ruling of entry `seq`."""
        text = self.ruling_text if self.reread is None else self.reread(seq)[1]
        return decode_event(seq, None, parsed_text(self.where, seq, text))[1]


class TextsOnDisk:
    """The texts of every old entry of a session still in the database: one object for all of them.

    An entry under a snapshot's log digest holds this in place of texts of its own (a long log has
    tens of thousands, most never read again): its action and ruling are read from the database,
    checked against the row's checksum, when someone looks at them.
    """

    __slots__ = ("where", "reread")

    def __init__(self, where: str, reread: Reread) -> None:
        self.where = where
        self.reread = reread

    def action(self, seq: int) -> Action | None:
        """The decoded action of entry `seq`, read from the database."""
        return decode_event(seq, parsed_text(self.where, seq, self.reread(seq)[0]), None)[0]

    def ruling(self, seq: int) -> Ruling | None:
        """The decoded ruling of entry `seq`, read from the database."""
        return decode_event(seq, None, parsed_text(self.where, seq, self.reread(seq)[1]))[1]


def parsed_text(where: str, seq: int, text: str | None) -> Any:
    """A stored JSON text of entry `seq` parsed (None stays None); StoreError naming the entry if damaged."""
    try:
        return json.loads(text) if text is not None else None
    except (ValueError, TypeError) as error:
        raise StoreError(Message("{where}: log entry {seq} is damaged ({error}); the file was left untouched",
                                 where=where, seq=seq, error=error)) from None


def stored_texts(where: str, action_text: str | None, ruling_text: str | None) -> StoredTexts:
    """A stored entry's texts, decoded when first read; StoreError naming it if damaged."""
    return StoredEntryText(where, action_text, ruling_text)


class LoadedSession(TimelineReading, ABC):
    """A session read from the database: identity, timeline, snapshots; subclasses say how texts are read again.

    `where` names the database in messages; `in_memory` is True for a database that is gone
    when closed (every text then stays in memory). Subclasses give `_stored_texts` (an entry's
    texts read again and checked) and may keep snapshots for next time (`_store_snapshots`).
    """

    def __init__(self, where: str, in_memory: bool, row: Any, game: Game, setup: GameSetup,
                 snapshots: Callable[[Timeline], SessionSnapshots]) -> None:
        """`row`: the session's stored row (id, uid, name, revision); `snapshots(timeline)` its snapshot cache."""
        self.where_stored = where
        self.in_memory = in_memory
        self.id: int = row.id
        #: The session's public id: every write checks it, so a deleted session's window never
        #: writes into a newer session that got the same id.
        self.uid: str = row.uid
        self.name: str = row.name
        #: The game under the table's standing rules the setup carries: every check, choice, view and replay
        #: of this session (its screens', its reports') sets aside the rules they name.
        self.game = game.under(game.standing_rules(setup))
        self.setup = setup
        self.revision: int = row.revision
        self._timeline = Timeline(self.game, setup)
        self._snapshots = snapshots(self._timeline)
        self._timeline.stored = self._snapshots
        #: The running log digest of every row taken or written so far (see `checksums.log_chain`).
        self._chain = log_chain("")
        #: Entries read under a snapshot's log digest whose texts are read after all (the latest ones).
        self._texts_to_read: dict[int, StoredEntryText] = {}

    @property
    def replay_notes(self) -> dict[int, str]:
        """Saved actions that today's rules refuse but that replay as played (seq -> why refused now)."""
        return dict(self._timeline.replay_waived)

    @abstractmethod
    def _stored_texts(self, seq: int) -> tuple[str | None, str | None]:
        """The action and ruling texts of log entry `seq`, read again from the database and checked."""

    def _stored_chance(self, seq: int) -> tuple[str, str] | None:
        """The stored chance record of log entry `seq` and its checksum, or None when it has none."""
        return None

    def chance_record(self, seq: int) -> ChanceRecord | None:
        """The chance request entry `seq`'s action answered (read from the database, checked, and kept)."""
        kept = super().chance_record(seq)
        if kept is not None or not 0 < seq <= len(self._timeline.entries):
            return kept
        entry = self._timeline.entry(seq)
        if entry.kind != ACTION:
            return None
        stored = self._stored_chance(seq)
        if stored is None or entry.action is None:
            return None
        record = decode_record(Message("session {id} ({name})", id=self.id, name=self.name), self.id, seq, *stored,
                               entry.action)
        self._keep_chance(seq, record)
        return record

    def checked_texts(self, seq: int, row: Sequence[Any] | None) -> tuple[str | None, str | None]:
        """The action and ruling texts of `row` (LOG_READ_COLUMNS, read again for entry `seq`), checked against
        its checksum: SessionDeleted when it is gone, StoreError when it is damaged."""
        if row is None or row[1] != seq:
            raise SessionDeleted(Message("this session was deleted elsewhere ({name}, id {id}); nothing was saved",
                                         name=repr(self.name), id=self.id))
        checked_row_time(Message("session {id} ({name})", id=self.id, name=self.name), row)
        return row[3], row[4]

    def _store_snapshots(self) -> None:
        """Keep states for the next opening (a cache; nothing here: only a writer can)."""

    def _stored_rows(self, first: int, last: int) -> Iterable[Sequence[Any]]:
        """The stored log rows `first`..`last` (LOG_READ_COLUMNS), for `read_texts`; none when this reader
        reads them one by one."""
        return ()

    def read_texts(self, seqs: list[int]) -> None:
        """Read the texts of these entries still on disk with one query, each checked as `_stored_texts` checks it
        (a replay along a past stretch of the log wants every one of them)."""
        waiting: dict[int, StoredEntryText | None] = {}
        for seq in seqs:
            text = self._timeline.entries[seq - 1].stored_text
            if isinstance(text, TextsOnDisk):
                waiting[seq] = None  # the entry gets texts of its own
            elif isinstance(text, StoredEntryText) and text.action_on_disk:
                waiting[seq] = text
        if len(waiting) < 2:
            return
        for row in self._stored_rows(min(waiting), max(waiting)):
            seq = row[1]
            if seq not in waiting:
                continue
            text = waiting.pop(seq)
            texts = self.checked_texts(seq, row)
            if text is None:
                self._timeline.entries[seq - 1].keep_texts(StoredEntryText(self._where_texts(), *texts))
            else:
                text.read(*texts)

    def _where_texts(self) -> str:
        """How an entry's damaged text names the session."""
        return Message("session {id} ({name})", id=self.id, name=self.name)

    def load_rows(self, rows: Iterable[Any]) -> None:
        """Take stored log rows into the timeline and compute the current state (`take_rows`, then `finish_loading`)."""
        self.take_rows(rows)
        self.finish_loading()

    def read_log(self, heads: Callable[[int], Iterable[Any]], rows: Callable[[int], Iterable[Any]]) -> None:
        """Read the whole stored log into the timeline (`take_rows`), under the latest snapshot's log digest.

        `heads(upto)`: the rows up to seq `upto` as LOG_HEAD_COLUMNS (times as stored text);
        `rows(from_seq)`: the rows from seq `from_seq` on as LOG_READ_COLUMNS, both in seq order (each may be
        a database cursor: its rows are taken as they come, never all held at once).
        When the latest valid snapshot has a log digest and the rows up to it match it, those rows
        are taken without their texts (`take_heads`): only the rows after it, and the few before it
        that the log shows first, are read whole and checked one by one. Otherwise (no such
        snapshot, an in-memory store, a digest that does not match) every row is read and checked,
        and a digest that did not match drops the snapshots, rebuilt from the log.

        The heads are taken while their digest is computed; when it does not match after all, what
        was taken is dropped and the log read again from its first row.
        """
        covered = None if self.in_memory else self._snapshots.latest_chain()
        if covered is not None:
            upto, expected = covered
            from_seq = max(1, upto - SHOWN_AT_OPEN + 1)
            chain = log_chain("")
            counted = 0

            def chained() -> Iterator[Any]:
                # The head lines are hashed a batch at a time (one update per HEADS_HASHED_TOGETHER rows: the
                # same digest as one update per row, as SHA-256 reads one stream), the heads given on as read.
                nonlocal counted
                lines: list[str] = []
                try:
                    for head in heads(upto):
                        lines.append(log_head_line(*head))
                        if len(lines) == HEADS_HASHED_TOGETHER:
                            chain.update("".join(lines).encode("utf-8"))
                            counted += len(lines)
                            lines.clear()
                        yield head
                finally:
                    chain.update("".join(lines).encode("utf-8"))
                    counted += len(lines)

            found = chained()
            refused: StoreError | None = None
            try:
                self.take_heads(found, from_seq=from_seq)
            except StoreError as error:
                refused = error  # raised below only when the heads match the snapshot's digest
            for _ in found:  # the digest covers every head, also those after a refused one
                pass
            if chain_text(chain) == expected and counted == upto:
                if refused is not None:
                    raise refused
                self._chain = chain
                self.take_rows(rows(from_seq))
                return
            self._snapshots.distrust()
            self._timeline = Timeline(self.game, self.setup, self._snapshots)
            self._texts_to_read = {}
        self.take_rows(rows(1))

    def check_complete(self, recorded_actions: int) -> None:
        """DamagedDatabase unless the replayed log has as many active actions as the session records.

        A damaged index can hide the end of a log from a query without SQLite's quick check
        noticing; the count kept on the session row gives it away.
        """
        if self._timeline.active_actions != recorded_actions:
            raise DamagedDatabase(Message(
                "{where} is damaged: session {id} ({name}) records {recorded} actions but its log replays to {replayed}; "
                "the file was left untouched", where=self.where_stored, id=self.id, name=self.name,
                recorded=recorded_actions, replayed=self._timeline.active_actions))

    def take_heads(self, heads: Iterable[Any], from_seq: int) -> None:
        """Record rows read without their texts (LOG_HEAD_COLUMNS, already checked by a log digest).

        Their texts are read from the database, checked against the row's checksum, when first
        wanted; those of rows from `from_seq` on are read next (`take_rows`) and wait here meanwhile.
        """
        where = Message("session {id} ({name})", id=self.id, name=self.name)
        timeline = self._timeline
        reread = self._stored_texts
        waiting = self._texts_to_read
        on_disk = TextsOnDisk(where, reread)  # one for every entry whose texts are not read next
        record, record_action = timeline.record, timeline.record_action
        try:
            for seq, kind, overridden, target_seq, stored_at, _ in heads:
                if kind == ACTION and seq < from_seq and type(stored_at) is str:
                    # The time's text as stored, read when first asked (`LogEntry.created_at`): the heads' digest
                    # checks it with the rest of the row (a damaged one fails the digest, and the log is then read
                    # row by row, each time checked: `take_rows`), and an opening shows none of these times.
                    record_action(seq, bool(overridden), stored_at, on_disk)
                    continue
                try:
                    created_at = from_db(stored_at)
                except (ValueError, TypeError, AttributeError) as error:
                    raise StoreError(Message("{where}: log entry {seq} is damaged ({error}); the file was left untouched",
                                             where=where, seq=seq, error=reason(error))) from None
                if kind != ACTION:
                    record(seq, kind, bool(overridden), target_seq, created_at, None)
                    continue
                if seq < from_seq:
                    record_action(seq, bool(overridden), created_at, on_disk)
                    continue
                text = StoredEntryText.on_disk(where, reread)
                record_action(seq, bool(overridden), created_at, text)
                waiting[seq] = text
        except RulesEngineError as error:
            raise StoreError(Message("{where} cannot be replayed: {error}", where=where, error=reason(error))) from None

    def take_rows(self, rows: Iterable[Any]) -> None:
        """Check each stored row's checksum and record it, its action and ruling still encoded.

        `rows` are LOG_READ_COLUMNS; they may come from a database cursor: each row is taken as it comes, so the whole log is never
        held twice. A row already recorded by `take_heads` only gives its texts. StoreError naming
        the first damaged row.
        """
        where = Message("session {id} ({name})", id=self.id, name=self.name)
        timeline = self._timeline
        # In a file, only the latest rulings' texts stay in memory (a long log's rulings are most
        # of its size, and an old one is rarely looked at again); older ones are read when wanted.
        reread = None if self.in_memory else self._stored_texts
        latest: deque[StoredEntryText] = deque()
        waiting = self._texts_to_read
        chain = self._chain
        try:
            for session_id, seq, kind, action, ruling, overridden, target_seq, stored_at, digest in rows:
                # The raw stored row is checked now; its action and ruling are decoded when read.
                created_at = checked_row_time(where, (session_id, seq, kind, action, ruling, overridden, target_seq,
                                                      stored_at, digest))
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
                text = StoredEntryText(where, action, ruling)
                timeline.record(seq, kind, bool(overridden), target_seq, created_at, text)
                if reread is not None:
                    latest.append(text)
                    if len(latest) > SHOWN_AT_OPEN:
                        latest.popleft().leave_ruling_on_disk(reread)
        except RulesEngineError as error:
            raise StoreError(Message("{where} cannot be replayed: {error}", where=where, error=reason(error))) from None

    def finish_loading(self) -> None:
        """Compute the current state from the recorded rows and keep snapshots for next time.

        Only the actions after the latest stored snapshot are replayed (all of them when there
        is none); actions and rulings are decoded when first needed. StoreError if the log no
        longer replays. A long replay leaves snapshots behind for next time.
        """
        where = Message("session {id} ({name})", id=self.id, name=self.name)
        timeline = self._timeline
        try:
            timeline.state  # noqa: B018 - replays the tail now, so a log that no longer replays fails here
            for entry in timeline.entries[-SHOWN_AT_OPEN:]:
                entry.ruling  # noqa: B018 - what the log shows first is read now: a damaged entry fails here
        except RulesEngineError as error:
            raise StoreError(Message("{where} cannot be replayed: {error}", where=where, error=reason(error))) from None
        for seq, note in self._snapshots.notes.items():
            timeline.replay_waived.setdefault(seq, note)
        self._store_snapshots()
