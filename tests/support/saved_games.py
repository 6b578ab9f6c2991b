"""Real saved sessions for tests: a golden game's recorded actions committed one by one to a store."""

from __future__ import annotations

import json
from pathlib import Path

from companion.services.store import LiveSession, SessionStore
from rules_engine.actions import decode_action
from rules_engine.game import GameSetup

GOLDEN_GAMES = Path(__file__).resolve().parents[1] / "golden" / "games"


def save_golden_game(store: SessionStore, file_stem: str, name: str | None = None) -> LiveSession:
    """Save the applied steps of tests/golden/games/<file_stem>.jsonl as a new session of `store`."""
    lines = [json.loads(line) for line in (GOLDEN_GAMES / f"{file_stem}.jsonl").read_text().splitlines() if line]
    header, steps = lines[0], lines[1:]
    live = store.create_session(game_id=header["game"], name=name or file_stem, setup=GameSetup.from_json(header["setup"]))
    for step in steps:
        if step["outcome"] == "applied":
            live.act(decode_action(step["action"]), override=bool(step["override"]))
    return live


def golden_game_file(folder: Path, file_stem: str = "dice-throne-1v1") -> tuple[str, int]:
    """A SQLite file in `folder` holding the golden game `file_stem` as its one session, closed: its URL and the
    session's id (for an app, or a fresh process, that opens the file itself)."""
    url = f"sqlite:///{folder / 'sessions.db'}"
    store = SessionStore.open(url)
    try:
        return url, save_golden_game(store, file_stem).id
    finally:
        store.close()
