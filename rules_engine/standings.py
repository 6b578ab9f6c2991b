"""Who played which hero and who won: what play statistics read from a game's state.

A game names its winners when its rules decide them (the last hero standing, three Dragon Runes,
the Lich Lord's fall). Where the book leaves the winner to a card the table reads (Runebound 3e's
scenario card), the game says so with `decided` False, and statistics count the play as finished
with its winner not recorded rather than guessing one.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value


@frozen_value(slots=True)
class Standings:
    """One game's seats as statistics count them."""

    #: The hero each seat plays, by name (None for a seat without a hero yet).
    heroes: tuple[str | None, ...]
    finished: bool = False
    #: The winning seats of a finished game (empty while it goes on, in a draw, or when everyone lost).
    winners: tuple[int, ...] = ()
    #: False when the rules leave the winner to something the engine does not read.
    decided: bool = True

    def __post_init__(self) -> None:
        if any(seat < 0 or seat >= len(self.heroes) for seat in self.winners):
            raise ValueError(f"a winner's seat is outside the table: {self.winners}")
        if self.winners and not self.finished:
            raise ValueError("a game still going on has no winners")
