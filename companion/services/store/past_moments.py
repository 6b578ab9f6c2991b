"""Any past moment of a session: the board as it stood after any entry of its log, read-only.

The log is append-only and an undo only deactivates, so the state after log entry `k` is the state
whose latest active action is the top of the "done" stack after entry `k` (`Timeline.state_after`
explains why that state never depends on when the action became active). Each action entry has a
parent, the latest active action when it was played: the active actions at any moment are a chain
of parents, and the state after an action is its parent's state with the action applied.

A moment is found by walking up that chain to the nearest state known (one this object keeps, one
of the session's in-memory states, or a stored snapshot: one every 256 active actions) and
replaying down from it, so a step along a 50,000-action log replays at most a few hundred actions,
usually one. Nothing here writes: the log stays as it is.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules_engine.messages import Message
from companion.services.store.timeline import ACTION, REDO, UNDO, LogEntry, Timeline

#: States this object keeps besides the recent ones: every this many actions down a replayed chain.
CHECKPOINT_EVERY = 128
#: The most recently read or replayed states kept: stepping back after a jump finds each state already replayed.
RECENT_STATES = 512
#: The scan's tables hold entry numbers as 4-byte machine integers (`array`): one Python int, list slot and dict
#: entry per log entry were 70 bytes an entry, 3.4 MiB at 50,000 when the timeline first opened (the peak of a
#: player's paths at a long sitting); these are 12 bytes.
ENTRY_NUMBERS = "i"


@dataclass(frozen=True)
class Moment:
    """The board after log entry `seq` (0: the game as set up, before any entry) of `total` entries."""

    seq: int
    total: int
    state: Any
    entry: LogEntry | None  # the entry this moment follows (None for the start)
    top: int  # the latest active action at this moment (0: none)


class PastMoments:
    """The states after each log entry of one session's timeline, computed when asked for (never written)."""

    def __init__(self, timeline: Timeline, read_texts: Callable[[list[int]], None] | None = None) -> None:
        """`read_texts(seqs)` reads the stored texts of those entries at once, before a replay along them."""
        self._timeline = timeline
        self._read_texts = read_texts
        #: _parent[seq] for an action entry: the latest active action when it was played (0: none, and for an
        #: undo or redo entry, which has no parent).
        self._parent = array(ENTRY_NUMBERS, [0])
        #: _top[k]: the latest active action after the first k entries (0: none).
        self._top = array(ENTRY_NUMBERS, [0])
        self._done = array(ENTRY_NUMBERS)
        self._undone = array(ENTRY_NUMBERS)
        self._checkpoints: dict[int, Any] = {}
        self._recent: OrderedDict[int, Any] = OrderedDict()
        #: How many actions the last state asked for was replayed along (0: it was known).
        self.replayed = 0

    @property
    def timeline(self) -> Timeline:
        """The timeline read."""
        return self._timeline

    @property
    def total(self) -> int:
        """How many entries the log holds now."""
        return len(self._timeline.entries)

    def moment(self, seq: int) -> Moment:
        """The board after log entry `seq`, 0..total (ValueError outside that range)."""
        self._scan()
        if not 0 <= seq <= self.total:
            raise ValueError(Message("the log has no entry {seq}", seq=seq))
        top = self._top[seq]
        entry = self._timeline.entries[seq - 1] if seq else None
        return Moment(seq, self.total, self.state_with_top(top), entry, top)

    def top_after(self, seq: int) -> int:
        """The latest active action after log entry `seq` (0: none)."""
        self._scan()
        return self._top[seq]

    def chain(self, top: int) -> list[int]:
        """The active actions (their seqs, oldest first) when action `top` is the latest active one."""
        self._scan()
        seqs = []
        while top:
            seqs.append(top)
            top = self._parent[top]
        seqs.reverse()
        return seqs

    def state_with_top(self, top: int) -> Any:
        """The state when action `top` is the latest active action (0: the game as set up)."""
        self._scan()
        path: list[int] = []
        current = top
        state = None
        while True:
            state = self._known(current)
            if state is not None:
                break
            path.append(current)
            current = self._parent[current]
        if self._read_texts is not None and len(path) > 1:
            self._read_texts(path)
        self.replayed = len(path)
        for seq in reversed(path):
            state = self._timeline.replay_action(state, seq)
            if seq % CHECKPOINT_EVERY == 0:
                self._checkpoints[seq] = state
            self._remember(seq, state)
        if not path:
            self._remember(top, state)
        return state

    def _known(self, top: int) -> Any | None:
        """A state for `top` found without replaying (None when it must be replayed from its parent)."""
        if top == 0:
            return self._timeline.known_state(0)
        if top in self._recent:
            self._recent.move_to_end(top)
            return self._recent[top]
        if top in self._checkpoints:
            return self._checkpoints[top]
        timeline = self._timeline
        position = timeline.active_position(top)
        if position is not None:
            known = timeline.known_state(position + 1)
            if known is not None:
                return known
        if timeline.stored is not None:
            restored = timeline.stored.restore(top)
            if restored is not None:
                self._checkpoints[top] = restored
                return restored
        return None

    def _remember(self, top: int, state: Any) -> None:
        self._recent[top] = state
        self._recent.move_to_end(top)
        while len(self._recent) > RECENT_STATES:
            self._recent.popitem(last=False)

    def _scan(self) -> None:
        """Take the entries appended since the last look (the log only grows)."""
        entries = self._timeline.entries
        for index in range(len(self._top) - 1, len(entries)):
            entry = entries[index]  # its seq is index + 1: the log numbers its entries by position
            self._parent.append(self._done[-1] if self._done and entry.kind == ACTION else 0)
            if entry.kind == ACTION:
                self._done.append(entry.seq)
                del self._undone[:]
            elif entry.kind == UNDO and self._done:
                self._undone.append(self._done.pop())
            elif entry.kind == REDO and self._undone:
                self._done.append(self._undone.pop())
            self._top.append(self._done[-1] if self._done else 0)
