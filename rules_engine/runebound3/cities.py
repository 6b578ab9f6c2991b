"""The four market cities by any name the app knows for them, so a city typed in the table's language is that city.

The markets name the cities as the book's Russian summary prints them, in Latin letters (Dawnsmoor, Forge, Riverwatch,
Tamalir: its setup step 7 and "Торговля"). The same summary writes Tamalir in Russian too («Тамалира», its victory
conditions), and Runebound 2e's Russian book, from the same world, writes three of them so (Даунсмур, Риверуотч,
Тамалир): a table that types a hero's starting space or a move's space as its book or its language writes it gets
that city. No book gives Forge a Russian spelling, so the app knows it only as Forge. Case, `ё` and spaces are set
aside. `near_city` finds a name one or two letters from a city's, which the catalogue form asks about rather than
taking it as a new town.
"""

from __future__ import annotations

from rules_engine.edit_distance import allowed_edits, edit_distance
from rules_engine.runebound3.state import CITIES

#: Every spelling of each city the app knows (the Latin name first), from the books named above.
CITY_SPELLINGS: dict[str, tuple[str, ...]] = {
    "Dawnsmoor": ("Dawnsmoor", "Даунсмур"),
    "Forge": ("Forge",),
    "Riverwatch": ("Riverwatch", "Риверуотч"),
    "Tamalir": ("Tamalir", "Тамалир"),
}
assert tuple(CITY_SPELLINGS) == CITIES


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold().replace("ё", "е")


_BY_SPELLING = {_fold(spelling): city for city, spellings in CITY_SPELLINGS.items() for spelling in spellings}


def city_named(text: str) -> str | None:
    """The market city `text` names in any spelling the app knows («тамалир» -> "Tamalir"); None for any other."""
    return _BY_SPELLING.get(_fold(text))


def space_named(text: str) -> str:
    """A space's name as the game keeps it: a market city by its market's name, any other space as typed."""
    return city_named(text) or text


def near_city(text: str) -> tuple[str, str] | None:
    """(city, spelling) for a name that is no city but one or two letters from a spelling of one ("Tamalr" ->
    ("Tamalir", "Tamalir")); None for a city itself and for a name far from all of them."""
    folded = _fold(text)
    if folded in _BY_SPELLING or len(folded) < 4:
        return None
    edits = allowed_edits(folded)  # a swap of two neighbouring letters is one edit, as in the rules search
    for city, spellings in CITY_SPELLINGS.items():
        for spelling in spellings:
            if edit_distance(folded, _fold(spelling), edits) <= edits:
                return city, spelling
    return None
