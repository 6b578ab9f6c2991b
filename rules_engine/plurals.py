"""Counted nouns as players read them: "1 card", "3 cards", never "card(s)".

The engine's messages count things (cards, wounds, hexes, tokens); `count` writes the number with
the right English form. It returns a `Counted` message (`rules_engine/messages.py`), so a
Russian or Polish interface renders the same count with its own forms (Russian has three:
1 карта, 2 карты, 5 карт) from the catalogue's plural entry for the noun: this one place is
still where counting happens. Extraction reads `count(n, "singular", "plural")` calls.
"""

from __future__ import annotations

from rules_engine.messages import Counted


def count(number: int, singular: str, plural: str | None = None) -> Counted:
    """`number` and the noun in the form that number takes ("1 hex", "2 hexes", "0 cards")."""
    return Counted(number, singular, plural if plural is not None else singular + "s")
