"""Who fulfils a chance request: the app's generator, a seeded source, the table's dice, a virtual deck, a card the table names.

A fulfiller turns a `DiceRequest` into a `DiceRoll` or a `CardRequest` into a `DrawnCard`;
the request then builds the action that records it. A fulfiller that cannot serve a request
raises `ChanceError` (a `CommandError`) saying what it needs instead.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from typing import Protocol

from rules_engine.chance import CardRequest, ChanceRequest, DiceRequest, DrawnCard, deck_name
from rules_engine.dice import DiceRoll, DiceSource, SeededDiceSource
from rules_engine.errors import CommandError
from rules_engine.messages import Message, as_message
from companion.services.dice_sources import SystemDiceSource

#: What fulfilling a request gives.
ChanceResult = DiceRoll | DrawnCard


class ChanceError(CommandError):
    """A request this fulfiller cannot serve, or an entry (a face, a card name) that does not fit it."""


def split_faces(text: str) -> list[str]:
    """The faces typed for several dice: separated by spaces or commas ('3 5', '3,5')."""
    return [part for part in re.split(r"[\s,;]+", text.strip()) if part]


class Fulfiller(Protocol):
    """Anything that can fulfil a chance request."""

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The roll or the card for the request; ChanceError if this source cannot give it."""
        ...


class DiceFrom:
    """Rolls a dice request with a dice source: the app's generator, a seeded one, or `TableDice` (faces typed)."""

    def __init__(self, source: DiceSource) -> None:
        self.source = source

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The roll of the request's dice (DiceError when the table's faces do not fit the die)."""
        if not isinstance(request, DiceRequest):
            raise ChanceError(Message("that needs {request}, not dice", request=request.describe()))
        return self.source.roll(request.die, request.count, request.modifier)


_AS = re.compile(r"\s+as\s+", re.IGNORECASE)


def name_and_values(text: str) -> tuple[str, str]:
    """'NAME as VALUES' split at the first whole word 'as' (any case): (name, values); values '' when none."""
    parts = _AS.split(text.strip(), maxsplit=1)
    return (parts[0].strip(), parts[1].strip()) if len(parts) == 2 else (text.strip(), "")


class TableCard:
    """A card the table drew from its own deck, named by the table (checked against the deck when it is known)."""

    def __init__(self, name: str) -> None:
        self.name = name.strip()

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The named card; ChanceError when the deck is known and holds no card of that name (unless the
        request takes typed values and the table gave them: 'NAME as VALUES')."""
        if not isinstance(request, CardRequest):
            raise ChanceError(Message("that needs {request}, not a card", request=request.describe()))
        name, values = self.name, ""
        if request.values_help:  # 'NAME as VALUES': the values of a card the catalogue lacks
            name, values = name_and_values(self.name)
            if "/" in values:  # a token typed in the table's words («топор/щит*»), read as the game's notation
                from companion.services.typed_faces import tokens_in_notation
                values = tokens_in_notation(values)
        if not name:
            raise ChanceError(Message("name the card drawn for {purpose}", purpose=as_message(request.purpose)))
        data = {"values": values} if values else {}
        if not request.candidates:
            return DrawnCard(request.deck, name, "table", data=data)
        wanted = name.casefold()
        for candidate in request.candidates:
            if candidate.casefold() == wanted:
                return DrawnCard(request.deck, candidate, "table", data=data)
        if values:
            return DrawnCard(request.deck, name, "table", data=data)
        refusal = Message("no card {name!r} can be drawn from the {deck} deck now; cards: {cards}", name=name,
                          deck=deck_name(request.deck), cards=", ".join(request.candidates))
        if request.values_help:
            refusal = Message("{refusal}; {help}", refusal=refusal, help=as_message(request.values_help))
        raise ChanceError(refusal)


class VirtualDeck:
    """The app draws for the table: one of the cards the request says the deck may give, at random."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """A card drawn at random; ChanceError when the request does not list the deck's cards."""
        if not isinstance(request, CardRequest):
            raise ChanceError(Message("that needs {request}, not a card", request=request.describe()))
        if not request.candidates:
            raise ChanceError(Message("the app does not know the cards of the {deck} deck: name the card the table drew",
                                      deck=deck_name(request.deck)))
        return DrawnCard(request.deck, self._rng.choice(request.candidates), "virtual")


class AppChance:
    """The app fulfils any request: dice from its dice source, cards from its virtual deck."""

    def __init__(self, dice: DiceSource, deck: VirtualDeck) -> None:
        self.dice = DiceFrom(dice)
        self.deck = deck

    @classmethod
    def system(cls) -> AppChance:
        """The app's own randomness (the operating system's generator)."""
        return cls(SystemDiceSource(), VirtualDeck(random.SystemRandom()))

    @classmethod
    def seeded(cls, seed: int) -> AppChance:
        """A reproducible source: the same seed gives the same rolls and draws."""
        return cls(SeededDiceSource(seed), VirtualDeck(random.Random(seed)))

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """Roll the dice or draw the card the request asks for."""
        if isinstance(request, CardRequest):
            return self.deck.fulfil(request)
        return self.dice.fulfil(request)


class Recording:
    """Passes requests to another fulfiller and keeps every result, in order, to be replayed later."""

    def __init__(self, inner: Fulfiller) -> None:
        self.inner = inner
        self.results: list[ChanceResult] = []

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The inner fulfiller's result, remembered."""
        result = self.inner.fulfil(request)
        self.results.append(result)
        return result


class SpentDeck:
    """The app's deck for a draw when it and its discard hold no card: every card of that deck entered so far is in
    play or in a hand. The table draws from its own deck (the card tray says so and offers no draw of the app's)."""

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """Never a card: the deck and its discard are empty."""
        raise ChanceError(Message("the app's deck and its discard are empty: draw from the table's deck and name the "
                                  "card"))


class Replaying:
    """Gives back recorded results in order (a rehearsal's dice, used again for the real run)."""

    def __init__(self, results: Iterable[ChanceResult]) -> None:
        self._results = list(results)

    def fulfil(self, request: ChanceRequest) -> ChanceResult:
        """The next recorded result; ChanceError when the recording is used up."""
        if not self._results:
            raise ChanceError(Message("no recorded result left for {request}", request=request.describe()))
        return self._results.pop(0)
