"""Counted nouns as players read them: "1 card", "3 cards", never "card(s)".

The engine's messages count things (cards, wounds, hexes, tokens); `count` writes the number with
the right English form. (The Russian interface of a later issue will need three forms; its
catalogue replaces these words, and this one place is where counting happens.)
"""

from __future__ import annotations


def count(number: int, singular: str, plural: str | None = None) -> str:
    """`number` and the noun in the form that number takes ("1 hex", "2 hexes", "0 cards")."""
    word = singular if abs(number) == 1 else (plural if plural is not None else singular + "s")
    return f"{number} {word}"
