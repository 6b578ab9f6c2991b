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
from typing import TYPE_CHECKING, Any

from rules_engine.actions import Action
from rules_engine.dice import DiceRoll, DieSpec
from rules_engine.messages import Message, as_message

if TYPE_CHECKING:
    from typing_extensions import TypeIs


@dataclass(frozen=True)
class DiceRequest:
    """An action that needs dice: fulfil it with a roll, then `build` the action that records it."""

    die: DieSpec
    count: int
    purpose: str
    build: Callable[[DiceRoll], Action]
    modifier: int = 0

    def stand_in(self) -> Action | None:
        """The action built from a stand-in roll (every die on its first face), to ask "may I?"
        before anyone rolls; None when the die's faces are unknown (entered dice only)."""
        if not self.die.faces:
            return None
        roll = DiceRoll(self.die.id, (self.die.faces[0],) * self.count, "probe", self.modifier)
        return self.build(roll)

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


def is_request(value: object) -> TypeIs[ChanceRequest]:
    """True for a dice or card request (as opposed to a ready action)."""
    return isinstance(value, (DiceRequest, CardRequest))
