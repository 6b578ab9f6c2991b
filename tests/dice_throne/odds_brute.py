"""An independent brute force for the odds tests: ordered dice, holds by position, every outcome of every die."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import product


def brute_values(reward: Callable[[tuple[int, ...]], float]) -> Callable[[tuple[int, ...], int], float]:
    """Best expected reward from ordered dice with attempts left: every set of positions, every outcome of the rest."""

    @lru_cache(maxsize=None)
    def value(shown: tuple[int, ...], left: int) -> float:
        if left == 0:
            return reward(shown)
        return max(keep(shown, hold, left) for hold in range(1 << len(shown)))

    @lru_cache(maxsize=None)
    def keep(shown: tuple[int, ...], hold: int, left: int) -> float:
        free = [i for i in range(len(shown)) if not hold >> i & 1]
        total = 0.0
        for faces in product(range(1, 7), repeat=len(free)):
            new = list(shown)
            for i, face in zip(free, faces):
                new[i] = face
            total += value(tuple(new), left - 1)
        return total / 6 ** len(free)

    return value


def brute_keep_once(reward: Callable[[tuple[int, ...]], float], dice: tuple[int, ...], held: tuple[int, ...]) -> float:
    """Keep the held positions, roll the others once, average the reward over every outcome."""
    free = [p for p in range(1, len(dice) + 1) if p not in held]
    total = 0.0
    for faces in product(range(1, 7), repeat=len(free)):
        new = list(dice)
        for p, face in zip(free, faces):
            new[p - 1] = face
        total += reward(tuple(new))
    return total / 6 ** len(free)
