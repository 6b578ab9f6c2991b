"""The store reads a file's tables, not only its stamp, and an upgrade either completes or leaves the file as it was.

The stray `0003_state_snapshots` of 07e74c2..8176425 (chained to the first schema) left files
stamped 0003 without `sessions.uid`, and apps before the fix then stamped them as newer still.
These tests hold the store to: every revision's columns are known (`revision_shapes`), a file
whose tables lack a revision gets it, a file holding half a revision is refused untouched, and an
upgrade that fails at any statement leaves the file byte for byte as it was, stamp included.
"""

from __future__ import annotations

import gc
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine

from companion.services.store import DamagedDatabase, ReadOnlyDatabase, SessionStore
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import SCHEMA_HEAD, revisions_oldest_first, upgrade_to
from companion.services.store.revision_shapes import REVISION_COLUMNS, classify, shape_of, shape_of_sqlite
from tests.store.conftest import file_digest, sidecars
from tests.store.released_saves import FIRST_RELEASE, LATEST, save_named, shown

STRAY = "v0.1.0-8176425"
STRAY_OPENED = "v0.1.0-8176425-opened-by-29a8b8e"
STOPPED_CLOCK = '{"played": 0.0, "running_since": null, "turn": "", "turn_played": 0.0, "turns": []}'


def _closed_file(path: Path) -> sqlite3.Connection:
    """A reading connection to a file nobody has open: `immutable` leaves no -wal/-shm behind (as the probe)."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)


def _stamp(path: Path) -> str:
    conn = _closed_file(path)
    try:
        return conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    finally:
        conn.close()


def _edit(path: Path, *statements: str) -> None:
    """Change a copy with plain SQL, as another program (or an older app) would, and close it whole."""
    conn = sqlite3.connect(path)
    try:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()


def _reading(path: Path):
    conn = _closed_file(path)
    try:
        return classify(shape_of_sqlite(conn))
    finally:
        conn.close()


def _open_fails(path: Path, error: type[Exception], words: str) -> None:
    """Opening the file fails with `error` saying `words`; the failure's frames are let go, as a
    process ending on it would (a traceback kept alive would keep its SQLite connection open)."""
    try:
        SessionStore.open(f"sqlite:///{path}").close()
    except error as failure:
        assert words in str(failure)
    else:
        pytest.fail(f"opening {path.name} did not fail")
    gc.collect()


def _replays_as_recorded(path: Path, name: str) -> None:
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        for recorded in save_named(name).expected["sessions"]:
            assert shown(store.open_session(recorded["id"])) == recorded
    finally:
        store.close()


# -- the revisions' columns -----------------------------------------------------------------------


def test_the_revision_columns_follow_the_migration_scripts(tmp_path):
    revisions = revisions_oldest_first()
    assert [revision for revision, _ in REVISION_COLUMNS] == revisions, (
        "a new revision must say what it adds in companion/services/store/revision_shapes.py")
    for index, revision in enumerate(revisions):
        engine = create_store_engine(f"sqlite:///{tmp_path / f'{index}.db'}")
        try:
            upgrade_to(engine, revision)
            with engine.connect() as connection:
                reading = classify(shape_of(connection))
        finally:
            engine.dispose()
        assert reading.present == tuple(revisions[: index + 1])
        assert reading.agrees_with(revision) and not reading.gaps and not reading.partial


def test_a_reading_names_gaps_and_half_revisions():
    full = {table: columns for _, added in REVISION_COLUMNS for table, columns in added.items()}
    head = {table: frozenset().union(*(added[table] for _, added in REVISION_COLUMNS if table in added))
            for table in full}
    assert classify(head).agrees_with(SCHEMA_HEAD)
    stray = {**head, "sessions": head["sessions"] - {"uid", "digest"}, "log_entries": head["log_entries"] - {"digest"}}
    assert classify(stray).gaps == ("0002_session_uid",) and not classify(stray).agrees_with(SCHEMA_HEAD)
    half = {**head, "log_entries": head["log_entries"] - {"digest"}}
    assert classify(half).partial == ("0002_session_uid",)
    assert classify({}).newest is None and classify({}).agrees_with(None)


# -- the stray 0003 and what apps before the fix made of it ---------------------------------------


def test_the_stray_saves_tables_show_the_missing_revision():
    assert _stamp(save_named(STRAY).database) == "0003_state_snapshots"
    assert _reading(save_named(STRAY).database).gaps == ("0002_session_uid",)
    assert _stamp(save_named(STRAY_OPENED).database) == "0005_log_digest"  # the head of that app
    assert _reading(save_named(STRAY_OPENED).database).gaps == ("0002_session_uid",)


def test_a_stray_save_an_app_of_0004_opened_is_repaired_too(tmp_path):
    path = save_named(STRAY).copy_to(tmp_path)
    _edit(path, f"ALTER TABLE sessions ADD COLUMN clock TEXT NOT NULL DEFAULT '{STOPPED_CLOCK}'",
          "UPDATE alembic_version SET version_num = '0004_game_clock'")
    _replays_as_recorded(path, STRAY)
    assert _stamp(path) == SCHEMA_HEAD
    assert _reading(path).agrees_with(SCHEMA_HEAD)


def test_a_stray_save_stays_as_it_is_when_read_only(tmp_path):
    path = save_named(STRAY_OPENED).copy_to(tmp_path)
    digest = file_digest(path)
    with pytest.raises(ReadOnlyDatabase, match="schema 0005_log_digest.*must be upgraded"):  # stamped an older head now
        SessionStore.open(f"sqlite:///file:{path}?mode=ro&uri=true")
    assert file_digest(path) == digest and sidecars(path) == []


def test_tables_holding_half_a_revision_are_refused_and_left_untouched(tmp_path):
    path = save_named(LATEST).copy_to(tmp_path)
    # The heads' index (0007) holds the column: SQLite drops no column an index reads.
    _edit(path, "DROP INDEX ix_log_entries_heads", "ALTER TABLE log_entries DROP COLUMN digest")
    digest = file_digest(path)
    _open_fails(path, DamagedDatabase, "holds only part of schema 0002_session_uid")
    assert file_digest(path) == digest and sidecars(path) == []


# -- an upgrade that fails half-way ----------------------------------------------------------------


@pytest.fixture
def failing_statement() -> Iterator[list[tuple[str, int]]]:
    """Make the database fail the n-th statement matching a pattern (append (pattern, n) to the list)."""
    plans: list[tuple[str, int]] = []
    seen: dict[str, int] = {}

    def fail(conn, cursor, statement, parameters, context, executemany) -> None:
        for pattern, nth in plans:
            if re.search(pattern, statement):
                seen[pattern] = seen.get(pattern, 0) + 1
                if seen[pattern] == nth:
                    raise RuntimeError(f"injected failure at {statement.split()[:4]}")

    event.listen(Engine, "before_cursor_execute", fail)
    try:
        yield plans
    finally:
        event.remove(Engine, "before_cursor_execute", fail)


FAILURES = [
    # The first release's save: 0001 -> head, failing inside 0002's data step, at 0003, and at the very
    # last stamp (every change before it already made).
    (FIRST_RELEASE, r"^UPDATE log_entries SET digest", 20),
    (FIRST_RELEASE, r"^\s*CREATE TABLE state_snapshots", 1),
    (FIRST_RELEASE, rf"^UPDATE alembic_version SET version_num='{SCHEMA_HEAD}'", 1),
    # The stray save: failing inside the repair (after `sessions` was rebuilt), and after it.
    (STRAY, r"^UPDATE log_entries SET digest", 30),
    (STRAY, r"ALTER TABLE sessions ADD COLUMN clock", 1),
    (STRAY_OPENED, r"^UPDATE log_entries SET digest", 1),
]


@pytest.mark.parametrize(("name", "pattern", "nth"), FAILURES)
def test_an_upgrade_failing_half_way_leaves_the_file_byte_for_byte(name, pattern, nth, tmp_path, failing_statement):
    path = save_named(name).copy_to(tmp_path)
    digest, stamp = file_digest(path), _stamp(path)
    failing_statement.append((pattern, nth))
    _open_fails(path, RuntimeError, "injected failure")
    assert file_digest(path) == digest and _stamp(path) == stamp and sidecars(path) == []
    failing_statement.clear()
    _replays_as_recorded(path, name)  # and the next opening upgrades it whole
    assert _stamp(path) == SCHEMA_HEAD


def test_an_upgrade_left_short_of_its_target_is_not_kept(tmp_path, monkeypatch):
    """The tables are checked against the new stamp before the transaction commits."""
    import companion.services.store.migrate as migrate

    path = save_named(FIRST_RELEASE).copy_to(tmp_path)
    digest = file_digest(path)
    monkeypatch.setattr(migrate, "shape_of", lambda connection: {})  # as if the upgrade had built nothing
    _open_fails(path, DamagedDatabase, f"could not be brought to schema {SCHEMA_HEAD}")
    assert file_digest(path) == digest and sidecars(path) == []


def test_a_file_stamped_at_head_without_the_heads_index_gets_it_back(tmp_path):
    """An index-only revision (0007) is read from the index, not from the stamp: a file without it is repaired."""
    path = save_named(LATEST).copy_to(tmp_path)
    _edit(path, "DROP INDEX ix_log_entries_heads")
    assert _reading(path).newest == "0006_chance_and_branches" and not _reading(path).agrees_with(SCHEMA_HEAD)
    _replays_as_recorded(path, LATEST)
    assert _stamp(path) == SCHEMA_HEAD and _reading(path).agrees_with(SCHEMA_HEAD)
