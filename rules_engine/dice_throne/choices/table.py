"""What every family of choices asks about the seats, worked out once per call of `choices`."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.dice_throne.choices.match_tables import MatchTables, match_tables
from rules_engine.dice_throne.guards import ultimate_locked
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.phases import PHASES
from rules_engine.dice_throne.state import DTState


@frozen_value(slots=True)
class Table:
    """A state with the seats sorted the ways the rules ask: still in, free of the ultimate lock, holding statuses;
    and the action types its phase admits (a family of another phase's actions is not built: the engine keeps only
    the admitted types of whatever the families offer, so leaving it out changes nothing)."""

    state: DTState
    alive: tuple[int, ...]  # heroes still in the match
    free: tuple[int, ...]  # seats that may act: still in, and not held back by the ultimate lock
    acting: tuple[int, ...]  # both: heroes that may act for themselves
    statuses: tuple[StatusDef, ...]  # every status the match's heroes bring
    held: tuple[tuple[tuple[StatusDef, int], ...], ...]  # per seat: the statuses held and their tokens
    admitted: frozenset[type[Action]]  # the action types the phase table admits now
    match: MatchTables  # what the match's heroes settle once, and the families kept by the values they read
    #: What the families kept by their values read of the seats (their keys): each seat's name and hero, and what
    #: it holds (status ids and tokens, as the seat keeps them), and what is on top of the resolving stack (its kind).
    names: tuple[str, ...]
    seat_heroes: tuple[str, ...]
    holding: tuple[tuple[tuple[str, int], ...], ...]
    top: str | None

    @classmethod
    def of(cls, state: DTState) -> Table:
        """Sort the seats of a state."""
        match = match_tables(state)
        seats = range(len(state.seats))
        alive = tuple(i for i in seats if not state.seats[i].defeated)
        free = tuple(i for i in alive if not ultimate_locked(state, i))
        find = match.status_def
        held = tuple(tuple((sdef, n) for sid, n in s.statuses if (sdef := find(sid)) is not None)
                     for s in state.seats)
        return cls(state, alive, free, tuple(i for i in alive if i in free), match.statuses, held,
                   PHASES.admitted(state), match, tuple(s.name for s in state.seats), tuple(s.hero for s in state.seats),
                   tuple(s.statuses for s in state.seats), state.resolving[-1].what if state.resolving else None)


def with_default(seats: tuple[int, ...], default: int) -> tuple[int | None, ...]:
    """A 'by' domain: the seats, plus None (left out) when the seat it defaults to is among them."""
    return seats + ((None,) if default in seats else ())
