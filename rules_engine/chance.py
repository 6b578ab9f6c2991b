"""Chance requests: the engine asking for dice or a card before an action can exist.

A rule that needs chance (movement dice, a combat roll, a peril roll, a draw from a deck) does
not roll or draw itself. It returns a request; whoever fulfils it (the app's generator, the
table's physical dice, a virtual deck, the table's own card entered by name) hands back the
outcome, and `build` turns that outcome into the action, which records it. Replay needs no
source at all. OpenSpiel's chance nodes are the model.

A request is plain data: what is asked (dice of one kind and how many, or a card of one deck), for
what, and how the outcome becomes the action (`Makes`: the action's kind, its other fields as JSON
values and the field the outcome fills, or a registered maker's name and its plain values). So a
request can be stored or sent (`request_to_json`, `request_from_json`) and built again from the
same outcome into the same action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any
from typing import TypeVar, get_type_hints

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action_type
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.messages import InContext, Message, as_message
from rules_engine.ruling import Ruling
from rules_engine.serialization import DecodeError, from_jsonable, to_jsonable


class OutcomeUnseen(Exception):
    """A rule read dice that are not rolled yet, or a card not drawn yet: its ruling depends on what they will show.

    Raised by `UnrolledDice` when a rule reads its faces while "may I?" is asked before the roll, and by `seen` when a
    rule reads a request's stand-in card before the draw (`die` is then the deck).
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
    count: int

    def __init__(self, die: str, count: int, modifier: int = 0) -> None:
        object.__setattr__(self, "die", die)
        object.__setattr__(self, "source", "unrolled")
        object.__setattr__(self, "modifier", modifier)
        object.__setattr__(self, "count", count)

    @property
    def faces(self) -> tuple[Face, ...]:
        raise OutcomeUnseen(self.die, self.count)

    def __eq__(self, other: object) -> bool:
        raise OutcomeUnseen(self.die, self.count)

    def __hash__(self) -> int:
        raise OutcomeUnseen(self.die, self.count)

    def __repr__(self) -> str:
        return f"UnrolledDice({self.count} × {self.die})"


#: Makers by name: functions that work an action out of an outcome and plain values (see `maker`).
_MAKERS: dict[str, Callable[..., Action]] = {}

F = TypeVar("F", bound=Callable[..., Action])


def maker(name: str) -> Callable[[F], F]:
    """Register a function `(outcome, **values) -> Action` under a stable name, for an action that is worked
    out of the outcome rather than holding it whole (the values are plain JSON: lists, not tuples)."""

    def register(function: F) -> F:
        if name in _MAKERS and _MAKERS[name] is not function:
            raise ValueError(f"maker {name!r} registered twice")
        _MAKERS[name] = function
        return function

    return register


@frozen_value
class Makes:
    """How a request's outcome becomes its action, as plain data.

    Either the action's `kind` with its other `fields` (their JSON forms) and the `slot` the roll or card
    fills, or a registered `maker`'s name with its plain values in `fields`.
    """

    kind: str = ""
    fields: Mapping[str, Any] = field(default_factory=dict)
    slot: str = "roll"
    maker: str = ""

    def __call__(self, outcome: Any) -> Action:
        """The action this outcome makes."""
        if self.maker:
            try:
                function = _MAKERS[self.maker]
            except KeyError:
                raise DecodeError(f"unknown maker {self.maker!r}") from None
            return function(outcome, **self.fields)
        cls = action_type(self.kind)
        hints = get_type_hints(cls)
        values = {name: from_jsonable(hints[name], value, f"{self.kind}.{name}") for name, value in self.fields.items()}
        return cls(**values, **{self.slot: outcome})

    def to_json(self) -> dict[str, Any]:
        """The plain JSON form."""
        return {"maker": self.maker, "fields": dict(self.fields)} if self.maker else \
            {"kind": self.kind, "fields": dict(self.fields), "slot": self.slot}

    @classmethod
    def from_json(cls, data: Any) -> Makes:
        """Back from `to_json`; DecodeError when it is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("fields"), dict):
            raise DecodeError("a request's action needs its 'fields'")
        if data.get("maker"):
            return cls(fields=data["fields"], maker=str(data["maker"]))
        if not isinstance(data.get("kind"), str) or not isinstance(data.get("slot"), str):
            raise DecodeError("a request's action needs its 'kind' and 'slot'")
        action_type(data["kind"])
        return cls(data["kind"], data["fields"], data["slot"])


def fill(action: type[Action], slot: str = "roll", **fields: Any) -> Makes:
    """The action `action` with these fields and the outcome in `slot` (`fill(Move, side="north")`)."""
    return Makes(action.KIND, {name: to_jsonable(value) for name, value in fields.items()}, slot)


def made_by(name: str, **values: Any) -> Makes:
    """The action the registered maker `name` works out of the outcome and these values."""
    if name not in _MAKERS:
        raise ValueError(f"no maker {name!r}")
    return Makes(fields={key: to_jsonable(value) for key, value in values.items()}, maker=name)

if TYPE_CHECKING:
    from typing_extensions import TypeIs


@frozen_value
class DiceRequest:
    """An action that needs dice: fulfil it with a roll, then `build` the action that records it."""

    die: DieSpec
    count: int
    purpose: str
    build: Makes
    modifier: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.build, Makes):
            raise TypeError("a dice request's action is plain data (Makes), not a function")

    def unrolled(self) -> Action:
        """The action with its dice not rolled yet, to ask "may I?" before anyone rolls: a rule that reads
        the dice raises `OutcomeUnseen` (the answer depends on the roll), one that refuses first refuses
        whatever they show. Never a made-up roll."""
        return self.build(UnrolledDice(self.die.id, self.count, self.modifier))

    def describe(self) -> str:
        """What to roll, for a prompt: '2 × d10 for flee'."""
        return Message("{count} × {die} for {purpose}", count=self.count, die=self.die.name, purpose=as_message(self.purpose))


@frozen_value(slots=True)
class DrawnCard:
    """A card that was drawn, as the action records it.

    `source` is 'virtual' (the app's own shuffled deck) or 'table' (a physical card the table
    named), or `UNSEEN` for a request's stand-in before the draw (`unseen_card`); `data` holds the card's values where the catalogue or the table gave them.
    """

    deck: str
    name: str
    source: str = "table"
    data: Mapping[str, Any] = field(default_factory=dict)


#: The source of a card not drawn yet (`unseen_card`): a request's stand-in for asking "may I?" before the draw.
UNSEEN = "unseen"


def unseen_card(deck: str) -> DrawnCard:
    """The card a request names as its stand-in when nothing about the action depends on which card it is until a
    rule reads the card: a rule calls `seen` first, so "may I?" before the draw is ruled on what comes before."""
    return DrawnCard(deck, "", UNSEEN)


def seen(card: DrawnCard) -> DrawnCard:
    """The card, once drawn; for a card not drawn yet (`unseen_card`) raises `OutcomeUnseen`, as reading dice not
    rolled yet does: the ruling depends on which card it will be, and what was ruled before stands."""
    if card.source == UNSEEN:
        raise OutcomeUnseen(card.deck, 1)
    return card


#: The catalogue context of a deck's name where a sentence names the deck ("a card from the {deck} deck"): each game
#: marks its decks' names under it (`NC_("deck of cards", ...)`), and a catalogue gives each the form those
#: sentences take (Russian: the genitive, «из колоды локаций»).
DECK_CONTEXT = "deck of cards"


def deck_name(deck: str) -> str:
    """A deck's name (`CardRequest.deck`, `DrawnCard.deck`) as a message for a sentence that names the deck: its
    English is the name itself ('location'), which a Russian interface says in the book's word."""
    return InContext(DECK_CONTEXT, deck)


@frozen_value
class CardRequest:
    """An action that needs a card drawn from a deck: fulfil it with a `DrawnCard`, then `build`.

    `candidates` names the cards the table may be holding (for a picker); empty when any name is
    accepted. `stand_in` lets the app ask "may I?" before anyone draws. With `values_help`, the table may
    name a card the candidates lack by giving its values after its name (`NAME as VALUES`, sent in the
    drawn card's `data["values"]`); the help says how.
    """

    deck: str
    purpose: str
    build: Makes
    candidates: tuple[str, ...] = ()
    stand_in_card: DrawnCard | None = None
    values_help: str = ""  # how to type the values of a card the candidates lack ('NAME as ...'); empty: none

    def __post_init__(self) -> None:
        if not isinstance(self.build, Makes):
            raise TypeError("a card request's action is plain data (Makes), not a function")

    def stand_in(self) -> Action | None:
        """The action built from a stand-in card, to ask "may I?" before the draw; None if none is known."""
        return self.build(self.stand_in_card) if self.stand_in_card is not None else None

    def describe(self) -> str:
        """What to draw, for a prompt: 'a card from the peril deck for the corner'."""
        return Message("a card from the {deck} deck for {purpose}", deck=deck_name(self.deck), purpose=as_message(self.purpose))


#: Whatever the engine may ask for before an action exists.
ChanceRequest = DiceRequest | CardRequest


def is_request(value: object) -> TypeIs[ChanceRequest]:
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


def request_to_json(request: ChanceRequest) -> dict[str, Any]:
    """A request's plain JSON form (its purpose and help as their English text)."""
    if isinstance(request, DiceRequest):
        return {"dice": {"die": to_jsonable(request.die), "count": request.count, "purpose": str(request.purpose),
                         "modifier": request.modifier, "makes": request.build.to_json()}}
    return {"card": {"deck": request.deck, "purpose": str(request.purpose), "makes": request.build.to_json(),
                     "candidates": list(request.candidates),
                     "stand_in": to_jsonable(request.stand_in_card) if request.stand_in_card is not None else None,
                     "values_help": str(request.values_help)}}


def request_from_json(data: Any) -> ChanceRequest:
    """A request back from `request_to_json`; DecodeError when the JSON is not one."""
    if isinstance(data, dict) and isinstance(data.get("dice"), dict):
        dice = data["dice"]
        return DiceRequest(from_jsonable(DieSpec, dice.get("die"), "die"), from_jsonable(int, dice.get("count"), "count"),
                           from_jsonable(str, dice.get("purpose"), "purpose"), Makes.from_json(dice.get("makes")),
                           from_jsonable(int, dice.get("modifier", 0), "modifier"))
    if isinstance(data, dict) and isinstance(data.get("card"), dict):
        card = data["card"]
        stand_in = card.get("stand_in")
        return CardRequest(from_jsonable(str, card.get("deck"), "deck"), from_jsonable(str, card.get("purpose"), "purpose"),
                           Makes.from_json(card.get("makes")),
                           from_jsonable(tuple[str, ...], card.get("candidates", []), "candidates"),
                           from_jsonable(DrawnCard, stand_in, "stand_in") if stand_in is not None else None,
                           from_jsonable(str, card.get("values_help", ""), "values_help"))
    raise DecodeError("a chance request is {'dice': ...} or {'card': ...}")
