"""Runebound 3rd edition's own words as the screens show them: stages, fight phases, side kinds, colours,
attributes, item types and kinds of space, marked for the catalogue.

The engine keeps these as English values (`Stage`, `Phase`, `Colour`, ...), which commands also
parse; a screen shows them through `word`, a `Message` that a Russian interface translates. Token
symbols (axe, bolt, ...) stay as typed: they are the notation of the `landed` command.
"""

from __future__ import annotations

from rules_engine.messages import NC_, Message, N_

#: Every word `word` can be asked for, each marked for the catalogue.
WORDS = {
    # what the game waits for
    "actions": N_("actions"),
    "trading": N_("trading"),
    "challenge": N_("challenge"),
    "combat": N_("combat"),
    "story": N_("story"),
    "markets": N_("markets"),
    "over": N_("over"),
    # the fight's phases and sides
    "toss": N_("toss"),
    "spending": N_("spending"),
    "shielding": N_("shielding"),
    "between": N_("between"),
    "hero": N_("hero"),
    "enemy": N_("enemy"),
    # challenge colours
    "green": N_("green"),
    "orange": N_("orange"),
    "purple": N_("purple"),
    "grey": N_("grey"),
    # attributes
    "body": N_("body"),
    "mind": N_("mind"),
    "spirit": N_("spirit"),
    # item types
    "weapon": N_("weapon"),
    "armour": N_("armour"),
    "equipment": N_("equipment"),
    "mount": N_("mount"),
    "goods": N_("goods"),
    # kinds of space
    "city": N_("city"),
    "town": N_("town"),
    "fortress": N_("fortress"),
    "sanctuary": N_("sanctuary"),
    "wilds": N_("wilds"),
}


#: The catalogue context of the words that Runebound 2e's catalogue already uses in another sense.
CONTEXT = "runebound3"

#: What the game waits for, and what a space of the time track is, as the board and the time track dialog
#: show them (`pgettext(CONTEXT, value)`): "challenge" and "refresh" read otherwise in Runebound 2e.
STAGES_AND_SPACES = (
    NC_("runebound3", "actions"), NC_("runebound3", "trading"), NC_("runebound3", "challenge"),
    NC_("runebound3", "combat"), NC_("runebound3", "story"), NC_("runebound3", "markets"), NC_("runebound3", "over"),
    NC_("runebound3", "start"), NC_("runebound3", "refresh"), NC_("runebound3", "end of act"),
)


def word(value: str) -> str:
    """`value` (a stage, phase, colour, attribute, item type or kind of space) as a message the screens
    translate (English unchanged); any other value as it is."""
    key = str(value)
    return Message(WORDS[key]) if key in WORDS else key


#: A trophy of each colour with its article, as a sentence says it ("an orange trophy").
TROPHIES = {"green": N_("a green trophy"), "orange": N_("an orange trophy"), "purple": N_("a purple trophy"),
            "grey": N_("a grey trophy")}


def trophy_words(colour: str) -> Message:
    """A trophy of this colour in words, with its article."""
    return Message(TROPHIES[str(colour)])

