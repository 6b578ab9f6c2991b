"""Checks shared by every action: real seats, a match still running, the ultimate lock; refusals as values.

A rule that depends only on the state (the phase, the roll, what is resolving) is written once as
a generator of the requirements it finds unmet (`rules_engine.requirements.Requirement`): `resolve`
enforces them with `Referee.enforce`, and the choices ask `all_met`, so "may I?" and "what may I
do?" read the same guard.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice_throne.modes import team_of
from rules_engine.dice_throne.phases import ROLL_PHASES
from rules_engine.dice_throne.state import DTState
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.messages import Message


def require_seat(state: DTState, seat: int | None, ref: Referee, what: str = "player") -> int:
    """The seat if it exists (a hard requirement: no house rule invents a player)."""
    if not (seat is not None and 0 <= seat < len(state.seats)):
        ref.refuse("dice-throne.companion.seats",
                   Message('there is no {what} p{number}; players are p1 to p{n_seats}',
                           what=what, number=(seat or 0) + 1, n_seats=len(state.seats)), hard=True)
    assert seat is not None
    return seat


def require_alive(state: DTState, seat: int, ref: Referee) -> None:
    """A defeated hero takes no further part."""
    if state.seats[seat].defeated:
        ref.refuse("dice-throne.health.defeat",
                   Message('{player} is defeated and takes no further part', player=state.seats[seat].name))


def require_running(state: DTState, ref: Referee) -> None:
    """Nothing happens after the match has ended."""
    if state.finished:
        ref.refuse("dice-throne.companion.game-over", Message('the match is over'), hard=True)


def same_side(state: DTState, a: int, b: int) -> bool:
    """True for the same seat or team-mates."""
    if a == b:
        return True
    return state.mode.teams and team_of(state.mode, a) == team_of(state.mode, b)


def ultimate_locked(state: DTState, by: int) -> bool:
    """True while an activated ultimate forbids this seat (an opponent of the attacker) to act."""
    return state.roll.ultimate and state.phase in ROLL_PHASES and not same_side(state, by, state.active)


def locked_refusals(state: DTState, by: int) -> Iterator[Requirement]:
    """Why `by` may not act at all now: a defeated hero takes no further part, and an opponent of the attacker
    may do nothing between an ultimate's activation and the end of the roll phase."""
    if state.seats[by].defeated:
        yield Requirement.unmet("dice-throne.health.defeat",
                                Message('{by} is defeated and takes no further part: a defeated hero cannot act',
                                        by=state.seats[by].name))
    if ultimate_locked(state, by):
        yield Requirement.unmet("dice-throne.ultimate.lock",
                                Message('{by} cannot act: an ultimate was activated and its opponents may do nothing until the roll phase ends',
                                        by=state.seats[by].name))


def require_not_locked(state: DTState, by: int, ref: Referee) -> None:
    """Refuse an action by a defeated hero, or by an opponent between an ultimate's activation and the end of
    the roll phase."""
    ref.enforce(locked_refusals(state, by))
