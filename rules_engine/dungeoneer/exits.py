"""The four sides of a location card and what each side holds: an open exit, a blocked one, a trap or a wall.

A blocked exit ("Б5+" on the card) or a trapped one ("Л5+") names a threat: the die plus the
tested value must reach its number. The book's icon names the value tested; the catalogue keeps
it with the exit.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.words import term
from rules_engine.messages import Message


class Side(enum.StrEnum):
    """A side of an upright location card (every card lies the same way up as the entrance)."""

    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"

    @property
    def opposite(self) -> Side:
        """The side facing this one on the neighbouring card."""
        return _OPPOSITE[self]

    @property
    def step(self) -> tuple[int, int]:
        """The (column, row) offset to the neighbouring cell on this side; north is the row above."""
        return _STEP[self]


_OPPOSITE = {Side.NORTH: Side.SOUTH, Side.SOUTH: Side.NORTH, Side.EAST: Side.WEST, Side.WEST: Side.EAST}
_STEP = {Side.NORTH: (0, -1), Side.SOUTH: (0, 1), Side.EAST: (1, 0), Side.WEST: (-1, 0)}

#: The sides in the order a card lists its exits.
SIDES = (Side.NORTH, Side.EAST, Side.SOUTH, Side.WEST)


class ExitKind(enum.StrEnum):
    """What a side of a location card holds."""

    OPEN = "open"  # pass freely
    BLOCKED = "blocked"  # pass the threat or lose an action point
    TRAP = "trap"  # pass the threat or take a wound; the hero leaves either way
    WALL = "wall"  # never passable, from either side


@frozen_value(slots=True)
class Exit:
    """One side of a location: its kind and, for a blocked or trapped exit, the threat to pass."""

    kind: ExitKind
    target: int = 0  # the threat's number (5 for "5+"); 0 for an open exit or a wall
    stat: Stat | None = None  # the value the threat tests

    @property
    def working(self) -> bool:
        """True for every exit but a wall: a hero may try to pass it."""
        return self.kind is not ExitKind.WALL

    def describe(self) -> str:
        """'open', 'wall', 'blocked 5+ (speed)', 'trap 4+'."""
        if self.kind in (ExitKind.OPEN, ExitKind.WALL):
            return term(self.kind)
        tested = Message(" ({stat})", stat=term(self.stat)) if self.stat is not None else ""
        return Message("{kind} {target}+{tested}", kind=term(self.kind), target=self.target, tested=tested)


OPEN = Exit(ExitKind.OPEN)
WALL = Exit(ExitKind.WALL)
