"""The command line never writes over a file it was not asked to, never saves into nothing, and says when it keeps nothing."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import types
from pathlib import Path

import pytest

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.cli import main
from screens.home import MEMORY_NOTICE
from tests.cli.test_cli import assert_one_line_error, run
from tests.store.conftest import file_digest, tally_setup
from tests.support.tally_game import AddPoints


@pytest.fixture
def db(tmp_path) -> Path:
    """A database file with one Tally session (id 1)."""
    path = tmp_path / "saves.db"
    store = SessionStore.open(f"sqlite:///{path}")
    store.create_session(game_id="tally", name="Friday", setup=tally_setup()).act(AddPoints(4))
    store.close()
    return path


# -- export -o ----------------------------------------------------------------------------------


def test_export_refuses_an_existing_file_unless_forced(capsys, db, tmp_path):
    target = tmp_path / "notes.json"
    target.write_text("my notes\n")
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", str(target))
    assert "already exists; add --force" in assert_one_line_error(code, err)
    assert target.read_text() == "my notes\n"
    code, out, _ = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", str(target), "--force")
    assert code == 0 and json.loads(target.read_text())["name"] == "Friday"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.json", "saves.db"]  # no temporary left


def _database_names(db: Path, tmp_path: Path) -> list[Path]:
    """Every way of naming the database file as an export target."""
    link = tmp_path / "link.db"
    link.symlink_to(db)
    hard = tmp_path / "hard.db"
    os.link(db, hard)
    (tmp_path / "sub").mkdir()
    return [db, link, hard, tmp_path / "sub" / ".." / db.name, db.with_name(db.name + "-wal")]


def test_export_never_writes_over_the_database_in_use(capsys, db, tmp_path, monkeypatch):
    digest = file_digest(db)
    for target in _database_names(db, tmp_path):
        for force in ([], ["--force"]):
            code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", str(target), *force)
            assert "is the database in use" in assert_one_line_error(code, err), target
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "--db", "sqlite:///saves.db", "sessions", "export", "1", "-o", "saves.db", "--force")
    assert "is the database in use" in assert_one_line_error(code, err)
    assert file_digest(db) == digest
    assert SessionStore.open(f"sqlite:///{db}").open_session(1).state.scores == (4, 0)


def test_export_into_a_folder_is_refused(capsys, db, tmp_path):
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", str(tmp_path), "--force")
    assert "is a folder" in assert_one_line_error(code, err)


# -- --db and --memory --------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["sqlite:///", ""])
@pytest.mark.parametrize("command", [["sessions", "list"], ["sessions", "import", "doc.json"], []])
def test_an_empty_database_path_is_refused(capsys, tmp_path, monkeypatch, url, command, db):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", "doc.json")
    assert code == 0
    before = sorted(p.name for p in tmp_path.iterdir())
    code, _, err = run(capsys, "--db", url, *command)
    assert "empty" in assert_one_line_error(code, err)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_memory_needs_the_memory_flag(capsys, tmp_path, url, db):
    code, _, _ = run(capsys, "--db", f"sqlite:///{db}", "sessions", "export", "1", "-o", str(tmp_path / "doc.json"))
    code, _, err = run(capsys, "--db", url, "sessions", "import", str(tmp_path / "doc.json"))
    assert "add --memory" in assert_one_line_error(code, err)
    code, out, err = run(capsys, "--db", url, "--memory", "sessions", "import", str(tmp_path / "doc.json"))
    assert code == 0 and "Imported session 'Friday'" in out
    assert "in memory: nothing is saved" in err


def test_memory_takes_no_database_file(capsys, db):
    code, _, err = run(capsys, "--db", f"sqlite:///{db}", "--memory", "sessions", "list")
    assert "--memory keeps nothing" in assert_one_line_error(code, err)


def test_the_app_is_told_it_runs_in_memory(monkeypatch):
    calls = []
    fake = types.ModuleType("companion.shell.app")
    fake.run_app = lambda url, **options: calls.append((url, options))
    monkeypatch.setitem(sys.modules, "companion.shell.app", fake)
    assert main(["--memory"]) == 0
    assert main(["--memory", "--db", "sqlite://"]) == 0
    assert calls == [(None, {"memory": True, "open_session": None, "language": None}),
                     ("sqlite://", {"memory": True, "open_session": None, "language": None})]


def test_the_home_screen_says_nothing_is_saved_in_memory():
    async def notices(store: SessionStore) -> list[str]:
        app = make_app(store)
        async with app.run_test() as pilot:
            await pilot.pause()
            found = [str(w.render()) for w in app.screen.query("#memory-notice")]
            return found + ([app.sub_title] if app.sub_title else [])

    memory = SessionStore.open(memory=True)
    assert asyncio.run(notices(memory)) == [MEMORY_NOTICE, "in memory: nothing is saved"]
    assert MEMORY_NOTICE.lower().startswith("in memory: nothing is saved")
    memory.close()


def test_a_file_store_shows_no_memory_notice(tmp_path):
    async def notices(store: SessionStore) -> int:
        app = make_app(store)
        async with app.run_test() as pilot:
            await pilot.pause()
            return len(app.screen.query("#memory-notice"))

    store = SessionStore.open(f"sqlite:///{tmp_path / 'x.db'}")
    assert asyncio.run(notices(store)) == 0
    store.close()


def test_a_read_only_database_lists_and_shows_and_refuses_writes_clearly(capsys, db):
    url = f"sqlite:///file:{db}?mode=ro&uri=true"
    digest = file_digest(db)
    code, out, _ = run(capsys, "--db", url, "sessions", "list", "--json")
    assert code == 0 and [s["name"] for s in json.loads(out)] == ["Friday"]
    code, out, _ = run(capsys, "--db", url, "sessions", "show", "1")
    assert code == 0 and "Friday" in out
    code, _, err = run(capsys, "--db", url, "sessions", "delete", "1", "--yes")
    assert "is read-only: could not delete the session" in assert_one_line_error(code, err, expected_code=1)
    assert file_digest(db) == digest
