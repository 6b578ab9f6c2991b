"""Odds of 2d10 rolls (each die 1-10, the zero counting ten) for the screens' target displays."""

from __future__ import annotations

from functools import cache


@cache
def distribution() -> tuple[tuple[int, float], ...]:
    """(total, probability) for 2d10 totals 2..20."""
    counts: dict[int, int] = {}
    for a in range(1, 11):
        for b in range(1, 11):
            counts[a + b] = counts.get(a + b, 0) + 1
    return tuple((total, counts[total] / 100) for total in sorted(counts))


def chance_at_least(needed: int) -> float:
    """Probability that 2d10 shows at least `needed` (what the dice must make after bonuses)."""
    return sum(p for total, p in distribution() if total >= needed)


def chance_opposed(attacker: int, defender: int) -> float:
    """Probability that 2d10 + `attacker` meets or beats another 2d10 + `defender` (duels: the defender rolls first)."""
    dist = distribution()
    return sum(pa * pd for a, pa in dist for d, pd in dist if a + attacker >= d + defender)
