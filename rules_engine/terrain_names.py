"""Runebound's terrain symbols by any word the app knows for them, so a terrain typed in the table's language is that
terrain.

The engine keeps a terrain by its English id (`plains`, `forest`, … as `rules_engine.runebound3.fighting` and
`rules_engine.runebound2.terrain` list them). A table reads its book and types what it reads: Runebound 2e's Russian
book names its seven terrains «равнина, дорога, река, болото, лес, холмы, горы» («Игровое поле»; its page is not
named), and the 3e summary speaks of the «Символ Воды» and the «Дикий символ» («Движение», «Исследование»), which the
screens show («дикий символ»; a form's row takes it whole, a command the one word). The Polish Class Decks booklet
names no terrain, so the Polish words are the app's own, the words its screens show («równina», «las», «wzgórza», …).
Each id is taken in its singular and plural (a die shows «холмы», a sentence «холм»), any case, `ё` as `е`, and in
every language at once: the engine does not know the table's language, and no word of one language is another terrain
in the next. `terrain_named` gives the id or None; `terrain_id` keeps any other word as typed (folded), so a rule can
name the word it refuses.
"""

from __future__ import annotations

from rules_engine.messages import Message

#: Every word of each terrain the app takes (its id first): English with its short forms, the Russian books' words
#: with their other number, the app's Polish.
TERRAIN_SPELLINGS: dict[str, tuple[str, ...]] = {
    "plains": ("plains", "plain", "равнина", "равнины", "równina", "równiny"),
    "road": ("road", "roads", "дорога", "дороги", "droga", "drogi"),
    "river": ("river", "rivers", "река", "реки", "rzeka", "rzeki"),
    "water": ("water", "вода", "воды", "woda", "wody"),
    "swamp": ("swamp", "swamps", "болото", "болота", "bagno", "bagna"),
    "forest": ("forest", "forests", "лес", "леса", "las", "lasy"),
    "hills": ("hills", "hill", "холмы", "холм", "wzgórza", "wzgórze"),
    "mountains": ("mountains", "mountain", "горы", "гора", "góry", "góra"),
    "desert": ("desert", "deserts", "пустыня", "пустыни", "pustynia", "pustynie"),
    "wild": ("wild", "дикий", "дикий символ", "дикая", "дикое", "dziki", "dziki symbol", "dzika", "dowolny"),
}


#: Each terrain as the screens say it in the table's language (the board's word, `rules_engine.runebound3.words`:
#: «дикий символ» for the wild face), which `terrain_named` reads back.
TERRAIN_SAID = {terrain: Message(terrain) for terrain in TERRAIN_SPELLINGS}


def folded(text: str) -> str:
    """A word as the app compares the table's words: spaces collapsed, any case, `ё` as `е`."""
    return " ".join(text.split()).casefold().replace("ё", "е")


def by_spelling(spellings: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Each folded spelling to the value it names (a table of words per value, such as `TERRAIN_SPELLINGS`); no word
    may name two values."""
    found = {folded(spelling): value for value, words in spellings.items() for spelling in words}
    assert len(found) == sum(len(words) for words in spellings.values()), "a word names two values"
    return found


_BY_SPELLING = by_spelling(TERRAIN_SPELLINGS)


def terrain_named(text: str) -> str | None:
    """The terrain `text` names in any word the app knows («Холмы» -> "hills", "las" -> "forest"); None for any
    other."""
    return _BY_SPELLING.get(folded(text))


def terrain_id(text: str) -> str:
    """The terrain's id for a word the app knows; any other word folded as typed ("Lava" -> "lava")."""
    return terrain_named(text) or folded(text)


def face_ids(text: str) -> tuple[str, ...]:
    """A face typed as its symbols joined by '+' («лес+холмы») as the terrains' ids (("forest", "hills")); a word
    that is no terrain stays as typed, folded, for the rule that checks it to name."""
    return tuple(terrain_id(part) for part in text.split("+") if part.strip())

