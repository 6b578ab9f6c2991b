"""Fixtures of the services tests."""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn


@pytest.fixture
def saved(tmp_path):
    """A saved Tally session of five actions: (the database file, its open store, the live session)."""
    path = tmp_path / "s.db"
    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Real", setup=tally_setup())
    for act in (AddPoints(4), EndTurn(), AddPoints(6), EndTurn(), AddPoints(1)):
        live.act(act)
    yield path, store, live
    store.close()
