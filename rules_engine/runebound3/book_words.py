"""Runebound 3e's challenge colours, attributes and item types by any word the app knows for them, so a word typed in
the table's language is the one the engine keeps by its English id.

Colours: the engine keeps a colour by its id (`Colour`: green, orange, purple, grey). The Russian summary names the
three challenge decks «зеленые», «оранжевые», «фиолетовые» («Подготовка к игре», step 3) and a skill's cost in
«Зеленых, Оранжевых, Фиолетовых и Серых Сфер» («Трофеи»); the screens say «оранжевый жетон испытания». The Polish
words are the app's own (no Polish book of this edition ships). Each colour is taken in the forms a table types it
(masculine, feminine, neuter, plural, and the book's «Сфер» plural), any case, `ё` as `е`, in every language at once: the engine does not know the
table's language, and no word of one language is another colour in the next.

Attributes (`Attribute`): the summary's «Телу, Разуму или Духу» (a skill card's attribute, «Умения»), in the forms a
table types them. Item types (`ItemType` and the `as TYPE` of an item typed in play): «Оружия, Одежды, Экипировки, Для
Передвижения и Товара» (a hero carries one of each); a command's word is one word, so «для передвижения» is typed
«передвижение» (or «скакун»). The Polish words are the app's own. Typed words are read through the commands'
`Word.aliases`; the candidates offered stay the English ids.
"""

from __future__ import annotations

from rules_engine.terrain_names import by_spelling, folded

#: Every word of each colour the app takes (its id first).
COLOUR_SPELLINGS: dict[str, tuple[str, ...]] = {
    "green": ("green", "зеленый", "зеленая", "зеленое", "зеленые", "зеленых", "zielony", "zielona", "zielone"),
    "orange": ("orange", "оранжевый", "оранжевая", "оранжевое", "оранжевые", "оранжевых", "pomarańczowy", "pomarańczowa",
               "pomarańczowe"),
    "purple": ("purple", "фиолетовый", "фиолетовая", "фиолетовое", "фиолетовые", "фиолетовых", "fioletowy", "fioletowa",
               "fioletowe"),
    "grey": ("grey", "gray", "серый", "серая", "серое", "серые", "серых", "szary", "szara", "szare"),
}


#: Every word of each attribute the app takes (its id first).
ATTRIBUTE_SPELLINGS: dict[str, tuple[str, ...]] = {
    "body": ("body", "тело", "тела", "телу", "ciało"),
    "mind": ("mind", "разум", "разума", "разуму", "umysł"),
    "spirit": ("spirit", "дух", "духа", "духу", "duch"),
}

#: Every word of each item type the app takes (its id first).
ITEM_TYPE_SPELLINGS: dict[str, tuple[str, ...]] = {
    "weapon": ("weapon", "оружие", "оружия", "broń"),
    "armour": ("armour", "armor", "одежда", "одежды", "доспех", "доспехи", "zbroja", "pancerz"),
    "equipment": ("equipment", "экипировка", "экипировки", "wyposażenie", "ekwipunek"),
    "mount": ("mount", "передвижение", "передвижения", "скакун", "wierzchowiec"),
    "goods": ("goods", "товар", "товары", "товара", "towar", "towary"),
}


_COLOURS = by_spelling(COLOUR_SPELLINGS)
_ATTRIBUTES = by_spelling(ATTRIBUTE_SPELLINGS)
_ITEM_TYPES = by_spelling(ITEM_TYPE_SPELLINGS)


def colour_named(text: str) -> str | None:
    """The colour `text` names in any word the app knows («Оранжевый» -> "orange", "fioletowa" -> "purple"); None for
    any other."""
    return _COLOURS.get(folded(text))


def attribute_named(text: str) -> str | None:
    """The attribute `text` names («Тело» -> "body", "duch" -> "spirit"); None for any other."""
    return _ATTRIBUTES.get(folded(text))


def item_type_named(text: str) -> str | None:
    """The item type `text` names («оружие» -> "weapon", "towar" -> "goods"); None for any other."""
    return _ITEM_TYPES.get(folded(text))


def colour_id(text: str) -> str:
    """The colour's id for a word the app knows; any other word folded as typed ("Red" -> "red"), for the rule that
    refuses it to name."""
    return colour_named(text) or folded(text)
