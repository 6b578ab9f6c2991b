"""A session's log in memory: append-only events, which actions are active, and the states between.

The log holds three kinds of event. An "action" applies an action; an "undo" deactivates the
latest active action; a "redo" reactivates the latest undone one. A new action after undos
clears the redo stack (those actions stay in the log, inactive for good). The current state is
the replay of the active actions; the timeline keeps the state after each active action so undo
and redo cost one step, not a replay.
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any, Protocol

from rules_engine.actions import Action
from rules_engine.dice import DiceRoll
from rules_engine.errors import ReplayError, RuleViolation
from rules_engine.game import Game, GameSetup
from rules_engine.messages import Message
from rules_engine.ruling import Ruling
from companion.services.store.times import from_db

ACTION, UNDO, REDO = "action", "undo", "redo"


class StoredTexts(Protocol):
    """A stored entry's action and ruling as saved, decoded when first read (each at most once).

    `seq` is the entry's own: one object may stand for the texts of many entries (those still on disk).
    """

    def action(self, seq: int) -> Action | None: ...

    def ruling(self, seq: int) -> Ruling | None: ...


#: `LogEntry._undecoded`: which of a stored entry's action and ruling are still its stored text.
_ACTION_STORED, _RULING_STORED = 1, 2


class LogEntry:
    """One event of a session's log, as screens and exports show it.

    A stored entry keeps its action and ruling as the JSON text it was saved as and decodes
    them only when someone reads them (an old ruling is rarely looked at again).
    """

    __slots__ = ("seq", "kind", "overridden", "active", "target_seq", "_created_at",
                 "_action", "_ruling", "_dice", "_stored", "_undecoded")

    def __init__(
        self,
        seq: int,
        kind: str,
        action: Action | None,
        ruling: Ruling | None,
        overridden: bool,
        active: bool,
        target_seq: int | None,
        created_at: datetime | str,
        dice: tuple[DiceRoll, ...] | None = None,
        *,
        stored: StoredTexts | None = None,
    ) -> None:
        self.seq = seq  # 1-based position in the log
        self.kind = kind  # "action" | "undo" | "redo"
        self.overridden = overridden  # applied as a house rule
        self.active = active  # False when currently undone (an undone action stays in the log)
        self.target_seq = target_seq  # for undo/redo: which action entry it moved
        # A stored time's text (a head a log digest has checked) is read as a time when first asked: a long log's
        # opening reads 10,000 of them and shows none (`created_at`).
        self._created_at = created_at
        self._action = action
        self._ruling = ruling
        self._dice = dice
        # For a stored entry: its texts, decoded when first read (one object an entry: a long log holds
        # thousands of entries, most never read again), and which of the two are still text.
        self._stored = stored
        self._undecoded = _ACTION_STORED | _RULING_STORED if stored is not None else 0

    @property
    def created_at(self) -> datetime:
        """When the event was stored (aware UTC)."""
        moment = self._created_at
        if isinstance(moment, str):
            moment = self._created_at = from_db(moment)
        return moment

    @property
    def action(self) -> Action | None:
        """The action (for kind == "action")."""
        if self._undecoded & _ACTION_STORED:
            assert self._stored is not None  # kept until both texts are decoded
            self._action = self._stored.action(self.seq)
            self._decoded(_ACTION_STORED)
        return self._action

    @property
    def ruling(self) -> Ruling | None:
        """The ruling the action got when it was played."""
        if self._undecoded & _RULING_STORED:
            assert self._stored is not None  # kept until both texts are decoded
            self._ruling = self._stored.ruling(self.seq)
            self._decoded(_RULING_STORED)
        return self._ruling

    @property
    def stored_text(self) -> StoredTexts | None:
        """The stored texts not decoded yet (None once both are decoded, or for an entry made in memory)."""
        return self._stored

    @property
    def ruling_decoded(self) -> bool:
        """False while the ruling is still the stored text (it is decoded when first read)."""
        return not self._undecoded & _RULING_STORED

    def keep_texts(self, stored: StoredTexts) -> None:
        """Hold these texts for what is still undecoded (read from the database for this entry alone)."""
        if self._stored is not None:
            self._stored = stored

    def let_go(self, stored: StoredTexts) -> None:
        """Forget the action and ruling (decoded, or held as text) and the dice read from them: `stored` reads them
        again, from the database, when someone asks (an action entry whose row is written; other kinds hold none)."""
        if self.kind != ACTION:
            return
        self._action = self._ruling = self._dice = None
        self._stored = stored
        self._undecoded = _ACTION_STORED | _RULING_STORED

    def _decoded(self, which: int) -> None:
        self._undecoded &= ~which
        if not self._undecoded:
            self._stored = None  # both read: the texts can go

    @property
    def dice(self) -> tuple[DiceRoll, ...]:
        """Every roll inside the action."""
        if self._dice is None:
            self._dice = dice_in(self.action) if self.kind == ACTION else ()
        return self._dice

    def with_active(self, active: bool) -> LogEntry:
        """The same entry, active or undone (shares the decoded or still-encoded action and ruling)."""
        copy = LogEntry(self.seq, self.kind, self._action, self._ruling, self.overridden, active,
                        self.target_seq, self._created_at, self._dice)
        copy._stored, copy._undecoded = self._stored, self._undecoded
        return copy

    def replaced(self, **changes: Any) -> LogEntry:
        """A copy with some public fields changed (as dataclasses.replace would; decodes what it copies)."""
        fields: dict[str, Any] = {"seq": self.seq, "kind": self.kind, "action": self.action, "ruling": self.ruling,
                  "overridden": self.overridden, "active": self.active, "target_seq": self.target_seq,
                  "created_at": self.created_at, "dice": self._dice}
        fields.update(changes)
        return LogEntry(**fields)

    def _key(self) -> tuple:
        return (self.seq, self.kind, self.action, self.ruling, self.overridden, self.active,
                self.target_seq, self.created_at, self.dice)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LogEntry) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.seq, self.kind, self.active))

    def __repr__(self) -> str:
        return (f"LogEntry(seq={self.seq}, kind={self.kind!r}, action={self.action!r}, active={self.active}, "
                f"overridden={self.overridden}, target_seq={self.target_seq})")

    def describe(self) -> str:
        """One line for a log view: what happened, marked when undone or a house rule."""
        if self.kind == ACTION:
            text = self.ruling.message if self.ruling else (self.action.KIND if self.action else "action")
            marks = (" [house rule]" if self.overridden else "") + ("" if self.active else " [undone]")
            return f"{text}{marks}"
        return f"{'Undo' if self.kind == UNDO else 'Redo'} of #{self.target_seq}"


def dice_in(value: Any) -> tuple[DiceRoll, ...]:
    """Every DiceRoll inside an action, found by walking its fields (tuples, dicts, nested values)."""
    return tuple(_walk_dice(value))


def _walk_dice(value: Any) -> Iterator[DiceRoll]:
    if isinstance(value, DiceRoll):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _walk_dice(getattr(value, field.name))
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _walk_dice(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _walk_dice(item)


class StoredStates(Protocol):
    """Where a timeline may find states computed before (a cache: the log stays the truth)."""

    def restore(self, seq: int) -> Any | None:
        """The state when action `seq` is the latest active action, or None when none is stored."""


class Timeline:
    """The log, the active actions and the state after each one, for one game and setup.

    A state not computed yet is None in `_states`; reading it replays the active actions from
    the nearest state known in memory or kept by `stored` (see `state_after`).
    """

    def __init__(self, game: Game, setup: GameSetup, stored: StoredStates | None = None, *, start: Any = None) -> None:
        """`start`: the state before the first entry (a branch begins where its session stood); the setup's
        new game when None."""
        self.game = game
        self.setup = setup
        self.stored = stored
        self.entries: list[LogEntry] = []
        self._done: list[int] = []  # seqs of active actions, always in log order
        self._undone: list[int] = []  # seqs that redo may bring back, most recent last
        #: _states[k] is the state after the first k active actions (None: not computed yet).
        self._states: list[Any] = [game.new_game(setup) if start is None else start]
        #: No state is held in memory below this index but the first (`forget_states` clears from here on, so that
        #: forgetting after each snapshot of a long sitting costs what was added since, not the whole log).
        self._held_from = 1
        #: Entries under this index hold no action or ruling in memory, but those read back since (`let_go_texts`
        #: visits the entries from here on, so that letting texts go costs what was added since, not the whole log).
        self.texts_from = 0
        #: Seqs under `texts_from` whose texts were read back since the last `let_go_texts` (a replay along them,
        #: an old ruling looked at): they are let go again.
        self.read_back: set[int] = set()
        #: Called with the seqs of a replay along more than one action before it runs (a saved session reads the
        #: texts still on disk with one query: `TimelineReading.read_texts`).
        self.before_replay: Callable[[list[int]], None] | None = None
        #: The table's standing rules the setup carries: every new action is ruled under them.
        self.standing = game.standing_rules(setup)
        #: Actions of a saved log that today's rules refuse but that were allowed when played
        #: (an upgrade changed a rule): seq -> today's refusal. They replay as played.
        self.replay_waived: dict[int, str] = {}

    # -- reading -------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The current state: the replay of the active actions."""
        return self.state_after(len(self._done))

    def state_after(self, count: int) -> Any:
        """The state after the first `count` active actions, computed (and kept) if not known yet.

        The state with a given latest active action never depends on when it became active
        (the actions beneath it cannot change while it can still be redone), so a state
        stored for that action's seq is the state here.
        """
        if self._states[count] is not None:
            return self._states[count]
        start = count
        while start > 0 and self._states[start] is None:
            restored = self.stored.restore(self._done[start - 1]) if self.stored is not None else None
            if restored is not None:
                self._states[start] = restored
                break
            start -= 1
        self._held_from = max(1, min(self._held_from, start))
        if self.before_replay is not None and count - start > 1:
            self.before_replay(self._done[start:count])
        for index in range(start, count):
            self._states[index + 1] = self._replay(self._states[index], self._done[index])
        return self._states[count]

    def known_state(self, count: int) -> Any | None:
        """The state after the first `count` active actions if it is in memory (None otherwise)."""
        return self._states[count]

    @property
    def active_seqs(self) -> tuple[int, ...]:
        """The seqs of the active actions, oldest first."""
        return tuple(self._done)

    def active_position(self, seq: int) -> int | None:
        """Where action `seq` is among the active actions (0 for the oldest), or None when it is not active."""
        done = self._done  # kept in log order, so a bisection finds it
        index = bisect_left(done, seq)
        return index if index < len(done) and done[index] == seq else None

    def replay_action(self, state: Any, seq: int) -> Any:
        """The stored action `seq` applied to `state` as it was played (a house rule stays one; see `load`)."""
        return self._replay(state, seq)

    def forget_states(self, keep: int) -> None:
        """Drop all but the latest `keep` states from memory (only sensible when `stored` keeps some).

        Only the states held since the last call are visited (`_held_from`): the cost is the states dropped, not
        the length of the log."""
        end = max(1, len(self._states) - keep)
        for index in range(self._held_from, end):
            self._states[index] = None
        self._held_from = max(self._held_from, end)

    def let_go_texts(self, keep: int, most: int, on_disk: StoredTexts) -> None:
        """Let the action and ruling of all but the latest `keep` entries go from memory (`LogEntry.let_go`; only
        sensible when every entry is written where `on_disk` reads it).

        At most `most` entries are visited from `texts_from` on, then at most `most` of those read back since (the
        rest at the next calls), so that one call's cost is bounded whatever was read."""
        entries = self.entries
        end = min(len(entries) - keep, self.texts_from + most)
        for index in range(self.texts_from, end):
            entries[index].let_go(on_disk)
        self.texts_from = max(self.texts_from, end)
        read_back = self.read_back
        for _ in range(min(most, len(read_back))):
            entries[read_back.pop() - 1].let_go(on_disk)

    def _replay(self, state: Any, seq: int) -> Any:
        """Apply the stored action `seq` to `state` as it was played (lenient: see `load`)."""
        entry = self.entries[seq - 1]
        action = entry.action
        if seq <= self.texts_from:
            self.read_back.add(seq)  # its texts were let go: let them go again after this replay
        if action is None:
            raise ReplayError(Message("log entry {seq} is an action without its action", seq=seq))
        overridden = entry.overridden or seq in self.replay_waived
        try:
            return self.game.apply(state, action, override=overridden).state
        except RuleViolation as violation:
            if overridden:
                raise ReplayError(Message("action {seq} ({kind}) no longer applies: {why}", seq=seq, kind=action.KIND,
                                          why=violation.ruling.message)) from None
            refused = violation.ruling.message
        try:
            after = self.game.apply(state, action, override=True).state
        except RuleViolation:
            raise ReplayError(Message("action {seq} ({kind}) no longer applies: {why}", seq=seq, kind=action.KIND,
                                      why=refused)) from None
        self.replay_waived[seq] = refused
        return after

    @property
    def next_seq(self) -> int:
        """The seq the next event will get."""
        return len(self.entries) + 1

    @property
    def active_actions(self) -> int:
        """How many actions are active now."""
        return len(self._done)

    @property
    def can_undo(self) -> bool:
        """True when there is an active action to undo."""
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        """True when there is an undone action that redo can bring back."""
        return bool(self._undone)

    def undo_target(self) -> int | None:
        """The seq an undo would deactivate now."""
        return self._done[-1] if self._done else None

    def redo_target(self) -> int | None:
        """The seq a redo would reactivate now."""
        return self._undone[-1] if self._undone else None

    def entry(self, seq: int) -> LogEntry:
        """The entry at a 1-based seq."""
        return self.entries[seq - 1]

    def last_ruling(self) -> Ruling | None:
        """What the ruling panel shows: the latest action's ruling, or what the latest undo/redo did."""
        if not self.entries:
            return None
        last = self.entries[-1]
        if last.kind == ACTION:
            return last.ruling
        target = self.entry(last.target_seq) if last.target_seq else None
        # A Message, so whoever shows it (the spectator's page, `companion play`) words it in the table's language;
        # its English text is what the store always said.
        what = target.ruling.message if target and target.ruling else Message("the last action")
        if last.kind == UNDO:
            return Ruling(True, Message("Undone: {what}", what=what))
        citations = target.ruling.citations if target and target.ruling else ()
        return Ruling(True, Message("Redone: {what}", what=what), citations)

    # -- planning (no change) ------------------------------------------------------------------

    def try_action(self, action: Action, *, override: bool) -> tuple[Any, Ruling]:
        """The state and ruling the action would give now; raises RuleViolation if refused."""
        outcome = self.game.apply(self.state, action, override=override, standing=self.standing)
        return outcome.state, outcome.ruling

    def try_redo(self) -> Any:
        """The state a redo would give now (re-applying the undone action as it was applied)."""
        target = self.entry(self._undone[-1])
        override = target.overridden or target.seq in self.replay_waived
        assert target.action is not None  # only actions are undone and redone
        return self.game.apply(self.state, target.action, override=override).state

    # -- appending -----------------------------------------------------------------------------

    def append_action(
        self, action: Action | None, ruling: Ruling | None, overridden: bool, created_at: datetime, new_state: Any,
        *, stored: StoredTexts | None = None,
    ) -> LogEntry:
        """Record an applied action (its new state computed by `try_action`, or None to compute when read)."""
        seq = len(self.entries) + 1  # `next_seq`, without the property's call (opening takes thousands)
        entry = LogEntry(seq, ACTION, action, ruling, overridden, True, None, created_at, stored=stored)
        self.entries.append(entry)
        if self._undone:
            self._undone.clear()  # a new action ends the redo stack: those stay inactive for good
        self._done.append(seq)
        self._states.append(new_state)
        return entry

    def append_undo(self, created_at: datetime) -> LogEntry:
        """Record an undo of the latest active action."""
        target = self._done.pop()
        self._states.pop()
        self._held_from = max(1, min(self._held_from, len(self._states)))  # what comes next is appended from here
        self._undone.append(target)
        self.entries[target - 1] = self.entries[target - 1].with_active(False)
        entry = LogEntry(self.next_seq, UNDO, None, None, False, True, target, created_at, ())
        self.entries.append(entry)
        return entry

    def append_redo(self, created_at: datetime, new_state: Any) -> LogEntry:
        """Record a redo of the latest undone action (its state computed by `try_redo`, or None)."""
        target = self._undone.pop()
        self._done.append(target)
        self._states.append(new_state)
        self.entries[target - 1] = self.entries[target - 1].with_active(True)
        entry = LogEntry(self.next_seq, REDO, None, None, False, True, target, created_at, ())
        self.entries.append(entry)
        return entry

    # -- loading -------------------------------------------------------------------------------

    def record(
        self,
        seq: int,
        kind: str,
        overridden: bool,
        target_seq: int | None,
        created_at: datetime,
        stored: StoredTexts | None,
    ) -> LogEntry:
        """Take one stored event into the log without replaying it (states are computed when read).

        `stored` gives the action and ruling of an action event when they are first needed.
        ReplayError if the event does not fit the log.
        """
        if seq != len(self.entries) + 1:  # `next_seq`, without the property's call (opening takes thousands)
            raise ReplayError(Message("log entry {seq} is out of order (expected {expected})", seq=seq, expected=self.next_seq))
        if kind == ACTION:
            return self.append_action(None, None, overridden, created_at, None, stored=stored)
        if kind == UNDO:
            self._check_target(seq, UNDO, target_seq)
            return self.append_undo(created_at)
        if kind == REDO:
            self._check_target(seq, REDO, target_seq)
            return self.append_redo(created_at, None)
        raise ReplayError(Message("log entry {seq} has an unknown kind {kind}", seq=seq, kind=repr(kind)))

    def record_action(self, seq: int, overridden: bool, created_at: datetime | str, stored: StoredTexts) -> None:
        """`record` of a stored action event (the most of a long log's opening), without the dispatch on its kind.
        `created_at` may be the stored time's text, read when first asked (`LogEntry.created_at`): only for a row
        whose text a log digest has checked."""
        entries = self.entries
        if seq != len(entries) + 1:
            raise ReplayError(Message("log entry {seq} is out of order (expected {expected})", seq=seq,
                                      expected=len(entries) + 1))
        entries.append(LogEntry(seq, ACTION, None, None, overridden, True, None, created_at, None, stored=stored))
        if self._undone:
            self._undone.clear()  # a new action ends the redo stack: those stay inactive for good
        self._done.append(seq)
        self._states.append(None)

    def _check_target(self, seq: int, kind: str, target_seq: int | None) -> None:
        if kind == UNDO and (self.undo_target() is None or target_seq not in (None, self.undo_target())):
            raise ReplayError(Message("log entry {seq} undoes action {target}, which is not the latest active one",
                                      seq=seq, target=target_seq))
        if kind == REDO and (self.redo_target() is None or target_seq not in (None, self.redo_target())):
            raise ReplayError(Message("log entry {seq} redoes action {target}, which was not the latest undone one",
                                      seq=seq, target=target_seq))

    def load(
        self,
        seq: int,
        kind: str,
        action: Action | None,
        ruling: Ruling | None,
        overridden: bool,
        target_seq: int | None,
        created_at: datetime,
        *,
        lenient: bool = False,
        recompute: bool = False,
    ) -> LogEntry:
        """Replay one stored event; ReplayError if it does not fit the log or no longer applies.

        With `recompute` (imports) the entry keeps the ruling the rules give now, never the one
        stored with it: a ruling's text is not evidence, the replay is.

        With `lenient` (opening the table's own saves) an action that was allowed when it was
        played but that today's rules refuse is replayed as played, and noted in
        `replay_waived`: an upgrade must never make a saved game unreadable. Only what no house
        rule could allow still fails.
        """
        if seq != self.next_seq:
            raise ReplayError(Message("log entry {seq} is out of order (expected {expected})", seq=seq, expected=self.next_seq))
        if kind == ACTION:
            if action is None or ruling is None and not recompute:
                raise ReplayError(Message("log entry {seq} is an action without its action or ruling", seq=seq))
            try:
                new_state, fresh = self.try_action(action, override=overridden)
            except RuleViolation as violation:
                if not lenient or overridden:
                    raise ReplayError(Message("action {seq} ({kind}) no longer applies: {why}", seq=seq, kind=action.KIND,
                                              why=violation.ruling.message)) from None
                try:
                    new_state, fresh = self.try_action(action, override=True)
                except RuleViolation:
                    raise ReplayError(Message("action {seq} ({kind}) no longer applies: {why}", seq=seq, kind=action.KIND,
                                              why=violation.ruling.message)) from None
                self.replay_waived[seq] = violation.ruling.message
            kept = fresh if recompute else ruling
            return self.append_action(action, kept, overridden, created_at, new_state)
        if kind == UNDO:
            self._check_target(seq, UNDO, target_seq)
            return self.append_undo(created_at)
        if kind == REDO:
            self._check_target(seq, REDO, target_seq)
            try:
                new_state = self.try_redo()
            except RuleViolation as violation:
                raise ReplayError(Message("redo at {seq} no longer applies: {why}", seq=seq, why=violation.ruling.message)) from None
            return self.append_redo(created_at, new_state)
        raise ReplayError(Message("log entry {seq} has an unknown kind {kind}", seq=seq, kind=repr(kind)))
