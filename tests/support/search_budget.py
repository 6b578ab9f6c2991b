"""How much random search a property test spends: the everyday run, or the deep run.

The everyday run (the README's test command and CI) keeps the whole suite within its time
budget: each random walk or hypothesis test runs a sample that still reaches every phase its
assertions speak of. Hypothesis draws new examples on every run, so the everyday runs together
cover far more than any one of them. The deep run, `COMPANION_DEEP_TESTS=1`, spends the larger
budget each test names (the counts the suite used before it had a time budget, or more): run it
before a release, after changing an engine, or when a walk fails once and you want its neighbours.
"""

from __future__ import annotations

import os

#: True when the deep run was asked for.
DEEP = os.environ.get("COMPANION_DEEP_TESTS", "") not in ("", "0")


def budget(everyday: int, deep: int) -> int:
    """`deep` in the deep run, `everyday` otherwise (examples, seeds or steps of one test)."""
    if everyday < 1 or deep < everyday:
        raise ValueError(f"a budget needs 1 <= everyday <= deep, got {everyday} and {deep}")
    return deep if DEEP else everyday
