"""Alembic owns the schema: every revision upgrades to head on open, and saved data survives."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlmodel import SQLModel

import cards_db.store  # noqa: F401 - registers its tables in the metadata
import companion.services.store.schema  # noqa: F401 - registers its tables in the metadata
from companion.services.store import SessionStore
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import head_revision, revisions_oldest_first, upgrade_to
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn

REVISIONS = revisions_oldest_first()
FIRST = REVISIONS[0]


def _version(path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    finally:
        conn.close()


def _fill_first_schema(path) -> None:
    """Rows written with plain SQL against the FIRST schema, as a version-1 app would have."""
    moment = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc).isoformat(sep=" ")
    setup = tally_setup()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO sessions (id, name, game_id, game_title, players, setup, created_at, last_played,"
        " revision, actions, app_version) VALUES (1, 'Old save', 'tally', 'Tally (test game)', ?, ?, ?, ?, 3, 1, '0.1.0')",
        (json.dumps(["Ann", "Bob"]), json.dumps(setup.to_json()), moment, moment),
    )
    events = [
        ("action", AddPoints(4).to_json(), {"allowed": True, "message": "Ann adds 4"}, None),
        ("action", EndTurn().to_json(), {"allowed": True, "message": "Ann ends the turn"}, None),
        ("undo", None, None, 2),
    ]
    for seq, (kind, act, ruling, target) in enumerate(events, start=1):
        conn.execute(
            "INSERT INTO log_entries (session_id, seq, kind, action, ruling, overridden, target_seq, created_at)"
            " VALUES (1, ?, ?, ?, ?, 0, ?, ?)",
            (seq, kind, json.dumps(act) if act else None, json.dumps(ruling) if ruling else None, target, moment),
        )
    conn.commit()
    conn.close()


def test_new_database_is_created_at_head(db_path, db_url):
    SessionStore.open(db_url).close()
    assert _version(db_path) == head_revision()


def test_head_schema_matches_the_models(db_url):
    """Alembic autogenerate finds nothing to change: the migrations build exactly the models."""
    ours = {"companion_meta", "sessions", "log_entries", "catalogue_entries", "chance_requests", "kept_branches",
            "branch_entries"}

    def include(obj, name, type_, reflected, compare_to):
        table = obj if type_ == "table" else getattr(obj, "table", None)
        return getattr(table, "name", name) in ours

    store = SessionStore.open(db_url)
    with store.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True, "include_object": include})
        assert compare_metadata(context, SQLModel.metadata) == []
    store.close()


@pytest.mark.parametrize("revision", REVISIONS)
def test_every_revision_upgrades_to_head_on_open(db_path, db_url, revision):
    engine = create_store_engine(db_url)
    upgrade_to(engine, revision)
    engine.dispose()
    assert _version(db_path) == revision
    if revision == FIRST:
        _fill_first_schema(db_path)
    store = SessionStore.open(db_url)
    assert _version(db_path) == head_revision()
    if revision == FIRST:
        live = store.open_session(1)
        assert live.name == "Old save" and live.state.scores == (4, 0) and live.state.active == 0
        assert [e.kind for e in live.entries] == ["action", "action", "undo"] and live.can_redo
        live.act(EndTurn())  # the old save plays on under the new schema
    store.close()


def test_first_schema_data_survives_every_later_revision(db_path, db_url):
    """Step through the revisions one at a time with the first-schema data in place."""
    engine = create_store_engine(db_url)
    upgrade_to(engine, FIRST)
    _fill_first_schema(db_path)
    for revision in REVISIONS[1:]:
        upgrade_to(engine, revision)
        assert _version(db_path) == revision
    engine.dispose()
    store = SessionStore.open(db_url)
    assert store.open_session(1).state.scores == (4, 0)
    store.close()


def test_opening_twice_does_not_migrate_again(db_url):
    SessionStore.open(db_url).close()
    engine = create_store_engine(db_url)
    assert upgrade_to(engine) is False
    engine.dispose()


def test_schema_head_constant_is_the_newest_script():
    """Opening skips Alembic when the file is at SCHEMA_HEAD, so the constant must follow the scripts."""
    from companion.services.store.migrate import SCHEMA_HEAD

    assert SCHEMA_HEAD == head_revision() == REVISIONS[-1], "set SCHEMA_HEAD in companion/services/store/marker.py"


def test_opening_a_current_database_does_not_import_alembic(db_url):
    SessionStore.open(db_url).close()
    script = (
        "import sys; from companion.services.store import SessionStore; SessionStore.open(sys.argv[1]).close(); "
        "assert 'alembic' not in sys.modules, 'alembic was imported'"
    )
    repo = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", script, db_url], capture_output=True, text=True, cwd=repo)
    assert done.returncode == 0, done.stderr
