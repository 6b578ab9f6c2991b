"""The game clock of one saved session: pause, resume, turn boundaries, saved with the session.

The time comes from the store's clock (`SessionStore.now`, or a function given for tests) and every change is committed
to the session row at once (a new turn the board tells it of, and the resume of a board's opening, just after the
frame that shows it, `turn_is(save=False)` or `resume(save=False)` then `save_turn`, or at the clock's next tick), so a killed app loses at most the time since the last save: a clock
found running when a session is opened was left by a window that ended without pausing, so it is read as paused at its
last save (the time after that, while nobody watched, is not counted). A running clock saves itself every `HEARTBEAT`
seconds when its owner calls `tick`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime

from typing import Protocol

from companion.services.clock_state import ClockState

#: Seconds between saves of a running clock (the most a killed app can lose).
HEARTBEAT = 30.0


class ClockStore(Protocol):
    """Where a clock is saved: the session store (`SessionStore`), or a stand-in until it is open."""

    @property
    def read_only(self) -> bool:
        """True when nothing may be saved."""

    def now(self) -> datetime:
        """The current time, aware UTC."""

    def read_clock_text(self, session_id: int) -> str:
        """The clock saved with the session (JSON); SessionNotFound if there is none."""

    def write_clock_text(self, session_id: int, text: str) -> None:
        """Save the session's clock (JSON)."""


def read_clock(store: ClockStore, session_id: int) -> ClockState:
    """The clock saved with a session, as it was last saved; SessionNotFound if there is no such session."""
    return ClockState.from_text(store.read_clock_text(session_id))


class GameClock:
    """The clock of one session, saved with it on every change."""

    def __init__(self, store: ClockStore, session_id: int, now: Callable[[], datetime] | None = None) -> None:
        self.store = store
        self.session_id = session_id
        self.now: Callable[[], datetime] = now if now is not None else store.now
        found = read_clock(store, session_id)
        # Running in the database means its last window ended without pausing: paused at its last save.
        self.state = found.paused(found.running_since) if found.running_since is not None else found
        self.saved_at = self.now()
        #: True while a new turn taken without saving (`turn_is(save=False)`) waits for the next save.
        self.unsaved = False

    @property
    def running(self) -> bool:
        """True while the clock counts."""
        return self.state.running

    def elapsed(self) -> float:
        """Seconds played so far."""
        return self.state.elapsed(self.now())

    def turn_elapsed(self) -> float:
        """Seconds of the current turn so far."""
        return self.state.turn_elapsed(self.now())

    def resume(self, *, save: bool = True) -> None:
        """Start (or restart) counting, and save. With `save=False` the clock counts at once and is saved when told to
        (`save_turn`) or at its next `tick`, as a new turn taken without saving is: a board opening resumes its clock
        so, and saves it a moment after its first frame, not in a commit the key that opened it waits for."""
        resumed = self.state.resumed(self.now())
        if save:
            self._save(resumed)
        else:
            self.state = resumed
            self.unsaved = True

    def pause(self) -> None:
        """Stop counting, keep the time, and save."""
        self._save(self.state.paused(self.now()))

    def toggle(self) -> bool:
        """Pause a running clock or resume a paused one; True when it now runs."""
        self._save(self.state.toggled(self.now()))
        return self.running

    def turn_is(self, turn: str, *, save: bool = True) -> bool:
        """Tell the clock which turn the game is in (the view's turn line); a new turn closes the last. True when the
        turn changed. With `save=False` the clock takes the new turn at once (its line, its turns) and saves it when
        told to (`save_turn`, which the board calls once the move's frame is drawn) or at its next `tick`: not a
        second commit the move's key waits for."""
        if turn == self.state.turn:
            return False
        changed = self.state.at_turn(turn, self.now())
        if save:
            self._save(changed)
        else:
            self.state = changed
            self.unsaved = True
        return True

    def save_turn(self) -> bool:
        """Save a new turn taken without saving (`turn_is(save=False)`), or a resume (`resume(save=False)`), running or
        paused; True when one waited."""
        if not self.unsaved:
            return False
        self.save()
        return True

    def save(self) -> None:
        """Save the clock now (a running clock's time so far is folded in)."""
        self._save(self.state.settled(self.now()))

    def tick(self) -> None:
        """Save a running clock when the last save is `HEARTBEAT` seconds old, or a new turn waits to be saved."""
        moment = self.now()
        if self.running and (self.unsaved or (moment - self.saved_at).total_seconds() >= HEARTBEAT):
            self._save(self.state.settled(moment))

    def _save(self, state: ClockState) -> None:
        self.state = state
        self.unsaved = False
        if self.store.read_only:
            return
        self.store.write_clock_text(self.session_id, json.dumps(state.to_json()))
        self.saved_at = self.now()
