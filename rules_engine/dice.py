"""Dice of every game behind one interface: numbered dice, symbol dice and two-sided tokens.

A `DieSpec` describes a die's faces. A `DiceSource` produces a `DiceRoll` (the faces shown plus
where they came from: the app, the table's physical dice, or a seeded generator in tests).
Actions carry their `DiceRoll`, so replaying a log needs no source at all.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from rules_engine.frozen_values import frozen_value
from rules_engine.errors import CommandError, RulesEngineError
from rules_engine.messages import Joined, Message
from rules_engine.numbers import read_whole_number
from rules_engine.terrain_names import terrain_named


class DiceError(CommandError):
    """Dice that cannot be rolled or entered as asked (a d6 showing 7, an unknown face)."""


@frozen_value(slots=True)
class Face:
    """One face of a die: the label printed on it, the number it counts as, its symbols."""

    label: str
    value: int | None = None
    symbols: tuple[str, ...] = ()

    def describe(self) -> str:
        """How the face reads at the table, e.g. '0 (=10)', '4 Dash' or 'forest+road'."""
        parts = [self.label]
        if self.value is not None and str(self.value) != self.label:
            parts[0] = f"{self.label} (={self.value})"
        if self.symbols and "+".join(self.symbols) != self.label:
            parts.append("+".join(self.symbols))
        return " ".join(parts)

    def symbol_set(self) -> tuple[str, ...]:
        """The face's symbols with case and order set aside: 'Plains+forest' and 'forest+plains' are one face."""
        return tuple(sorted(symbol.casefold() for symbol in self.symbols))


@frozen_value(slots=True)
class DieSpec:
    """A kind of die: an id, a name for people and its faces in order.

    `kind` is 'numbered', 'symbols' or 'token' (a two-sided token is tossed like a die).
    A symbol die whose faces the table has not described has `faces == ()` and
    `symbols_allowed` listing what may appear: such a die can be entered but not rolled.
    A symbol typed in another word the app knows for it (a Runebound terrain in the table's language: «лес» for
    `forest`, `rules_engine.terrain_names`) is that symbol on a die that has it.
    """

    id: str
    name: str
    faces: tuple[Face, ...]
    kind: str = "numbered"
    symbols_allowed: tuple[str, ...] = ()

    def symbol_typed(self, word: str) -> str:
        """The symbol a typed word names on this die («Лес» -> "forest" on a terrain die); any other word folded."""
        named = terrain_named(word)
        symbols = self.symbols_allowed or tuple(s for face in self.faces for s in face.symbols)
        return named if named is not None and named in symbols else word.strip().casefold()

    def can_roll(self) -> bool:
        """True when the app knows every face and so can roll this die itself."""
        return bool(self.faces)

    def parse_face(self, text: str) -> Face:
        """The face the table reports for one physical die; refuses a face this die does not have."""
        raw = text.strip()
        if not raw:
            raise DiceError(Message("no face given for a {die}", die=self.name))
        key = raw.casefold()
        for face in self.faces:
            if face.label.casefold() == key:
                return face
        number = read_whole_number(raw)
        if self.kind == "numbered" and number is not None:
            for face in self.faces:
                if face.value == number:
                    return face
            labels = sorted(n for f in self.faces if (n := read_whole_number(f.label)) is not None)
            counted = tuple(Message("{label} counts as {value}", label=f.label, value=f.value)
                            for f in self.faces if str(f.value) != f.label)
            if counted:
                raise DiceError(Message("a {die} cannot show {number}: its faces show {low} to {high} ({counted})",
                                        die=self.name, number=number, low=labels[0], high=labels[-1],
                                        counted=Joined(", ", counted)))
            raise DiceError(Message("a {die} cannot show {number}: its faces show {low} to {high}", die=self.name,
                                    number=number, low=labels[0], high=labels[-1]))
        if self.kind != "numbered":
            index = read_whole_number(raw, signed=False)
            if index is not None and self.faces:
                matches = [f for f in self.faces if f.value == index]
                if matches:
                    return matches[0]
            wanted = tuple(sorted(self.symbol_typed(s) for s in raw.replace(",", "+").split("+") if s.strip()))
            for face in self.faces:
                if face.symbol_set() == wanted:
                    return face
            if not self.faces and self.symbols_allowed:
                allowed = {s.casefold(): s for s in self.symbols_allowed}
                unknown = [w for w in wanted if w not in allowed]
                if unknown:
                    raise DiceError(Message("a {die} has no symbol {unknown}; its symbols are {symbols}", die=self.name,
                                            unknown=", ".join(unknown), symbols=", ".join(self.symbols_allowed)))
                symbols = tuple(allowed[w] for w in wanted)
                return Face("+".join(symbols), None, symbols)
        shown = ", ".join(f.label for f in self.faces) or ", ".join(self.symbols_allowed)
        raise DiceError(Message("a {die} has no face {face!r}; its faces are {shown}", die=self.name, face=raw, shown=shown))


def numbered_die(sides: int) -> DieSpec:
    """A plain die numbered 1..sides; a d10 is numbered 0..9 where the 0 counts as 10."""
    if sides == 10:
        faces = tuple(Face(str(n), 10 if n == 0 else n) for n in range(10))
        return DieSpec("d10", "d10", faces)
    if sides < 2:
        raise DiceError(Message("a die needs at least two sides, not {sides}", sides=sides))
    return DieSpec(f"d{sides}", f"d{sides}", tuple(Face(str(n), n) for n in range(1, sides + 1)))


def symbol_die(die_id: str, name: str, faces: Sequence[tuple[int, Sequence[str]]]) -> DieSpec:
    """A die whose faces carry a number and symbols, like a Dice Throne hero die."""
    built = tuple(Face(str(value), value, tuple(symbols)) for value, symbols in faces)
    return DieSpec(die_id, name, built, kind="symbols")


def two_sided_token(token_id: str, name: str, front: Sequence[str], back: Sequence[str]) -> DieSpec:
    """A two-sided token tossed like a die (Runebound 3rd edition combat tokens)."""
    faces = (
        Face("front", 1, tuple(front)),
        Face("back", 2, tuple(back)),
    )
    return DieSpec(token_id, name, faces, kind="token")


@frozen_value(slots=True)
class DiceRoll:
    """The faces one roll showed, the die rolled, the modifier and where the result came from.

    `source` is 'app' (the companion rolled), 'table' (physical dice entered by hand) or
    'seeded' (a deterministic generator, for tests and demonstrations).
    """

    die: str
    faces: tuple[Face, ...]
    source: str
    modifier: int = 0

    @property
    def values(self) -> tuple[int, ...]:
        """The number each face counts as (faces without a number are skipped)."""
        return tuple(f.value for f in self.faces if f.value is not None)

    @property
    def total(self) -> int:
        """Sum of the faces' numbers plus the modifier."""
        return sum(self.values) + self.modifier

    def describe(self) -> str:
        """The roll as the table would read it aloud."""
        shown = ", ".join(face.describe() for face in self.faces)
        if not self.values or any(face.symbols for face in self.faces):
            # Symbol dice (hero dice, terrain dice, tokens) are read face by face, never summed.
            return f"[{shown}]"
        mod = f" {'+' if self.modifier >= 0 else '-'} {abs(self.modifier)}" if self.modifier else ""
        return f"[{shown}]{mod} = {self.total}"


class DiceSource(Protocol):
    """Anything that can produce rolls and shuffles: the app's RNG, the table, a seeded RNG."""

    name: str

    def roll(self, die: DieSpec, count: int, modifier: int = 0) -> DiceRoll:
        """Roll `count` dice of one kind."""
        ...

    def permutation(self, size: int) -> tuple[int, ...]:
        """A shuffle order for a deck of `size` cards (a permutation of 0..size-1)."""
        ...


MAX_DICE = 100


def _check_count(count: int) -> None:
    if not 1 <= count <= MAX_DICE:
        raise DiceError(Message("roll between 1 and {most} dice, not {count}", most=MAX_DICE, count=count))


class RngDiceSource:
    """Rolls with a `random.Random`-compatible generator it is given."""

    def __init__(self, rng: random.Random, name: str) -> None:
        self._rng = rng
        self.name = name

    def roll(self, die: DieSpec, count: int, modifier: int = 0) -> DiceRoll:
        """Roll `count` dice; a die whose faces are not described refuses."""
        _check_count(count)
        if not die.can_roll():
            raise DiceError(Message("the app does not know the faces of the {die}: describe them once, "
                                    "or enter what the table rolled", die=die.name))
        faces = tuple(die.faces[self._rng.randrange(len(die.faces))] for _ in range(count))
        return DiceRoll(die.id, faces, self.name, modifier)

    def permutation(self, size: int) -> tuple[int, ...]:
        """A uniformly random order of `size` cards."""
        order = list(range(size))
        self._rng.shuffle(order)
        return tuple(order)


class SeededDiceSource(RngDiceSource):
    """A deterministic source for tests: the same seed gives the same rolls."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(seed), "seeded")


class TableDice:
    """The table's physical dice, entered by hand and validated against the die's faces."""

    name = "table"

    def __init__(self, entered: Sequence[str]) -> None:
        self._entered = list(entered)

    def roll(self, die: DieSpec, count: int, modifier: int = 0) -> DiceRoll:
        """Turn the entered faces into a roll; refuses a wrong number of dice or an impossible face."""
        _check_count(count)
        if len(self._entered) != count:
            raise DiceError(Message("enter {count} {die} result, not {entered}", count=count, die=die.name,
                                    entered=len(self._entered)) if count == 1 else
                            Message("enter {count} {die} results, not {entered}", count=count, die=die.name,
                                    entered=len(self._entered)))
        faces = tuple(die.parse_face(text) for text in self._entered)
        return DiceRoll(die.id, faces, self.name, modifier)

    def permutation(self, size: int) -> tuple[int, ...]:
        """Physical shuffles are not entered card by card: the table draws and says what it drew."""
        raise RulesEngineError(Message("a physical deck is shuffled at the table; enter the cards drawn instead"))
