"""Runebound 2e's printed names typed in the table's language, read back to the names the game keeps.

The engine keeps a hero's, city's or class card's name as the catalogue and the board name it in English ("Varikas the
Dead", "Tamalir", the Polish book's "Skalny ogar"), and reads a command's names against those. A Russian table reads
«Варикас Мёртвый», «Тамалир» and «Скальная гончая» on its screen and types what it reads: here, outside the engine,
each such name of the active language (any case, ё as е, quoted or not) is read back to the name the game keeps, and
so is a shipped hero's first word alone («hero Варикас life:6»), as the English start of a name is ("hero Varikas").
Every other word, English names included, stays as typed. `typed_command` does it for every Runebound 2e command.

The cards the Russian rulebook names (`BOOK_CARD_NAMES`: «Кожаный доспех» for Leather Armour, …) are read back only
where the game holds that card under its English name (a session begun in English, a golden game): a card the table
names in Russian in `market add` stays as typed, and the game shows it so.

Dice Throne's printed names (its heroes', abilities', statuses' and cards' names, context "dice-throne name") are read
back the same way: the board lists «Разрази меня гром!» among what may be activated, and `ability "Разрази меня гром!"`
was refused naming the ability's catalogue ids. Its names are the catalogue's own entries in that context.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from companion.services.i18n import current_language, pgettext
from rules_engine.runebound2.names import BOOK_CARD_NAMES, HERO_NAMES, NAME_CONTEXT, SHIPPED_NAMES

#: The game whose commands take its printed names.
GAME = "runebound2"
#: Dice Throne, whose printed names are the catalogue's entries in this context.
DICE_THRONE = "dice-throne"
DICE_THRONE_CONTEXT = "dice-throne name"
#: Every game whose commands take its printed names in the table's language.
GAMES = (GAME, DICE_THRONE)

#: The characters a name's words are split by (a space, or the hyphen of «Мок-Духомолв»).
_WORD_SEPARATORS = re.compile(r"[\s-]+")


def _fold(text: str) -> str:
    return text.casefold().replace("ё", "е")


@cache
def _dice_throne_names(language: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Dice Throne's printed names of `language` that differ from the kept ones, as `_names` gives Runebound's (no
    first word alone: a hero's name is not typed in a command)."""
    from companion.services.i18n.catalogues import Catalogue, load_catalogue

    catalogue = load_catalogue(language)
    if not isinstance(catalogue, Catalogue):
        return ()
    found: dict[str, str] = {}
    for message in catalogue.each_message_id():
        if message.context == DICE_THRONE_CONTEXT and message.plural is None:
            shown = pgettext(DICE_THRONE_CONTEXT, message.id)
            if shown != message.id:
                found.setdefault(_fold(shown), message.id)
    return tuple((_pattern(folded), kept) for folded, kept in sorted(found.items(), key=lambda item: -len(item[0])))


@cache
def _names(language: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each printed name of `language` that differs from the kept one, as a pattern over typed text (whole words, any
    case, ё as е) and the name the game keeps; longest first, so «Варикас Мёртвый» is read before «Варикас». A hero's
    first word alone reads as the hero when no other shipped name starts with it."""
    found: dict[str, str] = {}
    for kept in SHIPPED_NAMES:
        shown = pgettext(NAME_CONTEXT, kept)
        if shown != kept:
            found[_fold(shown)] = kept
    firsts: dict[str, list[str]] = {}
    for folded in found:
        firsts.setdefault(_WORD_SEPARATORS.split(folded)[0], []).append(found[folded])
    for kept in HERO_NAMES:
        shown = _fold(pgettext(NAME_CONTEXT, kept))
        first = _WORD_SEPARATORS.split(shown)[0]
        if shown in found and first != shown and firsts.get(first) == [kept]:
            found.setdefault(first, kept)
    return tuple((_pattern(folded), kept) for folded, kept in sorted(found.items(), key=lambda item: -len(item[0])))


def _pattern(folded: str) -> re.Pattern[str]:
    """A folded name as a pattern over typed text: its letters in any case, е standing for ё too, its words apart by
    any run of spaces, whole words only."""
    parts = []
    for character in folded:
        if character == "е":
            parts.append("[её]")
        elif character.isspace():
            parts.append(r"\s+")
        else:
            parts.append(re.escape(character))
    return re.compile(r"(?<!\w)" + "".join(parts) + r"(?!\w)", re.IGNORECASE)


@cache
def _book_cards(language: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The cards the Russian rulebook names, as `_names` gives the shipped names (read back only where the game holds
    the card under its English name: `names_kept`'s `holds`)."""
    found = {_fold(shown): kept for kept in BOOK_CARD_NAMES if (shown := pgettext(NAME_CONTEXT, kept)) != kept}
    return tuple((_pattern(folded), kept) for folded, kept in sorted(found.items(), key=lambda item: -len(item[0])))


def names_kept(text: str, game_id: str = GAME, holds: Callable[[str], bool] | None = None) -> str:
    """`text` with each printed name of the active language read as the name the game keeps («Тамалир» -> "Tamalir")."""
    language = current_language()
    for pattern, kept in (_dice_throne_names(language) if game_id == DICE_THRONE else _names(language)):
        text = pattern.sub(_literally(kept), text)
    if game_id == GAME and holds is not None:
        for pattern, kept in _book_cards(language):
            if pattern.search(text) and holds(kept):
                text = pattern.sub(_literally(kept), text)
    return text


def _literally(kept: str) -> Callable[[re.Match[str]], str]:
    """A replacement that puts `kept` in as it is (a name may hold a backslash, which `re.sub` would read)."""
    return lambda _match: kept


def typed_command(game_id: str, text: str, holds: Callable[[str], bool] | None = None) -> str:
    """A typed Runebound 2e or Dice Throne command with its names read back to the game's (the verb as typed); any
    other as typed. `holds` says whether the game holds a card of that English name (a Russian book's card name is
    read back only then)."""
    if game_id not in GAMES:
        return text
    verb, space, rest = text.strip().partition(" ")
    return f"{verb}{space}{names_kept(rest, game_id, holds)}" if rest else text
