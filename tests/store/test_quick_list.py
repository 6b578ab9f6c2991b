"""The session list read with sqlite3 alone (for the app's first showing) is exactly the store's list."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.services.store import SessionStore
from companion.services.store.quick_list import read_session_list
from tests.store.conftest import tally_setup
from tests.store.released_saves import ReleasedSave, released_saves
from tests.support.tally_game import AddPoints, EndTurn

SAVES = released_saves()


def test_it_lists_what_the_store_lists(tmp_path: Path) -> None:
    path = tmp_path / "saves.db"
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        played = store.create_session(game_id="tally", name="Friday night", setup=tally_setup("Ann", "Bo"))
        store.create_session(game_id="tally", name="Ünïcode — “quoted”", setup=tally_setup("Zoë"))
        gone = store.create_session(game_id="tally", name="Deleted", setup=tally_setup("Cy"))
        store.create_session(game_id="tally", name="Renamed later", setup=tally_setup("Di"))
        played.act(AddPoints(3))
        played.act(EndTurn())
        played.undo()
        store.delete_session(gone.id)
        store.rename_session(played.id, "Friday, renamed")
        expected = store.list_sessions()
        assert read_session_list(path) == expected
        assert [s.name for s in expected][0] == "Friday, renamed"  # most recently played first
    finally:
        store.close()


@pytest.mark.parametrize("save", SAVES, ids=[s.name for s in SAVES])
def test_it_lists_a_released_save_as_the_store_does_once_migrated(save: ReleasedSave, tmp_path: Path) -> None:
    path = save.copy_to(tmp_path)
    before = read_session_list(path)
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        assert before == store.list_sessions()
    finally:
        store.close()


def test_it_leaves_to_the_store_what_only_the_store_can_read(tmp_path: Path) -> None:
    assert read_session_list(tmp_path / "nothing.db") is None
    (tmp_path / "folder.db").mkdir()
    assert read_session_list(tmp_path / "folder.db") is None
    (tmp_path / "text.db").write_text("not a database" * 20)
    assert read_session_list(tmp_path / "text.db") is None
    foreign = tmp_path / "foreign.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE sessions (id INTEGER PRIMARY KEY, name TEXT)")
    conn.close()
    assert read_session_list(foreign) is None
    assert not (tmp_path / "nothing.db").exists()
