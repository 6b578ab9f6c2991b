"""What a spectator's phone shows: the pending decision, the seats, the tracks, the last ruling, the log.

Built from the game's own view (`Game.view`), its `decision` and the session's log, never from
screen widgets, so the phone shows exactly what the referee decided. Plain values only: the page
renders it and the server compares versions of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from rules_engine.game import Game
from rules_engine.ruling import Ruling

#: Log lines a phone shows, newest first.
RECENT_LINES = 12


class Entry(Protocol):
    """A log entry as the spectator needs it."""

    def describe(self) -> str: ...


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat: its name, whether it acts now, and its numbers (label, value)."""

    name: str
    active: bool
    stats: tuple[tuple[str, str], ...]
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RulingLine:
    """The last ruling: its verdict word, message, effects and references."""

    verdict: str
    message: str
    effects: tuple[str, ...]
    references: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SpectatorView:
    """Everything one refresh of the spectator page shows."""

    session: str
    game: str
    turn: str
    phase: str
    waiting_for: str
    seats: tuple[SeatLine, ...]
    sections: tuple[tuple[str, tuple[str, ...]], ...]
    ruling: RulingLine | None
    recent: tuple[str, ...]
    finished: bool
    result: str


def spectator_view(session: str, game: Game, state: Any, last_ruling: Ruling | None,
                   entries: Sequence[Entry]) -> SpectatorView:
    """The spectator's view of a session in `state` (the log's last entries shown newest first)."""
    view = game.view(state)
    seats = tuple(SeatLine(p.name, p.active, tuple(p.stats), tuple(p.notes)) for p in view.players)
    return SpectatorView(
        session=session,
        game=game.title,
        turn=view.turn,
        phase=view.phase,
        waiting_for=_waiting_for(game, state, seats),
        seats=seats,
        sections=tuple((title, tuple(lines)) for title, lines in view.sections),
        ruling=_ruling_line(last_ruling),
        recent=tuple(entry.describe() for entry in reversed(entries[-RECENT_LINES:])),
        finished=view.finished,
        result=view.result,
    )


def _waiting_for(game: Game, state: Any, seats: tuple[SeatLine, ...]) -> str:
    decision = game.decision(state)
    if decision.seat is not None and 0 <= decision.seat < len(seats):
        return f"{seats[decision.seat].name}: {decision.prompt}"
    return decision.prompt


def _ruling_line(ruling: Ruling | None) -> RulingLine | None:
    if ruling is None:
        return None
    verdict = "House rule" if ruling.overridden else ("Allowed" if ruling.allowed else "Refused")
    references = tuple(c.reference() for c in ruling.citations)
    return RulingLine(verdict, ruling.message, tuple(ruling.effects), references)
