"""Every way of naming an SQLite file gets the same damaged-or-foreign check and opens that very file.

Also: an empty path is refused, memory only when asked for, and a read-only database can be
listed and read while every write is refused with a clear message.
"""

from __future__ import annotations

import os
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

import pytest

from companion.services.store import (
    DamagedDatabase,
    ForeignDatabase,
    ReadOnlyDatabase,
    SessionStore,
    StoreError,
)
from companion.services.store.location import locate
from tests.store.conftest import file_digest, tally_setup
from tests.support.tally_game import AddPoints, EndTurn

#: Each way a person (or a script) can name the file `folder/"my saves"/game.db`: (label, URL maker).
#: The makers get the file's absolute path; `~` and relative forms rely on HOME and the cwd set below.
NAMINGS: list[tuple[str, Callable[[Path], str]]] = [
    ("absolute path", lambda p: f"sqlite:///{p}"),
    ("relative path", lambda p: "sqlite:///my saves/game.db"),
    ("home path", lambda p: "sqlite:///~/my saves/game.db"),
    ("file URI", lambda p: f"sqlite:///file:{p}?uri=true"),
    ("file URI, percent-encoded", lambda p: f"sqlite:///file:{quote(str(p))}?uri=true"),
    ("file URI, localhost", lambda p: f"sqlite:///file://localhost{quote(str(p))}?uri=true"),
    ("file URI, empty authority", lambda p: f"sqlite:///file://{quote(str(p))}?uri=true"),
    ("file URI, relative", lambda p: "sqlite:///file:my%20saves/game.db?uri=true"),
    ("file URI, home", lambda p: "sqlite:///file:~/my%20saves/game.db?uri=true"),
]
IDS = [label for label, _ in NAMINGS]


@pytest.fixture
def target(tmp_path, monkeypatch) -> Path:
    """`tmp/my saves/game.db`, with the cwd and HOME at tmp so relative and `~` forms name it too."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    folder = tmp_path / "my saves"
    folder.mkdir()
    return folder / "game.db"


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO contacts (name) VALUES ('Ann')")
    conn.commit()
    conn.close()


def _saved(path: Path) -> int:
    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Here", setup=tally_setup())
    live.act(AddPoints(3))
    store.close()
    return live.id


@pytest.mark.parametrize("naming", [n for _, n in NAMINGS], ids=IDS)
def test_every_naming_points_at_the_same_file(target, naming):
    assert locate(naming(target)).file == target


@pytest.mark.parametrize("naming", [n for _, n in NAMINGS], ids=IDS)
def test_a_damaged_file_is_refused_untouched_however_it_is_named(target, naming):
    target.write_bytes(b"SQLite format 3\x00" + random.Random(4).randbytes(8192))
    digest = file_digest(target)
    with pytest.raises(DamagedDatabase):
        SessionStore.open(naming(target))
    assert file_digest(target) == digest
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.db"]


@pytest.mark.parametrize("naming", [n for _, n in NAMINGS], ids=IDS)
def test_a_foreign_database_gets_no_tables_however_it_is_named(target, naming):
    _foreign(target)
    digest = file_digest(target)
    with pytest.raises(ForeignDatabase, match="another program"):
        SessionStore.open(naming(target))
    assert file_digest(target) == digest
    conn = sqlite3.connect(target)
    assert [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["contacts"]
    conn.close()


@pytest.mark.parametrize("naming", [n for _, n in NAMINGS], ids=IDS)
def test_our_database_opens_however_it_is_named(target, naming):
    session_id = _saved(target)
    store = SessionStore.open(naming(target))
    try:
        assert store.open_session(session_id).state.scores == (3, 0)
        store.open_session(session_id).act(EndTurn())
    finally:
        store.close()
    assert not (target.parent.parent / "~").exists() and not Path("file:my saves").exists()
    assert SessionStore.open(f"sqlite:///{target}").open_session(session_id).revision == 2


@pytest.mark.parametrize("url", ["sqlite:///", "", "   ", "sqlite:///file:?uri=true"])
def test_an_empty_path_is_refused(url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match="empty|names no file"):
        SessionStore.open(url)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file::memory:?uri=true",
                                 "sqlite:///file:x?mode=memory&uri=true"])
def test_memory_only_when_asked_for(url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match="in-memory database: nothing would be saved; use --memory"):
        SessionStore.open(url)
    store = SessionStore.open(url, memory=True)
    assert store.in_memory and store.where == "an in-memory database"
    store.create_session(game_id="tally", name="Nowhere", setup=tally_setup())
    store.close()
    assert list(tmp_path.iterdir()) == []


def test_memory_takes_no_file(tmp_path):
    with pytest.raises(StoreError, match="--memory"):
        SessionStore.open(f"sqlite:///{tmp_path / 'x.db'}", memory=True)
    assert SessionStore.open(memory=True).in_memory


# -- read-only ----------------------------------------------------------------------------------


def _assert_writes_refused(store: SessionStore, session_id: int) -> None:
    live = store.open_session(session_id)
    for attempt in (
        lambda: live.act(EndTurn()),
        lambda: live.undo(),
        lambda: store.create_session(game_id="tally", name="New", setup=tally_setup()),
        lambda: store.rename_session(session_id, "Renamed"),
        lambda: store.delete_session(session_id),
        lambda: store.import_session(store.export_session(session_id)),
    ):
        with pytest.raises(ReadOnlyDatabase, match="is read-only: could not .*can still be listed and read"):
            attempt()


def test_a_read_only_uri_lists_and_reads_and_refuses_writes(db_path):
    session_id = _saved(db_path)
    digest = file_digest(db_path)
    store = SessionStore.open(f"sqlite:///file:{db_path}?mode=ro&uri=true")
    try:
        assert store.read_only
        assert [s.name for s in store.list_sessions()] == ["Here"]
        assert store.open_session(session_id).state.scores == (3, 0)
        assert store.export_session(session_id)["name"] == "Here"
        _assert_writes_refused(store, session_id)
    finally:
        store.close()
    assert file_digest(db_path) == digest


def test_a_read_only_file_that_needs_an_upgrade_says_so(db_path):
    _saved(db_path)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0001'")
    conn.close()
    with pytest.raises(ReadOnlyDatabase, match="older version .* must be upgraded"):
        SessionStore.open(f"sqlite:///file:{db_path}?mode=ro&uri=true")


def test_a_read_only_uri_to_a_missing_file_creates_nothing(tmp_path):
    with pytest.raises(ReadOnlyDatabase, match="no database"):
        SessionStore.open(f"sqlite:///file:{tmp_path / 'none.db'}?mode=ro&uri=true")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(getattr(os, "geteuid", lambda: 1)() == 0, reason="root may write read-only files")
def test_a_read_only_file_and_folder_list_and_read(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "game.db"
    session_id = _saved(path)
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        store = SessionStore.open(f"sqlite:///{path}")
        try:
            assert store.read_only and store.open_session(session_id).state.scores == (3, 0)
            _assert_writes_refused(store, session_id)
        finally:
            store.close()
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


def test_a_file_this_process_may_not_write_opens_read_only(db_path, monkeypatch):
    """What a read-only file or folder looks like to a user who is not root (root may write anything)."""
    import companion.services.store.location as location

    session_id = _saved(db_path)
    digest = file_digest(db_path)
    real_access = os.access
    monkeypatch.setattr(location.os, "access", lambda path, mode: False if mode == os.W_OK else real_access(path, mode))
    store = SessionStore.open(f"sqlite:///{db_path}")
    try:
        assert store.read_only and store.open_session(session_id).state.scores == (3, 0)
        _assert_writes_refused(store, session_id)
    finally:
        store.close()
    assert file_digest(db_path) == digest
