"""A session is itself for good: ids are never reused, and a stale window never writes into another session."""

from __future__ import annotations

import sqlite3

import pytest

from companion.services.store import SessionDeleted, SessionNotFound, SessionStore
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import upgrade_to
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn


def test_ids_of_deleted_sessions_are_never_reused(store):
    first = store.create_session(game_id="tally", name="One", setup=tally_setup())
    second = store.create_session(game_id="tally", name="Two", setup=tally_setup())
    store.delete_session(second.id)
    third = store.create_session(game_id="tally", name="Three", setup=tally_setup())
    assert third.id > second.id > first.id
    store.delete_session(third.id)
    store.delete_session(first.id)
    fourth = store.create_session(game_id="tally", name="Four", setup=tally_setup())
    assert fourth.id > third.id
    assert len({first.uid, second.uid, third.uid, fourth.uid}) == 4


def test_a_window_on_a_deleted_session_cannot_write_into_its_successor(db_url):
    """Two store handles: the home screen of one deletes and recreates, the other still has a window open."""
    home = SessionStore.open(db_url)
    window = SessionStore.open(db_url)
    try:
        old = home.create_session(game_id="tally", name="Old", setup=tally_setup())
        old.act(AddPoints(2))
        stale = window.open_session(old.id)
        home.delete_session(old.id)
        new = home.create_session(game_id="tally", name="New", setup=tally_setup())
        new.act(AddPoints(5))
        with pytest.raises(SessionDeleted, match="this session was deleted elsewhere"):
            stale.act(EndTurn())
        with pytest.raises(SessionDeleted):
            stale.undo()
        with pytest.raises(SessionDeleted):
            stale.refresh()
        assert [e.ruling.message for e in home.open_session(new.id).entries] == ["Ann adds 5"]
    finally:
        home.close()
        window.close()


def test_even_a_session_holding_the_same_id_is_refused(db_path, db_url):
    """Should a database ever hand out the same id again (a restored file, an old schema), the uid still refuses."""
    home = SessionStore.open(db_url)
    window = SessionStore.open(db_url)
    try:
        old = home.create_session(game_id="tally", name="Old", setup=tally_setup())
        stale = window.open_session(old.id)
        home.delete_session(old.id)
        new = home.create_session(game_id="tally", name="New", setup=tally_setup())
        with sqlite3.connect(db_path) as conn:  # the successor takes the deleted session's id
            conn.execute("UPDATE sessions SET id = ? WHERE id = ?", (old.id, new.id))
        conn.close()
        with pytest.raises(SessionDeleted, match="this session was deleted elsewhere"):
            stale.act(AddPoints(1))
        with pytest.raises(SessionDeleted):
            stale.refresh()
        reopened = home.open_session(old.id)
        assert reopened.name == "New" and reopened.entries == [] and reopened.revision == 0
    finally:
        home.close()
        window.close()


def test_deleted_is_still_a_session_not_found():
    """Screens and the command line that catch SessionNotFound keep working."""
    assert issubclass(SessionDeleted, SessionNotFound)


def test_the_upgrade_gives_each_saved_session_its_own_uid_and_stops_reuse(db_path, db_url):
    engine = create_store_engine(db_url)
    upgrade_to(engine, "0001")
    engine.dispose()
    with sqlite3.connect(db_path) as conn:
        for session_id in (1, 2, 3):
            conn.execute(
                "INSERT INTO sessions (id, name, game_id, game_title, players, setup, created_at, last_played,"
                " revision, actions, app_version) VALUES (?, ?, 'tally', 'Tally', '[]', ?, '2026-01-01 00:00:00',"
                " '2026-01-01 00:00:00', 0, 0, '0.1.0')",
                (session_id, f"S{session_id}", '{"players": [{"name": "Ann"}, {"name": "Bob"}], "options": {}}'),
            )
    conn.close()
    store = SessionStore.open(db_url)
    try:
        with sqlite3.connect(db_path) as conn:
            uids = [uid for (uid,) in conn.execute("SELECT uid FROM sessions ORDER BY id")]
            sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'sessions'").fetchone()[0]
        conn.close()
        assert len(uids) == 3 and len(set(uids)) == 3 and all(len(uid) == 36 for uid in uids)
        assert "AUTOINCREMENT" in sql
        store.delete_session(3)
        assert store.create_session(game_id="tally", name="Next", setup=tally_setup()).id == 4
    finally:
        store.close()
