"""The unresolved-challenge track: six slots, each with its numbered challenge marker.

Marker n is either home on slot n (the slot is empty) or lies on the hex where the slot's card
was left. Markers are never created or destroyed: a slot holds a card exactly when its marker is
on the board, so there are always six.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.values import replace

SLOTS = 6


@frozen_value(slots=True)
class TrackSlot:
    """One slot: the card waiting there (None when empty), the hex its marker lies on, and since when."""

    card: AdventureCard | None = None
    hex: str = ""
    since: int = 0


@frozen_value(slots=True)
class ChallengeTrack:
    """The six slots and a clock that orders arrivals (to find the card waiting longest)."""

    slots: tuple[TrackSlot, ...] = (TrackSlot(),) * SLOTS
    clock: int = 0

    def markers_home(self) -> tuple[int, ...]:
        """Numbers (1-6) of the markers still on their slots."""
        return tuple(i + 1 for i, s in enumerate(self.slots) if s.card is None)

    def markers_on_board(self) -> tuple[tuple[int, str], ...]:
        """(marker number, hex label) of every marker lying on the board."""
        return tuple((i + 1, s.hex) for i, s in enumerate(self.slots) if s.card is not None)

    def marker_at(self, hex_label: str) -> int | None:
        """The marker number lying on a hex, if any."""
        key = hex_label.casefold()
        for number, label in self.markers_on_board():
            if label.casefold() == key:
                return number
        return None

    def place(self, card: AdventureCard, hex_label: str) -> tuple[ChallengeTrack, int, AdventureCard | None]:
        """Put a challenge (wounds already removed) on the first free slot, or replace the oldest.

        Returns the new track, the slot number used, and the card pushed off (it goes under its
        deck) when the track was full.
        """
        clock = self.clock + 1
        free = [i for i, s in enumerate(self.slots) if s.card is None]
        pushed = None
        if free:
            index = free[0]
        else:
            index = min(range(SLOTS), key=lambda i: self.slots[i].since)
            pushed = self.slots[index].card
        slots = list(self.slots)
        slots[index] = TrackSlot(card, hex_label, clock)
        return ChallengeTrack(tuple(slots), clock), index + 1, pushed

    def take(self, number: int) -> tuple[ChallengeTrack, AdventureCard]:
        """Take the card of slot `number` off the track; its marker comes home."""
        slot = self.slots[number - 1]
        if slot.card is None:
            raise ValueError(f"slot {number} is empty")
        slots = list(self.slots)
        slots[number - 1] = TrackSlot()
        return replace(self, slots=tuple(slots)), slot.card

    def marker_count(self) -> int:
        """Markers home plus markers on the board: always six."""
        return len(self.markers_home()) + len(self.markers_on_board())
