"""How players name things in every game: seats, heroes, statuses, cards.

One rule everywhere: a name is matched without regard to case, by any of its spellings (its
printed name, its id, a player's name, a hero's name); a name of several words is typed "quoted",
or, in free text, as it is; and the start of a name is enough when only one name starts that way
("pow" for Powder Keg). A start shared by several names is refused with the names it could be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules_engine.grammar.arguments import Arg, Mismatch, Refused
from rules_engine.numbers import read_whole_number

#: A thing that can be named: its value, and the words that name it (the first is how it is shown).
Named = tuple[Any, Sequence[str]]


def pick(word: str, named: Sequence[Named], what: str) -> Any:
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
        listed = ", ".join(shown[:-1]) + f" or {shown[-1]}" if len(shown) > 1 else shown[0]
        raise Refused(f"{word!r} could be {listed}: type more of the {what}")
    raise Mismatch


@dataclass(frozen=True)
class Player(Arg):
    """A player typed as p1, p2, ... or by (the start of) a player's or hero's name; the value is the
    player's name as the game stores it (games that keep seats by name, like Runebound).

    A word that names no player is kept as typed, so the game's rules refuse it with their citation.
    """

    name: str
    players: Callable[[Any], Sequence[Sequence[str]]] = field(compare=False)
    placeholder: str = "PLAYER"

    def read(self, state: Any, word: str) -> Any:
        seats = self.players(state)
        w = word.casefold()
        if w.startswith("p") and w[1:].isascii() and w[1:].isdigit():
            n = read_whole_number(w[1:], signed=False) or 0
            if 1 <= n <= len(seats):
                return seats[n - 1][0]
            raise Refused(f"there is no player {word}; players are p1 to p{len(seats)}")
        try:
            return pick(word, [(names[0], names) for names in seats], "player's name")
        except Mismatch:
            return word

    def expected(self, state: Any) -> str:
        return f"a player (p1 to p{len(self.players(state))} or a name)"

    def candidates(self, state: Any) -> tuple[str, ...]:
        seats = self.players(state)
        return tuple(f"p{i}" for i in range(1, len(seats) + 1)) + tuple(names[0] for names in seats if names[0])
