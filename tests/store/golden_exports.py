"""Session export documents of the golden games (tests/golden/games/*.jsonl) that have no released save.

The import fuzz (tests/store/import_fuzz.py) mutates real exports; the released saves hold Dice
Throne and Runebound 2e sessions only, so Dungeoneer's and Runebound 3e's documents are made here from
their golden whole games: the golden setup, and every applied step's action and ruling as a log entry,
in the form `sessions export` writes.
"""

from __future__ import annotations

import json
from pathlib import Path

from companion.services.store.transfer import FORMAT, FORMAT_VERSION

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "games"
#: The golden game each game's document is made from, and how many of its steps it keeps (a short log keeps
#: every fuzzed import quick).
SOURCES = {"dungeoneer": ("dungeoneer-two-heroes", 60), "runebound3": ("runebound3-two-heroes", 80)}
CREATED = "2026-11-20T18:00:00+00:00"


def golden_document(name: str, steps: int) -> dict:
    """An export document of the first `steps` applied steps of the golden game `name`."""
    with (GOLDEN / f"{name}.jsonl").open(encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines]
    head = rows[0]
    applied = [row for row in rows[1:] if row["outcome"] == "applied"][:steps]
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": "golden",
        "exported_at": CREATED,
        "name": head["title"][:60],
        "game": {"id": head["game"], "title": head["game"]},
        "setup": head["setup"],
        "created_at": CREATED,
        "last_played": CREATED,
        "log": [
            {"seq": seq, "kind": "action", "action": row["action"], "ruling": row["ruling"],
             "overridden": bool(row["override"]), "target_seq": None, "created_at": CREATED}
            for seq, row in enumerate(applied, start=1)
        ],
    }


def golden_documents() -> dict[str, dict]:
    """The export document of each game in `SOURCES`, by game id."""
    return {game: golden_document(name, steps) for game, (name, steps) in SOURCES.items()}
