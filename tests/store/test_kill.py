"""Kill test: a writer killed with SIGKILL at random moments loses nothing it reported committed."""

from __future__ import annotations

import os

import pytest

from companion.services.store import SessionStore
from tests.store.append_kill import kill_appends
from tests.store.conftest import tally_setup

ROUNDS = 25
#: Kills of the board's sqlite3 writer (the same checks; fewer, the writer's own statements are few).
BOARD_ROUNDS = 15

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill test forks workers (POSIX only)")


def test_sigkill_at_random_moments_loses_nothing_committed(db_url):
    store = SessionStore.open(db_url)
    session_id = store.create_session(game_id="tally", name="Killed", setup=tally_setup(target=1_000_000)).id
    store.close()
    figures = kill_appends(db_url, session_id, ROUNDS, seed=20261122)
    assert figures.unexpected == []
    assert figures.lost == 0, "actions reported committed but lost"
    assert figures.changed == 0, "the log's seqs have a gap or the revision does not count the log"
    assert figures.kills == ROUNDS
    assert len(figures.reported) > ROUNDS  # the workers did real work between kills


def test_sigkill_of_the_boards_sqlite3_writer_loses_nothing_committed(db_url):
    """The same for a board read before the store, whose moves are written with sqlite3 (`sqlite_log_writer`)."""
    store = SessionStore.open(db_url)
    session_id = store.create_session(game_id="tally", name="Killed", setup=tally_setup(target=1_000_000)).id
    store.close()
    figures = kill_appends(db_url, session_id, BOARD_ROUNDS, seed=20261130, board=True)
    assert figures.unexpected == []
    assert figures.lost == 0, "actions reported committed but lost"
    assert figures.changed == 0, "the log's seqs have a gap or the revision does not count the log"
    assert figures.kills == BOARD_ROUNDS
    assert len(figures.reported) > BOARD_ROUNDS
