"""The dynamic programme behind the odds: optimal holding over multisets of die numbers, shared by every hero.

A roll of n hero dice is a multiset of the numbers 1 to 6 (a face's symbol is a function of its
number, so symbols, straights and n of a kind are all read off the numbers). A goal is a reward on
the final multiset: 1 or 0 for "this ability's condition is met", or a damage amount. With `t`
roll attempts left:

- V_0(M) = reward(M): no attempt left, the dice stay as they are;
- W_t(K) = sum over the multisets R of the n-|K| dice rolled of P(R) * V_{t-1}(K + R): keep K, roll the rest;
- V_t(M) = max over the sub-multisets K of M of W_t(K): the best hold (keeping all five is "stop").

Everything is exact up to floating-point rounding (no sampling). The shapes of the programme (which
multisets there are, which merge into which, their probabilities) depend only on the number of
dice and are built once; the value tables depend on the reward and are memoised by it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

#: The numbers a hero die shows, each with probability 1/6.
FACES = (1, 2, 3, 4, 5, 6)

Multiset = tuple[int, ...]  # die numbers in ascending order


def probability(outcome: Multiset) -> float:
    """The chance that len(outcome) fair d6 show exactly this multiset (in any order)."""
    ways = factorial(len(outcome))
    for n in Counter(outcome).values():
        ways //= factorial(n)
    return ways / 6 ** len(outcome)


@lru_cache(maxsize=None)
def multisets(size: int) -> tuple[Multiset, ...]:
    """Every multiset of `size` die numbers, in a fixed order."""
    return tuple(combinations_with_replacement(FACES, size))


@lru_cache(maxsize=None)
def sub_multisets(dice: Multiset) -> tuple[Multiset, ...]:
    """The distinct sub-multisets of a multiset (the holds that differ in what they keep)."""
    found: set[Multiset] = set()
    for mask in range(1 << len(dice)):
        found.add(tuple(v for i, v in enumerate(dice) if mask >> i & 1))
    return tuple(sorted(found, key=lambda k: (len(k), k)))


@lru_cache(maxsize=None)
def _shape(count: int) -> tuple[dict[Multiset, int], tuple[tuple[tuple[int, float], ...], ...], tuple[Multiset, ...]]:
    """For `count` dice: the index of each final multiset, and for each kept multiset the finals it leads to.

    Returns (index of final multisets, per kept multiset a tuple of (final index, probability), kept
    multisets in the same order as that tuple).
    """
    finals = multisets(count)
    index = {m: i for i, m in enumerate(finals)}
    kept_all: list[Multiset] = []
    moves: list[tuple[tuple[int, float], ...]] = []
    for size in range(count + 1):
        rolled = tuple((r, probability(r)) for r in multisets(count - size))
        for kept in multisets(size):
            merged: dict[int, float] = {}
            for r, p in rolled:
                i = index[tuple(sorted(kept + r))]
                merged[i] = merged.get(i, 0.0) + p
            kept_all.append(kept)
            moves.append(tuple(merged.items()))
    return index, tuple(moves), tuple(kept_all)


class ValueTables:
    """V_t and W_t for one reward on `count` dice, computed lazily layer by layer and kept."""

    def __init__(self, reward: tuple[float, ...], count: int) -> None:
        self.count = count
        self.index, self._moves, kept = _shape(count)
        self._kept_index = {k: i for i, k in enumerate(kept)}
        self._values: list[tuple[float, ...]] = [reward]  # V_t over the final multisets, by t
        self._holds: list[tuple[float, ...]] = [()]  # W_t over the kept multisets, by t (t >= 1)

    def _extend(self, attempts: int) -> None:
        finals = multisets(self.count)
        while len(self._values) <= attempts:
            previous = self._values[-1]
            held = tuple(sum(p * previous[i] for i, p in move) for move in self._moves)
            kept_index = self._kept_index
            values = tuple(max(held[kept_index[k]] for k in sub_multisets(m)) for m in finals)
            self._holds.append(held)
            self._values.append(values)

    def value(self, dice: Multiset, attempts: int) -> float:
        """V_t: the expected reward from these dice with `attempts` left and the best holds on each."""
        self._extend(attempts)
        return self._values[attempts][self.index[dice]]

    def keeping(self, kept: Multiset, attempts: int) -> float:
        """W_t: the expected reward keeping these dice and rolling the others now (attempts >= 1)."""
        if attempts < 1:
            raise ValueError("keeping dice needs a roll attempt left")
        self._extend(attempts)
        return self._holds[attempts][self._kept_index[kept]]

    def fresh(self, attempts: int) -> float:
        """The expected reward of a new roll of every die, then the best holds, `attempts` in all (>= 1)."""
        return self.keeping((), attempts)


@lru_cache(maxsize=4096)
def tables(reward: tuple[float, ...], count: int) -> ValueTables:
    """The memoised value tables of one reward over the multisets of `count` dice."""
    return ValueTables(reward, count)


def reward_table(reward: Callable[[Multiset], float], count: int) -> tuple[float, ...]:
    """A reward function evaluated on every final multiset, in the programme's order."""
    return tuple(float(reward(m)) for m in multisets(count))
