"""Combat tokens of Runebound 3rd edition: two-sided discs, each face one spendable symbol.

Each face shows a large symbol, printed once or more (two axes deal two damage), that can be
spent when the face lands up; a golden mark on a face counts for initiative. The small symbols
printed beside it only preview the other face, so they are not modelled. A face may also show
the miss mark, which can never be spent.

The table writes a face as count, symbol and an optional `*` for the initiative mark (`2axe*`,
`shield`, `miss`), and a token as its two faces joined by `/` (`axe/2shield*`).
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.errors import CommandError
from rules_engine.messages import Joined, Message
from rules_engine.numbers import read_whole_number
from rules_engine.runebound3.words import face_symbol


class TokenError(CommandError):
    """A combat token written wrongly (a face with a symbol that does not exist, a token without two faces)."""


class Symbol(enum.StrEnum):
    """The large symbols a token face can show."""

    AXE = "axe"  # physical damage, heroes only
    BOLT = "bolt"  # magic damage, heroes only
    SKULL = "skull"  # damage, enemies only
    WING = "wing"  # flip one's own unused token or make the opponent reroll one
    SURGE = "surge"  # pays for surge abilities, each once a round
    DOUBLE = "double"  # another unused token stacked on it counts twice
    SHIELD = "shield"  # prevents that much damage, at any time
    MISS = "miss"  # nothing to spend


#: Most copies of one symbol a single face prints.
MAX_COUNT = 3

INITIATIVE_MARK = "*"


@frozen_value(slots=True)
class Face:
    """One face of a token: its symbol, how many times it is printed, and the initiative mark."""

    symbol: Symbol
    count: int = 1
    initiative: bool = False

    def __post_init__(self) -> None:
        if self.symbol is Symbol.MISS and self.count != 1:
            raise ValueError(Message("a miss face has no count"))
        if not 1 <= self.count <= MAX_COUNT:
            raise ValueError(Message("a face prints a symbol 1 to {most} times, not {count}", most=MAX_COUNT,
                                     count=self.count))

    @property
    def spendable(self) -> bool:
        """True unless the face is a miss."""
        return self.symbol is not Symbol.MISS

    def notation(self) -> str:
        """The face as the table writes it (`2axe*`)."""
        count = str(self.count) if self.count > 1 else ""
        mark = INITIATIVE_MARK if self.initiative else ""
        return f"{count}{self.symbol.value}{mark}"


@frozen_value(slots=True)
class CombatToken:
    """A two-sided combat token; `name` says whose it is (a hero, an item, an enemy set)."""

    name: str
    front: Face
    back: Face

    def face(self, front_up: bool) -> Face:
        """The face showing when the front is (or is not) up."""
        return self.front if front_up else self.back

    def notation(self) -> str:
        """The token's two faces as the table writes them (`axe/2shield*`)."""
        return f"{self.front.notation()}/{self.back.notation()}"


def parse_face(text: str) -> Face:
    """Read one face (`2axe*`); a symbol that does not exist is refused by name."""
    body = text.strip().lower()
    initiative = body.endswith(INITIATIVE_MARK)
    body = body.removesuffix(INITIATIVE_MARK)
    digits = ""
    while body[:1].isascii() and body[:1].isdigit():
        digits, body = digits + body[0], body[1:]
    try:
        symbol = Symbol(body)
    except ValueError:
        known = Joined(", ", tuple(face_symbol(s.value) for s in Symbol))  # in the table's words, as it may type them
        raise TokenError(Message("'{text}' is not a token face: the symbols are {known}", text=text.strip(),
                                   known=known)) from None
    count = read_whole_number(digits, signed=False) if digits else 1
    if count is None:
        raise TokenError(Message("'{text}': the count must be a whole number", text=text.strip()))
    try:
        return Face(symbol, count, initiative)
    except ValueError as error:
        raise TokenError(Message("'{text}': {error}", text=text.strip(), error=error.args[0])) from None


def parse_token(name: str, text: str) -> CombatToken:
    """Read a token written as two faces joined by `/` (`axe/2shield*`)."""
    faces = text.split("/")
    if len(faces) != 2:
        raise TokenError(Message("'{text}': a token has two faces written as front/back", text=text.strip()))
    return CombatToken(name, parse_face(faces[0]), parse_face(faces[1]))
