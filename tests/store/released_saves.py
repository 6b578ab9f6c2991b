"""The saves of released versions kept under tests/store/released/, and what each version showed for them."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RELEASED = Path(__file__).with_name("released")


@dataclass(frozen=True)
class ReleasedSave:
    """One database file written by a released version, with its recorded expectation."""

    name: str
    database: Path
    expected: dict

    def copy_to(self, folder: Path) -> Path:
        """A copy of the database to migrate (the fixture itself is never opened for writing)."""
        target = folder / self.database.name
        shutil.copyfile(self.database, target)
        return target


def released_saves() -> list[ReleasedSave]:
    """Every released save, oldest commit first as listed in the folder."""
    saves = []
    for database in sorted(RELEASED.glob("*.db")):
        expected = json.loads(database.with_suffix(".expected.json").read_text(encoding="utf-8"))
        saves.append(ReleasedSave(database.stem, database, expected))
    return saves


def shown(live: Any) -> dict:
    """What today's code shows for a session, in the shape make_save.py recorded."""
    view = live.game.view(live.state)
    return {
        "id": live.id,
        "name": live.name,
        "game_id": live.game.id,
        "view": {
            "turn": view.turn,
            "phase": view.phase,
            "finished": view.finished,
            "result": view.result,
            "players": [{"name": p.name, "active": p.active, "stats": dict(p.stats)} for p in view.players],
        },
        "log": [
            {
                "seq": e.seq,
                "kind": e.kind,
                "action": e.action.to_json() if e.action else None,
                "message": e.ruling.message if e.ruling else None,
                "overridden": e.overridden,
                "active": e.active,
                "target_seq": e.target_seq,
            }
            for e in live.entries
        ],
    }
