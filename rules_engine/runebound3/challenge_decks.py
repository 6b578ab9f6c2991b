"""The three challenge decks, one per token colour: exploration (green), combat (orange), social (purple).

An adventure draws from the deck of the flipped token's colour: its `CardRequest` names that deck, and
the cards it offers are that deck's cards the session knows (its enemies, events, tests and quests,
each in the deck its catalogue entry names). A card the table names (deck `challenges`) is taken as
drawn from the right deck; a card drawn from another colour's deck is refused.
"""

from __future__ import annotations


from rules_engine.chance import CardRequest, DrawnCard, Makes, deck_name, unseen_card
from rules_engine.messages import Message
from rules_engine.runebound3.state import Colour, R3State
from rules_engine.runebound3.words import challenge_token_words

#: Each token colour's deck, by the name a CardRequest gives it.
DECKS = {Colour.GREEN: "exploration", Colour.ORANGE: "combat", Colour.PURPLE: "social"}
#: The deck name of a challenge card the table names itself (whichever deck it drew from).
TABLE_DECK = "challenges"
CHALLENGE_DECKS = frozenset((*DECKS.values(), TABLE_DECK))


def deck_of(colour: Colour) -> str:
    """The challenge deck a token of this colour draws from."""
    return DECKS[colour]


def deck_cards(state: R3State, colour: Colour) -> tuple[str, ...]:
    """Names of the session's cards in this colour's deck: its catalogue and typed enemies (not a main villain,
    which the scenario brings in), events, tests and quests of that deck."""
    enemies = tuple(e.name for e in state.enemies + state.typed_enemies
                    if e.deck == colour.value and e.villain_token is None)  # a main villain is kept apart
    others = tuple(c.name for c in state.challenge_cards + state.typed_challenges if c.deck == colour.value)
    return tuple(dict.fromkeys(enemies + others))


def challenge_request(state: R3State, colour: Colour, build: Makes,
                      values_help: str = "") -> CardRequest:
    """The draw an adventure on a token of this colour asks for: that deck, offering that deck's cards only (and,
    with `values_help`, a card the session lacks typed with its values after its name)."""
    return CardRequest(deck_of(colour), challenge_token_words(colour.value), build,
                       deck_cards(state, colour), unseen_card(deck_of(colour)), values_help=values_help)


def colour_of(deck: str) -> Colour | None:
    """The token colour whose deck has this name, or None (a card the table names from any deck)."""
    return next((colour for colour, name in DECKS.items() if name == deck), None)


def wrong_deck(card: DrawnCard, colour: Colour) -> str:
    """Why this card cannot be the one drawn for a token of this colour ('' when it can)."""
    if card.deck in (TABLE_DECK, deck_of(colour)):
        return ""
    return (Message("{card} comes from the {deck} deck; {token} draws from the {deck_of} deck",
                    card=repr(card.name), deck=deck_name(card.deck), token=challenge_token_words(colour.value),
                    deck_of=deck_name(deck_of(colour))))
