"""The dynamic programme behind the odds: optimal holding over multisets of die outcomes, shared by every hero.

A die is an alphabet of outcomes with their probabilities: the six numbers at 1/6 each (for
straights and n of a kind), or a hero's symbols weighted by how many faces show them (for symbol
conditions: three states per die instead of six). A roll of n dice is a multiset of outcomes, kept
as a sorted tuple of outcome indexes. A goal is a reward on the final multiset: 1 or 0 for "this
ability's condition is met", or a damage amount. With `t` roll attempts left:

- V_0(M) = reward(M): no attempt left, the dice stay as they are;
- W_t(K) = sum over the multisets R of the n-|K| dice rolled of P(R) * V_{t-1}(K + R): keep K, roll the rest;
- V_t(M) = max over the sub-multisets K of M of W_t(K): the best hold (keeping every die is "stop").

Everything is exact up to floating-point rounding (no sampling). The shape of the programme (which
multisets there are and which merge into which) depends only on the alphabet's size and the number
of dice and is built once; the value tables depend on the reward and are memoised by it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, prod

Multiset = tuple[int, ...]  # outcome indexes in ascending order
Weights = tuple[float, ...]  # the probability of each outcome of one die, by index

#: A hero die read by its numbers: faces 1 to 6 are outcomes 0 to 5, each 1/6.
SIX_NUMBERS: Weights = (1 / 6,) * 6
#: The numbers a hero die shows.
FACES = (1, 2, 3, 4, 5, 6)


def probability(outcome: Multiset, weights: Weights) -> float:
    """The chance that len(outcome) dice show exactly this multiset of outcomes (in any order)."""
    ways = factorial(len(outcome))
    counts = Counter(outcome)
    for n in counts.values():
        ways //= factorial(n)
    return ways * prod(weights[o] ** n for o, n in counts.items())


@lru_cache(maxsize=None)
def multisets(kinds: int, size: int) -> tuple[Multiset, ...]:
    """Every multiset of `size` outcomes out of `kinds`, in a fixed order."""
    return tuple(combinations_with_replacement(range(kinds), size))


@lru_cache(maxsize=None)
def sub_multisets(dice: Multiset) -> tuple[Multiset, ...]:
    """The distinct sub-multisets of a multiset (the holds that differ in what they keep)."""
    counts = sorted(Counter(dice).items())
    found = [()]  # type: list[Multiset]
    for outcome, n in counts:
        found = [k + (outcome,) * i for k in found for i in range(n + 1)]
    return tuple(sorted(found, key=lambda k: (len(k), k)))


@lru_cache(maxsize=None)
def _shape(kinds: int, count: int) -> tuple[dict[Multiset, int], dict[Multiset, int],
                                             tuple[tuple[tuple[int, Multiset], ...], ...], tuple[tuple[int, ...], ...]]:
    """For `count` dice of `kinds` outcomes: the index of each final and of each kept multiset, for each kept
    multiset the (final index, rolled multiset) pairs it leads to, and for each final the indexes of its holds."""
    finals = multisets(kinds, count)
    index = {m: i for i, m in enumerate(finals)}
    kept_all = [k for size in range(count + 1) for k in multisets(kinds, size)]
    kept_index = {k: i for i, k in enumerate(kept_all)}
    moves = tuple(tuple((index[tuple(sorted(kept + r))], r) for r in multisets(kinds, count - len(kept)))
                  for kept in kept_all)
    holds = tuple(tuple(kept_index[k] for k in sub_multisets(m)) for m in finals)
    return index, kept_index, moves, holds


@lru_cache(maxsize=None)
def _moves(weights: Weights, count: int) -> tuple[tuple[tuple[int, float], ...], ...]:
    """For each kept multiset, the finals it leads to with their probabilities under these weights."""
    _, _, moves, _ = _shape(len(weights), count)
    chance = {r: probability(r, weights) for size in range(count + 1) for r in multisets(len(weights), size)}
    return tuple(tuple((i, chance[r]) for i, r in move) for move in moves)


class ValueTables:
    """V_t and W_t for one reward on `count` dice with these outcome weights, built layer by layer and kept."""

    def __init__(self, reward: tuple[float, ...], count: int, weights: Weights) -> None:
        self.count = count
        self.index, self._kept_index, _, self._holds_of = _shape(len(weights), count)
        self._moves = _moves(weights, count)
        self._values: list[tuple[float, ...]] = [reward]  # V_t over the final multisets, by t
        self._holds: list[tuple[float, ...]] = [()]  # W_t over the kept multisets, by t (t >= 1)

    def _extend(self, attempts: int) -> None:
        while len(self._values) <= attempts:
            previous = self._values[-1]
            held = tuple([sum([p * previous[i] for i, p in move]) for move in self._moves])
            self._holds.append(held)
            self._values.append(tuple([max([held[j] for j in holds]) for holds in self._holds_of]))

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
def tables(reward: tuple[float, ...], count: int, weights: Weights = SIX_NUMBERS) -> ValueTables:
    """The memoised value tables of one reward over the multisets of `count` dice with these weights."""
    return ValueTables(reward, count, weights)


def reward_table(reward: Callable[[Multiset], float], count: int, kinds: int = 6) -> tuple[float, ...]:
    """A reward function evaluated on every final multiset, in the programme's order."""
    return tuple(float(reward(m)) for m in multisets(kinds, count))
