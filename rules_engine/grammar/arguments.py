"""Single-word arguments: a whole number, a seat, a word from a set, any word, or a word read by the game.

Each reads one typed word into a value (or says it does not fit), describes what it expects for
error messages, shows a placeholder in help, offers completion candidates and renders a value back
into the word that reads as it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import Any, ClassVar

from rules_engine.frozen_values import frozen_value
from rules_engine.grammar.naming import pick, seat_number
from rules_engine.grammar.reading_errors import Mismatch, Refused, say_list
from rules_engine.messages import Message, N_, as_message
from rules_engine.numbers import read_whole_number

__all__ = ["Arg", "Int", "Mismatch", "Name", "Player", "Refused", "Seat", "Value", "Word", "say_list"]

#: Options of a `Word`: words, (word, value) pairs, or a function of the state giving either.
WordOptions = Sequence[str | tuple[str, Any]] | Callable[[Any], Sequence[str | tuple[str, Any]]]


class Arg(ABC):
    """One typed word read into a value stored under `name` (no name: the word is only matched).

    A `multiword` argument may also be typed as several unquoted words naming one thing (a hero
    called Varikas the Dead): the longest run of words that `read_run` takes is tried first.
    """

    name: str
    placeholder: str
    multiword: ClassVar[bool] = False

    @abstractmethod
    def read(self, state: Any, word: str) -> Any:
        """The value of `word`; Mismatch if it is not this kind of word, Refused if it cannot be taken."""

    def read_run(self, state: Any, words: str) -> Any:
        """The value of several unquoted words read as one name (multiword arguments only); Mismatch if none."""
        return self.read(state, words)

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


@frozen_value
class Int(Arg):
    """A whole number within bounds; `signs` says whether '+3'/'-3' may, must or must not be typed."""

    name: str
    low: int | None = None
    high: int | None = None
    placeholder: str = "N"
    signs: str = "allowed"  # "allowed" | "required" | "forbidden"
    show_plus: bool = False  # render positive values as +N
    strip: str = ""  # leading characters to ignore, e.g. '#' in 'on #2'
    what: str = N_("a whole number")

    def read(self, state: Any, word: str) -> Any:
        text = word.lstrip(self.strip) if self.strip else word
        signed = text[:1] in "+-" and len(text) > 1
        digits = text[1:] if signed else text
        if not digits.isascii() or not digits.isdigit():
            raise Mismatch
        if read_whole_number(text) is None:  # more digits than int() should ever see
            raise Refused(self._too_long(text))
        if self.signs == "required" and not signed:
            raise Mismatch
        if self.signs == "forbidden" and signed:
            raise Mismatch
        value = int(text)
        if self.high is not None and value > self.high:
            raise Refused(Message("{value} is too large (at most {high})", value=value, high=self.high))
        if self.low is not None and value < self.low:
            raise Refused(Message("{value} is too small (at least {low})", value=value, low=self.low))
        return value

    def _too_long(self, text: str) -> Message:
        """The refusal of a number with more digits than int() should ever see, naming the bound it passes."""
        digits, what = text[:20], as_message(self.what)
        if self.high is not None and not text.startswith("-"):
            return Message("{digits}… has too many digits for {what} (at most {high})", digits=digits, what=what,
                           high=self.high)
        if self.low is not None:
            return Message("{digits}… has too many digits for {what} (at least {low})", digits=digits, what=what,
                           low=self.low)
        return Message("{digits}… has too many digits for {what}", digits=digits, what=what)

    def expected(self, state: Any) -> str:
        what = as_message(self.what)
        if self.signs == "required":
            what = Message("{what} with its sign (+N or -N)", what=what)
        if self.low is not None and self.high is not None and self.high - self.low <= 20:
            return Message("{what} from {low} to {high}", what=what, low=self.low, high=self.high)
        return what

    def candidates(self, state: Any) -> tuple[str, ...]:
        if self.low is not None and self.high is not None and self.high - self.low < 10:
            return tuple(self.render(n) for n in range(self.low, self.high + 1))
        return ()

    def render(self, value: Any) -> str:
        return f"{value:+d}" if self.show_plus or self.signs == "required" else str(value)


@frozen_value
class Seat(Arg):
    """A seat at the table, typed as p1, p2, ... or as (the start of) a name for it; the value is the 0-based seat.

    `names(state)` gives, for every seat in order, the words that name it (a player's name, a hero).
    """

    name: str
    names: Callable[[Any], Sequence[Sequence[str]]]
    placeholder: str = "pX"
    multiword: ClassVar[bool] = True

    def read(self, state: Any, word: str) -> Any:
        seats = self.names(state)
        number = seat_number(word, len(seats))
        if number is not None:
            return number
        return pick(word, list(enumerate(seats)), N_("name"))

    def expected(self, state: Any) -> str:
        return Message("a player (p1 to p{seats} or a name)", seats=len(self.names(state)))

    def candidates(self, state: Any) -> tuple[str, ...]:
        seats = self.names(state)
        return tuple(f"p{i}" for i in range(1, len(seats) + 1)) + tuple(n for words in seats for n in words[:1] if n)

    def render(self, value: Any) -> str:
        return f"p{value + 1}"


@frozen_value
class Player(Arg):
    """A player typed as p1, p2, ... or by (the start of) a player's or hero's name; the value is the
    player's name as the game stores it (games that keep seats by name, like Runebound).

    A word that names no player is kept as typed, so the game's rules refuse it with their citation.
    """

    name: str
    players: Callable[[Any], Sequence[Sequence[str]]] = field(compare=False)
    placeholder: str = "PLAYER"
    multiword: ClassVar[bool] = True

    def read(self, state: Any, word: str) -> Any:
        try:
            return self.read_run(state, word)
        except Mismatch:
            return word

    def read_run(self, state: Any, words: str) -> Any:
        """The player's name these words give; Mismatch when they name no player."""
        seats = self.players(state)
        number = seat_number(words, len(seats))
        if number is not None:
            return seats[number][0]
        return pick(words, [(names[0], names) for names in seats], N_("player's name"))

    def expected(self, state: Any) -> str:
        return Message("a player (p1 to p{seats} or a name)", seats=len(self.players(state)))

    def candidates(self, state: Any) -> tuple[str, ...]:
        seats = self.players(state)
        return tuple(f"p{i}" for i in range(1, len(seats) + 1)) + tuple(names[0] for names in seats if names[0])


@frozen_value
class Word(Arg):
    """A word from a fixed set or from the state; with `strict=False` any word is taken as typed.

    Options are words (the value is the word as declared) or (word, value) pairs ('II' -> 2);
    they are matched without regard to case. The first word declared for a value renders it. `aliases` reads other
    spellings of an option's value (a word in the table's language): taken when typed, never offered or shown.
    """

    name: str
    options: WordOptions
    placeholder: str = ""
    strict: bool = True
    what: str = ""
    aliases: Callable[[str], Any] | None = field(default=None, compare=False)

    def pairs(self, state: Any) -> tuple[tuple[str, Any], ...]:
        """The (word, value) pairs allowed now."""
        options = self.options(state) if callable(self.options) else self.options
        return tuple(o if isinstance(o, tuple) else (o, o) for o in options)

    def read(self, state: Any, word: str) -> Any:
        w = word.casefold()
        pairs = self.pairs(state)
        for option, value in pairs:
            if option.casefold() == w:
                return value
        if self.aliases is not None and (aliased := self.aliases(word)) is not None \
                and any(value == aliased for _, value in pairs):
            return aliased
        if self.strict:
            raise Mismatch
        return word

    def expected(self, state: Any) -> str:
        return say_list(self.expected_items(state))

    def expected_items(self, state: Any) -> list[str]:
        if self.what:
            return [as_message(self.what)]
        words = list(dict.fromkeys(w for w, _ in self.pairs(state)))
        if not words:
            return [Message("a {name}", name=self.placeholder or self.name)]
        return words if len(words) <= 8 else [Message("a word like {words} ...", words=", ".join(words[:6]))]

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


@frozen_value
class Name(Arg):
    """One word taken as typed (in a quoting grammar, a "quoted name"); `suggest(state)` offers completions."""

    name: str
    placeholder: str = "NAME"
    what: str = N_("a name")
    suggest: Callable[[Any], Sequence[str]] | None = field(default=None, compare=False)

    def read(self, state: Any, word: str) -> Any:
        if not word:
            raise Mismatch
        return word

    def expected(self, state: Any) -> str:
        return as_message(self.what)

    def candidates(self, state: Any) -> tuple[str, ...]:
        return tuple(self.suggest(state)) if self.suggest is not None else ()


@frozen_value
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

    def read(self, state: Any, word: str) -> Any:
        try:
            return self.reader(state, word)
        except ValueError:
            raise Mismatch from None

    def expected(self, state: Any) -> str:
        return as_message(self.what)

    def candidates(self, state: Any) -> tuple[str, ...]:
        return tuple(self.suggest(state)) if self.suggest is not None else ()

    def render(self, value: Any) -> str:
        return self.writer(value)

