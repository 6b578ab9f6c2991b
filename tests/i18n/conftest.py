"""Fixtures of the language tests: every test leaves the interface in English (as the rest of the suite expects); a store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from rules_engine.games import register_game
from tests.support.tally_game import TALLY


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Whatever language a test chose, the next test starts in English."""
    use_language("en")
    yield
    use_language("en")


@pytest.fixture(autouse=True)
def tally_registered() -> None:
    """The tally test game is registered (the home screens list tally sessions)."""
    register_game(TALLY)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SessionStore]:
    """A session store on a fresh SQLite file."""
    opened = SessionStore.open(f"sqlite:///{tmp_path / 'sessions.db'}")
    try:
        yield opened
    finally:
        opened.close()
