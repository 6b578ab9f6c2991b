"""Two processes writing one session at once: every committed action is in the log once, nothing else is.

Shared by tests/store/test_two_writers.py and bench/reliability.py. Two worker processes
(two_writer_worker.py) each make their share of the attempts on the same session; a
conflict (StaleSession) makes the loser reload and go on. Afterwards the log must hold exactly
the actions the workers reported committed, each at the seq it was reported at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

from companion.services.store import SessionStore

REPO = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("two_writer_worker.py")


@dataclass
class RaceFigures:
    """Attempts made, commits and conflicts seen, and what went wrong (lost, changed, unexpected)."""

    attempts: int = 0
    committed: int = 0
    conflicts: int = 0
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)


def race(db_url: str, session_id: int, attempts: int) -> RaceFigures:
    """Two writers make `attempts` attempts in all on the session; check the log afterwards."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    share = [attempts // 2, attempts - attempts // 2]
    workers = [
        subprocess.Popen([sys.executable, str(WORKER), db_url, str(session_id), str(n)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO)
        for n in share
    ]
    figures = RaceFigures(attempts=attempts)
    for worker in workers:
        ready = worker.stdout.readline().strip()
        if ready != "ready":
            figures.unexpected.append(f"a writer did not start: {ready or worker.stderr.read()[-300:]}")
    outputs: list[str] = ["", ""]

    def drain(index: int) -> None:  # read both writers at once, so neither blocks on a full pipe
        outputs[index] = workers[index].stdout.read()

    readers = [threading.Thread(target=drain, args=(index,)) for index in range(2)]
    for reader in readers:
        reader.start()
    for worker in workers:
        worker.stdin.write("go\n")
        worker.stdin.close()
    for reader in readers:
        reader.join()
    reported: dict[int, list[dict]] = {}
    for worker, out in zip(workers, outputs):
        err = worker.stderr.read()
        worker.wait()
        for line in out.splitlines():
            if line == "stale":
                figures.conflicts += 1
            elif line.startswith("committed "):
                _, seq, action = line.split(" ", 2)
                reported.setdefault(int(seq), []).append(json.loads(action))
                figures.committed += 1
            else:
                figures.unexpected.append(line)
        if worker.returncode != 0:
            figures.unexpected.append(f"a writer exited with {worker.returncode}: {err.strip()[-300:]}")
    try:
        store = SessionStore.open(db_url)
        try:
            log = {e.seq: e.action.to_json() for e in store.open_session(session_id).entries if e.action}
        finally:
            store.close()
    except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
        figures.unexpected.append(f"{type(error).__name__}: {error}")
        return figures
    for seq, actions in reported.items():
        if seq not in log:
            figures.lost += len(actions)
        elif len(actions) > 1 or actions[0] != log[seq]:
            figures.changed += 1  # two writers told they own one seq, or the log holds something else
    figures.changed += len(set(log) - set(reported))  # in the log, but nobody committed it
    return figures
