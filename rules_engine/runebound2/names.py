"""Runebound 2e's printed names as messages: the shipped heroes, the cities, Margath, the Class Decks cards.

A hero's, city's or class card's name is data (the catalogue's JSON, the board the table plays on, a card the table
typed), so it cannot be marked where it is written; the state keeps it as its text, which commands parse and saves
keep. A sentence or a board names it through `printed_name`, looked up under the context "runebound2 name" (the mechanism
of Dungeoneer's `words.named` and Dice Throne's `game_names`): the Russian catalogue gives the name the Russian
rulebook or the hero's card prints («Варикас Мёртвый», «Тамалир»), and a Russian name of its own for a Class Decks
card, which no Russian book names (its shipped name is the Polish book's); the Polish catalogue gives the Polish
book's card names as they are and keeps the English proper names of heroes and cities, which no Polish book here
prints. A name the table typed has no entry and reads as typed.
"""

from __future__ import annotations

from rules_engine.messages import NC_, Message, name_in

#: The catalogue context of every printed name of Runebound 2e.
NAME_CONTEXT = "runebound2 name"

#: The heroes of the shipped catalogue (cards_db/runebound2_heroes.json), marked for extraction.
HERO_NAMES = (
    NC_("runebound2 name", "Varikas the Dead"), NC_("runebound2 name", "Valadir"), NC_("runebound2 name", "Mok"),
)
#: The cities of the board the engine names (the start, the doom track's slots, the cities random play visits).
CITY_NAMES = (
    NC_("runebound2 name", "Tamalir"), NC_("runebound2 name", "Greyhaven"), NC_("runebound2 name", "Riverwatch"),
    NC_("runebound2 name", "Frostgate"), NC_("runebound2 name", "Dawnsmoor"), NC_("runebound2 name", "Vynelvale"),
    NC_("runebound2 name", "Nerekhall"),
)
#: The foes the rulebook names: the final battle's villain, whose card the table enters ("challenge "Margath" ...
#: margath").
FOE_NAMES = (NC_("runebound2 name", "Margath"),)
#: The Class Decks cards of the shipped catalogue (cards_db/runebound2_class_cards.json), as the Polish book prints
#: them.
CLASS_CARD_NAMES = (
    NC_("runebound2 name", "Zbezczeszczony cmentarz"), NC_("runebound2 name", "Skalny ogar"),
    NC_("runebound2 name", "Dół z żerdziami"), NC_("runebound2 name", "Znamię Hydry"),
    NC_("runebound2 name", "Rzut głazem"), NC_("runebound2 name", "Celny strzał"),
    NC_("runebound2 name", "Obdarz błogosławieństwem"), NC_("runebound2 name", "Lodowe olbrzymy"),
    NC_("runebound2 name", "Polimorfia"), NC_("runebound2 name", "Wyssanie duszy"),
    NC_("runebound2 name", "Zmysł zagrożenia"), NC_("runebound2 name", "Przepatrywacz"),
    NC_("runebound2 name", "Kaligrafia zwojów"),
)
#: Every name the catalogue translates under `NAME_CONTEXT`.
SHIPPED_NAMES = HERO_NAMES + CITY_NAMES + FOE_NAMES + CLASS_CARD_NAMES
#: The cards the Russian rulebook names in its examples («Кожаный доспех», «Огненная бомба», «Громовая палица», «Белый
#: клинок», «Зуб дракона», «Ожог души», «Аколит Пламени», «Вопрос чести»), by the English names the table's own cards
#: take in this app. No catalogue ships them: the table types them. A Russian table reads them so on its cards; its
#: typed name is read as the English one only where the game already holds that card (`companion.services.typed_names`),
#: so that a card the table names in Russian stays as typed.
BOOK_CARD_NAMES = (
    NC_("runebound2 name", "Leather Armour"), NC_("runebound2 name", "Fire Bomb"),
    NC_("runebound2 name", "Thunder Mace"), NC_("runebound2 name", "White Blade"),
    NC_("runebound2 name", "Dragon Tooth"), NC_("runebound2 name", "Soul Burn"),
    NC_("runebound2 name", "Acolyte of Flame"), NC_("runebound2 name", "A Question of Honour"),
)


def printed_name(name: str) -> str:
    """A hero's, city's or class card's name, for a message or a screen to translate (a table's own name as typed)."""
    if isinstance(name, Message) or not name:  # a sentence ("no talent") or a name already a message
        return name
    return name_in(NAME_CONTEXT, str(name))
