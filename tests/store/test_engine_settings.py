"""SQLite is set up for safe concurrent use: WAL, full sync, foreign keys, a busy timeout."""

from __future__ import annotations

from companion.services.store.engine import BUSY_TIMEOUT_MS, describe_url, sqlite_file
from tests.store.conftest import sidecars, tally_setup


def test_pragmas_on_every_connection(store):
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == BUSY_TIMEOUT_MS


def test_close_leaves_no_side_files(store, db_path):
    live = store.create_session(game_id="tally", name="Tidy", setup=tally_setup())
    assert live.id
    store.close()
    assert not sidecars(db_path)


def test_urls_name_their_files():
    assert str(sqlite_file("sqlite:////tmp/a.db")) == "/tmp/a.db"
    assert sqlite_file("sqlite://") is None and sqlite_file("postgresql://u:p@host/db") is None
    assert describe_url("postgresql://user:secret@host/db") == "postgresql://user:***@host/db"
