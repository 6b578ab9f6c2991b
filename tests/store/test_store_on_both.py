"""The store works the same on SQLite and on PostgreSQL ("any SQLAlchemy URL", as the README says).

Each test runs on a fresh SQLite file and on a fresh PostgreSQL database (`store_url`; skipped,
saying why, without a server). Covered: creating, playing, undo and redo, reopening, snapshots
and their checksums, renaming, listing and deleting; export and import; a damaged log row found
on reading; two store handles on one session (the stale one gets a conflict and writes nothing);
two processes racing on one PostgreSQL session (conflicts reported, nothing lost: on SQLite,
tests/store/test_two_writers.py); the catalogue; and
Alembic upgrading a database from the first schema with its data.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest
from sqlalchemy import text

import companion.services.store.live as live_module
from cards_db.store import list_entries, save_entries
from companion.services.store import SessionStore, StaleSession, StoreError
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import head_revision, revisions_oldest_first, upgrade_to
from tests.store.conftest import tally_setup
from tests.store.two_writers_race import race
from tests.support.tally_game import AddPoints, EndTurn


def _play(live, actions: int) -> None:
    for index in range(actions):
        live.act(EndTurn() if live.state.added else AddPoints(1 + index % 5))


def test_a_session_plays_undoes_redoes_and_reopens_the_same(store_url, monkeypatch):
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", 4)
    with SessionStore.open(store_url) as store:
        live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
        _play(live, 13)
        live.undo()
        live.undo()
        live.redo()
        state, entries = live.state, live.entries
        session_id = live.id
    for _ in range(2):  # the second opening starts from a snapshot written by the first
        with SessionStore.open(store_url) as store:
            opened = store.open_session(session_id)
            assert opened.state == state and opened.entries == entries
            assert [s.name for s in store.list_sessions()] == ["Friday"]
    with SessionStore.open(store_url) as store:
        store.rename_session(session_id, "Saturday")
        assert store.get_summary(session_id).name == "Saturday"
        store.delete_session(session_id)
        assert store.list_sessions() == []


def test_export_and_import_give_the_same_game(store_url):
    with SessionStore.open(store_url) as store:
        live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
        _play(live, 9)
        document = store.export_session(live.id)
        copy = store.import_session(json.loads(json.dumps(document)))
        assert store.open_session(copy).state == live.state


def test_a_damaged_log_row_is_refused_when_read(store_url):
    with SessionStore.open(store_url) as store:
        live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
        _play(live, 5)
        with store.engine.begin() as conn:
            conn.execute(text("UPDATE log_entries SET action = replace(action, '1', '2') WHERE seq = 1"))
        with pytest.raises(StoreError, match="log entry 1 is damaged"):
            store.open_session(live.id)
        with pytest.raises(StoreError, match="log entry 1 is damaged"):
            store.export_session(live.id)


def test_a_stale_handle_gets_a_conflict_and_writes_nothing(store_url):
    with SessionStore.open(store_url) as one, SessionStore.open(store_url) as other:
        mine = one.create_session(game_id="tally", name="Friday", setup=tally_setup())
        theirs = other.open_session(mine.id)
        mine.act(AddPoints(3))
        with pytest.raises(StaleSession):
            theirs.act(AddPoints(5))
        assert theirs.refresh() and theirs.state.scores == (3, 0)
        theirs.act(EndTurn())
        assert one.open_session(mine.id).state == theirs.state


def test_two_processes_racing_on_one_postgresql_session_lose_and_change_nothing(postgres_url):
    """As tests/store/test_two_writers.py does on SQLite."""
    with SessionStore.open(postgres_url) as store:
        session_id = store.create_session(game_id="tally", name="Raced", setup=tally_setup(target=1_000_000)).id
    figures = race(postgres_url, session_id, attempts=40)
    assert figures.unexpected == []
    assert figures.lost == 0 and figures.changed == 0
    assert figures.committed + figures.conflicts == 40 and figures.committed > 0


def test_the_catalogue_keeps_a_tables_own_entries(store_url):
    faces = [["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
             ["plains", "forest", "road"], ["river", "road"]]
    with SessionStore.open(store_url) as store:
        save_entries("runebound2", "terrain-dice", {"ours": {"id": "ours", "name": "Ours", "faces": faces}},
                     source="test", db=store)
        assert list_entries("runebound2", "terrain-dice", db=store)["ours"]["faces"] == faces


def test_alembic_upgrades_a_database_from_the_first_schema(store_url):
    revisions = revisions_oldest_first()
    engine = create_store_engine(store_url)
    upgrade_to(engine, revisions[0])
    moment = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    with engine.begin() as conn:  # rows as the first version of the app wrote them
        conn.execute(text(
            "INSERT INTO companion_meta (key, value) VALUES ('application', 'table-companion')"
            if not conn.execute(text("SELECT 1 FROM companion_meta WHERE key = 'application'")).first()
            else "SELECT 1"))
        conn.execute(text(
            "INSERT INTO sessions (name, game_id, game_title, players, setup, created_at, last_played, revision,"
            " actions, app_version) VALUES ('Old save', 'tally', 'Tally (test game)', :players, :setup, :moment,"
            " :moment, 3, 1, '0.1.0')"),
            {"players": json.dumps(["Ann", "Bob"]), "setup": json.dumps(tally_setup().to_json()), "moment": moment})
        session_id = conn.execute(text("SELECT id FROM sessions")).scalar_one()
        events = [("action", AddPoints(4).to_json(), {"allowed": True, "message": "Ann adds 4"}, None),
                  ("action", EndTurn().to_json(), {"allowed": True, "message": "Ann ends the turn"}, None),
                  ("undo", None, None, 2)]
        for seq, (kind, action, ruling, target) in enumerate(events, start=1):
            conn.execute(text(
                "INSERT INTO log_entries (session_id, seq, kind, action, ruling, overridden, target_seq, created_at)"
                " VALUES (:session, :seq, :kind, :action, :ruling, false, :target, :moment)"),
                {"session": session_id, "seq": seq, "kind": kind, "action": json.dumps(action) if action else None,
                 "ruling": json.dumps(ruling) if ruling else None, "target": target, "moment": moment})
    engine.dispose()
    with SessionStore.open(store_url) as store:
        with store.engine.connect() as conn:
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == head_revision()
        live = store.open_session(session_id)
        assert live.state.scores == (4, 0) and [e.kind for e in live.entries] == ["action", "action", "undo"]
        live.act(EndTurn())  # the old save plays on under the new schema
