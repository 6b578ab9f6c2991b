"""Pearson's chi-square test of counted outcomes against their expected shares, in pure Python.

The p-value of a statistic x with k degrees of freedom is the upper tail of the chi-square
distribution, Q(k/2, x/2), the regularized upper incomplete gamma function. It is computed the
classic way: by its power series below a + 1 and by its continued fraction (modified Lentz)
above, both to full double precision. `tests/services/test_chi_square.py` checks it against a
printed table of chi-square critical values.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

#: Iterations and precision of the series and the continued fraction.
_ITERATIONS = 10_000
_EPSILON = 1e-15
_TINY = 1e-300


def _lower_series(a: float, x: float) -> float:
    """P(a, x), the regularized lower incomplete gamma, by its series (converges fast for x < a + 1)."""
    term = total = 1.0 / a
    denominator = a
    for _ in range(_ITERATIONS):
        denominator += 1.0
        term *= x / denominator
        total += term
        if abs(term) < abs(total) * _EPSILON:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x), the regularized upper incomplete gamma, by its continued fraction (for x >= a + 1)."""
    b = x + 1.0 - a
    c = 1.0 / _TINY
    d = 1.0 / b
    h = d
    for i in range(1, _ITERATIONS):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = _TINY if abs(d) < _TINY else d
        c = b + an / c
        c = _TINY if abs(c) < _TINY else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPSILON:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def upper_regularized_gamma(a: float, x: float) -> float:
    """Q(a, x) = Γ(a, x) / Γ(a) for a > 0 and x >= 0."""
    if a <= 0 or x < 0:
        raise ValueError("Q(a, x) needs a > 0 and x >= 0")
    if x == 0:
        return 1.0
    if x < a + 1.0:
        return 1.0 - _lower_series(a, x)
    return _upper_fraction(a, x)


def chi_square_p_value(statistic: float, degrees_of_freedom: int) -> float:
    """The chance of a chi-square statistic at least this large if the counts follow the expected shares."""
    if degrees_of_freedom < 1:
        raise ValueError("a chi-square test needs at least one degree of freedom")
    return min(1.0, max(0.0, upper_regularized_gamma(degrees_of_freedom / 2.0, max(0.0, statistic) / 2.0)))


@dataclass(frozen=True, slots=True)
class ChiSquare:
    """The test's result: the statistic, its degrees of freedom, the p-value and the smallest expected count."""

    statistic: float
    degrees_of_freedom: int
    p_value: float
    smallest_expected: float


def chi_square_test(observed: Sequence[int], shares: Sequence[float]) -> ChiSquare:
    """Test counts against expected shares (which sum to 1), one per outcome; at least two outcomes."""
    if len(observed) != len(shares) or len(observed) < 2:
        raise ValueError("one share per counted outcome, and at least two outcomes")
    total = sum(observed)
    expected = [share * total for share in shares]
    statistic = sum((seen - wanted) ** 2 / wanted for seen, wanted in zip(observed, expected) if wanted > 0)
    degrees = len(observed) - 1
    p_value = chi_square_p_value(statistic, degrees) if total else 1.0
    return ChiSquare(statistic, degrees, p_value, min(expected) if expected else 0.0)


def counts_test(counts: Mapping[str, int], shares: Mapping[str, float]) -> ChiSquare:
    """`chi_square_test` with outcomes named (every outcome of `shares`, counted or not)."""
    names = list(shares)
    return chi_square_test([counts.get(name, 0) for name in names], [shares[name] for name in names])
