"""Runebound 3e's challenge colours by any word the app knows for them, so a colour typed in the table's language is
that colour.

The engine keeps a colour by its English id (`Colour`: green, orange, purple, grey). The Russian summary names the
three challenge decks «зеленые», «оранжевые», «фиолетовые» («Подготовка к игре», step 3) and a skill's cost in
«Зеленых, Оранжевых, Фиолетовых и Серых Сфер» («Трофеи»); the screens say «оранжевый жетон испытания». The Polish
words are the app's own (no Polish book of this edition ships). Each colour is taken in the forms a table types it
(masculine, feminine, neuter, plural, and the book's «Сфер» plural), any case, `ё` as `е`, in every language at once: the engine does not know the
table's language, and no word of one language is another colour in the next. Typed colours are read through
`colour_named`; the candidates offered stay the English ids (`Word.aliases`).
"""

from __future__ import annotations

#: Every word of each colour the app takes (its id first).
COLOUR_SPELLINGS: dict[str, tuple[str, ...]] = {
    "green": ("green", "зеленый", "зеленая", "зеленое", "зеленые", "зеленых", "zielony", "zielona", "zielone"),
    "orange": ("orange", "оранжевый", "оранжевая", "оранжевое", "оранжевые", "оранжевых", "pomarańczowy", "pomarańczowa",
               "pomarańczowe"),
    "purple": ("purple", "фиолетовый", "фиолетовая", "фиолетовое", "фиолетовые", "фиолетовых", "fioletowy", "fioletowa",
               "fioletowe"),
    "grey": ("grey", "gray", "серый", "серая", "серое", "серые", "серых", "szary", "szara", "szare"),
}


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold().replace("ё", "е")


_BY_SPELLING = {_fold(spelling): colour for colour, spellings in COLOUR_SPELLINGS.items() for spelling in spellings}
assert len(_BY_SPELLING) == sum(len(s) for s in COLOUR_SPELLINGS.values()), "a word names two colours"


def colour_named(text: str) -> str | None:
    """The colour `text` names in any word the app knows («Оранжевый» -> "orange", "fioletowa" -> "purple"); None for
    any other."""
    return _BY_SPELLING.get(_fold(text))


def colour_id(text: str) -> str:
    """The colour's id for a word the app knows; any other word folded as typed ("Red" -> "red"), for the rule that
    refuses it to name."""
    return colour_named(text) or _fold(text)
