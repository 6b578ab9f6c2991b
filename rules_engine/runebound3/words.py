"""Runebound 3rd edition's own words as the screens show them: stages, fight phases, side kinds, colours,
attributes, item types, terrains, kinds of space and combat token faces, marked for the catalogue.

The engine keeps these as English values (`Stage`, `Phase`, `Colour`, ...), which commands also
parse; a screen shows them through `word`, a `Message` that a Russian interface translates. A token
face keeps its notation (`2axe*`, what the `landed` command reads) as its English text; `face_words`
makes it a message whose symbol a Russian interface says in the book's word (`2топор*`). A number of a symbol
in a sentence ("spends 3 axe") is `face_count`: the English keeps the notation's word, Russian and Polish decline
it for the number («3 топора», «5 топоров»).
"""

from __future__ import annotations

import re

from rules_engine.messages import NC_, NNC_, CountedInContext, InContext, Joined, Message, N_

#: The decks a card request names (`CardRequest.deck`), marked for the catalogue in the context in which a sentence
#: names a deck (`rules_engine.chance.deck_name`): story, items and skills, the three challenge decks by the token
#: colour that draws from each (`challenge_decks.DECKS`), and a challenge card the table names from any of them.
DECK_NAMES = (
    NC_("deck of cards", "story"), NC_("deck of cards", "items"), NC_("deck of cards", "skills"),
    NC_("deck of cards", "exploration"), NC_("deck of cards", "combat"), NC_("deck of cards", "social"),
    NC_("deck of cards", "challenges"),
)

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
    # the terrain die's faces
    "plains": N_("plains"),
    "road": N_("road"),
    "river": N_("river"),
    "water": N_("water"),
    "swamp": N_("swamp"),
    "forest": N_("forest"),
    "hills": N_("hills"),
    "mountains": N_("mountains"),
    "desert": N_("desert"),
    "wild": N_("wild"),
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
    NC_("runebound3", "moving"),
)


def word(value: str) -> str:
    """`value` (a stage, phase, colour, attribute, item type, terrain or kind of space) as a message the screens
    translate (English unchanged); any other value as it is."""
    key = str(value)
    return Message(WORDS[key]) if key in WORDS else key


def terrain_words(symbols: tuple[str, ...], separator: str = "+") -> str:
    """A terrain face's symbols (`hills+road`, joined as the panel and the dice tray join them) as the table's words,
    each translated; the English as it was. A list of symbols passes its own separator (", ")."""
    return Joined(separator, tuple(word(symbol) for symbol in symbols))


#: A trophy of each colour with its article, as a sentence says it ("an orange trophy").
TROPHIES = {"green": N_("a green trophy"), "orange": N_("an orange trophy"), "purple": N_("a purple trophy"),
            "grey": N_("a grey trophy")}


def trophy_words(colour: str) -> Message:
    """A trophy of this colour in words, with its article."""
    return Message(TROPHIES[str(colour)])


#: A challenge token of each colour with its article, as a sentence says it ("an orange challenge token"; the log read
#: "a orange challenge token is laid on …").
CHALLENGE_TOKENS = {"green": N_("a green challenge token"), "orange": N_("an orange challenge token"),
                    "purple": N_("a purple challenge token"), "grey": N_("a grey challenge token")}


def challenge_token_words(colour: str) -> Message:
    """A challenge token of this colour in words, with its article."""
    return Message(CHALLENGE_TOKENS[str(colour)])



#: The catalogue context of a combat token face's symbol ("shield" and "double" read otherwise elsewhere).
FACE_CONTEXT = "runebound3 token face word"

#: Every symbol a token face shows (`rules_engine.runebound3.tokens.Symbol`), marked for the catalogue.
FACE_SYMBOLS = (
    NC_("runebound3 token face word", "axe"), NC_("runebound3 token face word", "bolt"),
    NC_("runebound3 token face word", "skull"), NC_("runebound3 token face word", "wing"),
    NC_("runebound3 token face word", "surge"), NC_("runebound3 token face word", "double"),
    NC_("runebound3 token face word", "shield"), NC_("runebound3 token face word", "miss"),
)

#: The catalogue context of a symbol counted in a sentence (`face_count`): a plural entry of its own, as the same
#: word uncounted (`FACE_CONTEXT`) is a plain one. The English forms are the notation's word for every number; the
#: Russian and Polish are the forms a sentence spends ("spends 1 bolt": «тратит 1 вспышку», «wydaje 1 błyskawicę»).
FACE_COUNT_CONTEXT = "runebound3 token face count"

#: Every symbol counted, marked for the catalogue: its two English forms (both the notation's word).
FACE_COUNTS = {
    "axe": NNC_("runebound3 token face count", "axe", "axe"),
    "bolt": NNC_("runebound3 token face count", "bolt", "bolt"),
    "skull": NNC_("runebound3 token face count", "skull", "skull"),
    "wing": NNC_("runebound3 token face count", "wing", "wing"),
    "surge": NNC_("runebound3 token face count", "surge", "surge"),
    "double": NNC_("runebound3 token face count", "double", "double"),
    "shield": NNC_("runebound3 token face count", "shield", "shield"),
    "miss": NNC_("runebound3 token face count", "miss", "miss"),
}

_FACE = re.compile(r"(\d*)([a-z]+)(\*?)")


def face_symbol(symbol: str) -> str:
    """A face's symbol (`axe`) as a message the screens translate; any other value as it is."""
    key = str(symbol)
    return InContext(FACE_CONTEXT, key) if key in FACE_SYMBOLS else key


def face_count(number: int, symbol: str) -> str:
    """`number` of a symbol in a sentence ("3 axe"; «3 топора» in Russian); any other word as it is, after the number."""
    key = str(symbol)
    if key not in FACE_COUNTS:
        return f"{number} {key}"
    singular, plural = FACE_COUNTS[key]
    return CountedInContext(FACE_COUNT_CONTEXT, number, singular, plural)


def face_words(notation: str) -> str:
    """A face or a token in the table's notation (`2axe*`, `axe/2shield*`) as a message whose English is
    that notation and whose symbols are translated (`2топор*`, `топор/2щит*`); other text as it is."""
    text = str(notation)
    if "/" in text:
        return Joined("/", tuple(face_words(part) for part in text.split("/")))
    found = _FACE.fullmatch(text)
    if found is None or found.group(2) not in FACE_SYMBOLS:
        return text
    count, symbol, mark = found.groups()
    return Joined("", tuple(part for part in (count, face_symbol(symbol), mark) if part))
