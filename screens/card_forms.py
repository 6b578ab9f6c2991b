"""A catalogue form a card draw can open: the kind it types in, and the words the typed card's values are logged in.

The card tray offers one button per form when the table names a card the catalogue lacks (a game area
says which, `GameArea.card_forms`). `words` turns the entry saved in the form into the values the
engine reads after the card's name ('monster 1 health 2 melee 3'); the action carries them, so the
game replays the same anywhere, and the card is in the user's catalogue for the next session.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CardForm:
    """One catalogue kind that can give a drawn card, with the words its entry is logged in."""

    game: str
    kind: str
    label: str
    words: Callable[[dict[str, Any]], str]
