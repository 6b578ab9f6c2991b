"""A saved session as a list shows it: what the home screen and `companion sessions list` read.

Kept apart from the store's SQL so the screens can name it without importing SQLAlchemy.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from companion.services.store.errors import DamagedDatabase
from companion.services.store.times import from_db
from rules_engine.messages import Message

#: The columns of the `sessions` table a summary is made of, in the order `quick_list` reads them.
SUMMARY_COLUMNS = ("id", "name", "game_id", "game_title", "players", "created_at", "last_played", "actions")


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


def summary_from_row(row: Any) -> SessionSummary:
    """The summary of a `sessions` row (any object with the SUMMARY_COLUMNS as attributes).

    DamagedDatabase when its times cannot be read; unreadable players show as none.
    """
    try:
        players = tuple(str(p) for p in json.loads(row.players))
    except (ValueError, TypeError):
        players = ()
    try:
        created_at, last_played = from_db(row.created_at), from_db(row.last_played)
    except (ValueError, TypeError, AttributeError) as error:
        raise DamagedDatabase(Message("session {id} is damaged ({error}); the file was left untouched", id=row.id,
                                      error=error)) from None
    return SessionSummary(
        id=row.id,
        name=row.name,
        game_id=row.game_id,
        game_title=row.game_title,
        players=players,
        created_at=created_at,
        last_played=last_played,
        actions=row.actions,
    )
