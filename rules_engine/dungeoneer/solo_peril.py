"""Solo play's peril roll: one die per peril point of the location entered; each die at or under that
peril draws a peril card. The exact chances of drawing 0, 1, 2... cards come from the binomial law.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from rules_engine.dungeoneer.threats import FACES

#: The solo rule this module applies.
PERIL_ROLL_RULE = "dungeoneer.solo.peril-roll"


def dice_for(peril: int) -> int:
    """How many dice the location's peril asks for (none for a location without peril)."""
    return max(peril, 0)


def cards_drawn(peril: int, rolls: tuple[int, ...]) -> int:
    """How many peril cards the rolled dice draw: each die showing the peril value or less."""
    return sum(1 for roll in rolls if roll <= peril)


def draw_chances(peril: int) -> tuple[Fraction, ...]:
    """The exact chance of drawing 0, 1, ... `peril` cards on entering a location with this peril."""
    dice = dice_for(peril)
    hit = Fraction(min(max(peril, 0), len(FACES)), len(FACES))
    return tuple(comb(dice, k) * hit ** k * (1 - hit) ** (dice - k) for k in range(dice + 1))
