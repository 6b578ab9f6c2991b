"""Threats: one die plus the tested value, against the threat's number; and the exact chance to pass."""

from __future__ import annotations

from fractions import Fraction

#: Dungeoneer's die.
FACES = range(1, 7)

#: The rule every threat check follows.
THREAT_RULE = "dungeoneer.threats.check"


def passes(roll: int, value: int, target: int) -> bool:
    """True when a die showing `roll` plus `value` reaches the threat's `target` ("4+" is 4)."""
    return roll + value >= target


def pass_chance(value: int, target: int) -> Fraction:
    """The exact chance that one die plus `value` reaches `target`."""
    return Fraction(sum(1 for roll in FACES if passes(roll, value, target)), len(FACES))
