"""A saved session as a list shows it: what the home screen and `companion sessions list` read.

Kept apart from the store's SQL so the screens can name it without importing SQLAlchemy.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class SessionSummary:
    """One saved session as the home screen and `companion sessions list` show it."""

    id: int
    name: str
    game_id: str
    game_title: str
    players: tuple[str, ...]
    created_at: datetime
    last_played: datetime
    actions: int

    def to_json(self) -> dict:
        """A JSON-ready form for `--json` output."""
        return {
            "id": self.id,
            "name": self.name,
            "game_id": self.game_id,
            "game_title": self.game_title,
            "players": list(self.players),
            "created_at": self.created_at.isoformat(),
            "last_played": self.last_played.isoformat(),
            "actions": self.actions,
        }
