"""Dungeoneer's values typed after a card's name in the table's language, read back to the words the game takes.

A location, monster or adventure card the catalogue lacks is typed with its printed values after its name ('NAME as
room 1 1 open wall blocked:5:speed wall', `rules_engine.dungeoneer.typed_locations`); the engine reads those values
only in its English words, while the card tray's help and the refusals say them in the table's words («комната или
тоннель», «открыт, стена, заблокирован:ЧИСЛО:ФОРМА»). Here, outside the engine, each word of the values that is one
of the game's terms in the active language (`words.WORD_CONTEXT`; any case, ё as е; a term of two words typed joined
by '-' or by its first word alone, «ближний» for "ближний бой") is read back to the English term, also between the
':' of an exit's threat; every other word stays as typed. Only the values after ' as ' are read: a card's name that is
a term («Яма») stays the card's name.
"""

from __future__ import annotations

import re
from functools import cache

from companion.services.i18n import current_language, pgettext
from rules_engine.dungeoneer.words import WORD_CONTEXT
from rules_engine.terrain_names import folded

#: The game whose typed card values may be in the table's language.
GAME = "dungeoneer"
#: The terms a card's typed values hold: a location's kind, exits and hazards, a threat's form, an adventure card's
#: kind and duration, a monster's health and forms.
VALUE_TERMS = ("room", "tunnel", "open", "wall", "blocked", "trap", "spikes", "pit", "danger", "melee", "magic",
               "speed", "health", "boon", "treasure", "bane", "encounter", "instant", "permanent", "attachment")

_AS = re.compile(r"(\s+as\s+)", re.IGNORECASE)
_PART = re.compile(r"[^\s:]+")


@cache
def _terms(language: str) -> dict[str, str]:
    """Each term's word in `language` (folded; a two-word term joined by '-' and by its first word too) and the term;
    empty for English (the terms themselves)."""
    found: dict[str, str] = {}
    firsts: dict[str, list[str]] = {}
    for term in VALUE_TERMS:
        said = folded(pgettext(WORD_CONTEXT, term))
        if said == term:
            continue
        words = said.split()
        found["-".join(words)] = term
        if len(words) > 1:
            firsts.setdefault(words[0], []).append(term)
    found.update((first, terms[0]) for first, terms in firsts.items() if len(terms) == 1 and first not in found)
    return found


def terms_in_notation(values: str) -> str:
    """Typed card values with each term of the active language read as the game's English term
    («тоннель 0 1 открыт стена заблокирован:5:скорость стена» -> "tunnel 0 1 open wall blocked:5:speed wall")."""
    terms = _terms(current_language())
    if not terms:
        return values
    return _PART.sub(lambda found: terms.get(folded(found.group(0)), found.group(0)), values)


def typed_command(game_id: str, text: str) -> str:
    """A typed command with the values after its card's name ('… NAME as VALUES') read back to the game's terms; any
    other command, or another game's, as typed."""
    if game_id != GAME:
        return text
    parts = _AS.split(text, maxsplit=1)
    if len(parts) != 3:
        return text
    before, as_word, values = parts
    return f"{before}{as_word}{terms_in_notation(values)}"
