"""How players name things in every game: seats, heroes, statuses, cards, locations.

One rule everywhere: a name is matched without regard to case, by any of its spellings (its
printed name, its id, a player's name, a hero's name); a name of several words is typed "quoted",
or as it is (the longest run of words that names something is taken); and the start of a name is
enough when only one name starts that way ("pow" for Powder Keg). A start shared by several names
is refused with the names it could be. A player is also p1, p2 ... in seating order.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any, TypeVar

from rules_engine.grammar.reading_errors import Mismatch, Refused, say_list
from rules_engine.messages import Message, as_message
from rules_engine.numbers import read_whole_number

#: A thing that can be named: its value, and the words that name it (the first is how it is shown).
Named = tuple[Any, Sequence[str]]
T = TypeVar("T")


def pick(word: str, named: Sequence[tuple[T, Sequence[str]]], what: str) -> T:
    """The value `word` names: a whole spelling first, else the one name it starts.

    Mismatch when nothing is named so; Refused (listing them) when it starts several names.
    """
    key = " ".join(word.split()).casefold()
    if not key:
        raise Mismatch
    for value, spellings in named:
        if any(key == s.casefold() for s in spellings if s):
            return value
    starting = [(value, spellings) for value, spellings in named
                if any(s.casefold().startswith(key) for s in spellings if s)]
    values = list(dict.fromkeys(value for value, _ in starting))
    if len(values) == 1:
        return values[0]
    if len(values) > 1:
        shown = list(dict.fromkeys(spellings[0] for _, spellings in starting))
        raise Refused(Message("{word!r} could be {names}: type more of the {what}", word=word, names=say_list(shown),
                              what=as_message(what)))
    raise Mismatch


def seat_number(word: str, seats: int) -> int | None:
    """The 0-based seat `word` names as p1, p2 ... (None when it is not so typed); Refused past the last seat."""
    w = word.casefold()
    if not (w.startswith("p") and w[1:].isascii() and w[1:].isdigit()):
        return None
    n = read_whole_number(w[1:], signed=False) or 0
    if 1 <= n <= seats:
        return n - 1
    raise Refused(Message("there is no player {word}; players are p1 to p{seats}", word=word, seats=seats))


#: The longest name a player may type for a thing the app keeps (the same limit as cards_db.names).
MAX_NAME_LENGTH = 60


def name_fault(text: str) -> Message | None:
    """What breaks the project's one rule for names (cards_db.names) in a name typed at the table: too long, or a
    control character (which could rewrite the terminal). None when the name is fine; markup is plain text."""
    if len(text) > MAX_NAME_LENGTH:
        return Message("the name is {length} characters long; keep it to {most}", length=len(text),
                       most=MAX_NAME_LENGTH)
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text):
        return Message("the name contains a control character; type letters, digits and punctuation only")
    return None
