"""A damaged, foreign or newer database gives a clear error and its file is never modified."""

from __future__ import annotations

import importlib.util
import os
import random
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

import pytest

from companion.services.store import DamagedDatabase, ForeignDatabase, NewerDatabase, SessionStore, StoreError
from companion.services.store import checksums
from companion.services.store.migrate import MIGRATIONS_DIR
from tests.store.conftest import file_digest, sidecars, tally_setup
from tests.store.damage import damage_runs
from tests.support.tally_game import AddPoints, EndTurn


def _good_database(path: Path, actions: int = 200) -> None:
    """A real store file with one session of `actions` actions, closed cleanly."""
    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Good", setup=tally_setup())
    for i in range(actions):
        live.act(EndTurn() if live.state.added else AddPoints(1 + i % 6))
    store.close()
    assert not sidecars(path)


def _assert_refused_untouched(path: Path, error: type[StoreError]) -> str:
    digest = file_digest(path)
    with pytest.raises(error) as raised:
        SessionStore.open(f"sqlite:///{path}")
    assert file_digest(path) == digest, "the file was modified"
    assert not sidecars(path), "SQLite side files were left behind"
    message = str(raised.value)
    assert "\n" not in message and str(path) in message
    return message


def test_random_bytes(tmp_path):
    path = tmp_path / "random.db"
    path.write_bytes(random.Random(1).randbytes(8192))
    assert "not an SQLite file" in _assert_refused_untouched(path, DamagedDatabase)


def test_text_file(tmp_path):
    path = tmp_path / "notes.db"
    path.write_text("shopping list: dice, more dice\n")
    _assert_refused_untouched(path, DamagedDatabase)


def test_random_bytes_behind_a_valid_header(tmp_path):
    path = tmp_path / "header.db"
    _good_database(path, 2)
    data = path.read_bytes()
    path.write_bytes(data[:100] + random.Random(2).randbytes(len(data) - 100))
    _assert_refused_untouched(path, DamagedDatabase)


@pytest.mark.parametrize("keep", [0.25, 0.5, 0.9])
def test_truncated_database(tmp_path, keep):
    path = tmp_path / "truncated.db"
    _good_database(path)
    data = path.read_bytes()
    path.write_bytes(data[: int(len(data) * keep)])
    assert "damaged" in _assert_refused_untouched(path, DamagedDatabase)


def test_truncated_to_whole_pages(tmp_path):
    path = tmp_path / "pages.db"
    _good_database(path, 600)
    data = path.read_bytes()
    page = 4096
    path.write_bytes(data[: (len(data) // page // 2) * page])
    _assert_refused_untouched(path, DamagedDatabase)


def test_overwritten_pages_in_the_middle(tmp_path):
    path = tmp_path / "holes.db"
    _good_database(path, 600)
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 4096] = random.Random(3).randbytes(4096)
    path.write_bytes(bytes(data))
    _assert_refused_untouched(path, DamagedDatabase)


def test_foreign_sqlite_database(tmp_path):
    path = tmp_path / "foreign.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO contacts (name) VALUES ('Ann')")
    conn.commit()
    conn.close()
    assert "another program" in _assert_refused_untouched(path, ForeignDatabase)


def test_foreign_wal_database_with_its_own_alembic_history(tmp_path):
    path = tmp_path / "other-app.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
    conn.execute("INSERT INTO alembic_version VALUES ('abc123')")
    conn.execute("CREATE TABLE sessions (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    _assert_refused_untouched(path, ForeignDatabase)


def test_newer_schema(tmp_path):
    path = tmp_path / "newer.db"
    _good_database(path, 2)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    conn.execute("UPDATE companion_meta SET value = '9.0.0' WHERE key = 'app_version'")
    conn.commit()
    conn.close()
    message = _assert_refused_untouched(path, NewerDatabase)
    assert "9.0.0" in message and "upgrade" in message


def test_empty_file_becomes_a_new_store(tmp_path):
    path = tmp_path / "empty.db"
    path.write_bytes(b"")
    store = SessionStore.open(f"sqlite:///{path}")
    assert store.list_sessions() == []
    store.close()


def test_folder_instead_of_a_file(tmp_path):
    with pytest.raises(StoreError, match="is a folder"):
        SessionStore.open(f"sqlite:///{tmp_path}")


@pytest.mark.skipif(getattr(os, "geteuid", lambda: 1)() == 0, reason="root can read unreadable files")
def test_unreadable_file(tmp_path):
    path = tmp_path / "locked.db"
    _good_database(path, 1)
    path.chmod(0)
    try:
        with pytest.raises(StoreError):
            SessionStore.open(f"sqlite:///{path}")
    finally:
        path.chmod(0o600)


def test_a_damaged_log_row_is_a_clear_error_naming_the_entry(db_url, db_path):
    import sqlite3

    from companion.services.store import StoreError
    from tests.store.conftest import tally_setup
    from tests.support.tally_game import AddPoints

    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
    live.act(AddPoints(3))
    store.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE log_entries SET action = '{not json' WHERE seq = 1")
    store = SessionStore.open(db_url)
    with pytest.raises(StoreError, match="log entry 1 is damaged"):
        store.open_session(live.id)
    store.close()


def test_random_damage_is_refused_untouched_or_read_exactly(tmp_path):
    """A few dozen random damages (bench/reliability.py runs thousands): nothing changed, lost or unexpected."""
    figures = damage_runs(tmp_path, runs=40, seed=20261123)
    assert figures.unexpected == []
    assert figures.changed == 0 and figures.lost == 0, figures.silent
    assert figures.refused > 0 and figures.refused + figures.read_intact + figures.read_refused == 40


def test_a_changed_value_inside_a_row_is_found_by_its_checksum(db_url, db_path):
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
    live.act(AddPoints(3))
    live.act(EndTurn())
    store.close()
    with sqlite3.connect(db_path) as conn:  # a value SQLite's own checks cannot see as wrong
        conn.execute("UPDATE log_entries SET action = replace(action, '3', '6') WHERE seq = 1")
    conn.close()
    store = SessionStore.open(db_url)
    with pytest.raises(StoreError, match="log entry 1 is damaged .*checksum"):
        store.open_session(live.id)
    store.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE log_entries SET action = replace(action, '6', '3') WHERE seq = 1")
        conn.execute("UPDATE sessions SET setup = replace(setup, 'Bob', 'Rob')")
    conn.close()
    store = SessionStore.open(db_url)
    with pytest.raises(DamagedDatabase, match="checksum"):
        store.open_session(live.id)
    store.close()


def test_the_migration_computes_the_checksums_the_store_checks():
    """Revision 0002 keeps a frozen copy of the checksum formulas: it must agree with checksums.py."""
    spec = importlib.util.spec_from_file_location("rev0002", MIGRATIONS_DIR / "versions" / "0002_session_uid.py")
    revision = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(revision)
    moment = datetime(2026, 1, 2, 3, 4, 5, 678, tzinfo=timezone.utc)
    naive = moment.replace(tzinfo=None)
    assert revision.session_digest("u", "Ann's game", "tally", '{"a": "é"}', naive) == checksums.session_digest(
        "u", "Ann's game", "tally", '{"a": "é"}', moment
    )
    for row in ((1, 2, "action", '{"x": 1}', '{"y": 2}', True, None), (3, 4, "undo", None, None, False, 2)):
        assert revision.log_digest(*row, naive) == checksums.log_digest(*row, moment)


def test_a_log_whose_end_cannot_be_found_is_damaged_not_shorter(db_url, db_path):
    """A damaged index can hide a log's last rows from a query while SQLite's quick check passes."""
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
    for _ in range(3):
        live.act(AddPoints(2))
        live.act(EndTurn())
    store.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("DELETE FROM log_entries WHERE seq > 4")
    conn.close()
    store = SessionStore.open(db_url)
    with pytest.raises(DamagedDatabase, match="records 6 actions but its log replays to 4"):
        store.open_session(live.id)
    store.close()
