"""A full disk and a read-only database each get their own clear line, never "damaged" or "unexpected".

A full disk is simulated with SQLite's own limit (`PRAGMA max_page_count` set to the file's size
on every connection: the next write that needs a page fails with SQLITE_FULL, as on a full
disk), and at opening by the error SQLite gives when it cannot create its shared-memory file
beside a file with a write-ahead log, with no space left in the folder.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine

import companion.services.store.disk_space as disk_space
import companion.services.store.probe as probe
from companion.services.store import DiskFull, SessionStore
from tests.cli.test_catalogue_cli import terrain_document, write
from tests.cli.test_cli import assert_one_line_error, run
from tests.store.conftest import file_digest, tally_setup
from tests.support.tally_game import AddPoints, EndTurn


def _no_more_pages(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    pages = cursor.execute("PRAGMA page_count").fetchone()[0]
    cursor.execute(f"PRAGMA max_page_count = {pages}")
    cursor.close()


@pytest.fixture
def full_disk():
    """Every SQLite connection opened meanwhile may not grow its file (SQLITE_FULL when it must)."""
    event.listen(Engine, "connect", _no_more_pages)
    yield
    event.remove(Engine, "connect", _no_more_pages)


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "saves.db"
    store = SessionStore.open(f"sqlite:///{path}")
    store.create_session(game_id="tally", name="Friday", setup=tally_setup()).act(AddPoints(4))
    store.close()
    return path


def test_a_full_disk_stops_the_game_with_its_own_message_and_loses_nothing_acknowledged(db, full_disk):
    url = f"sqlite:///{db}"
    store = SessionStore.open(url)
    live = store.open_session(1)
    acknowledged = 1
    with pytest.raises(DiskFull) as refused:
        for _ in range(2000):
            live.act(EndTurn() if live.state.added else AddPoints(3))
            acknowledged += 1
    message = str(refused.value)
    assert "is full: could not save the action" in message and "damaged" not in message
    store.close()
    event.remove(Engine, "connect", _no_more_pages)
    try:
        with SessionStore.open(url) as reopened:
            assert len(reopened.open_session(1).entries) == acknowledged
    finally:
        event.listen(Engine, "connect", _no_more_pages)


def test_imports_onto_a_full_disk_are_one_line_each(capsys, db, tmp_path, full_disk):
    with SessionStore.open(f"sqlite:///{db}") as store:
        document = store.export_session(1)
    faces = terrain_document()["entries"][0]["faces"]
    entries = [{"id": f"dice-{n}", "name": f"Our terrain dice number {n}", "faces": faces} for n in range(400)]
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "catalogue", "import",
                       write(tmp_path, {**terrain_document(), "entries": entries}))
    line = assert_one_line_error(code, err, expected_code=1)
    assert "is full: could not import the catalogue" in line and "damaged" not in line and "unexpected" not in line
    source = tmp_path / "export.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    for _ in range(50):  # the free pages fill up import by import
        code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "import", str(source))
        if code:
            break
    line = assert_one_line_error(code, err, expected_code=1)
    assert "is full: could not import the session" in line and "damaged" not in line and "unexpected" not in line
    with SessionStore.open(f"sqlite:///{db}") as store:
        assert store.open_session(1).state.scores == (4, 0)


def test_a_full_disk_at_opening_is_not_read_as_a_damaged_file(capsys, db, monkeypatch):
    def no_room(_path, _immutable):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(probe, "_read_with", no_room)
    monkeypatch.setattr(disk_space, "free_bytes", lambda _folder: 0)
    digest = file_digest(db)
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "list")
    line = assert_one_line_error(code, err, expected_code=1)
    assert "is full; free some space" in line and "damaged" not in line
    assert file_digest(db) == digest


def test_an_io_error_with_room_left_is_still_damage(capsys, db, monkeypatch):
    def broken(_path, _immutable):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(probe, "_read_with", broken)
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "list")
    assert "is damaged (disk I/O error)" in assert_one_line_error(code, err, expected_code=1)


def test_a_catalogue_import_into_a_read_only_database_says_it_is_read_only(capsys, db, tmp_path):
    digest = file_digest(db)
    url = f"sqlite:///file:{db}?mode=ro&uri=true"
    code, _, err = run(capsys, "--db", url, "catalogue", "import", write(tmp_path, terrain_document()))
    line = assert_one_line_error(code, err, expected_code=1)
    assert "is read-only: could not import the catalogue" in line and "unexpected" not in line
    assert file_digest(db) == digest
