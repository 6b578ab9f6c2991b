"""Location cards: rooms and tunnels with their glory, peril, four exits, hazard and effect."""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.exits import SIDES, Exit, Side
from rules_engine.dungeoneer.stats import Stat


#: The most glory a location card prints (the catalogue's limit for a location's glory too).
MOST_GLORY = 9
#: The most peril a location card prints (solo: the peril dice rolled on entering it).
MOST_PERIL = 6
#: The highest threat number an exit or a hazard shows (two dice's worth).
MOST_THREAT = 12


class LocationKind(enum.StrEnum):
    """The two kinds of location card."""

    ROOM = "room"
    TUNNEL = "tunnel"


class HazardKind(enum.StrEnum):
    """A hazard printed in the middle of a location card, met on entering it in one's own turn."""

    SPIKES = "spikes"  # pass the threat or take a wound
    PIT = "pit"  # pass the threat or fall
    DANGER = "danger"  # raises the threat of trap encounters played here


@frozen_value(slots=True)
class Hazard:
    """A location's hazard and its threat."""

    kind: HazardKind
    target: int = 0
    stat: Stat | None = None


@frozen_value(slots=True)
class LocationCard:
    """A location as the catalogue describes it; `exits` lists north, east, south, west."""

    id: str
    name: str
    kind: LocationKind
    glory: int
    peril: int
    exits: tuple[Exit, Exit, Exit, Exit]
    entrance: bool = False
    hazard: Hazard | None = None
    effect: str = ""

    def exit(self, side: Side) -> Exit:
        """What this card holds on one side."""
        return self.exits[SIDES.index(side)]
