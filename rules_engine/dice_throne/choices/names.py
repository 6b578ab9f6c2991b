"""How choices name things: seats, and the normal form of ability, status and dice-position spellings."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from rules_engine.dice_throne.choices.match_tables import match_tables
from rules_engine.dice_throne.dice import HERO_DICE
from rules_engine.dice_throne.domains import Alias, Aliases, number
from rules_engine.dice_throne.heroes import Hero, StatusDef
from rules_engine.dice_throne.state import DTState


def who(state: DTState, seat: int) -> str:
    """A seat for a label: the player's name and seat, e.g. 'Ann (p1)'."""
    return f"{state.seats[seat].name} (p{seat + 1})"


def seats_text(state: DTState, seats: tuple[int | None, ...]) -> str:
    """Several seats for a label, e.g. 'p1|p3' ('by' left out counts as the seat it defaults to)."""
    return _seats_label(seats)


@cache
def _seats_label(seats: tuple[int | None, ...]) -> str:
    """`seats_text` itself, worked out once per tuple of seats: a handful of seats make few tuples, and a state's
    choices name them in about thirty labels."""
    return "|".join(f"p{s + 1}" for s in seats if s is not None)


def positions_normal(value: Any) -> tuple[int, ...] | None:
    """Dice positions in the order that does not matter: distinct numbers 1-5, sorted; None if not such."""
    if not isinstance(value, tuple) or not value or not all(number(p) and 1 <= p <= HERO_DICE for p in value):
        return None
    return tuple(sorted(value)) if len(set(value)) == len(value) else None


def ability_normal(hero: Hero, kind: str) -> Callable[[Any], str | None]:
    """The id an ability written by id or name (any case) stands for, among the hero's abilities of a kind."""
    def normal(value: Any) -> str | None:
        if not isinstance(value, str) or not value:
            return None
        ability = hero.ability(value)
        return ability.id if ability is not None and (not kind or ability.kind == kind) else None
    return normal


def statuses_in_play(state: DTState) -> tuple[StatusDef, ...]:
    """Every status the match's heroes bring that its id names (the one `status_def` finds), heroes in order (worked
    out once per match: `match_tables`)."""
    return match_tables(state).statuses


def status_normal(state: DTState) -> Callable[[Any], StatusDef | None]:
    """The status a name written by id or name (any case) stands for; None for a companion or an unknown name (one
    reading per match: `match_tables`)."""
    return match_tables(state).normal


def status_alias(state: DTState, sdef: StatusDef) -> Alias:
    """A status field that takes this one status, written by id or name (one domain per status and match)."""
    return match_tables(state).alias(sdef)


def status_aliases(state: DTState, sdefs: tuple[StatusDef, ...]) -> Aliases:
    """A status field that takes any of these statuses, written by id or name."""
    return Aliases(tuple(s.id for s in sdefs), match_tables(state).normal)
