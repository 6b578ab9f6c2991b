"""The saves kept under tests/store/released/ (one per schema main ever had), and what each version showed for them."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RELEASED = Path(__file__).with_name("released")

#: Every save kept, in the order of main's first-parent history: its file name (without .db), the
#: schema stamped in it, and what it stands for (see released/README.md for how each was made).
#: Only `LATEST` needs no upgrade: every other file is migrated (or repaired) when opened.
SAVES_IN_ORDER: tuple[tuple[str, str, str], ...] = (
    ("v0.1.0-e48a1f8", "0001", "first schema, store in companion/store"),
    ("v0.1.0-08a767e", "0001", "first schema, store in companion/services/store"),
    ("v0.1.0-8176425", "0003_state_snapshots", "the stray 0003 chained to 0001 (07e74c2..8176425): no sessions.uid"),
    ("v0.1.0-8176425-opened-by-29a8b8e", "0005_log_digest",
     "the same file after an app before the fix opened it: stamped head, still no sessions.uid"),
    ("v0.1.0-810631d", "0003_state_snapshots", "0003 after 0002_session_uid (790da9c on)"),
    ("v0.1.0-8b063fd", "0004_game_clock", "the game clock (8b063fd on)"),
    ("v0.1.0-50f8d2a", "0005_log_digest", "the snapshots' log digest (50f8d2a on)"),
    ("v0.1.0-23839bf", "0006_chance_and_branches",
     "chance requests beside the log and kept branches (23839bf on)"),
    ("v0.1.0-9862de9", "0007_log_heads_index", "the covering index of the log's heads (9862de9 on): today's head"),
)
#: The save at today's schema, which opens as it is.
LATEST = "v0.1.0-9862de9"
#: The first release's save, whose upgrade runs every revision (the one other tests build on).
FIRST_RELEASE = "v0.1.0-e48a1f8"


@dataclass(frozen=True)
class ReleasedSave:
    """One database file written by a released version, with its recorded expectation."""

    name: str
    database: Path
    expected: dict
    stamp: str
    what: str

    @property
    def needs_upgrade(self) -> bool:
        """True when today's store must migrate or repair the file before anything reads it."""
        return self.name != LATEST

    def copy_to(self, folder: Path) -> Path:
        """A copy of the database to migrate (the fixture itself is never opened for writing)."""
        target = folder / self.database.name
        shutil.copyfile(self.database, target)
        return target


def released_saves() -> list[ReleasedSave]:
    """Every kept save, in the order of main's history (`SAVES_IN_ORDER`)."""
    saves = []
    for name, stamp, what in SAVES_IN_ORDER:
        database = RELEASED / f"{name}.db"
        expected = json.loads(database.with_suffix(".expected.json").read_text(encoding="utf-8"))
        saves.append(ReleasedSave(name, database, expected, stamp, what))
    return saves


def save_named(name: str) -> ReleasedSave:
    """The kept save of that file name (without .db)."""
    return next(save for save in released_saves() if save.name == name)


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
