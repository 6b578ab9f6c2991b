"""Matching a typed name to the things it may name: one rule for seats, heroes, statuses, cards, locations.

A name is matched without regard to case by any of its spellings (an id, a printed name, a
player's name, a hero's name). A name of several words may be typed "in double quotes", 'in
single quotes', or as it is when the words can only be read one way (the longest run of words
that names something is taken). The start of a name is enough when only one name starts that
way ("pow" for Powder Keg). A start several names share is refused with the names it could be.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any


class Mismatch(Exception):
    """The word is not this kind of argument (the parser tries another reading)."""


class Refused(Exception):
    """The word is this kind of argument but cannot be taken (p7 with two players, 5000 as a number)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def say_list(items: Sequence[str], last: str = "or") -> str:
    """'a, b or c' for people."""
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


#: A thing that can be named: its value and the words that name it (the first is how it is shown).
Named = tuple[Any, Sequence[str]]


def fold(text: str) -> str:
    """A name as it is compared: case folded, runs of spaces as one."""
    return " ".join(text.split()).casefold()


def resolve(text: str, named: Sequence[Named], what: str) -> Any:
    """The value `text` names: a whole spelling first, else the one name that starts so.

    Mismatch when nothing is named so; Refused, listing them, when it starts several names.
    """
    key = fold(text)
    if not key:
        raise Mismatch
    for value, spellings in named:
        if any(key == fold(s) for s in spellings if s):
            return value
    starting = [(value, spellings) for value, spellings in named if any(fold(s).startswith(key) for s in spellings if s)]
    values = list(dict.fromkeys(value for value, _ in starting))
    if len(values) == 1:
        return values[0]
    if len(values) > 1:
        shown = [spellings[0] for spellings in dict(starting).values()]
        raise Refused(f"{text!r} could be {say_list(shown)}: type more of the {what}")
    raise Mismatch


def shown_names(named: Sequence[Named]) -> tuple[str, ...]:
    """The first spelling of every thing, as completion offers them."""
    return tuple(dict.fromkeys(spellings[0] for _, spellings in named if spellings and spellings[0]))


def readings(tokens: Sequence[Any], i: int, read: Callable[[str], Any]) -> Iterator[tuple[int, Any]]:
    """Every run of words from `i` that `read` takes, longest first.

    A run of several words ends before a quoted word and takes only names `read` resolves (a
    refusal there is a mismatch); the single word at `i` may also be refused (Refused propagates).
    """
    end = i + 1
    while end < len(tokens) and not tokens[end].quoted and not tokens[i].quoted:
        end += 1
    for j in range(end, i + 1, -1):
        try:
            yield j, read(" ".join(t.text for t in tokens[i:j]))
        except (Mismatch, Refused):
            continue
    if i < len(tokens):
        yield i + 1, read(tokens[i].text)
