"""Fixtures of the session store tests: a store on a temporary file and a two-player Tally setup."""

from __future__ import annotations

import hashlib
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup


def tally_setup(*names: str, target: int = 1_000) -> GameSetup:
    """A Tally setup with the given players (Ann and Bob by default) and a far-away target."""
    return GameSetup(tuple(PlayerSetup(n) for n in (names or ("Ann", "Bob"))), {"target": target})


def saved_tally_file(path: Path, actions: int = 8) -> int:
    """A Tally session saved in the store file at `path` with `actions` moves, the last undone; its id."""
    from tests.support.tally_game import AddPoints, EndTurn

    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Saved", setup=tally_setup())
    for index in range(actions):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    live.undo()
    store.close()
    return live.id

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


#: The SQLAlchemy URL of a PostgreSQL server the store's tests may create databases on (.ci/start-postgres).
POSTGRES_ENV = "COMPANION_TEST_POSTGRES"


def postgres_server() -> str | None:
    """The URL of the test PostgreSQL server, or None when there is none."""
    return os.environ.get(POSTGRES_ENV) or None


def fresh_postgres_database(server: str) -> Iterator[str]:
    """A new empty database on the server for one test (its URL), dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    name = f"companion_test_{uuid.uuid4().hex[:12]}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(server).set(database=name).render_as_string(hide_password=False)
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path: Path) -> Iterator[str]:
    """The URL of a fresh empty store database: an SQLite file, then a PostgreSQL database.

    PostgreSQL is skipped, saying why, when no server is given ($COMPANION_TEST_POSTGRES, which
    .ci/run sets when it can start Debian's PostgreSQL).
    """
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'sessions.db'}"
        return
    yield from _postgres_or_skip()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """The URL of a fresh PostgreSQL database (skipped, saying why, without a server)."""
    yield from _postgres_or_skip()


def _postgres_or_skip() -> Iterator[str]:
    server = postgres_server()
    if server is None:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} to its URL (.ci/start-postgres starts one)")
    yield from fresh_postgres_database(server)
