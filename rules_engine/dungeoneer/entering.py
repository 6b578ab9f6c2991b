"""Entering a location: the glory and peril it gives, and the hazard it holds.

A hero gains a location's glory and peril on entering it when it is new to the hero this turn and
the hero moves in its own turn (moved in another player's turn, it gains nothing and meets no
hazard). Alone, the hero gains the glory but rolls one die per peril point instead of taking the
peril (see `solo_peril`). A hero that did not move all turn gains its location's points at the end
of the turn, without the location's effects.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.locations import Hazard, HazardKind, LocationCard

GAIN_RULE = "dungeoneer.points.new-location"
STAYED_PUT_RULE = "dungeoneer.turn.stayed-put"
HAZARD_RULE = "dungeoneer.hazards.own-turn"
SPIKES_RULE = "dungeoneer.hazards.spikes"
PIT_RULE = "dungeoneer.hazards.pit"
DODGING_SPIKES_RULE = "dungeoneer.variant.dodging-spikes"


@frozen_value(slots=True)
class Gain:
    """Points a location gives: glory and peril, or in solo play the number of peril dice to roll."""

    glory: int = 0
    peril: int = 0
    peril_dice: int = 0


def gain_on_entering(card: LocationCard, *, own_turn: bool, new_to_hero: bool, solo: bool = False) -> Gain:
    """What entering `card` gives the hero's player."""
    if not own_turn or not new_to_hero:
        return Gain()
    if solo:
        return Gain(glory=card.glory, peril_dice=max(card.peril, 0))
    return Gain(glory=card.glory, peril=card.peril)


def gain_for_staying(card: LocationCard, *, moved_this_turn: bool, solo: bool = False) -> Gain:
    """The end-of-turn points of a hero that did not move: its location's glory and peril (alone, peril dice)."""
    if moved_this_turn:
        return Gain()
    if solo:
        return Gain(glory=card.glory, peril_dice=max(card.peril, 0))
    return Gain(glory=card.glory, peril=card.peril)


def hazard_met(card: LocationCard, *, own_turn: bool) -> Hazard | None:
    """The hazard a hero entering `card` must face: spikes or a pit, only when moving in its own turn."""
    hazard = card.hazard
    if not own_turn or hazard is None or hazard.kind not in (HazardKind.SPIKES, HazardKind.PIT):
        return None
    return hazard


@frozen_value(slots=True)
class HazardResult:
    """What a hazard does to the hero."""

    wounds: int = 0
    falls: bool = False
    points_spent: int = 0


def face_hazard(hazard: Hazard, passed: bool | None, *, dodge: bool = False) -> HazardResult:
    """The result of a hazard: `passed` is the threat's outcome; `dodge` spends a point instead (spikes,
    with the dodging-spikes variant; the caller checks the variant and the point)."""
    if hazard.kind is HazardKind.SPIKES and dodge:
        return HazardResult(points_spent=1)
    if passed:
        return HazardResult()
    if hazard.kind is HazardKind.SPIKES:
        return HazardResult(wounds=1)
    return HazardResult(falls=True)
