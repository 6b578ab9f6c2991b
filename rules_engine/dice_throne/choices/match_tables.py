"""What a match's heroes settle once for its choices, and the families of choices remembered by what they read.

A match's heroes and mode do not change while it is played (every state of the match holds the same tuple of heroes
and the same mode), so the
statuses in play, the reading of a status's name and each status's domain are worked out once per heroes and kept
here (`MatchTables`), not once per call of `choices()`. A family of choices that reads only a few values of the state
(the seats still in, the raised limits, the pending damage, ...) is also kept by those values (`MatchTables.family`):
the same values give the same choices, so the next state that shares them gets the family already built. Choices
are frozen values and their domains too, so sharing them between states shares nothing that could change.

Everything here is a pure function of the heroes and the values a family names as its key; it never reaches a
state's equality, hashing, pickling or the store (it is kept apart from the state, in this module).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

from rules_engine.decisions import Choice
from rules_engine.dice_throne.domains import Alias
from rules_engine.dice_throne.heroes import Hero, StatusDef
from rules_engine.dice_throne.modes import Mode
from rules_engine.dice_throne.state import DTState

T = TypeVar("T")


class MatchTables:
    """The statuses of a match's heroes as its choices read them, and its families of choices by their keys."""

    __slots__ = ("heroes", "mode", "statuses", "built", "_by_key", "_companions", "_aliases", "_families", "_kept")

    def __init__(self, heroes: tuple[Hero, ...], mode: Mode) -> None:
        self.heroes = heroes
        self.mode = mode  # the families read the mode (teams) too: kept per heroes and mode
        by_key: dict[str, StatusDef] = {}
        for hero in heroes:
            for s in hero.statuses:
                # `status_def`'s reading: the first status, heroes and their statuses in order, whose id or case-folded
                # name is the case-folded key (a later status never displaces an earlier one).
                by_key.setdefault(s.id, s)
                by_key.setdefault(s.name.casefold(), s)
        self._by_key = by_key
        self._companions = frozenset(c for hero in heroes for c in hero.companions)
        #: Every status the match's heroes bring that its id names (the one `status_def` finds), heroes in order.
        self.statuses: tuple[StatusDef, ...] = tuple(
            s for hero in heroes for s in hero.statuses if by_key.get(s.id.casefold()) is s)
        self._aliases: dict[str, Alias] = {}
        self._families: dict[str, tuple[Hashable, tuple[Choice, ...]]] = {}
        self._kept: dict[str, tuple[Hashable, Any]] = {}
        #: How many times a family was built (not found kept): what a counting test reads.
        self.built = 0

    def normal(self, value: Any) -> StatusDef | None:
        """The status a name written by id or name (any case) stands for; None for a companion or an unknown name
        (`status_def` and `is_companion` over these heroes)."""
        if not isinstance(value, str):
            return None
        key = value.casefold()
        if key in self._companions:
            return None
        return self._by_key.get(key)

    def status_def(self, status: str) -> StatusDef | None:
        """The definition of a status any hero in the match brings, by id or name (`statuses.status_def`)."""
        return self._by_key.get(status.casefold())

    def alias(self, sdef: StatusDef) -> Alias:
        """A status field that takes this one status, written by id or name (one domain per status and match)."""
        found = self._aliases.get(sdef.id)
        if found is None:
            found = self._aliases[sdef.id] = Alias(sdef.id, self.normal)
        return found

    def family(self, name: str, key: Hashable, build: Callable[[], tuple[Choice, ...]]) -> tuple[Choice, ...]:
        """The choices of the family `name` for these values of the state (`key`: every value `build` reads beside
        the heroes and mode), built again only when they differ from the last call's.

        One set of values per family: the next state mostly shares them (a move changes one or two things), and a
        family built again replaces the one before, so nothing piles up for the garbage collector to walk."""
        last = self._families.get(name)
        if last is not None and last[0] == key:
            return last[1]
        found = build()
        self.built += 1
        self._families[name] = (key, found)
        return found

    def kept(self, name: str, key: Hashable, build: Callable[[], T]) -> T:
        """A value a family works out from a few values of the state (`key`), worked out again only when they differ
        from the last call's (one per `name`, as `family`)."""
        last = self._kept.get(name)
        if last is not None and last[0] == key:
            return cast(T, last[1])
        found = build()
        self._kept[name] = (key, found)
        return found


#: The last match's tables: a state of the same match (the same tuple of heroes and mode) reads them again.
_last: list[MatchTables] = []


def match_tables(state: DTState) -> MatchTables:
    """The tables of the match this state belongs to (worked out once per tuple of heroes and mode)."""
    if _last and _last[0].heroes is state.heroes and _last[0].mode is state.mode:
        return _last[0]
    tables = MatchTables(state.heroes, state.mode)
    _last[:] = [tables]
    return tables


def forget() -> None:
    """Drop the tables kept (a test compares the families built afresh with the ones kept)."""
    _last.clear()
