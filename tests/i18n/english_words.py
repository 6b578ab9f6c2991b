"""Finding English left on a Russian screen: Latin-script words of three letters or more that are no name, id or command.

A Russian screen may still show Latin letters where they belong: the names of the people, heroes,
cards and places of the game shown (whatever the state holds as a capitalised text), the games' and
books' own titles (a citation names the book as printed), the commands the table types (their verbs,
arguments and options, from the game's own command help), rule ids (dotted), keys (esc, ctrl) and
Roman numerals. Every other such word is English the player was not meant to read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rules_engine.books import BOOKS
from rules_engine.runebound2.doom_track import SLOT_CITIES
from rules_engine.runebound3.state import CITIES
from rules_engine.games import all_games
from rules_engine.serialization import to_jsonable

#: Latin words of 3+ letters (with inner hyphens and apostrophes: "roll-move", "Varikas's").
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")
#: A rule id ("dice-throne.cp.bounds") or a file name: ids, not words.
DOTTED = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+")
ROMAN = re.compile(r"[IVXL]+")

#: Keys as the footer, help and the buttons name them, the frame's own typed commands (help, check), the app's
#: own name, and the languages named in themselves.
COMMON = frozenset({"esc", "escape", "ctrl", "enter", "shift", "tab", "del", "super", "help", "check",
                    "Table", "Companion", "English", "Polski", "SVG"})


def words_of(text: str) -> set[str]:
    """The Latin words of `text` worth checking: 3+ letters, rule ids left out."""
    return {word for word in WORD.findall(DOTTED.sub(" ", text)) if sum(c.isalpha() for c in word) >= 3}


def title_words() -> set[str]:
    """The words of every game's, expansion's and book's title and the boards' printed places (names)."""
    titles = [book.title for book in BOOKS.values()] + list(SLOT_CITIES.values()) + list(CITIES)
    for game in all_games():
        titles.append(game.title)
        titles += [expansion.title for expansion in getattr(game, "expansions", ())]
    return {word for title in titles for word in WORD.findall(title)}


def _texts(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _texts(key)
            yield from _texts(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts(item)


def name_words(*values: Any) -> set[str]:
    """The words of every capitalised text in `values` (a state, a setup, session names): names as typed."""
    return {word for value in values for text in _texts(to_jsonable(value)) if text[:1].isupper()
            for word in WORD.findall(text)}


def command_words(game: Any, state: Any) -> set[str]:
    """The words of the commands the table may type now (verbs, arguments, options): typed in English."""
    return {word for command in game.commands(state) for word in WORD.findall(str(command.syntax))}


def english_left(text: str, allowed: set[str]) -> list[str]:
    """The words of `text` that read as English: Latin, 3+ letters, not allowed and no Roman numeral."""
    allowed_folded = {word.casefold() for word in allowed | COMMON | title_words()}
    left = []
    for word in sorted(words_of(text)):
        parts = [word, *re.split(r"[-'’]", word)]
        if any(part.casefold() in allowed_folded for part in parts) or ROMAN.fullmatch(word):
            continue
        if any(name.startswith(word.casefold()) for name in allowed_folded):  # a name cut short: "Revol…"
            continue
        left.append(word)
    return left
