"""Fixtures for the TUI tests: the tally test game, a temporary session store, helpers to drive the app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import register_game
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import TALLY

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def tally_registered() -> None:
    """The tally game is registered (another test may have unregistered it)."""
    register_game(TALLY)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """A fresh SQLite file for one test."""
    return f"sqlite:///{tmp_path / 'sessions.db'}"


@pytest.fixture
def store(tmp_path: Path, migrated_store_file: Path) -> Iterator[SessionStore]:
    """A session store on the test's SQLite file (`db_url`), copied from the migrated empty database."""
    opened = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "sessions.db"))
    try:
        yield opened
    finally:
        opened.close()


def tally_setup(*names: str, target: int = 20) -> GameSetup:
    """A tally setup for these players."""
    return GameSetup(tuple(PlayerSetup(n) for n in names), {"target": target})
