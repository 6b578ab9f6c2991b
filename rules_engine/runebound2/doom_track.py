"""The doom track variant: discarded adventure cards fill the market row until a doom counter falls."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.names import printed_name

SLOTS = 8
#: Slot names the book gives (the others are left unnamed rather than guessed).
SLOT_CITIES = {1: "Vynelvale", 2: "Riverwatch", 3: "Dawnsmoor", 4: "Tamalir", 6: "Nerekhall", 8: "Frostgate"}
ENDGAME_TOKENS = 8
#: The card the doom track starts with: the book lays a green adventure card face down, which nobody names. The state
#: keeps this English phrase as the card's name (saves hold it); it is shown as its message (`doom_card_name`).
FIRST_CARD = "face-down green card"


def threshold(players: int) -> int:
    """Cards on the doom track that bring a doom counter: 2, 4, 6, then 8 for four or more players."""
    return {1: 2, 2: 4, 3: 6}.get(players, 8)


def doom_card_name(name: str) -> str:
    """A card on the doom track as the table's language names it: the face-down first card as the app's words, any other
    as its printed name."""
    return Message("face-down green card") if name == FIRST_CARD else printed_name(name)


def slot_name(number: int) -> str:
    """A slot's city where the book names it ("4 Tamalir", the city's name translated), else 'slot n'."""
    city = SLOT_CITIES.get(number)
    return Joined(" ", (str(number), printed_name(city))) if city else Message("slot {number}", number=number)


@frozen_value(slots=True)
class DoomCard:
    """A face-down adventure card on the doom track: its name (if known) and colour."""

    name: str
    colour: str


@frozen_value(slots=True)
class DoomTrack:
    """Cards on the track from slot one up, and the doom counters placed so far."""

    cards: tuple[DoomCard, ...] = ()
    tokens: int = 0

    def add(self, card: DoomCard, players: int) -> tuple[DoomTrack, tuple[DoomCard, ...], bool]:
        """Put a discarded card on the next free slot; at the threshold place a doom counter.

        Returns the new track, the cards that went under their decks, and whether a counter fell.
        """
        cards = self.cards + (card,)
        if len(cards) < threshold(players):
            return DoomTrack(cards, self.tokens), (), False
        last = cards[-1]
        return DoomTrack((last,), min(self.tokens + 1, ENDGAME_TOKENS)), cards[:-1], True

    @property
    def endgame(self) -> bool:
        """True once the eighth doom counter is down."""
        return self.tokens >= ENDGAME_TOKENS

    def colour_at(self, count: int) -> str:
        """Road hazards: count `count` slots from slot one along the cards, wrapping past the last."""
        if not self.cards:
            return ""
        return self.cards[(count - 1) % len(self.cards)].colour
