"""The slice of a Runebound state the Class Decks expansion owns: each seat's cards and threat, the turn's record."""

from __future__ import annotations

from rules_engine.values import replace
from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.class_decks.cards import ClassCard, card_named
from rules_engine.runebound2.class_decks.threat import ThreatPool
from rules_engine.runebound2.class_decks.windows import Window

EXPANSION_ID = "class-decks"


@frozen_value(slots=True)
class Seat:
    """One player's class deck, hand, discard pile, talents and threat.

    The class deck is kept as the names still in it: its order is the table's shuffle, and each
    draw names the card drawn, so a replay needs no hidden order.
    """

    cards: tuple[ClassCard, ...] = ()
    talents: tuple[ClassCard, ...] = ()
    deck: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    talent: str = ""
    threat: ThreatPool = ThreatPool()
    ready: bool = False  # took their class deck at setup
    reshuffle: bool = False  # skips their next turn to shuffle the discard pile into a new deck
    shuffled_again: bool = False  # has shuffled the discard pile into a new deck: the hand drawn at setup is gone

    def card(self, name: str) -> ClassCard | None:
        """One of this seat's class cards by name."""
        return card_named(self.cards, name)

    def talent_card(self, name: str) -> ClassCard | None:
        """One of this seat's talents by name."""
        return card_named(self.talents, name)

    @property
    def hand_from_setup(self) -> bool:
        """True while no card has left the hand since setup: the six drawn may still be named (`StartingHand`)."""
        return not self.shuffled_again and not self.discard and len(self.hand) + len(self.deck) == len(self.cards)

    @property
    def current_talent(self) -> ClassCard | None:
        """The talent face up beside the hero, if any."""
        return self.talent_card(self.talent) if self.talent else None


@frozen_value(slots=True)
class Played:
    """A class card out of its owner's hand but not yet on their discard pile."""

    owner: int
    name: str
    cost: int = 0  # the printed threat cost (what the flee penalty counts)


@frozen_value(slots=True)
class TurnRecord:
    """What happened with class cards in the current turn (reset when the turn passes)."""

    epic_by: int | None = None  # the seat that played this turn's epic card
    played: tuple[int, ...] = ()  # seats that played a class card this turn
    talent_bought: bool = False
    refilled: bool = False
    skipping: bool = False  # the active player skips this turn to reshuffle


@frozen_value(slots=True)
class ClassDecks:
    """Every seat's class deck and threat, the open window, the class cards waiting on the active hero."""

    seats: tuple[Seat, ...]
    window: Window | None = None
    turn: TurnRecord = TurnRecord()
    challenges: tuple[Played, ...] = ()  # class-deck challenges played on the active hero, first first
    fighting: Played | None = None  # the class-deck challenge being fought
    flee_cards: tuple[Played, ...] = ()  # hostile spells and feats played during the current challenge

    @property
    def ready(self) -> bool:
        """True once every seat has taken its class deck."""
        return all(s.ready for s in self.seats)

    def with_seat(self, index: int, seat: Seat) -> ClassDecks:
        """A copy with one seat replaced."""
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))

    def to_discard(self, played: Played) -> ClassDecks:
        """A copy with a played card on its owner's discard pile."""
        seat = self.seats[played.owner]
        return self.with_seat(played.owner, replace(seat, discard=seat.discard + (played.name,)))
