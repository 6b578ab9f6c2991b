"""The game's own words as the screens show them: steps, fight phases and pending choices, marked for the catalogue.

The engine keeps these as English values (`Step.label`, `FightPhase`, `Pending`), which commands
also parse; a screen shows them through `word`, a `Message` that a Russian or Polish interface
translates.
"""

from __future__ import annotations

from rules_engine.messages import NC_, Message, N_

#: Every word `word` can be asked for, each marked for the catalogue.
WORDS = {
    # the five steps
    "refresh": N_("refresh"),
    "movement": N_("movement"),
    "adventure": N_("adventure"),
    "market": N_("market"),
    "experience": N_("experience"),
    # the fight's phases
    "before": N_("before"),
    "flee": N_("flee"),
    "ranged": N_("ranged"),
    "melee": N_("melee"),
    "magic": N_("magic"),
    # the choices the table may owe
    "counter": N_("counter"),
    "knockout": N_("knockout"),
    "spoils": N_("spoils"),
    "wounds": N_("wounds"),
    "keep": N_("keep"),
    "lots": N_("lots"),
    # the attributes a skill check tests
    "body": N_("body"),
    "mind": N_("mind"),
    "spirit": N_("spirit"),
    # the moments the table stops for class cards (besides the movement step)
    "challenge": N_("challenge"),
    "duel": N_("duel"),
    "trigger": N_("trigger"),
    # who adds a bonus before a duel, besides an item
    "hero": N_("hero"),
    # the two sides of a duel
    "aggressor": N_("aggressor"),
    "defender": N_("defender"),
    # terrains and the colours of counters and cards
    "plains": N_("plains"),
    "road": N_("road"),
    "river": N_("river"),
    "swamp": N_("swamp"),
    "forest": N_("forest"),
    "hills": N_("hills"),
    "mountains": N_("mountains"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "blue": N_("blue"),
    "red": N_("red"),
}

#: The decks a card request names (`CardRequest.deck`), marked for the catalogue in the context in which a sentence
#: names a deck (`rules_engine.chance.deck_name`): the four adventure decks by colour, and the market deck.
DECK_NAMES = (
    NC_("deck of cards", "green adventure"), NC_("deck of cards", "yellow adventure"),
    NC_("deck of cards", "blue adventure"), NC_("deck of cards", "red adventure"), NC_("deck of cards", "market"),
)


def word(value: str) -> str:
    """`value` (a step label, fight phase, pending choice, attribute, terrain or colour) as a message the screens
    translate (English unchanged); any other value as it is."""
    key = str(value)
    return Message(WORDS[key]) if key in WORDS else key
