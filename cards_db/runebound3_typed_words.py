"""A Runebound 3e card typed in the catalogue form, said as the words a drawn card's values are recorded in.

The engine takes an enemy or an item the session's catalogue lacks as words after its name ('Wolf as enemy
health 4 deck orange reward 2 gold', 'War Axe as weapon 4 axe/shield*', rules_engine/runebound3/typed_draws.py),
and the action keeps the values, so the game replays the same anywhere. When the table types such a card in
the form instead, these functions turn the saved entry into the same words: the card is then both in the
user's catalogue and in the action. Surge abilities are not carried by the words: the form keeps them in the
user's catalogue for the next session, where the card is known.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _joined(text: Any) -> str:
    """A value as one line of words (no line breaks, spaces collapsed)."""
    return " ".join(str(text or "").split())


def enemy_words(entry: Mapping[str, Any]) -> str:
    """'enemy health N deck COLOUR [villain FRONT/BACK] [reward WORDS]' for an enemy entry."""
    words = ["enemy", "health", str(entry.get("health", "")), "deck", str(entry.get("deck") or "orange")]
    villain = _joined(entry.get("villain_token")).replace(" ", "")
    if villain:
        words += ["villain", villain]
    reward = _joined(entry.get("reward"))
    if reward:
        words += ["reward", reward]
    return " ".join(words)


def item_words(entry: Mapping[str, Any]) -> str:
    """'TYPE COST [FRONT/BACK ...]' for an item entry."""
    tokens = [_joined(token).replace(" ", "") for token in entry.get("tokens") or () if _joined(token)]
    return " ".join([str(entry.get("type", "")), str(entry.get("cost", "")), *tokens])
