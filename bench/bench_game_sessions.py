"""Benchmark: opening saved sessions of real games (5,000 actions each) through the store.

Run: python bench/bench_game_sessions.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_engine import dice_throne_log, runebound2_log
from companion.services.store import SessionStore


def main() -> None:
    """Save each scripted game as a session, then time a fresh store opening it (best of three)."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/games.db"
        store = SessionStore.open(url)
        made = []
        for label, (game, setup, log) in (("dice-throne 1v1", dice_throne_log(5_000)),
                                          ("runebound2, 2 players", runebound2_log(5_000))):
            live = store.create_session(game_id=game.id, name=label, setup=setup)
            for act in log:
                live.act(act)
            made.append((label, live.id, len(log)))
        store.close()
        for label, session_id, size in made:
            best = float("inf")
            for _ in range(3):
                began = time.perf_counter()
                opened = SessionStore.open(url)
                opened.open_session(session_id)
                best = min(best, time.perf_counter() - began)
                opened.close()
            print(f"{label}: opening a saved session of {size} actions (store + replay) {best * 1000:.0f} ms")


if __name__ == "__main__":
    main()
