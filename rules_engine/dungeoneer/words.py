"""Dungeoneer's own words and names as messages: game terms, card names as the Russian book prints them, lists.

The engine keeps its terms as English values (`Stat`, `Kind`, `Side`, `Stage`, the phases' labels),
which commands also parse; a message or a screen shows one through `term`, translated under the
context "dungeoneer word". A card's, hero's or location's name is data (the catalogue's JSON or the
table's own card), so it cannot be marked where it is written: `named` looks it up under the
context "dungeoneer name", where the Russian catalogue gives the name the Russian book prints (a
table's own card has no entry and keeps its name). `alternatives` and `listed` join words with a
translated "or" / "and". English text is unchanged throughout.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_engine.messages import AND, NC_, OR, InContext, Joined, Listed, Message, name_in

#: The catalogue context of game terms.
WORD_CONTEXT = "dungeoneer word"
#: The catalogue context of card, hero, location and quest names.
NAME_CONTEXT = "dungeoneer name"

#: Every term `term` translates, marked for the catalogue.
TERMS = frozenset((
    # values a hero or a threat tests
    NC_("dungeoneer word", "melee"), NC_("dungeoneer word", "magic"), NC_("dungeoneer word", "speed"),
    NC_("dungeoneer word", "level"), NC_("dungeoneer word", "health"),
    # adventure cards: kinds, durations, timings
    NC_("dungeoneer word", "boon"), NC_("dungeoneer word", "treasure"), NC_("dungeoneer word", "bane"),
    NC_("dungeoneer word", "encounter"), NC_("dungeoneer word", "instant"), NC_("dungeoneer word", "permanent"),
    NC_("dungeoneer word", "attachment"), NC_("dungeoneer word", "response"), NC_("dungeoneer word", "dungeon-lord"),
    NC_("dungeoneer word", "deeds"), NC_("dungeoneer word", "any-time"),
    # quest categories
    NC_("dungeoneer word", "influence"), NC_("dungeoneer word", "sacrifice"), NC_("dungeoneer word", "hunt"),
    NC_("dungeoneer word", "seek"), NC_("dungeoneer word", "escort"), NC_("dungeoneer word", "threat"),
    NC_("dungeoneer word", "chance"),
    # locations, hazards, sides and exits
    NC_("dungeoneer word", "room"), NC_("dungeoneer word", "tunnel"), NC_("dungeoneer word", "spikes"),
    NC_("dungeoneer word", "pit"), NC_("dungeoneer word", "danger"), NC_("dungeoneer word", "north"),
    NC_("dungeoneer word", "east"), NC_("dungeoneer word", "south"), NC_("dungeoneer word", "west"),
    NC_("dungeoneer word", "open"), NC_("dungeoneer word", "blocked"), NC_("dungeoneer word", "trap"),
    NC_("dungeoneer word", "wall"),
    # a battle's stages and where a surviving monster goes
    NC_("dungeoneer word", "attack-rolls"), NC_("dungeoneer word", "counter-rolls"),
    NC_("dungeoneer word", "challenge"), NC_("dungeoneer word", "lair"), NC_("dungeoneer word", "reward"),
    NC_("dungeoneer word", "hand"), NC_("dungeoneer word", "discard"),
    # treasure types the book names
    NC_("dungeoneer word", "pack"),
    # the decks
    NC_("dungeoneer word", "glory"), NC_("dungeoneer word", "peril"),
    # the parts of a card's typed values a refusal names besides the terms above ("Corridor's kind: …")
    NC_("dungeoneer word", "kind"), NC_("dungeoneer word", "exits"), NC_("dungeoneer word", "hazard"),
    NC_("dungeoneer word", "effect"), NC_("dungeoneer word", "entrance"), NC_("dungeoneer word", "cost"),
    NC_("dungeoneer word", "duration"), NC_("dungeoneer word", "forms"),
    # the outcome of an exchange
    NC_("dungeoneer word", "attacker-hits"), NC_("dungeoneer word", "defender-hits"), NC_("dungeoneer word", "nothing"),
    # the phases as the board shows them
    NC_("dungeoneer word", "Setup: tunnels around the entrance"), NC_("dungeoneer word", "Setup: deal the quests"),
    NC_("dungeoneer word", "Setup: roll for the first player"),
    NC_("dungeoneer word", "Setup: deal the locations; the entrance's holder starts"),
    NC_("dungeoneer word", "Setup: choose the heroes"), NC_("dungeoneer word", "Setup: lay out the whole dungeon"),
    NC_("dungeoneer word", "II. Dungeon lord"), NC_("dungeoneer word", "III. Location"),
    NC_("dungeoneer word", "IV. Deeds"), NC_("dungeoneer word", "V. Discard and draw"),
    NC_("dungeoneer word", "Game over"),
))

#: The names of the shipped catalogue's cards (cards_db/dungeoneer_cards.json), marked for extraction.
SHIPPED_NAMES = (
    NC_("dungeoneer name", "Tomb antechamber"), NC_("dungeoneer name", "Catching the magic fish"),
    NC_("dungeoneer name", "Zombie"), NC_("dungeoneer name", "Legion"), NC_("dungeoneer name", "Grave wraith"),
    NC_("dungeoneer name", "Scare"), NC_("dungeoneer name", "Backpack"),
)

#: The decks a card request names (`CardRequest.deck`), marked for the catalogue in the context in which a sentence
#: names a deck (`rules_engine.chance.deck_name`): the location deck, and the solo game's peril and glory decks.
DECK_NAMES = (NC_("deck of cards", "location"), NC_("deck of cards", "peril"), NC_("deck of cards", "glory"))

#: Each term as its message, made once: a message is an immutable value, so every ruling that names a side or a kind
#: shares the one of its word instead of making its own.
_TERM_MESSAGES = {text: InContext(WORD_CONTEXT, text) for text in TERMS}


def term(value: object) -> str:
    """`value` (a stat, kind, side, stage, phase label...) as a message the screens translate; other text unchanged."""
    if isinstance(value, Message):
        return value
    text = str(value)
    return _TERM_MESSAGES.get(text, text)


def named(name: str) -> str:
    """A card's, hero's, location's or quest's name, translated where the Russian book prints one."""
    if isinstance(name, InContext):
        return name
    return name_in(NAME_CONTEXT, str(name))


def alternatives(parts: Iterable[object]) -> str:
    """The parts joined by "or" ("hand or lair"), each term translated."""
    return Listed(OR, tuple(term(part) for part in parts))


def listed(parts: Iterable[object]) -> str:
    """The parts joined by "and", each term translated."""
    return Listed(AND, tuple(term(part) for part in parts))


def terms(parts: Iterable[object], separator: str = ", ") -> str:
    """The parts joined by `separator` (no word), each term translated."""
    return Joined(separator, tuple(term(part) for part in parts))
