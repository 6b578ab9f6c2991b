"""The books' own words around each rule, shipped as stems so the search finds a rule by them without the books.

`companion/services/rules_search_book_words.json` maps each rule id to the sorted, distinct stems
of the book's text around the rule's locator (the window `rules_search.book_window` takes). It
holds single stems only, never the book's sentences or even its word order. It is generated from
the rulebooks by `scripts/rules_search_book_words.py` (`--check` fails when it is stale); at run
time the search uses it for every rule whose book the table has not put in its rulebooks folder.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

BOOK_WORDS_FILE = Path(__file__).with_name("rules_search_book_words.json")


@lru_cache(maxsize=1)
def shipped_book_words() -> dict[str, str]:
    """Rule id -> the stems of its book's words, space separated (empty when the file is missing or unreadable)."""
    try:
        data = json.loads(BOOK_WORDS_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    words = data.get("stems", {}) if isinstance(data, dict) else {}
    return {str(rule_id): " ".join(stems) for rule_id, stems in words.items() if isinstance(stems, list)}
