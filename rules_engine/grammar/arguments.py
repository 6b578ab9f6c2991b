"""Single-word arguments: a whole number, a seat, a word from a set, any word, or a word read by the game.

Each reads one typed word into a value (or says it does not fit), describes what it expects for
error messages, shows a placeholder in help, offers completion candidates and renders a value back
into the word that reads as it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from rules_engine.grammar.matching import Mismatch, Refused, resolve, say_list
from rules_engine.numbers import read_whole_number

#: Options of a `Word`: words, (word, value) pairs, or a function of the state giving either.
WordOptions = Sequence[str | tuple[str, Any]] | Callable[[Any], Sequence[str | tuple[str, Any]]]


def seat_number(word: str, seats: int) -> int | None:
    """The 0-based seat `word` names as p1, p2, ... (None when it is not so typed); Refused past the last seat."""
    w = word.casefold()
    if not (w.startswith("p") and w[1:].isascii() and w[1:].isdigit()):
        return None
    n = read_whole_number(w[1:], signed=False) or 0
    if 1 <= n <= seats:
        return n - 1
    raise Refused(f"there is no player {word}; players are p1 to p{seats}")


class Arg(ABC):
    """One typed word read into a value stored under `name` (no name: the word is only matched).

    With `multiword` the argument may also take several unquoted words naming one thing (a
    player called Anna Maria): the longest run it reads is tried first.
    """

    name: str
    placeholder: str
    multiword: bool = False

    @abstractmethod
    def read(self, state: Any, word: str) -> Any:
        """The value of `word`; Mismatch if it is not this kind of word, Refused if it cannot be taken."""

    @abstractmethod
    def expected(self, state: Any) -> str:
        """What this argument wants, for 'expected ... after ...'."""

    def expected_items(self, state: Any) -> list[str]:
        """What this argument wants, as items to list with others ('gain', 'spend' rather than 'gain or spend')."""
        return [self.expected(state)]

    def candidates(self, state: Any) -> tuple[str, ...]:
        """Words that complete this argument now (empty when any word would do)."""
        return ()

    def render(self, value: Any) -> str:
        """The word that reads back as `value`."""
        return str(value)

    def syntax(self) -> str:
        """How help shows this argument."""
        return self.placeholder


@dataclass(frozen=True)
class Int(Arg):
    """A whole number within bounds; `signs` says whether '+3'/'-3' may, must or must not be typed."""

    name: str
    low: int | None = None
    high: int | None = None
    placeholder: str = "N"
    signs: str = "allowed"  # "allowed" | "required" | "forbidden"
    show_plus: bool = False  # render positive values as +N
    strip: str = ""  # leading characters to ignore, e.g. '#' in 'on #2'
    what: str = "a whole number"

    def read(self, state: Any, word: str) -> Any:
        text = word.lstrip(self.strip) if self.strip else word
        signed = text[:1] in "+-" and len(text) > 1
        digits = text[1:] if signed else text
        if not digits.isascii() or not digits.isdigit():
            raise Mismatch
        if read_whole_number(text) is None:  # more digits than int() should ever see
            bound = f" (at most {self.high})" if self.high is not None and not text.startswith("-") else \
                f" (at least {self.low})" if self.low is not None else ""
            raise Refused(f"{text[:20]}… has too many digits for {self.what}{bound}")
        if self.signs == "required" and not signed:
            raise Mismatch
        if self.signs == "forbidden" and signed:
            raise Mismatch
        value = int(text)
        if self.high is not None and value > self.high:
            raise Refused(f"{value} is too large (at most {self.high})")
        if self.low is not None and value < self.low:
            raise Refused(f"{value} is too small (at least {self.low})")
        return value

    def expected(self, state: Any) -> str:
        sign = " with its sign (+N or -N)" if self.signs == "required" else ""
        if self.low is not None and self.high is not None and self.high - self.low <= 20:
            return f"{self.what}{sign} from {self.low} to {self.high}"
        return self.what + sign

    def candidates(self, state: Any) -> tuple[str, ...]:
        if self.low is not None and self.high is not None and self.high - self.low < 10:
            return tuple(self.render(n) for n in range(self.low, self.high + 1))
        return ()

    def render(self, value: Any) -> str:
        return f"{value:+d}" if self.show_plus or self.signs == "required" else str(value)


@dataclass(frozen=True)
class Seat(Arg):
    """A seat at the table, typed as p1, p2, ... or as a word naming it; the value is the 0-based seat.

    `names(state)` gives, for every seat in order, the words that name it (a player's name, a hero).
    """

    name: str
    names: Callable[[Any], Sequence[Sequence[str]]]
    placeholder: str = "pX"
    multiword: bool = True

    def read(self, state: Any, word: str) -> Any:
        seats = self.names(state)
        number = seat_number(word, len(seats))
        if number is not None:
            return number
        return resolve(word, [(i, words) for i, words in enumerate(seats)], "player's or hero's name")

    def expected(self, state: Any) -> str:
        return f"a player (p1 to p{len(self.names(state))} or a name)"

    def candidates(self, state: Any) -> tuple[str, ...]:
        seats = self.names(state)
        return tuple(f"p{i}" for i in range(1, len(seats) + 1)) + tuple(n for words in seats for n in words[:1] if n)

    def render(self, value: Any) -> str:
        return f"p{value + 1}"


@dataclass(frozen=True)
class Player(Arg):
    """A player typed as p1, p2, ... or by (the start of) a player's or hero's name; the value is the
    player's name, for games that keep players by name (Runebound 2e).

    `names(state)` gives, for every seat in order, the player's name first, then the words that
    name it too (the hero). A single word naming no player is taken as typed, so that the game's
    rule refuses it with its citation.
    """

    name: str
    names: Callable[[Any], Sequence[Sequence[str]]] = field(compare=False)
    placeholder: str = "PLAYER"
    multiword: bool = True

    def read(self, state: Any, word: str) -> Any:
        seats = self.names(state)
        number = seat_number(word, len(seats))
        if number is not None:
            return seats[number][0]
        try:
            return resolve(word, [(words[0], words) for words in seats], "player's or hero's name")
        except Mismatch:
            if not word or " " in word.strip():
                raise
            return word

    def expected(self, state: Any) -> str:
        return f"a player (p1 to p{len(self.names(state))} or a name)"

    def candidates(self, state: Any) -> tuple[str, ...]:
        seats = self.names(state)
        return tuple(f"p{i}" for i in range(1, len(seats) + 1)) + tuple(words[0] for words in seats if words[0])


@dataclass(frozen=True)
class Word(Arg):
    """A word from a fixed set or from the state; with `strict=False` any word is taken as typed.

    Options are words (the value is the word as declared) or (word, value) pairs ('II' -> 2);
    they are matched without regard to case. The first word declared for a value renders it.
    """

    name: str
    options: WordOptions
    placeholder: str = ""
    strict: bool = True
    what: str = ""

    def pairs(self, state: Any) -> tuple[tuple[str, Any], ...]:
        """The (word, value) pairs allowed now."""
        options = self.options(state) if callable(self.options) else self.options
        return tuple(o if isinstance(o, tuple) else (o, o) for o in options)

    def read(self, state: Any, word: str) -> Any:
        w = word.casefold()
        for option, value in self.pairs(state):
            if option.casefold() == w:
                return value
        if self.strict:
            raise Mismatch
        return word

    def expected(self, state: Any) -> str:
        return say_list(self.expected_items(state))

    def expected_items(self, state: Any) -> list[str]:
        if self.what:
            return [self.what]
        words = list(dict.fromkeys(w for w, _ in self.pairs(state)))
        if not words:
            return [f"a {self.placeholder or self.name}"]
        return words if len(words) <= 8 else [f"a word like {', '.join(words[:6])} ..."]

    def candidates(self, state: Any) -> tuple[str, ...]:
        return tuple(dict.fromkeys(w for w, _ in self.pairs(state)))

    def render(self, value: Any) -> str:
        if callable(self.options):
            return str(value)
        for option, v in self.pairs(None):
            if v == value:
                return option
        return str(value)

    def syntax(self) -> str:
        if self.placeholder:
            return self.placeholder
        if callable(self.options):
            return self.name.upper()
        return "|".join(dict.fromkeys(w for w, _ in self.pairs(None)))


@dataclass(frozen=True)
class Name(Arg):
    """One word taken as typed (in a quoting grammar, a "quoted name"); `suggest(state)` offers completions."""

    name: str
    placeholder: str = "NAME"
    what: str = "a name"
    suggest: Callable[[Any], Sequence[str]] | None = field(default=None, compare=False)

    def read(self, state: Any, word: str) -> Any:
        if not word:
            raise Mismatch
        return word

    def expected(self, state: Any) -> str:
        return self.what

    def candidates(self, state: Any) -> tuple[str, ...]:
        return tuple(self.suggest(state)) if self.suggest is not None else ()


@dataclass(frozen=True)
class Value(Arg):
    """A word the game reads itself (a hex label, a die face, R/M/G).

    `reader(state, word)` raises ValueError when the word is not this kind of word (the parser then
    tries another reading and may say what it expected), or `Refused` with its own message when the
    word is of the right kind but cannot be taken.
    """

    name: str
    reader: Callable[[Any, str], Any]
    what: str
    placeholder: str = "X"
    writer: Callable[[Any], str] = str
    suggest: Callable[[Any], Sequence[str]] | None = field(default=None, compare=False)
    multiword: bool = False

    def read(self, state: Any, word: str) -> Any:
        try:
            return self.reader(state, word)
        except ValueError:
            raise Mismatch from None

    def expected(self, state: Any) -> str:
        return self.what

    def candidates(self, state: Any) -> tuple[str, ...]:
        return tuple(self.suggest(state)) if self.suggest is not None else ()

    def render(self, value: Any) -> str:
        return self.writer(value)

