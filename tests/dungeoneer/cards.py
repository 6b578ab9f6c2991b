"""Location cards for tests, written as four letters for north, east, south, west.

O open, W wall, B blocked 5+ (speed), T trap 4+ (melee). The entrance is open on every side, as
the book's setup (a tunnel against each of its four sides) needs.
"""

from __future__ import annotations

from rules_engine.dungeoneer.exits import OPEN, WALL, Exit, ExitKind
from rules_engine.dungeoneer.locations import LocationCard, LocationKind
from rules_engine.dungeoneer.stats import Stat

_EXITS = {
    "O": OPEN,
    "W": WALL,
    "B": Exit(ExitKind.BLOCKED, 5, Stat.SPEED),
    "T": Exit(ExitKind.TRAP, 4, Stat.MELEE),
}


def location(name: str, sides: str, *, glory: int = 1, peril: int = 1, entrance: bool = False,
             kind: LocationKind = LocationKind.TUNNEL) -> LocationCard:
    """A card named `name` whose exits are the four letters of `sides` (north, east, south, west)."""
    exits = tuple(_EXITS[letter] for letter in sides)
    assert len(exits) == 4
    return LocationCard(name.lower().replace(" ", "-"), name, kind, glory, peril, exits, entrance)  # type: ignore[arg-type]


ENTRANCE = location("Entrance", "OOOO", entrance=True, kind=LocationKind.ROOM)
