"""Killing a writer with SIGKILL at random moments while it appends actions, and checking what survived.

Shared by tests/store/test_kill.py (a few dozen kills) and bench/reliability.py (thousands).
A fork server (kill_worker.py) starts a worker per round; the worker reports each action only
after `act` returned (committed). After each kill the database is reopened: every reported
action must be there, the log's seqs must run 1..n without a gap, and the revision must count
the log.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from companion.services.store import SessionStore

REPO = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("kill_worker.py")


@dataclass
class AppendKillFigures:
    """Kills made, actions reported committed, and what went wrong (lost, changed, unexpected)."""

    kills: int = 0
    reported: set[int] = field(default_factory=set)
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)


def _read(child: subprocess.Popen) -> str:
    line = child.stdout.readline()
    if not line:
        raise RuntimeError(f"the worker process ended unexpectedly: {child.stderr.read()}")
    return line.strip()


def kill_appends(db_url: str, session_id: int, rounds: int, seed: int, board: bool = False) -> AppendKillFigures:
    """Kill `rounds` writers of the session at random moments; check the log after each kill. `board`: the writers
    are the board's (a session read with sqlite3, written by `sqlite_log_writer`), not the store's."""
    rng = random.Random(seed)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, str(WORKER), db_url, str(session_id), *(["board"] if board else [])],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO,
    )
    figures = AppendKillFigures()
    try:
        for _ in range(rounds):
            child.stdin.write("go\n")
            child.stdin.flush()
            pid = int(_read(child).removeprefix("pid "))
            line = _read(child)
            if line != "ready":
                figures.unexpected.append(line)
                continue
            for _ in range(rng.randrange(0, 12)):
                line = _read(child)
                if not line.startswith("committed "):
                    figures.unexpected.append(line)
                    break
                figures.reported.add(int(line.split()[1]))
            time.sleep(rng.random() * 0.004)  # land somewhere inside an act or a commit
            os.kill(pid, signal.SIGKILL)
            figures.kills += 1
            while (line := _read(child)) != "reaped":
                if line.startswith("committed "):  # printed before the kill landed
                    figures.reported.add(int(line.split()[1]))
                else:
                    figures.unexpected.append(line)
            _check(db_url, session_id, figures)
    finally:
        child.stdin.close()
        child.kill()
        child.wait()
    return figures


def _check(db_url: str, session_id: int, figures: AppendKillFigures) -> None:
    try:
        reopened = SessionStore.open(db_url)  # opens cleanly (quick_check passes)
        try:
            live = reopened.open_session(session_id)
            seqs = {e.seq for e in live.entries if e.kind == "action"}
            figures.lost += len(figures.reported - seqs)
            if [e.seq for e in live.entries] != list(range(1, len(live.entries) + 1)):
                figures.changed += 1
            if live.revision != len(live.entries):
                figures.changed += 1
        finally:
            reopened.close()
    except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
        figures.unexpected.append(f"{type(error).__name__}: {error}")
