"""What the table may do instead of drawing a card the card tray asks for: a game's own action, offered beside the
draw when its rules allow it (solo Dungeoneer: the peril deck and its discard are empty, so the owed draws end)."""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.actions import Action


@dataclass(frozen=True)
class CardInstead:
    """An action the card tray offers instead of the card (`label`: a catalogue message, the button's words with the
    tray's key for it, ctrl+f)."""

    label: str
    action: Action


__all__ = ["CardInstead"]
