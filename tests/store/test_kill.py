"""Kill test: a writer killed with SIGKILL at random moments loses nothing it reported committed."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.services.store import SessionStore
from tests.store.conftest import tally_setup

REPO = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("kill_worker.py")
ROUNDS = 25

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill test forks workers (POSIX only)")


def _read(child: subprocess.Popen) -> str:
    line = child.stdout.readline()
    if not line:
        raise AssertionError(f"the worker process ended unexpectedly: {child.stderr.read()}")
    return line.strip()


def test_sigkill_at_random_moments_loses_nothing_committed(db_url):
    store = SessionStore.open(db_url)
    session_id = store.create_session(game_id="tally", name="Killed", setup=tally_setup(target=1_000_000)).id
    store.close()
    rng = random.Random(20261122)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, str(WORKER), db_url, str(session_id)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO,
    )
    reported: set[int] = set()
    try:
        for _ in range(ROUNDS):
            child.stdin.write("go\n")
            child.stdin.flush()
            pid = int(_read(child).removeprefix("pid "))
            assert _read(child) == "ready"
            for _ in range(rng.randrange(0, 12)):
                line = _read(child)
                assert line.startswith("committed "), line
                reported.add(int(line.split()[1]))
            time.sleep(rng.random() * 0.004)  # land somewhere inside an act or a commit
            os.kill(pid, signal.SIGKILL)
            while (line := _read(child)) != "reaped":
                assert line.startswith("committed "), line  # printed before the kill landed
                reported.add(int(line.split()[1]))

            reopened = SessionStore.open(db_url)  # opens cleanly (quick_check passes)
            live = reopened.open_session(session_id)
            seqs = {e.seq for e in live.entries if e.kind == "action"}
            missing = reported - seqs
            assert not missing, f"actions reported committed but lost: {sorted(missing)}"
            assert [e.seq for e in live.entries] == list(range(1, len(live.entries) + 1))
            assert live.revision == len(live.entries)
            reopened.close()
    finally:
        child.stdin.close()
        child.kill()
        child.wait()
    assert len(reported) > ROUNDS  # the workers did real work between kills
