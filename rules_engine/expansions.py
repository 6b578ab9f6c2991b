"""Expansions: typed setup options of a base game that own a slice of its state and add rules.

An expansion (Runebound's Class Decks is the first real one) is chosen at setup like any
option. When it is in play it owns one slice of the game's state, kept under its id in the
state's `expansions` field; it resolves its own action types; it follows every action of the
base game to keep its slice true (e.g. taking a challenge puts threat on the hero); and it adds
its own choices and, while one of its timing windows is open, the decision. It also carries its
own typed commands (added to the base game's grammar), its own rules index module and what it
adds to the base game's view.

The base game never imports its expansion. The expansion's package registers it with the base
game (`Game.add_expansion`, called where the expansion is defined), and the game's plugin names
that module (`GamePlugin.expansion_modules`), so loading the game loads its expansions; a session
without one never sees it. The base state holds the slices in a field declared with
`slices_field()`, which rebuilds each slice from its JSON form by the type its expansion registered.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from typing import Any, ClassVar, Generic, TypeVar, cast

from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.grammar import Command
from rules_engine.messages import Message, as_message
from rules_engine.phase_table import Admissions, PhaseTable
from rules_engine.referee import Referee, present
from rules_engine.ruling import Ruling
from rules_engine.serialization import DecodeError, from_jsonable
from rules_engine.values import replace

S = TypeVar("S")
X = TypeVar("X")
V = TypeVar("V")

#: The JSON form of a state's `expansions` field: (expansion id, slice) pairs, sorted by id.
Slices = tuple[tuple[str, Any], ...]

#: The type of each registered expansion's slice, by expansion id (filled by `register_slice_type`).
_SLICE_TYPES: dict[str, type] = {}


def slice_of(state: Any, expansion_id: str) -> Any | None:
    """The slice an expansion owns in `state`, or None when the expansion is not in play."""
    for key, value in getattr(state, "expansions", ()):
        if key == expansion_id:
            return value
    return None


def with_slice(state: S, expansion_id: str, value: Any) -> S:
    """A copy of `state` whose `expansions` field holds `value` for this expansion."""
    slices = tuple((k, v) for k, v in state.expansions if k != expansion_id)  # type: ignore[attr-defined]  # S: a state with expansions
    return replace(state, expansions=tuple(sorted(slices + ((expansion_id, value),))))


def register_slice_type(expansion_id: str, slice_type: type) -> None:
    """Record the type an expansion's slice decodes to; a second type for the same id fails loudly."""
    known = _SLICE_TYPES.get(expansion_id)
    if known is not None and known is not slice_type:
        raise ValueError(f"expansion {expansion_id!r} already keeps a {known.__name__} slice")
    _SLICE_TYPES[expansion_id] = slice_type


def decode_slices(data: Any, where: str) -> Slices:
    """Rebuild a state's `expansions` field from its JSON form, each slice by its expansion's registered type."""
    if not isinstance(data, list):
        raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
    slices = []
    for index, pair in enumerate(data):
        if not isinstance(pair, list) or len(pair) != 2 or not isinstance(pair[0], str):
            raise DecodeError(f"{where}[{index}]: expected an expansion id and its slice")
        expansion_id, value = pair
        slice_type = _SLICE_TYPES.get(expansion_id)
        if slice_type is None:
            raise DecodeError(f"{where}[{index}]: no expansion {expansion_id!r} is loaded")
        slices.append((expansion_id, from_jsonable(slice_type, value, f"{where}[{index}][1]")))
    return tuple(slices)


def slices_field() -> Any:
    """The `expansions` field of a game's state: empty by default and then left out of the JSON form
    (a game without expansions serialises as it always did), each slice rebuilt by its expansion's type."""
    return dataclasses.field(default=(), metadata={"omit_when_empty": True, "decode": decode_slices})


class Expansion(ABC, Generic[S, X]):
    """Base of every expansion: its id, book, the action types it adds, its slice and its hooks."""

    id: ClassVar[str]
    title: ClassVar[str]
    books: ClassVar[tuple[str, ...]] = ()
    #: The action types this expansion resolves; the base game never sees them.
    actions: ClassVar[tuple[type[Action], ...]] = ()
    #: The rule cited when one of its actions is typed in a game without the expansion.
    rule_id: ClassVar[str]
    #: The type of the slice it keeps (what a stored state's slice decodes to).
    slice_type: ClassVar[type]
    #: Its own typed commands, added to the base game's grammar when it registers (`Game.add_expansion`).
    commands: ClassVar[tuple[Command, ...]] = ()
    #: Whether the new-session wizard can set this expansion up; when it needs data the wizard
    #: cannot ask for yet, the setup comes from a file (`companion play --setup`) instead.
    in_wizard: ClassVar[bool] = True

    @property
    def option(self) -> str:
        """The setup option that puts this expansion in play (a yes/no)."""
        return f"expansion-{self.id}"

    def slice_in(self, state: S) -> X:
        """This expansion's slice in `state`, as its own type. Its hooks run only while it is in play, so the slice
        is there; when it is not, the hard refusal the base game gives for its actions (not part of this game)."""
        held = slice_of(state, self.id)
        if held is not None:  # the refusal's words are built only when it refuses
            return cast(X, held)
        found: X = present(held, self.rule_id, Message("{expansion} is not part of this game", expansion=as_message(self.title)))
        return found

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

    def start(self, state: S, catalogue: Mapping[str, Any], apply: Callable[[S, Action], S]) -> S:
        """The state once the game is set up, its slice in place: e.g. actions the setup's catalogue carries,
        applied with `apply` (the game's own, so they are checked like any other); `state` unchanged by default."""
        return state

    def admissions(self, table: PhaseTable[S]) -> Admissions:
        """The stages of the base game's phase table (`rules_engine.phase_table`) that admit this expansion's
        actions, with the rule each rests on; `Game.add_expansion` joins them to the base table. None by default."""
        return {}

    def amend_view(self, state: S, view: V) -> V:
        """The base game's view with what this expansion adds to it (the base game calls it); unchanged by default."""
        return view

    def holds(self, state: S, action: type[Action]) -> bool:
        """True when this expansion would refuse a base action of this type now (its choices are withheld)."""
        return False

    def follow(self, before: S, after: S, action: Action, ref: Referee) -> S:
        """Keep the slice true after an action of the base game; `after` unchanged by default."""
        return after

    def choices(self, state: S) -> tuple[Choice, ...]:
        """This expansion's own choices now."""
        return ()

    def leads(self, state: S) -> tuple[type[Action], ...]:
        """The actions of this expansion's choices that are the likely play now, offered before the base game's
        (a refill the turn is about to lose, ahead of `next`); none by default: the base game's come first."""
        return ()

    def decision(self, state: S) -> Decision | None:
        """The decision while one of this expansion's timing windows is open, else None."""
        return None

    def offers(self, state: S, step: Hashable, check: Callable[[S, Action], Ruling]) -> Any:
        """The candidates of one of this expansion's own steps (see `Game.offers`), each ruled on with `check` (the game's,
        so the table's standing rules and the base game's gates count); None for a step it has not."""
        return None
