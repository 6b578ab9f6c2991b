"""A refusal as data, written once and read twice: `enforce` refuses through the referee, choices ask `silent`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from rules_engine.referee import Referee
from rules_engine.runebound2.state import Rb2State


class Refusal(NamedTuple):
    """One rule an action would break: its id, the plain message, and whether no house rule can lift it."""

    rule_id: str
    message: str
    hard: bool = False


def enforce(ref: Referee, refusals: Iterable[Refusal]) -> None:
    """Refuse with the first refusal (a waived one is recorded and the next is checked)."""
    for refusal in refusals:
        ref.require(False, refusal.rule_id, refusal.message, hard=refusal.hard)


def silent(refusals: Iterable[Refusal]) -> bool:
    """True when nothing is refused."""
    return next(iter(refusals), None) is None


def seat_of(state: Rb2State, player: str) -> int | None:
    """The seat of a player named (case-insensitive), or None."""
    key = player.strip().casefold()
    return next((i for i, p in enumerate(state.players) if p.player.casefold() == key), None)
