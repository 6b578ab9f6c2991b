"""The Class Decks expansion's own actions, with their stable JSON form."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.cards import ClassCard
from rules_engine.runebound2.class_decks.deck_building import DeckOrigin


@action("runebound2.class_decks.take_deck")
@frozen_value
class TakeClassDeck(Action):
    """Setup: a player's class cards and talents (from the catalogue), the six drawn, the start talent if any.

    `talent` empty keeps the 3 starting gold; a level-1 talent's name starts with it instead. `origin` is the
    player's word: a printed class deck as it comes, or a deck they put together (`deck_building.deck_problems`).
    """

    player: str
    cards: tuple[ClassCard, ...]
    talents: tuple[ClassCard, ...]
    hand: tuple[str, ...]
    talent: str = ""
    origin: DeckOrigin = DeckOrigin.PRINTED


@action("runebound2.class_decks.starting_hand")
@frozen_value
class StartingHand(Action):
    """The six class cards a player drew at setup, as the table names them (the app's deal stood in until then)."""

    player: str
    cards: tuple[str, ...]


@action("runebound2.class_decks.play")
@frozen_value
class PlayClassCard(Action):
    """A player plays a class card from hand on the active hero (`on_self`: a hostile card whose text allows it).

    `clash`: the table says the card's text contradicts a card played earlier (the later card wins).
    """

    player: str
    card: str
    on_self: bool = False
    clash: bool = False


@action("runebound2.class_decks.pass")
@frozen_value
class PassWindow(Action):
    """The player whose go it is in a timing window has played what they want and passes."""

    player: str


@action("runebound2.class_decks.trigger_round")
@frozen_value
class TriggerRound(Action):
    """Several players want to play trigger cards at once: they go in turn from the active player's left."""


@action("runebound2.class_decks.fight")
@frozen_value
class FightClassChallenge(Action):
    """The active hero takes on the class-deck challenge played on them, with its values as printed."""

    card: AdventureCard


@action("runebound2.class_decks.threat")
@frozen_value
class ThreatByText(Action):
    """A card's text makes a player gain threat (pool to hero card) or discard it (hero card to pool)."""

    player: str
    amount: int
    discard: bool = False


@action("runebound2.class_decks.talent")
@frozen_value
class BuyTalent(Action):
    """Experience step: buy a talent with experience points, or (`counter` named) by handing in an experience counter."""

    player: str
    talent: str
    counter: str = ""


@action("runebound2.class_decks.refill")
@frozen_value
class RefillHand(Action):
    """End of the experience step: the cards drawn to refill the hand to six (after one optional discard)."""

    player: str
    drawn: tuple[str, ...] = ()
    discard: str = ""


@action("runebound2.class_decks.reshuffle")
@frozen_value
class Reshuffle(Action):
    """The class deck cannot refill the hand: skip the next turn to shuffle the discard pile into a new deck."""

    player: str
