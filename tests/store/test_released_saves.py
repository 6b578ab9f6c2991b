"""Saves written by every schema main ever had open with today's code, migrate, and replay to what their version showed.

One file per distinct schema on main's first-parent history (tests/store/released/README.md says
which commit wrote each and how), including the stray `0003_state_snapshots` chained to the first
schema (07e74c2..8176425) and such a file after an app before the fix had stamped it as head.
"""

from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest

from companion.services.store import SessionNotFound, SessionStore
from companion.services.store.migrate import SCHEMA_HEAD
from tests.store.conftest import tally_setup
from tests.store.released_saves import RELEASED, SAVES_IN_ORDER, ReleasedSave, released_saves, shown

SAVES = released_saves()
REPO = Path(__file__).resolve().parents[2]
SCHEMA_PATHS = ("companion/migrations/versions", "companion/services/migrations/versions",
                "companion/store/schema.py", "companion/services/store/schema.py")

SESSION_COLUMNS = "id, name, game_id, game_title, players, setup, created_at, last_played, revision, actions, app_version"
LOG_COLUMNS = "id, session_id, seq, kind, action, ruling, overridden, target_seq, created_at"
SNAPSHOT_COLUMNS = "session_id, action_seq, rules_key, state, notes"


def _rows(path: Path, query: str) -> list[tuple]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(query).fetchall()
    finally:
        conn.close()


def _stamp(path: Path) -> str:
    return _rows(path, "SELECT version_num FROM alembic_version")[0][0]


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _has_snapshots(path: Path) -> bool:
    return bool(_rows(path, "SELECT name FROM sqlite_master WHERE name = 'state_snapshots'"))


def test_every_save_in_the_folder_is_listed_once_and_every_schema_is_kept():
    assert sorted(path.stem for path in RELEASED.glob("*.db")) == sorted(name for name, _, _ in SAVES_IN_ORDER)
    assert {s.expected["commit"][:7] for s in SAVES} == {
        "e48a1f8", "08a767e", "8176425", "810631d", "8b063fd", "50f8d2a", "23839bf", "9862de9"}
    assert SAVES[-1].stamp == SCHEMA_HEAD  # a save at today's head is kept too
    for save in SAVES:  # read as the probe does (`immutable`), so the kept file gains no -wal/-shm beside it
        conn = sqlite3.connect(f"{save.database.resolve().as_uri()}?immutable=1", uri=True)
        try:
            assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == save.stamp, save.name
        finally:
            conn.close()


def _schemas_on_main() -> list[str]:
    """The commits of main's first-parent history where the migrations or the store's schema changed."""
    return subprocess.run(["git", "log", "--first-parent", "--reverse", "--format=%h", "--abbrev=7", "main", "--",
                           *SCHEMA_PATHS], cwd=REPO, capture_output=True, text=True, check=True).stdout.split()


def _same_schema_files(commit: str, other: str) -> bool:
    """True when both commits exist and hold the same migrations and schema (a merge of a branch whose save is kept)."""
    return subprocess.run(["git", "diff", "--quiet", commit, other, "--", *SCHEMA_PATHS], cwd=REPO,
                          capture_output=True).returncode == 0


def test_every_schema_of_mains_history_has_a_save_or_is_the_same_schema_as_one():
    if subprocess.run(["git", "rev-parse", "--verify", "-q", "main^{commit}"], cwd=REPO,
                      capture_output=True).returncode:
        pytest.skip("this checkout has no branch main to walk")
    # Commits where only the files moved or a comment changed: the same tables as a kept save's.
    same_tables = {"c074620": "e48a1f8", "93301fc": "08a767e", "07e74c2": "8176425", "790da9c": "810631d",
                   "ff50dc5": "810631d", "b2816aa": "50f8d2a"}
    kept = {s.expected["commit"][:7] for s in SAVES}
    missing = [commit for commit in _schemas_on_main() if same_tables.get(commit, commit) not in kept
               and not any(_same_schema_files(commit, save) for save in kept)]
    assert missing == [], f"no save of the schema of {missing}: add one made by that commit (see released/README.md)"


@pytest.mark.parametrize("save", SAVES, ids=[s.name for s in SAVES])
def test_a_save_migrates_keeps_every_row_and_replays_to_what_its_version_showed(save: ReleasedSave, tmp_path):
    path = save.copy_to(tmp_path)
    sessions = _rows(path, f"SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id")
    log = _rows(path, f"SELECT {LOG_COLUMNS} FROM log_entries ORDER BY id")
    snapshots = _rows(path, f"SELECT {SNAPSHOT_COLUMNS} FROM state_snapshots") if _has_snapshots(path) else []
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        assert _stamp(path) == SCHEMA_HEAD
        assert _rows(path, f"SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id") == sessions
        assert _rows(path, f"SELECT {LOG_COLUMNS} FROM log_entries ORDER BY id") == log
        assert _rows(path, f"SELECT {SNAPSHOT_COLUMNS} FROM state_snapshots") == snapshots
        assert None not in {uid for (uid,) in _rows(path, "SELECT uid FROM sessions")}
        expected = save.expected["sessions"]
        assert [s.id for s in store.list_sessions()] == sorted((e["id"] for e in expected), reverse=True)
        for recorded in expected:
            live = store.open_session(recorded["id"])
            assert shown(live) == recorded
            assert live.replay_notes == {}  # nothing the old version allowed is refused today
        assert {e["game_id"] for e in expected} == {"dice-throne", "runebound2"}
    finally:
        store.close()


@pytest.mark.parametrize("save", SAVES, ids=[s.name for s in SAVES])
def test_opening_a_migrated_save_again_changes_nothing(save: ReleasedSave, tmp_path):
    path = save.copy_to(tmp_path)
    SessionStore.open(f"sqlite:///{path}").close()
    first = _dump(path)
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        assert [shown(store.open_session(e["id"])) for e in save.expected["sessions"]] == save.expected["sessions"]
    finally:
        store.close()
    SessionStore.open(f"sqlite:///{path}").close()
    again = _dump(path)
    # Opening the sessions may only refresh the snapshot cache; the schema, stamp, sessions and log stay.
    assert [line for line in again if "state_snapshots" not in line] == [
        line for line in first if "state_snapshots" not in line]


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
