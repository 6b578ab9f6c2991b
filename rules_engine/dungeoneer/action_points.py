"""Action points: as many as the hero's speed at refresh, one that may be saved, and the variants.

The points are given at refresh; a change of speed later in the turn does not change them (unless
a card says so). One unspent point may be kept for the other players' turns and is lost at the
next refresh. With the limited-movement variant every hero gets exactly three and none is saved.
"""

from __future__ import annotations

REFRESH_RULE = "dungeoneer.turn.refresh"
SPEED_RULE = "dungeoneer.points.speed"
SAVE_RULE = "dungeoneer.turn.save-point"
LIMITED_MOVEMENT_RULE = "dungeoneer.variant.limited-movement"

#: The points every hero gets with the limited-movement variant.
LIMITED_POINTS = 3


def points_at_refresh(speed: int, *, limited_movement: bool = False) -> int:
    """The action points a hero gets at refresh."""
    return LIMITED_POINTS if limited_movement else max(speed, 0)


def may_save_a_point(points_left: int, *, limited_movement: bool = False) -> bool:
    """True when the hero may keep one unspent point for the other players' turns."""
    return points_left > 0 and not limited_movement
