"""How far one typed word is from another: the edits a typo makes, and how many a correction may assume.

Shared by the rules search's suggestions (`companion/services/rules_search_typos.py`) and the questions the app asks
about a name one or two letters from one it knows (`rules_engine/runebound3/cities.py`).
"""

from __future__ import annotations


def edit_distance(a: str, b: str, limit: int) -> int:
    """The Damerau-Levenshtein (optimal string alignment) distance of `a` and `b`, or `limit + 1` once over it."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def allowed_edits(word: str) -> int:
    """How many edits a correction of `word` may make: one up to five letters, two beyond."""
    return 1 if len(word) <= 5 else 2
