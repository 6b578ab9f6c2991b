"""The session under the list's cursor is read while the list waits, and the key that opens it shows what was read.

Counted, never timed (`companion/shell/read_ahead.py`): once the worker's head start is done, the session under the
cursor is read with sqlite3 as its key would read it, and its game's view worked out; the key that opens it reads
nothing and works out no view. A file written since (by any program) is read again on the key, and a file damaged
since is refused as it is without the read ahead. The read ahead needs no store (its import still waits for a need).
A key for another session reads that one; a key at once, before the head start is done, reads its own
(`test_board_styles_read_ahead.py`).
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

import companion.services.store.display_read as display_read
from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.read_ahead import ReadAhead
from rules_engine.games import get_game
from screens.home import HomeScreen
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file, save_golden_game
from tests.tui.conftest import SIZE
from tests.tui.test_board_styles_read_ahead import board_drawn, close, listed


def counted_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The sessions `open_for_display` reads from now on, by id."""
    reads: list[int] = []
    read = display_read.open_for_display

    def counted(path: Path, session_id: int, *args: Any, **kwargs: Any) -> Any:
        reads.append(session_id)
        return read(path, session_id, *args, **kwargs)

    monkeypatch.setattr(display_read, "open_for_display", counted)
    return reads


def counted_views(monkeypatch: pytest.MonkeyPatch, game_id: str) -> list[object]:
    """The states the game's `view` is asked for from now on."""
    views: list[object] = []
    game_class = type(get_game(game_id))
    view = game_class.view

    def counted(game: Any, state: Any) -> Any:
        views.append(state)
        return view(game, state)

    monkeypatch.setattr(game_class, "view", counted)
    return views


@asynccontextmanager
async def list_read_ahead(url: str) -> AsyncIterator[tuple[Any, Any, Any]]:
    """The app launched on the file at `url`, once the session under the list's cursor is read ahead: its pilot, the
    app and what was read."""
    app = make_app(db_url=url)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            await until(pilot, lambda: app.read_ahead.read is not None, "the session under the cursor read ahead")
            yield pilot, app, app.read_ahead.read
    finally:
        close(app)


async def test_the_session_under_the_cursor_is_read_while_the_list_waits_and_its_key_reads_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    async with list_read_ahead(url) as (pilot, app, ahead):
        assert ahead.session.id == session_id
        assert app.opened_store is None and not app._store_wanted.is_set(), "the read ahead asked for the store"
        reads, views = counted_reads(monkeypatch), counted_views(monkeypatch, ahead.session.game.id)
        await pilot.press("enter")
        frame = await board_drawn(pilot, app)
        assert frame.live is ahead.session
        assert reads == [], "the key read the session again"
        assert views == [], "the key worked out the game's view again"
        assert app.read_ahead.read is None and app.read_ahead.session_id is None


async def test_a_file_written_after_the_read_ahead_is_read_again_on_the_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    async with list_read_ahead(url) as (pilot, app, ahead):
        other = SessionStore.open(url)  # another window of the table renames it
        try:
            other.rename_session(session_id, "Renamed elsewhere")
        finally:
            other.close()
        reads = counted_reads(monkeypatch)
        await pilot.press("enter")
        frame = await board_drawn(pilot, app)
        assert reads == [session_id]
        assert frame.live is not ahead.session
        assert frame.live.name == "Renamed elsewhere"


async def test_a_file_damaged_after_the_read_ahead_is_refused_on_the_key(tmp_path: Path) -> None:
    url, session_id = golden_game_file(tmp_path)
    async with list_read_ahead(url) as (pilot, app, _ahead):
        conn = sqlite3.connect(tmp_path / "sessions.db")
        try:
            with conn:
                conn.execute("UPDATE sessions SET digest = 'damaged' WHERE id = ?", (session_id,))
        finally:
            conn.close()
        await pilot.press("enter")
        await until(pilot, lambda: any(note.title == "Cannot open the session" for note in app._notifications),
                    "the refusal")
        assert isinstance(app.screen, HomeScreen)


async def test_a_key_for_another_session_reads_that_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, first = golden_game_file(tmp_path)
    store = SessionStore.open(url)
    try:
        latest = save_golden_game(store, "dice-throne-1v1", name="The latest").id
    finally:
        store.close()
    async with list_read_ahead(url) as (pilot, app, ahead):
        assert ahead.session.id == latest  # the list's first row, under the cursor
        dropped = weakref.ref(ahead.session)
        del ahead
        reads, gone = counted_reads(monkeypatch), []
        counted = display_read.open_for_display

        def noting(*args: Any, **kwargs: Any) -> Any:
            gone.append(dropped() is None)
            return counted(*args, **kwargs)

        monkeypatch.setattr(display_read, "open_for_display", noting)
        app.open_session(first)
        frame = await board_drawn(pilot, app)
        assert reads == [first]
        assert gone == [True], "the session read ahead was kept beside the one the key read"
        assert frame.live.id == first
        assert app.read_ahead.read is None


async def test_a_view_that_fails_while_read_ahead_is_worked_out_again_on_the_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    game_class = type(get_game("dice-throne"))
    view = game_class.view

    def failing_in_a_worker(game: Any, state: Any) -> Any:
        if threading.current_thread() is not threading.main_thread():
            raise RuntimeError("a view that fails")
        return view(game, state)

    monkeypatch.setattr(game_class, "view", failing_in_a_worker)
    app = make_app(db_url=url)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            await until(pilot, lambda: app.styles_read_ahead is not None and app.read_ahead.session_id is not None
                        and not app.read_ahead.reading, "the read ahead over")
            assert app.read_ahead.read is None
            await pilot.press("enter")
            frame = await board_drawn(pilot, app)
            assert frame.live.id == session_id
    finally:
        close(app)


class Blocked:
    """A read that holds a real connection in a query that never ends until interrupted, as a long log's read would."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.interrupted = False

    def __call__(self, path: Path, session_id: int, wait_for_store: Any, connected: Any) -> Any:
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        connected(conn)
        self.started.set()
        try:
            conn.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n")
        except sqlite3.OperationalError:
            self.interrupted = True
            return None
        finally:
            connected(None)
            conn.close()
        raise AssertionError("the endless query ended")


def test_a_key_for_another_session_interrupts_the_read_still_running(tmp_path: Path) -> None:
    ahead, blocked = ReadAhead(), Blocked()
    ahead.begin(1, tmp_path / "sessions.db")
    worker = threading.Thread(target=ahead.read_now, args=(blocked, lambda path: "mark", lambda: None, lambda s: None))
    worker.start()
    blocked.started.wait()
    assert ahead.take(2, lambda path: "mark") is None
    worker.join()
    assert blocked.interrupted
    assert not ahead.reading and ahead.session_id is None


def test_a_key_for_the_same_session_takes_the_read_it_waited_for(tmp_path: Path) -> None:
    ahead, release, views = ReadAhead(), threading.Event(), []

    class Session:
        id = 1

    def slow_read(path: Path, session_id: int, wait_for_store: Any, connected: Any) -> Any:
        release.wait()
        return Session()

    ahead.begin(1, tmp_path / "sessions.db")
    worker = threading.Thread(target=ahead.read_now,
                              args=(slow_read, lambda path: "mark", lambda: None, views.append))
    worker.start()
    assert ahead.reading
    release.set()
    taken = ahead.take(1, lambda path: "mark")
    worker.join()
    assert taken is not None and isinstance(taken.session, Session) and views == [taken.session]
    assert ahead.take(1, lambda path: "mark") is None, "what was taken is kept no longer"


def test_a_read_ahead_is_not_taken_once_the_files_mark_moved(tmp_path: Path) -> None:
    ahead = ReadAhead()

    class Session:
        id = 1

    marks = iter(["before", "after"])
    ahead.begin(1, tmp_path / "sessions.db")
    ahead.read_now(lambda *args, **kwargs: Session(), lambda path: next(marks), lambda: None, lambda s: None)
    assert ahead.read is not None
    assert ahead.take(1, lambda path: next(marks)) is None
