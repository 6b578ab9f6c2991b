"""Two writers on one database never lose an update: the stale one gets a clear conflict."""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore, StaleSession
from tests.store.conftest import tally_setup
from tests.store.two_writers_race import race
from tests.support.tally_game import AddPoints, EndTurn


def test_second_writer_is_told_to_reload(db_url):
    terminal = SessionStore.open(db_url)
    browser = SessionStore.open(db_url)
    try:
        mine = terminal.create_session(game_id="tally", name="Shared", setup=tally_setup())
        theirs = browser.open_session(mine.id)
        mine.act(AddPoints(2))
        with pytest.raises(StaleSession, match="reload"):
            theirs.act(AddPoints(5))
        assert theirs.entries == [] and theirs.revision == 0  # nothing changed in memory
        assert theirs.refresh() is True
        assert theirs.state == mine.state and theirs.entries == mine.entries
        theirs.act(EndTurn())
        with pytest.raises(StaleSession):
            mine.undo()
        assert mine.refresh() and not theirs.refresh()
        mine.act(AddPoints(5))

        final = SessionStore.open(db_url)
        log = final.open_session(mine.id)
        assert [e.ruling.message for e in log.entries] == ["Ann adds 2", "Ann ends the turn", "Bob adds 5"]
        assert log.state.scores == (2, 5) and log.revision == 3
        final.close()
    finally:
        terminal.close()
        browser.close()


def test_refresh_catches_up_undo_and_redo(db_url):
    one = SessionStore.open(db_url)
    two = SessionStore.open(db_url)
    try:
        a = one.create_session(game_id="tally", name="Follow", setup=tally_setup())
        b = two.open_session(a.id)
        a.act(AddPoints(1))
        a.act(EndTurn())
        a.undo()
        assert b.refresh()
        assert b.entries == a.entries and b.state == a.state and b.can_redo
        a.redo()
        b.refresh()
        assert b.state == a.state and not b.can_redo
        assert b.refresh() is False
    finally:
        one.close()
        two.close()


def test_deleted_elsewhere(db_url):
    from companion.services.store import SessionNotFound

    one = SessionStore.open(db_url)
    two = SessionStore.open(db_url)
    try:
        a = one.create_session(game_id="tally", name="Gone", setup=tally_setup())
        b = two.open_session(a.id)
        one.delete_session(a.id)
        with pytest.raises(SessionNotFound):
            b.act(AddPoints(1))
        with pytest.raises(SessionNotFound):
            b.refresh()
    finally:
        one.close()
        two.close()


def test_a_writer_holding_the_lock_gives_a_clear_busy_error(db_path, db_url, monkeypatch):
    import sqlite3

    import companion.services.store.engine as engine_module
    from companion.services.store import StoreError

    monkeypatch.setattr(engine_module, "BUSY_TIMEOUT_MS", 50)
    store = SessionStore.open(db_url)
    try:
        live = store.create_session(game_id="tally", name="Busy", setup=tally_setup())
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        with pytest.raises(StoreError, match="busy") as raised:
            live.act(AddPoints(3))
        assert "\n" not in str(raised.value)
        assert live.entries == [] and live.revision == 0
        other.execute("ROLLBACK")
        other.close()
        live.act(AddPoints(3))  # once the lock is free, the same action goes through
        assert store.open_session(live.id).state.scores == (3, 0)
    finally:
        store.close()


def test_two_processes_racing_lose_and_change_nothing(db_url):
    store = SessionStore.open(db_url)
    session_id = store.create_session(game_id="tally", name="Raced", setup=tally_setup(target=1_000_000)).id
    store.close()
    figures = race(db_url, session_id, attempts=120)
    assert figures.unexpected == []
    assert figures.lost == 0 and figures.changed == 0
    assert figures.committed + figures.conflicts == 120 and figures.committed > 0
