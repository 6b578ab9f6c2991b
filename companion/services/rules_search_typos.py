"""Typo-tolerant suggestions for the rules search: "dise" -> "dice", "flea" -> "flee", «продожа» -> «продажа».

A pure-Python equal of a trigram index: the words players read in the rules index (titles,
summaries, headings, the Russian texts and the everyday words) are indexed by their letter
bigrams; a word of a question that no rule holds is compared with the known words sharing a
bigram with it, and the closest one within a small edit distance (one edit for words of up to
five letters, two for longer ones; a swap of two neighbouring letters is one edit) is suggested.
Ties go to the word the rules use most, then to alphabetical order, so a suggestion never depends
on the order rules were registered in.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from rules_engine.edit_distance import allowed_edits, edit_distance

#: Words shorter than this are never corrected (too many neighbours: "die", "dia", "dig").
MIN_LENGTH = 4


def _bigrams(word: str) -> set[str]:
    padded = f"^{word}$"
    return {padded[i:i + 2] for i in range(len(padded) - 1)}


class TypoCorrector:
    """The closest known word to a misspelt one, from a fixed vocabulary with each word's frequency."""

    def __init__(self, vocabulary: Mapping[str, int]) -> None:
        self._counts = dict(vocabulary)
        self._by_bigram: dict[str, set[str]] = defaultdict(set)
        for word in self._counts:
            if len(word) >= MIN_LENGTH - 1 and not word.isdigit():
                for gram in _bigrams(word):
                    self._by_bigram[gram].add(word)

    def closest(self, word: str) -> str | None:
        """The known word closest to `word` within `allowed_edits`, or None (for a known or too short word too)."""
        if len(word) < MIN_LENGTH or word.isdigit() or word in self._counts:
            return None
        limit = allowed_edits(word)
        candidates = set().union(*(self._by_bigram.get(gram, set()) for gram in _bigrams(word)))
        scored = []
        for candidate in candidates:
            distance = edit_distance(word, candidate, limit)
            if distance <= limit:
                scored.append((distance, -self._counts[candidate], candidate))
        return min(scored)[2] if scored else None
