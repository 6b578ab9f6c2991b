"""Fixtures of the session store tests: a store on a temporary file and a two-player Tally setup."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup


def tally_setup(*names: str, target: int = 1_000) -> GameSetup:
    """A Tally setup with the given players (Ann and Bob by default) and a far-away target."""
    return GameSetup(tuple(PlayerSetup(n) for n in (names or ("Ann", "Bob"))), {"target": target})


def file_digest(path: Path) -> str:
    """SHA-256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sidecars(path: Path) -> list[Path]:
    """The SQLite -wal/-shm/-journal files beside a database file that exist now."""
    return [p for p in (path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal")) if p.exists()]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A database file path in the test's temporary folder (not created yet)."""
    return tmp_path / "sessions.db"


@pytest.fixture
def db_url(db_path: Path) -> str:
    """The SQLAlchemy URL of `db_path`."""
    return f"sqlite:///{db_path}"


@pytest.fixture
def store(db_url: str):
    """An open store on a fresh temporary database, closed after the test."""
    opened = SessionStore.open(db_url)
    yield opened
    opened.close()
