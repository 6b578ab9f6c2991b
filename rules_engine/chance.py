"""Chance requests: the engine asking for dice or a card before an action can exist.

A rule that needs chance (movement dice, a combat roll, a peril roll, a draw from a deck) does
not roll or draw itself. It returns a request; whoever fulfils it (the app's generator, the
table's physical dice, a virtual deck, the table's own card entered by name) hands back the
outcome, and `build` turns that outcome into the action, which records it. Replay needs no
source at all. OpenSpiel's chance nodes are the model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules_engine.actions import Action
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.messages import Message, as_message
from rules_engine.ruling import Ruling


class OutcomeUnseen(Exception):
    """A rule read dice that are not rolled yet: its ruling depends on what they will show.

    Raised by `UnrolledDice` when a rule reads its faces while "may I?" is asked before the roll.
    `Game.apply` hands it on untouched, with `so_far`: the ruling of what was decided before the dice
    were read (the rules a house rule waived so far), so the question is answered without a made-up roll.
    """

    def __init__(self, die: str, count: int) -> None:
        super().__init__(f"{count} × {die} not rolled yet")
        self.die, self.count = die, count
        self.so_far: Ruling | None = None


class UnrolledDice(DiceRoll):
    """The dice a request asks for before anyone rolls: the die, how many and the modifier are known,
    the faces are not. A rule that reads them (faces, values, total, or compares the roll) raises
    `OutcomeUnseen`; a rule that refuses first refuses whatever the dice will show."""

    __slots__ = ("count",)

    def __init__(self, die: str, count: int, modifier: int = 0) -> None:
        object.__setattr__(self, "die", die)
        object.__setattr__(self, "source", "unrolled")
        object.__setattr__(self, "modifier", modifier)
        object.__setattr__(self, "count", count)

    @property  # type: ignore[override]
    def faces(self) -> tuple[Face, ...]:
        raise OutcomeUnseen(self.die, self.count)

    def __eq__(self, other: object) -> bool:
        raise OutcomeUnseen(self.die, self.count)

    def __hash__(self) -> int:
        raise OutcomeUnseen(self.die, self.count)

    def __repr__(self) -> str:
        return f"UnrolledDice({self.count} × {self.die})"


@dataclass(frozen=True)
class DiceRequest:
    """An action that needs dice: fulfil it with a roll, then `build` the action that records it."""

    die: DieSpec
    count: int
    purpose: str
    build: Callable[[DiceRoll], Action]
    modifier: int = 0

    def unrolled(self) -> Action:
        """The action with its dice not rolled yet, to ask "may I?" before anyone rolls: a rule that reads
        the dice raises `OutcomeUnseen` (the answer depends on the roll), one that refuses first refuses
        whatever they show. Never a made-up roll."""
        return self.build(UnrolledDice(self.die.id, self.count, self.modifier))

    def describe(self) -> str:
        """What to roll, for a prompt: '2 × d10 for flee'."""
        return Message("{count} × {die} for {purpose}", count=self.count, die=self.die.name, purpose=as_message(self.purpose))


@dataclass(frozen=True, slots=True)
class DrawnCard:
    """A card that was drawn, as the action records it.

    `source` is 'virtual' (the app's own shuffled deck) or 'table' (a physical card the table
    named); `data` holds the card's values where the catalogue or the table gave them.
    """

    deck: str
    name: str
    source: str = "table"
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class CardRequest:
    """An action that needs a card drawn from a deck: fulfil it with a `DrawnCard`, then `build`.

    `candidates` names the cards the table may be holding (for a picker); empty when any name is
    accepted. `stand_in` lets the app ask "may I?" before anyone draws. With `values_help`, the table may
    name a card the candidates lack by giving its values after its name (`NAME as VALUES`, sent in the
    drawn card's `data["values"]`); the help says how.
    """

    deck: str
    purpose: str
    build: Callable[[DrawnCard], Action]
    candidates: tuple[str, ...] = ()
    stand_in_card: DrawnCard | None = None
    values_help: str = ""  # how to type the values of a card the candidates lack ('NAME as ...'); empty: none

    def stand_in(self) -> Action | None:
        """The action built from a stand-in card, to ask "may I?" before the draw; None if none is known."""
        return self.build(self.stand_in_card) if self.stand_in_card is not None else None

    def describe(self) -> str:
        """What to draw, for a prompt: 'a card from the peril deck for the corner'."""
        return Message("a card from the {deck} deck for {purpose}", deck=self.deck, purpose=as_message(self.purpose))


#: Whatever the engine may ask for before an action exists.
ChanceRequest = DiceRequest | CardRequest


def is_request(value: object) -> bool:
    """True for a dice or card request (as opposed to a ready action)."""
    return isinstance(value, (DiceRequest, CardRequest))


def before_chance(request: ChanceRequest) -> Action | None:
    """The action to ask "may I?" on before chance: with its dice not rolled yet, or with the card the request
    names as its stand-in; None when the action cannot even be made without the roll or the card."""
    try:
        return request.unrolled() if isinstance(request, DiceRequest) else request.stand_in()
    except OutcomeUnseen:
        return None


def ruled_before_chance(check: Callable[[Action], Ruling], request: ChanceRequest) -> Ruling | None:
    """The ruling `check` gives a request before anyone rolls or draws, when that ruling does not depend on the
    roll; None when it does (a rule reads the dice) or no action can be made yet."""
    action = before_chance(request)
    if action is None:
        return None
    try:
        return check(action)
    except OutcomeUnseen:
        return None
