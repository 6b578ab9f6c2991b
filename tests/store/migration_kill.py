"""Killing the upgrade of a released save at random moments: the file is the old schema or the new, never half.

Shared by tests/store/test_migration_kill.py (a few dozen kills) and bench/reliability.py
(thousands). Each round copies a released save, lets a forked worker open it with the store
(which migrates it), SIGKILLs the worker at a random moment within the measured length of an
upgrade, then checks the file: at the old revision it must be byte-for-byte the same content as
the save (every table and row, by SQLite's own dump); at the new revision every row must be
there with a uid; either way the store must open it and replay every session to what the
released version showed.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from companion.services.store import SessionStore
from companion.services.store.migrate import SCHEMA_HEAD
from tests.store.released_saves import ReleasedSave, shown

REPO = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("migration_kill_worker.py")


@dataclass
class KillFigures:
    """What the rounds found: how many kills left the old schema or the new, and anything wrong."""

    kills: int = 0
    old: int = 0
    new: int = 0
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _rows(path: Path, query: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(query).fetchall()
    finally:
        conn.close()


SESSION_COLUMNS = "id, name, game_id, game_title, players, setup, created_at, last_played, revision, actions"
LOG_COLUMNS = "id, session_id, seq, kind, action, ruling, overridden, target_seq, created_at"


class MigrationKiller:
    """A running fork server that upgrades copies of one released save, and the checks after each kill."""

    def __init__(self, save: ReleasedSave, folder: Path) -> None:
        self.save = save
        self.folder = folder
        self.original_dump = _dump(save.database)
        self.original_sessions = _rows(save.database, f"SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id")
        self.original_log = _rows(save.database, f"SELECT {LOG_COLUMNS} FROM log_entries ORDER BY id")
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        self.child = subprocess.Popen(
            [sys.executable, str(WORKER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, env=env, cwd=REPO,
        )
        self.round = 0

    def close(self) -> None:
        """Stop the fork server."""
        self.child.stdin.close()
        self.child.kill()
        self.child.wait()

    def _read(self) -> str:
        line = self.child.stdout.readline()
        if not line:
            raise RuntimeError(f"the migration worker ended unexpectedly: {self.child.stderr.read()}")
        return line.strip()

    def _fresh_copy(self) -> Path:
        self.round += 1
        path = self.folder / f"round-{self.round % 2}.db"
        for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            leftover.unlink(missing_ok=True)
        return self.save.copy_to(self.folder).rename(path)

    def upgrade_seconds(self, samples: int = 5) -> float:
        """How long one whole upgrade takes in the worker (the median of a few, uninterrupted)."""
        times = []
        for _ in range(samples):
            path = self._fresh_copy()
            began = time.perf_counter()
            self.child.stdin.write(f"{path}\n")
            self.child.stdin.flush()
            self._read()
            line = self._read()
            if line != "migrated":
                raise RuntimeError(f"an uninterrupted upgrade failed: {line}")
            times.append(time.perf_counter() - began)
            self._read()
        return sorted(times)[len(times) // 2]

    def kill_once(self, delay: float, figures: KillFigures) -> None:
        """Upgrade a fresh copy, SIGKILL the worker after `delay` seconds, check the file."""
        path = self._fresh_copy()
        self.child.stdin.write(f"{path}\n")
        self.child.stdin.flush()
        pid = int(self._read().removeprefix("pid "))
        time.sleep(delay)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        finished = False
        while (line := self._read()) != "migrated" and not line.startswith("reaped"):
            figures.unexpected.append(f"round {self.round}: {line}")
        if line == "migrated":
            finished = True
            self._read()
        figures.kills += 0 if finished else 1
        self.check(path, figures)

    def check(self, path: Path, figures: KillFigures) -> None:
        """The file is the old schema unchanged or the new one complete, and opens and replays."""
        try:
            version = _rows(path, "SELECT version_num FROM alembic_version")[0][0]
            if _dump(path) == self.original_dump:  # untouched (a save already stamped head, too)
                figures.old += 1
            elif version == SCHEMA_HEAD:
                figures.new += 1
                sessions = _rows(path, f"SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id")
                uids = [uid for (uid,) in _rows(path, "SELECT uid FROM sessions")]
                log = _rows(path, f"SELECT {LOG_COLUMNS} FROM log_entries ORDER BY id")
                digests = [d for (d,) in _rows(path, "SELECT digest FROM log_entries")] + [
                    d for (d,) in _rows(path, "SELECT digest FROM sessions")
                ]
                # 0003_state_snapshots: the (empty) snapshot cache exists once the upgrade is complete.
                snapshot_table = _rows(path, "SELECT name FROM sqlite_master WHERE name = 'state_snapshots'")
                figures.lost += len(set(self.original_sessions) - set(sessions)) + len(set(self.original_log) - set(log))
                if sessions != self.original_sessions or log != self.original_log or None in uids or len(set(uids)) != len(uids) or None in digests or not snapshot_table:
                    figures.changed += 1
            else:  # neither the save as it was nor the head: an intermediate revision, or half an upgrade
                figures.changed += 1
            store = SessionStore.open(f"sqlite:///{path}")
            try:
                for recorded in self.save.expected["sessions"]:
                    if shown(store.open_session(recorded["id"])) != recorded:
                        figures.changed += 1
            finally:
                store.close()
        except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
            figures.unexpected.append(f"round {self.round}: {type(error).__name__}: {error}")


def kill_migrations(save: ReleasedSave, folder: Path, kills: int, seed: int) -> KillFigures:
    """Kill `kills` upgrades of `save` at random moments (up to 1.5 times an upgrade's length)."""
    rng = random.Random(seed)
    killer = MigrationKiller(save, folder)
    figures = KillFigures()
    try:
        length = killer.upgrade_seconds()
        while figures.kills < kills:
            killer.kill_once(rng.uniform(0, length * 1.5), figures)
    finally:
        killer.close()
    return figures
