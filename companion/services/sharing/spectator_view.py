"""What a spectator's phone shows: the pending decision, the seats, the tracks, the last ruling, the log.

Built from the game's own view (`Game.view`), its `decision` and the session's log, never from
screen widgets, so the phone shows exactly what the referee decided. Plain values only: the page
renders it and the server compares versions of it. Every text is in the interface's language of
the app serving the page (the engine's messages rendered through the active catalogue), so a
language switch is one more version the phones receive.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from companion.services.i18n import _, citation_text, pgettext, translate
from rules_engine.game import Game
from rules_engine.messages import N_
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
    """The last ruling: verdict word (marked English; its first word is the style class), message, effects, references."""

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
    seats = tuple(SeatLine(translate(p.name), p.active,
                           tuple((translate(label), translate(value)) for label, value in p.stats),
                           tuple(translate(note) for note in p.notes)) for p in view.players)
    return SpectatorView(
        session=session,
        game=translate(game.title),
        turn=translate(view.turn),
        phase=translate(view.phase),
        waiting_for=_waiting_for(game, state, seats),
        seats=seats,
        sections=tuple((translate(title), tuple(translate(line) for line in lines)) for title, lines in view.sections),
        ruling=_ruling_line(last_ruling),
        recent=tuple(log_line(entry) for entry in reversed(entries[-RECENT_LINES:])),
        finished=view.finished,
        result=translate(view.result),
    )


def log_line(entry: Entry) -> str:
    """One log line in the interface's language: the ruling, marked when a house rule or undone; undo and redo."""
    kind = getattr(entry, "kind", None)
    if kind is None:  # an entry that only describes itself
        return translate(entry.describe())
    target = getattr(entry, "target_seq", None)
    if kind == "undo":
        return _("Undo of #{seq}").format(seq=target)
    if kind == "redo":
        return _("Redo of #{seq}").format(seq=target)
    ruling, action = getattr(entry, "ruling", None), getattr(entry, "action", None)
    unnamed = pgettext("log entry", "action")  # a context: "action" alone is the counted noun's msgid
    text = translate(ruling.message) if ruling else (action.KIND if action else unnamed)
    house = " " + _("[house rule]") if getattr(entry, "overridden", False) else ""
    undone = "" if getattr(entry, "active", True) else " " + _("[undone]")
    return f"{text}{house}{undone}"


def _waiting_for(game: Game, state: Any, seats: tuple[SeatLine, ...]) -> str:
    decision = game.decision(state)
    if decision.seat is not None and 0 <= decision.seat < len(seats):
        return f"{seats[decision.seat].name}: {translate(decision.prompt)}"
    return translate(decision.prompt)


def _ruling_line(ruling: Ruling | None) -> RulingLine | None:
    if ruling is None:
        return None
    verdict = N_("House rule") if ruling.overridden else (N_("Allowed") if ruling.allowed else N_("Refused"))
    references = tuple(citation_text(c) for c in ruling.citations)
    return RulingLine(verdict, translate(ruling.message), tuple(translate(effect) for effect in ruling.effects), references)
