"""The value of a game clock: time played, the time of each turn, running or paused.

Pure arithmetic on moments the caller passes in (nothing here reads the time): the service in
`companion.services.game_clock` brings the moments from the store's clock and saves the value
with the session. A running clock counts from `running_since`; `played` and `turn_played` hold
what was counted before it. A turn is named by the game's view (`GameView.turn`, e.g.
"Turn 3: Ann"); when that name changes the running turn is closed and a new one starts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime

from companion.services.store.times import from_db


@dataclass(frozen=True, slots=True)
class TurnTime:
    """One finished turn: its name as the game shows it and the seconds the clock ran during it."""

    turn: str
    seconds: float


@dataclass(frozen=True, slots=True)
class ClockState:
    """A game clock: stopped at zero when new; `running_since` is None while paused."""

    played: float = 0.0
    running_since: datetime | None = None
    turn: str = ""
    turn_played: float = 0.0
    turns: tuple[TurnTime, ...] = ()

    @property
    def running(self) -> bool:
        """True while the clock counts."""
        return self.running_since is not None

    def _since(self, now: datetime) -> float:
        if self.running_since is None:
            return 0.0
        return max(0.0, (now - self.running_since).total_seconds())

    def elapsed(self, now: datetime) -> float:
        """Seconds played up to `now`."""
        return self.played + self._since(now)

    def turn_elapsed(self, now: datetime) -> float:
        """Seconds of the current turn up to `now`."""
        return self.turn_played + self._since(now)

    def settled(self, now: datetime) -> ClockState:
        """The same clock with the running time folded into the totals (running on from `now`)."""
        if self.running_since is None:
            return self
        since = self._since(now)
        return replace(self, played=self.played + since, turn_played=self.turn_played + since, running_since=now)

    def resumed(self, now: datetime) -> ClockState:
        """The clock counting from `now` (unchanged if it already runs)."""
        return self if self.running else replace(self, running_since=now)

    def paused(self, now: datetime) -> ClockState:
        """The clock stopped at `now`, its time kept."""
        return replace(self.settled(now), running_since=None)

    def toggled(self, now: datetime) -> ClockState:
        """Paused if running, running if paused."""
        return self.paused(now) if self.running else self.resumed(now)

    def at_turn(self, turn: str, now: datetime) -> ClockState:
        """The clock after the game's turn became `turn`: a new name closes the running turn."""
        settled = self.settled(now)
        if turn == settled.turn:
            return settled
        turns = settled.turns
        if settled.turn or settled.turn_played:
            turns = turns + (TurnTime(settled.turn, settled.turn_played),)
        return replace(settled, turn=turn, turn_played=0.0, turns=turns)

    def to_json(self) -> dict:
        """A JSON-ready form (what the session row's `clock` column holds)."""
        return {
            "played": self.played,
            "running_since": self.running_since.isoformat() if self.running_since else None,
            "turn": self.turn,
            "turn_played": self.turn_played,
            "turns": [[t.turn, t.seconds] for t in self.turns],
        }

    @classmethod
    def from_json(cls, data: object) -> ClockState:
        """Rebuild a stored clock; a missing or malformed value reads as a stopped clock at zero."""
        if not isinstance(data, dict):
            return cls()
        try:
            since = data.get("running_since")
            turns = tuple(TurnTime(str(name), float(seconds)) for name, seconds in data.get("turns", ()))
            return cls(
                played=max(0.0, float(data.get("played", 0.0))),
                running_since=from_db(since) if since else None,
                turn=str(data.get("turn", "")),
                turn_played=max(0.0, float(data.get("turn_played", 0.0))),
                turns=turns,
            )
        except (TypeError, ValueError):
            return cls()

    @classmethod
    def from_text(cls, text: str | None) -> ClockState:
        """Rebuild a clock from the column's JSON text (malformed text reads as a stopped clock)."""
        try:
            return cls.from_json(json.loads(text)) if text else cls()
        except ValueError:
            return cls()


def clock_text(seconds: float) -> str:
    """Seconds as the clock line shows them: 'm:ss', or 'h:mm:ss' from an hour on."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
