"""Patterns of positional words: literals, arguments, optional parts, alternatives, repeats and free text.

A pattern matches a list of words by backtracking (declarations are short, so this stays cheap):
`match(ctx, i)` yields every way the element can consume words from position `i`, best first, as
(next position, values). Whatever does not fit is noted in the context's `Tracker`, which keeps what
was expected at the furthest position reached: the parse error names it, and completion offers it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules_engine.grammar.arguments import Arg
from rules_engine.grammar.reading_errors import Mismatch, Refused
from rules_engine.messages import N_, as_message
from rules_engine.grammar.tokens import Token

Values = dict[str, Any]


class Element(ABC):
    """A part of a command's positional pattern."""

    @abstractmethod
    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        """Every way to consume words from position `i`, best first."""

    @abstractmethod
    def syntax(self) -> str:
        """How help shows this part."""

    @abstractmethod
    def render(self, values: Values) -> list[str] | None:
        """The words that read back as `values`; None when a value this part needs is missing."""

    def names(self) -> tuple[str, ...]:
        """The value names this part sets."""
        return ()

    def literal_words(self) -> tuple[str, ...]:
        """Every literal word in this part (a modifier word used as a literal, like "from" in "steal ... from pX", is not a modifier there)."""
        return ()


@dataclass
class Tracker:
    """What was expected at the furthest word reached, and hard refusals met there."""

    position: int = -1
    expected: list[Element | Arg | None] = field(default_factory=list)  # None: the end of the command
    refusals: list[str] = field(default_factory=list)

    def _at(self, i: int) -> bool:
        if i > self.position:
            self.position, self.expected, self.refusals = i, [], []
        return i == self.position

    def expect(self, i: int, what: Element | Arg | None) -> None:
        """Note that `what` (None: the end) was wanted at word `i`."""
        if self._at(i) and what not in self.expected:
            self.expected.append(what)

    def refuse(self, i: int, message: str) -> None:
        """Note a word that had the right form but cannot be taken."""
        if self._at(i) and message not in self.refusals:
            self.refusals.append(message)


@dataclass
class Context:
    """One matching attempt: the state, the positional words, and the tracker."""

    state: Any
    tokens: Sequence[Token]
    tracker: Tracker = field(default_factory=Tracker)


class ArgElement(Element):
    """An argument in a pattern: one word, or for a multiword argument a run of unquoted words too."""

    def __init__(self, arg: Arg) -> None:
        self.arg = arg

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        if i >= len(ctx.tokens):
            ctx.tracker.expect(i, self.arg)
            return
        if self.arg.multiword:
            yield from self._runs(ctx, i)
        try:
            value = self.arg.read(ctx.state, ctx.tokens[i].text)
        except Mismatch:
            ctx.tracker.expect(i, self.arg)
            return
        except Refused as refused:
            ctx.tracker.refuse(i, refused.message)
            return
        yield i + 1, {self.arg.name: value} if self.arg.name else {}

    def _runs(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        """Readings of two or more unquoted words from `i` as one name, longest first (none that names nothing)."""
        end = i
        while end < len(ctx.tokens) and not ctx.tokens[end].quoted:
            end += 1
        for j in range(end, i + 1, -1):
            try:
                value = self.arg.read_run(ctx.state, " ".join(t.text for t in ctx.tokens[i:j]))
            except (Mismatch, Refused):
                continue
            yield j, {self.arg.name: value} if self.arg.name else {}

    def syntax(self) -> str:
        return self.arg.syntax()

    def render(self, values: Values) -> list[str] | None:
        if not self.arg.name:
            return []
        value = values.get(self.arg.name)
        return None if value is None else [self.arg.render(value)]

    def names(self) -> tuple[str, ...]:
        return (self.arg.name,) if self.arg.name else ()


def element(part: Element | Arg | str) -> Element:
    """A pattern element from an element, an argument or a literal word."""
    if isinstance(part, Element):
        return part
    if isinstance(part, Arg):
        return ArgElement(part)
    return Lit(part)


@dataclass(frozen=True, eq=False)
class Lit(Element):
    """A fixed word (with aliases); `name` records whether it was typed, as True."""

    word: str
    aliases: tuple[str, ...] = ()
    name: str = ""

    def expected(self, state: Any) -> str:
        """The word itself."""
        return self.word

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        if i < len(ctx.tokens) and ctx.tokens[i].folded in (self.word.casefold(), *map(str.casefold, self.aliases)):
            yield i + 1, ({self.name: True} if self.name else {})
        else:
            ctx.tracker.expect(i, self)

    def syntax(self) -> str:
        return self.word

    def render(self, values: Values) -> list[str] | None:
        if self.name and not values.get(self.name):
            return None
        return [self.word]

    def names(self) -> tuple[str, ...]:
        return (self.name,) if self.name else ()

    def literal_words(self) -> tuple[str, ...]:
        return (self.word, *self.aliases)

    def candidates(self, state: Any) -> tuple[str, ...]:
        """The word itself."""
        return (self.word,)


class Seq(Element):
    """Parts one after another."""

    def __init__(self, *parts: Element | Arg | str) -> None:
        self.parts = tuple(element(p) for p in parts)

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        yield from self._from(ctx, 0, i, {})

    def _from(self, ctx: Context, k: int, i: int, values: Values) -> Iterator[tuple[int, Values]]:
        if k == len(self.parts):
            yield i, values
            return
        for j, found in self.parts[k].match(ctx, i):
            yield from self._from(ctx, k + 1, j, {**values, **found})

    def syntax(self) -> str:
        return " ".join(p.syntax() for p in self.parts)

    def render(self, values: Values) -> list[str] | None:
        words: list[str] = []
        for part in self.parts:
            rendered = part.render(values)
            if rendered is None:
                return None
            words += rendered
        return words

    def names(self) -> tuple[str, ...]:
        return tuple(n for p in self.parts for n in p.names())

    def literal_words(self) -> tuple[str, ...]:
        return tuple(w for p in self.parts for w in p.literal_words())


class Opt(Element):
    """An optional part: `[...]` in help; tried first, then left out."""

    def __init__(self, *parts: Element | Arg | str) -> None:
        self.inner = element(parts[0]) if len(parts) == 1 else Seq(*parts)

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        yield from self.inner.match(ctx, i)
        yield i, {}

    def syntax(self) -> str:
        return f"[{self.inner.syntax()}]"

    def render(self, values: Values) -> list[str] | None:
        if not any(values.get(n) is not None for n in self.inner.names()) and self.inner.names():
            return []
        return self.inner.render(values) or []

    def names(self) -> tuple[str, ...]:
        return self.inner.names()

    def literal_words(self) -> tuple[str, ...]:
        return self.inner.literal_words()


class Alt(Element):
    """One of several parts: `a|b` in help; the first that fits is preferred."""

    def __init__(self, *branches: Element | Arg | str) -> None:
        self.branches = tuple(element(b) for b in branches)

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        for branch in self.branches:
            yield from branch.match(ctx, i)

    def syntax(self) -> str:
        return "|".join(b.syntax() for b in self.branches)

    def render(self, values: Values) -> list[str] | None:
        for branch in self.branches:
            names = branch.names()
            if names and not all(values.get(n) is not None for n in names):
                continue
            rendered = branch.render(values)
            if rendered is not None:
                return rendered
        return None

    def names(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(n for b in self.branches for n in b.names()))

    def literal_words(self) -> tuple[str, ...]:
        return tuple(w for b in self.branches for w in b.literal_words())


class Repeat(Element):
    """One argument typed `low` or more times (at most `high`); the value is the tuple of values."""

    def __init__(self, arg: Arg, low: int = 1, high: int | None = None) -> None:
        self.arg, self.low, self.high = arg, low, high
        self.one = ArgElement(arg)

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        yield from self._from(ctx, i, ())

    def _from(self, ctx: Context, i: int, found: tuple[Any, ...]) -> Iterator[tuple[int, Values]]:
        if self.high is None or len(found) < self.high:
            for j, values in self.one.match(ctx, i):
                yield from self._from(ctx, j, found + (values[self.arg.name],))
        if len(found) >= self.low:
            yield i, {self.arg.name: found}

    def syntax(self) -> str:
        single = self.arg.syntax()
        return f"[{single} ...]" if self.low == 0 else f"{single} ..."

    def render(self, values: Values) -> list[str] | None:
        found = values.get(self.arg.name)
        if found is None:
            return [] if self.low == 0 else None
        return [self.arg.render(v) for v in found]

    def names(self) -> tuple[str, ...]:
        return (self.arg.name,)


@dataclass(frozen=True, eq=False)
class Text(Element):
    """Free text of one or more words (a card's name); in a quoting grammar a quoted name is one word.

    It takes as many words as it can and gives them back one by one if what follows needs them.
    The value is the words joined by single spaces; `suggest(state)` offers completions (card names).
    """

    name: str
    placeholder: str = "NAME"
    low: int = 1
    high: int | None = None
    what: str = N_("a name")
    suggest: Callable[[Any], Sequence[str]] | None = None
    #: Reads the words into the value (e.g. `naming.pick` among the state's names): Mismatch when they
    #: name nothing (fewer words are tried), Refused when they cannot be taken. None: the words as typed.
    reader: Callable[[Any, str], Any] | None = None
    #: With a reader: when no reading names anything (and none starts several names), take the words
    #: as typed, fewest first (the game's rules then refuse them with their citation) rather than
    #: failing to read the command.
    keep_unknown: bool = False

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        end = len(ctx.tokens) if self.high is None else min(len(ctx.tokens), i + self.high)
        if i == len(ctx.tokens) or end - i < self.low:
            ctx.tracker.expect(end, self)
            if end - i < self.low:
                return
        named = refused = False
        for j in range(end, i + self.low - 1, -1):
            words = " ".join(t.text for t in ctx.tokens[i:j])
            if self.reader is None:
                yield j, {self.name: words}
                continue
            try:
                value = self.reader(ctx.state, words)
            except Mismatch:
                ctx.tracker.expect(i, self)
                continue
            except Refused as refusal:
                ctx.tracker.refuse(i, refusal.message)
                refused = True
                continue
            named = True
            yield j, {self.name: value}
        if self.reader is not None and self.keep_unknown and not (named or refused):
            for j in range(max(i + 1, i + self.low), end + 1):
                yield j, {self.name: " ".join(t.text for t in ctx.tokens[i:j])}

    def expected(self, state: Any) -> str:
        """What the text is, for error messages."""
        return as_message(self.what)

    def candidates(self, state: Any) -> tuple[str, ...]:
        """Suggested texts, if the game gives any."""
        return tuple(self.suggest(state)) if self.suggest is not None else ()

    def syntax(self) -> str:
        return f"[{self.placeholder}]" if self.low == 0 else self.placeholder

    def render(self, values: Values) -> list[str] | None:
        value = values.get(self.name)
        if value is None or value == "":
            return [] if self.low == 0 else None
        return [str(value)]  # one word: a quoting grammar quotes it, a plain one types its words

    def names(self) -> tuple[str, ...]:
        return (self.name,)


def full_matches(parts: Sequence[Element], ctx: Context) -> Iterator[Values]:
    """Every reading of the whole word list by the pattern, best first."""
    for j, values in Seq(*parts).match(ctx, 0):
        if j == len(ctx.tokens):
            yield values
        else:
            ctx.tracker.expect(j, None)


def candidates_of(what: Element | Arg | None, state: Any) -> tuple[str, ...]:
    """Completion words for something expected."""
    if what is None:
        return ()
    found = getattr(what, "candidates", None)
    return tuple(found(state)) if found is not None else ()


def describe(what: Element | Arg, state: Any) -> list[str]:
    """What an expected part wants, for an error message."""
    if isinstance(what, Arg):
        return what.expected_items(state)
    return [what.expected(state)]  # type: ignore[attr-defined]  # every element a parse can expect defines expected()

