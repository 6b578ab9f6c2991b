"""Saves written by released versions open with today's code, migrate, and replay to what that version showed."""

from __future__ import annotations

import sqlite3

import pytest

from companion.services.store import SessionNotFound, SessionStore
from companion.services.store.migrate import SCHEMA_HEAD
from tests.store.conftest import tally_setup
from tests.store.released_saves import ReleasedSave, released_saves, shown

SAVES = released_saves()


def test_there_are_saves_of_released_versions():
    assert len(SAVES) >= 2
    assert {s.expected["commit"][:7] for s in SAVES} >= {"e48a1f8", "08a767e"}


@pytest.mark.parametrize("save", SAVES, ids=[s.name for s in SAVES])
def test_a_released_save_migrates_and_replays_to_what_its_version_showed(save: ReleasedSave, tmp_path):
    path = save.copy_to(tmp_path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] != SCHEMA_HEAD
    conn.close()
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        with sqlite3.connect(path) as conn:
            assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == SCHEMA_HEAD
        conn.close()
        expected = save.expected["sessions"]
        assert [s.id for s in store.list_sessions()] == sorted((e["id"] for e in expected), reverse=True)
        for recorded in expected:
            live = store.open_session(recorded["id"])
            assert shown(live) == recorded
            assert live.replay_notes == {}  # nothing the old version allowed is refused today
        games = {e["game_id"] for e in expected}
        assert games == {"dice-throne", "runebound2"}
    finally:
        store.close()


@pytest.mark.parametrize("save", SAVES, ids=[s.name for s in SAVES])
def test_a_migrated_save_plays_on_and_never_reuses_a_deleted_id(save: ReleasedSave, tmp_path):
    path = save.copy_to(tmp_path)
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        deleted = save.expected["deleted_ids"]
        for session_id in deleted:
            with pytest.raises(SessionNotFound):
                store.open_session(session_id)
        dice_throne = next(e for e in save.expected["sessions"] if e["game_id"] == "dice-throne")
        live = store.open_session(dice_throne["id"])
        live.act(live.game.parse_command(live.state, "next"))
        assert store.open_session(live.id).entries == live.entries
        uids = {store.open_session(e["id"]).uid for e in save.expected["sessions"]}
        assert len(uids) == len(save.expected["sessions"])
        highest = max(deleted + [e["id"] for e in save.expected["sessions"]])
        store.delete_session(highest)  # SQLite without AUTOINCREMENT would hand this id out again
        newest = store.create_session(game_id="tally", name="After the upgrade", setup=tally_setup())
        assert newest.id == highest + 1
    finally:
        store.close()
