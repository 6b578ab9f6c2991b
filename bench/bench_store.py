"""Benchmark of the session store: one action end to end, and opening a long saved session.

Run: python bench/bench_store.py  (figures go to docs/benchmarks.md by hand).
Measures, on a file database in a temporary folder:
- check + apply + commit of one Tally action (median and p99 over 500), with SQLite's
  synchronous=FULL (the store's setting) and, for comparison, NORMAL;
- opening the store and a session of 5,000 actions (replay of the whole log), and undo/redo there;
- the `companion roll 2d10` command, and importing the store + opening a database, as fresh processes.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import companion.services.store.engine as store_engine  # noqa: E402 - after the line that puts the checkout on sys.path
from companion.services.store import SessionStore  # noqa: E402 - after the line that puts the checkout on sys.path
from companion.services.store.transfer import FORMAT, FORMAT_VERSION  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.game import GameSetup, PlayerSetup  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.support.tally_game import TALLY, AddPoints, EndTurn  # noqa: E402 - after the line that puts the checkout on sys.path

SETUP = GameSetup((PlayerSetup("Ann"), PlayerSetup("Bo")), {"target": 1_000_000})


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def bench_actions(folder: Path, synchronous: str, count: int = 500) -> None:
    """Median and p99 of check + apply + commit of one action."""
    store_engine.SYNCHRONOUS = synchronous
    url = f"sqlite:///{folder / f'actions-{synchronous}.db'}"
    store = SessionStore.open(url)
    live = store.create_session(game_id="tally", name="bench", setup=SETUP)
    times = []
    for i in range(count):
        act = EndTurn() if live.state.added else AddPoints(1 + i % 6)
        start = timeit.default_timer()
        live.check(act)
        live.act(act)
        times.append(timeit.default_timer() - start)
    store.close()
    times.sort()
    print(
        f"check+apply+commit, synchronous={synchronous}: median {_ms(statistics.median(times))}, "
        f"p99 {_ms(times[int(len(times) * 0.99)])} over {count} actions"
    )


def long_session_document(actions: int) -> dict:
    """An export document of a Tally session with `actions` legal actions (add/end alternating)."""
    state = TALLY.new_game(SETUP)
    log = []
    for seq in range(1, actions + 1):
        act = EndTurn() if state.added else AddPoints(1 + seq % 6)
        outcome = TALLY.apply(state, act)
        state = outcome.state
        log.append({"seq": seq, "kind": "action", "action": act.to_json(), "ruling": outcome.ruling.to_json(),
                    "overridden": False, "target_seq": None, "created_at": "2026-11-22T00:00:00+00:00"})
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "name": "long", "game": {"id": "tally"},
            "setup": SETUP.to_json(), "log": log}


def bench_open(folder: Path, actions: int = 5_000) -> None:
    """Opening the store and a session of `actions` actions; undo and redo at that length."""
    store_engine.SYNCHRONOUS = "FULL"
    url = f"sqlite:///{folder / 'long.db'}"
    store = SessionStore.open(url)
    session_id = store.import_session(long_session_document(actions))
    store.close()

    def open_store_and_session() -> None:
        opened = SessionStore.open(url)
        opened.open_session(session_id)
        opened.close()

    open_both = min(timeit.repeat(open_store_and_session, number=1, repeat=5))
    store = SessionStore.open(url)
    open_store = min(timeit.repeat(lambda: SessionStore.open(url).close(), number=1, repeat=5))
    open_session = min(timeit.repeat(lambda: store.open_session(session_id), number=1, repeat=5))
    listing = min(timeit.repeat(store.list_sessions, number=1, repeat=5))
    live = store.open_session(session_id)
    undo = min(timeit.repeat(live.undo, number=1, repeat=5))
    redo = min(timeit.repeat(live.redo, number=1, repeat=5))
    store.close()
    size = (folder / "long.db").stat().st_size
    print(f"open store (file checks + schema check): {_ms(open_store)}")
    print(f"open a session of {actions} actions (replay of the log): {_ms(open_session)}; "
          f"store + session together {_ms(open_both)}; database {size / 1e6:.1f} MB")
    print(f"list sessions: {_ms(listing)}; undo at {actions} actions {_ms(undo)}, redo {_ms(redo)}")


def _process(command: list[str]) -> float:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return min(
        timeit.repeat(lambda: subprocess.run(command, check=True, capture_output=True, env=env), number=1, repeat=5)
    )


def bench_cli(folder: Path) -> None:
    """New processes: `companion roll 2d10`, and importing the store and opening a database."""
    print(f"companion roll 2d10 (new process): {_ms(_process([sys.executable, '-m', 'companion.shell.cli', 'roll', '2d10']))}")
    bare = _process([sys.executable, "-c", "pass"])
    url = f"sqlite:///{folder / 'long.db'}"
    script = f"from companion.services.store import SessionStore; SessionStore.open({url!r}).close()"
    opened = _process([sys.executable, "-c", script])
    print(f"new process importing the store and opening a database: {_ms(opened)} (bare Python {_ms(bare)})")


def main() -> None:
    """Run every store benchmark and print one line each."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bench_actions(folder, "FULL")
        bench_actions(folder, "NORMAL")
        bench_open(folder)
        bench_cli(folder)


if __name__ == "__main__":
    main()
