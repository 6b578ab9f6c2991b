"""Expansions: typed setup options of a base game that own a slice of its state and add rules.

An expansion (Runebound's Class Decks is the first real one) is chosen at setup like any
option. When it is in play it owns one slice of the game's state, kept under its id in the
state's `expansions` field; it resolves its own action types; it follows every action of the
base game to keep its slice true (e.g. taking a challenge puts threat on the hero); and it adds
its own choices and, while one of its timing windows is open, the decision. Nothing is
registered globally: a game lists its expansions, and a session without one never sees it.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, TypeVar

from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.referee import Referee

S = TypeVar("S")
X = TypeVar("X")


def slice_of(state: Any, expansion_id: str) -> Any | None:
    """The slice an expansion owns in `state`, or None when the expansion is not in play."""
    for key, value in getattr(state, "expansions", ()):
        if key == expansion_id:
            return value
    return None


def with_slice(state: S, expansion_id: str, value: Any) -> S:
    """A copy of `state` whose `expansions` field holds `value` for this expansion."""
    slices = tuple((k, v) for k, v in state.expansions if k != expansion_id)  # type: ignore[attr-defined]  # S: a state with expansions
    return dataclasses.replace(state, expansions=tuple(sorted(slices + ((expansion_id, value),))))  # type: ignore[type-var]  # S: a dataclass


class Expansion(ABC, Generic[S, X]):
    """Base of every expansion: its id, book, the action types it adds, its slice and its hooks."""

    id: ClassVar[str]
    title: ClassVar[str]
    books: ClassVar[tuple[str, ...]] = ()
    #: The action types this expansion resolves; the base game never sees them.
    actions: ClassVar[tuple[type[Action], ...]] = ()
    #: The rule cited when one of its actions is typed in a game without the expansion.
    rule_id: ClassVar[str]
    #: Whether the new-session wizard can set this expansion up; when it needs data the wizard
    #: cannot ask for yet, the setup comes from a file (`companion play --setup`) instead.
    in_wizard: ClassVar[bool] = True

    @property
    def option(self) -> str:
        """The setup option that puts this expansion in play (a yes/no)."""
        return f"expansion-{self.id}"

    def enabled(self, options: Mapping[str, Any]) -> bool:
        """True when the setup chose this expansion."""
        return bool(options.get(self.option, False))

    @abstractmethod
    def setup(self, players: int, options: Mapping[str, Any]) -> X:
        """The slice this expansion owns at the start of a game."""

    @abstractmethod
    def resolve(self, state: S, action: Action, ref: Referee) -> tuple[S, str]:
        """Apply one of this expansion's own actions (its slice is `slice_of(state, self.id)`)."""

    def before(self, state: S, action: Action, ref: Referee) -> Action:
        """Gate or amend a base action before it resolves (refuse through `ref`); the action unchanged by default.

        Class Decks uses it to hold the base game while one of its timing windows is open and to
        put the flee penalty on a flight. Replay calls it again, so the log keeps the typed action.
        """
        return action

    def holds(self, state: S, action: type[Action]) -> bool:
        """True when this expansion would refuse a base action of this type now (its choices are withheld)."""
        return False

    def follow(self, before: S, after: S, action: Action, ref: Referee) -> S:
        """Keep the slice true after an action of the base game; `after` unchanged by default."""
        return after

    def choices(self, state: S) -> tuple[Choice, ...]:
        """This expansion's own choices now."""
        return ()

    def decision(self, state: S) -> Decision | None:
        """The decision while one of this expansion's timing windows is open, else None."""
        return None
