"""Solo play's own bookkeeping: the separate glory and peril decks with their discards, and what the
automated dungeon lord still owes (peril dice to roll, peril cards to draw, glory cards to draw)."""

from __future__ import annotations

from dataclasses import field
from rules_engine.frozen_values import frozen_value


@frozen_value
class SoloState:
    """The decks (card ids, in no particular order: the next card is drawn at random or named by the
    table) and the steps the automation is waiting for."""

    glory_deck: tuple[str, ...]
    peril_deck: tuple[str, ...]
    glory_discard: tuple[str, ...] = ()
    peril_discard: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()  # the glory cards in the player's hand
    peril_dice: int = 0  # dice to roll for the location just entered (its peril)
    to_draw: int = 0  # peril cards still to draw
    drawn: tuple[str, ...] = ()  # peril cards drawn, waiting to be played together
    glory_draws: int = 0  # glory cards owed (a slain monster, the end of the turn)
    waiting: tuple[str, ...] = ()  # banes in play waiting for the monster or trap they aim at
    stayed: bool = False  # this turn's end already gave the points of staying put (its peril dice rolled first)
    save_kept: bool = field(default=False, metadata={"omit_when_empty": True})  # 'next save' waits for that roll

    def drawable(self, deck: str) -> tuple[str, ...]:
        """The cards the next draw from a deck can give: the deck, or its reshuffled discard when empty."""
        cards, discard = (self.glory_deck, self.glory_discard) if deck == "glory" else (self.peril_deck,
                                                                                        self.peril_discard)
        return cards if cards else discard

    @property
    def peril_from_table(self) -> bool:
        """Peril cards are owed and the app's peril deck and discard are spent: the table draws them from its own."""
        return bool(self.to_draw) and not self.drawable("peril")
