"""How lucky a roll was: its expected total and its exact percentile, computed from the dice' faces.

A roll of n dice of one kind has a total whose distribution follows from the faces by
convolution (every face equally likely). The percentile is the mid-rank
P(total < x) + P(total = x) / 2, so an average roll sits near 50 and the best possible roll
near, not at, 100. Dice whose faces carry no number (a terrain die) have no total to judge.
The die of each roll is found as the store's dice check finds it (`store.dice_check.die_of`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from rules_engine.dice import DiceRoll, DieSpec


@dataclass(frozen=True, slots=True)
class RollOdds:
    """The expected total of a roll and where its actual total falls (a percentile, 0-100)."""

    total: int
    mean: Fraction
    percentile: Fraction


def total_distribution(die: DieSpec, count: int) -> dict[int, Fraction]:
    """The exact probability of each total of `count` dice of this kind (faces without a number count 0)."""
    faces = Counter(face.value or 0 for face in die.faces)
    sides = sum(faces.values())
    one = {value: Fraction(times, sides) for value, times in faces.items()}
    totals: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(count):
        step: dict[int, Fraction] = {}
        for total, chance in totals.items():
            for value, face_chance in one.items():
                step[total + value] = step.get(total + value, Fraction(0)) + chance * face_chance
        totals = step
    return totals


def roll_odds(die: DieSpec, roll: DiceRoll) -> RollOdds | None:
    """The roll's total against its expectation; None when the die has no numbered faces to total."""
    if not die.faces or all(face.value is None for face in die.faces) or not roll.faces:
        return None
    distribution = total_distribution(die, len(roll.faces))
    mean = sum((total * chance for total, chance in distribution.items()), Fraction(0)) + roll.modifier
    raw = roll.total - roll.modifier
    below = sum((chance for total, chance in distribution.items() if total < raw), Fraction(0))
    equal = distribution.get(raw, Fraction(0))
    return RollOdds(roll.total, mean, (below + equal / 2) * 100)


