"""What a move's commit costs on the key's path, with SQLite's `synchronous` at FULL (shipped) and at NORMAL.

Run: python bench/bench_commit.py [MOVES]  (default 300; figures go to docs/benchmarks.md by hand).
     python bench/bench_commit.py --writers [MOVES]  (synchronous=FULL only: the store's writer, SQLAlchemy, against
     the board's, sqlite3 on the same file, `sqlite_log_writer`: the session read as the app's board reads it)

A 300-action Dice Throne match is saved and opened (its snapshots written) in a temporary folder on the disk the app's
data folder is on, then for each setting in turn, alternately, twice: a fresh copy of the file is opened in a new store
whose connections use that setting, and MOVES moves are played through `LiveSession` (the scripted match's next
actions, an undo and a redo after every tenth, as a player plays). Each move's whole call (engine, commit) and its
`_commit` alone are timed, CPU (the process's) and wall. The SQLite file system calls of one run are counted apart
with `strace -c` when asked (`--strace SETTING`). Prints the machine's load average beside the figures.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_engine import dice_throne_log  # noqa: E402 - after the sys.path line that lets bench/ run as a script
from bench.bench_sitting import OPENED_AT, saved  # noqa: E402 - after the sys.path line, as above


def quantiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, p95 {ordered[int(len(ordered) * 0.95)] * 1000:.2f} ms, "
            f"most {ordered[-1] * 1000:.1f} ms")


def played(path: Path, session_id: int, moves: list, setting: str, board: bool = False) -> dict[str, list[float]]:
    """The moves played on a store whose connections use `setting`: each move's and each commit's CPU and wall.
    `board`: on the session read as the app's board reads it, written with sqlite3 (`sqlite_log_writer`)."""
    import companion.services.store.engine as engine_module
    import companion.services.store.sqlite_log_writer as writer_module
    from companion.services.store import SessionStore
    from companion.services.store.display_read import open_for_display
    from companion.services.store.live import LiveSession

    engine_module.SYNCHRONOUS = writer_module.SYNCHRONOUS = setting
    timings: dict[str, list[float]] = {"move_cpu": [], "move_wall": [], "commit_cpu": [], "commit_wall": []}
    commit = LiveSession._commit

    def timed_commit(self, *args, **kwargs):
        start, start_cpu = time.perf_counter(), time.process_time()
        try:
            return commit(self, *args, **kwargs)
        finally:
            timings["commit_wall"].append(time.perf_counter() - start)
            timings["commit_cpu"].append(time.process_time() - start_cpu)

    LiveSession._commit = timed_commit  # type: ignore[method-assign]
    try:
        with SessionStore.open(f"sqlite:///{path}") as store:
            live: Any = open_for_display(path, session_id, lambda: store) if board else store.open_session(session_id)
            if board:
                live.undo()  # its first write: the sqlite3 writer made (and its snapshots stored), not timed
                live.redo()
                writer = live.live._store
                assert type(writer).__name__ == "SqliteLogWriter"
                mode = writer.connection().execute("PRAGMA synchronous").fetchone()[0]
            else:
                mode = store.engine.connect().exec_driver_sql("PRAGMA synchronous").scalar()
            assert mode == {"FULL": 2, "NORMAL": 1}[setting], mode
            for number, action in enumerate(moves, start=1):
                steps = [lambda action=action: live.act(action)]
                if number % 10 == 0:
                    steps += [live.undo, live.redo]
                for step in steps:
                    start, start_cpu = time.perf_counter(), time.process_time()
                    step()
                    timings["move_wall"].append(time.perf_counter() - start)
                    timings["move_cpu"].append(time.process_time() - start_cpu)
    finally:
        LiveSession._commit = commit  # type: ignore[method-assign]
    return timings


def main() -> None:
    args = sys.argv[1:]
    traced = args[args.index("--strace") + 1] if "--strace" in args else None
    numbers = [int(arg) for arg in args if arg.isdigit()]
    count = numbers[0] if numbers else 300
    game, setup, log = dice_throne_log(OPENED_AT + count + 1)
    moves = log[OPENED_AT:OPENED_AT + count]
    folder = Path(tempfile.mkdtemp(dir=Path.home()))  # the disk the app's data folder is on
    try:
        original = folder / "original.db"
        session_id = saved(f"sqlite:///{original}", game, setup, log)
        if traced:  # one run only, for strace -c around this process
            copy = folder / "traced.db"
            shutil.copy(original, copy)
            played(copy, session_id, moves, traced)
            return
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (2 cores); {count} actions "
              f"(and an undo and a redo after every tenth) per run, on {folder}")
        if "--writers" in args:
            for run in range(2):
                for board in (False, True):
                    copy = folder / f"{'board' if board else 'store'}-{run}.db"
                    shutil.copy(original, copy)
                    timings = played(copy, session_id, moves, "FULL", board)
                    print(f"{'the board (sqlite3)' if board else 'the store (SQLAlchemy)'} (run {run + 1}): a move, "
                          f"CPU {quantiles(timings['move_cpu'])}; wall {quantiles(timings['move_wall'])}")
                    print(f"    its commit alone: CPU {quantiles(timings['commit_cpu'])}; "
                          f"wall {quantiles(timings['commit_wall'])}")
            print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
            return
        for run in range(2):
            for setting in ("FULL", "NORMAL"):
                copy = folder / f"{setting}-{run}.db"
                shutil.copy(original, copy)
                timings = played(copy, session_id, moves, setting)
                print(f"synchronous={setting} (run {run + 1}): a move, CPU {quantiles(timings['move_cpu'])}; "
                      f"wall {quantiles(timings['move_wall'])}")
                print(f"    its commit alone: CPU {quantiles(timings['commit_cpu'])}; "
                      f"wall {quantiles(timings['commit_wall'])}")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
