"""Starting the app on a URL: the first frame comes before the store, a worker fills the list once.

The app's module and the `companion` command's way to it import neither SQLAlchemy, SQLModel,
pydantic nor aiohttp; the app opens the store after its first frame; a database that cannot be
opened still ends the process with one line and exit 1, the file untouched.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.app import App
from textual.widgets import DataTable, Select, Static

from companion.services.store import SessionStore
from companion.services.store.live import LiveSession
from companion.services.store.sessions import SessionStore as StoreClass
import companion.shell.app as app_module
from companion.services.store import display_read
from companion.services.store.quick_list import read_session_list
from companion.shell.app import CompanionApp, make_app, run_app
from screens.home import OPENING_TEXT
from tests.support.pilot_waits import until
from tests.support.tally_game import AddPoints, EndTurn
from tests.tui.conftest import SIZE, tally_setup

#: The longest a fresh process of these tests may run (seconds): a hang fails its test instead of holding the suite.
FRESH_PROCESS_AT_MOST = 300.0

ROOT = Path(__file__).resolve().parents[2]
#: Packages the first frame must not wait for.
HEAVY = ("sqlalchemy", "sqlmodel", "pydantic", "aiohttp", "alembic")

IMPORTED_BEFORE_THE_APP_RUNS = """
import json, sys
import companion.shell.app as app_module
app_module.CompanionApp.run = lambda self: None  # what counts is what was imported before it runs
from companion.shell.cli import main
code = main(sys.argv[1:])
print(json.dumps([code, sorted({name.split('.')[0] for name in sys.modules})]))
"""


def imported_by_the_command(*argv: str) -> tuple[int, set[str]]:
    """The exit code of `companion ARGV` with the app not run, and the top-level packages it imported."""
    out = subprocess.run([sys.executable, "-c", IMPORTED_BEFORE_THE_APP_RUNS, *argv], cwd=ROOT, check=True,
                         timeout=FRESH_PROCESS_AT_MOST, capture_output=True, text=True)
    code, modules = json.loads(out.stdout.strip().splitlines()[-1])
    return code, set(modules)


def test_the_command_reaches_the_app_without_the_database_layer(tmp_path: Path) -> None:
    seeded = SessionStore.open(f"sqlite:///{tmp_path / 'saves.db'}")
    seeded.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    seeded.close()
    code, modules = imported_by_the_command("--db", f"sqlite:///{tmp_path / 'saves.db'}")
    assert code == 0
    assert "textual" in modules  # the probe really went as far as the app
    assert not modules & set(HEAVY)


#: What a saved session's board shown before the store waits for (`deferred.warm_up_session`: the session
#: frame, the sqlite3 reading and the games' engines and areas), and what it must not: the store's packages
#: and the share screen's QR code library (nor, for Runebound 2e, the deck builder's card catalogue store), nor
#: the sharing services.
IMPORTED_FOR_A_BOARD = """
import json, sys
from companion.shell import deferred
from rules_engine.plugin import game_plugins
deferred.warm_up_session([plugin.game_id for plugin in game_plugins()])
print(json.dumps([sorted({name.split('.')[0] for name in sys.modules}),
                  sorted(name for name in sys.modules if name.startswith("companion.services.sharing."))]))
"""


def test_a_board_shown_before_the_store_imports_neither_the_database_layer_nor_the_share_screen() -> None:
    out = subprocess.run([sys.executable, "-c", IMPORTED_FOR_A_BOARD], cwd=ROOT, check=True,
                         timeout=FRESH_PROCESS_AT_MOST, capture_output=True, text=True)
    packages, sharing = json.loads(out.stdout.strip().splitlines()[-1])
    assert {"screens", "rules_engine", "textual"} <= set(packages)  # the probe really imported the session frame
    assert not set(packages) & {*HEAVY, "qrcode"}
    # Sharing (its session, phone view, tokens and addresses) is imported when ctrl+s first shares the session.
    assert sharing == []


def test_the_command_still_refuses_an_empty_path_before_the_app(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "companion", "--db", "sqlite:///"], cwd=tmp_path,
                         timeout=FRESH_PROCESS_AT_MOST, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "HOME": str(tmp_path)})
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "empty" in out.stderr and "Traceback" not in out.stderr


async def test_the_first_frame_shows_the_list_read_with_sqlite3_and_the_store_is_opened_after_it(
        tmp_path: Path, monkeypatch) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    seeded = SessionStore.open(url)
    for name in ("Friday", "Saturday"):
        seeded.create_session(game_id="tally", name=name, setup=tally_setup("Ann"))
    seeded.close()
    reads: list[tuple[bool, bool]] = []
    threads: list[bool] = []
    at_first_frame: list[tuple[list[str], bool, bool]] = []
    original_list, original_open, original_ready = StoreClass.list_sessions, StoreClass.open.__func__, CompanionApp.on_ready

    def quick(path, **kwargs):
        # Read before any screen is shown, on the UI thread (a few milliseconds, not waiting for a busy file).
        reads.append((bool(app.screen_stack), kwargs.get("busy_timeout") == 0))
        threads.append(threading.current_thread() is threading.main_thread())
        return read_session_list(path, **kwargs)

    def listed(self):
        reads.append((True, False))  # the store listing again: never, when sqlite3 could
        return original_list(self)

    def opened(cls, *args, **kwargs):
        threads.append(threading.current_thread() is threading.main_thread())
        return original_open(cls, *args, **kwargs)

    def first_frame(self) -> None:  # Textual's Ready: the first frame is on the screen
        table = self.screen.query_one(DataTable)
        at_first_frame.append((sorted(str(table.get_row_at(i)[1]) for i in range(table.row_count)),
                               table.display, self.screen.query_one("#empty").display))
        original_ready(self)

    monkeypatch.setattr(app_module, "read_session_list", quick)
    monkeypatch.setattr(StoreClass, "list_sessions", listed)
    monkeypatch.setattr(StoreClass, "open", classmethod(opened))
    monkeypatch.setattr(CompanionApp, "on_ready", first_frame)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app._board_settled.is_set() and app.screen.query_one(DataTable).row_count == 2,
                    "the list shown")
        for _ in range(10):  # the player reads the list: the store is not opened for it
            await pilot.pause(0.02)
        assert threads == [True] and app.store is None and app.opened_store is None
        app.want_store()  # something needs it (a change asked on the list, the wizard, a first write)
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert sorted(str(table.get_row_at(i)[1]) for i in range(table.row_count)) == ["Friday", "Saturday"]
        assert table.display and not app.screen.query_one("#empty").display
    # The list is in the first frame (never "Opening your saved sessions…" then the list: one drawing of the
    # screen fewer), read once, before any screen, and not again by the store, which is opened after that frame,
    # once something needs it.
    assert at_first_frame == [(["Friday", "Saturday"], True, False)]
    assert reads == [(False, True)]
    assert threads == [True, False]
    assert app.store is not None
    app.store.close()


async def test_a_busy_file_is_listed_by_the_worker_after_the_first_frame(tmp_path: Path, monkeypatch) -> None:
    url, _ = saved_friday(tmp_path)
    reads: list[tuple[float, str]] = []

    def quick(path, busy_timeout=1.0):
        # Another program writing the file: not waited for before the first frame, waited for in the worker.
        reads.append((busy_timeout, str(app.screen_stack[0].query_one("#empty", Static).render())
                      if app.screen_stack else ""))
        return None if busy_timeout == 0 else read_session_list(path, busy_timeout=busy_timeout)

    monkeypatch.setattr(app_module, "read_session_list", quick)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count == 1, "the list read by the worker")
        app.want_store()  # the store waits for a need (a change, the wizard, a first write): here one comes
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert [str(table.get_row_at(i)[1]) for i in range(table.row_count)] == ["Friday"]
    assert reads == [(0, ""), (1.0, OPENING_TEXT)]
    assert app.store is not None
    app.store.close()


async def test_in_memory_the_store_itself_lists_the_sessions_once(monkeypatch) -> None:
    reads: list[str] = []
    original_list = StoreClass.list_sessions

    def listed(self):
        reads.append("store")
        return original_list(self)

    monkeypatch.setattr(StoreClass, "list_sessions", listed)
    app = make_app(memory=True)
    async with app.run_test(size=SIZE) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.store is not None and app.store.in_memory
        assert str(app.screen.query_one("#empty", Static).render()).startswith("No saved sessions yet")
        assert app.sub_title == "in memory: nothing is saved"
    assert reads == ["store"]
    app.store.close()


def saved_friday(tmp_path: Path, *actions: object) -> tuple[str, LiveSession]:
    """A database file holding one Tally session, "Friday" for Ann, with these actions played: its URL and the
    session as saved (its store closed)."""
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    seeded = SessionStore.open(url)
    live = seeded.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    for action in actions:
        live.act(action)
    seeded.close()
    return url, live


async def board_before_the_store(pilot: Pilot) -> Any:
    """The session frame of `companion --open ID`, shown before the store is open, once its board is composed whole."""
    app = pilot.app
    await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board before the store")
    frame = app.screen
    await until(pilot, lambda: bool(frame.query("#players-text") and frame.query("#generic-view")),
                "the board composed whole")
    return frame


#: The longest the store's opening is held by `store_opening_held` (seconds). Each test sets the gate itself; 10 s was
#: once the bound, and a loaded machine can take about that long before the test gets there.
HELD_AT_MOST = 120.0
#: The gates of the test running now (`_held_openings_let_go` sets them as it ends).
_GATES: list[threading.Event] = []


@pytest.fixture(autouse=True)
def _held_openings_let_go() -> Iterator[None]:
    """A test that fails before it sets its gate leaves no worker waiting behind it."""
    yield
    while _GATES:
        _GATES.pop().set()


def store_opening_held(monkeypatch) -> threading.Event:
    """Make the session store's opening wait until the returned event is set (at the latest when the test ends)."""
    gate = threading.Event()
    _GATES.append(gate)
    original_open = StoreClass.open.__func__

    def slow(cls, *args, **kwargs):
        gate.wait(HELD_AT_MOST)
        return original_open(cls, *args, **kwargs)

    monkeypatch.setattr(StoreClass, "open", classmethod(slow))
    return gate


async def test_a_session_only_the_store_can_open_chosen_before_it_is_open_opens_once_it_is(
        tmp_path: Path, monkeypatch) -> None:
    url, _ = saved_friday(tmp_path)
    monkeypatch.setattr(display_read, "open_for_display", lambda *args, **kwargs: None)  # e.g. an old schema
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count > 0,
                    "the list read ahead of the store")
        await pilot.press("enter")
        await pilot.pause()
        assert app.store is None and app.screen is app.screen_stack[0]
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert type(app.screen).__name__ == "SessionFrame"
    app.store.close()


async def test_a_session_chosen_before_the_store_is_open_is_shown_at_once_and_its_first_move_is_committed(
        tmp_path: Path, monkeypatch) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count > 0, "the list drawn")
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board shown")
        frame = app.screen
        assert app.store is None  # the board is shown while the store is still being opened
        assert frame.live.state == live.state and len(frame.live.entries) == 1
        gate.set()
        assert frame.apply(EndTurn())  # the first write needs no store: committed with sqlite3 before it shows
        await pilot.pause()
        assert len(frame.live.entries) == 2 and app.opened_store is None
        assert type(frame.live.live._store).__name__ == "SqliteLogWriter"
        app.want_store()  # something else needs the store (a screen over the board): the board writes on as it did
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.store is not None and type(frame.live.live._store).__name__ == "SqliteLogWriter"
        assert frame.apply(AddPoints(1))
        await pilot.pause()
        check = SessionStore.open(url)
        try:
            reopened = check.open_session(live.id)
            assert [e.action for e in reopened.entries] == [AddPoints(2), EndTurn(), AddPoints(1)]
            assert reopened.state == frame.live.state
        finally:
            check.close()
    app.store.close()


async def test_the_list_shown_again_after_a_board_wrote_with_sqlite3_shows_its_moves(tmp_path: Path) -> None:
    """A board read before the store writes with sqlite3 (`sqlite_log_writer`); back on the list, the list is read
    again with sqlite3 (the store still waits for a need): its count of actions is the board's, not the one read at
    start; once the store opens, the list it reads says the same."""
    url, live = saved_friday(tmp_path, AddPoints(2))
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen.query_one(DataTable)
        await until(pilot, lambda: table.row_count == 1, "the list read with sqlite3")
        assert str(table.get_row_at(0)[-1]).strip() == "1"
        await pilot.press("enter")
        frame = await board_before_the_store(pilot)
        assert frame.apply(EndTurn()) and app.opened_store is None  # written with sqlite3
        frame.action_leave()
        await until(pilot, lambda: app.screen is app.screen_stack[0], "the list")
        await until(pilot, lambda: str(table.get_row_at(0)[-1]).strip() == "2", "the list read again with sqlite3")
        assert app.opened_store is None
        app.want_store()  # something needs the store (a rename asked, the wizard)
        await until(pilot, lambda: app.store is not None, "the store open")
        await until(pilot, lambda: str(table.get_row_at(0)[-1]).strip() == "2", "the list read by the store")
    app.store.close()


async def test_the_home_screen_says_it_is_opening_until_the_list_arrives(tmp_path: Path, monkeypatch) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    monkeypatch.setattr(CompanionApp, "on_ready", lambda self: None)  # no worker: the store never opens
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.store is None
        assert str(app.screen.query_one("#empty", Static).render()) == OPENING_TEXT
        assert not app.screen.query_one(DataTable).display
        home = app.screen
        await pilot.press("n")  # the wizard needs the store: a notice, not a crash
        await pilot.pause()
        assert app.screen is home


async def test_a_new_session_asked_before_the_store_is_open_opens_its_wizard_once_it_is(
        tmp_path: Path, monkeypatch) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    SessionStore.open(url).close()  # an empty file: the list read ahead of the store says there is no session
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.store is None and app.screen is app.screen_stack[0]
        assert [n.message for n in app._notifications] == ["Opening your saved sessions; this follows in a moment."]
        gate.set()
        await app.workers.wait_for_complete()
        await until(pilot, lambda: type(app.screen).__name__ == "NewSessionWizard", "the wizard")
        await until(pilot, lambda: app.screen.query_one("#game").has_focus, "the wizard built for its game")
    app.store.close()


async def test_keys_typed_after_n_while_the_store_opens_choose_in_the_wizard_as_typed(
        tmp_path: Path, monkeypatch) -> None:
    """Played at a new table on a loaded machine (2026-12-02): `n`, then Enter, Down, Enter to pick the second game,
    a key every 0.15 s, while the store was still opening. The held keys were given to the wizard all at once: Enter
    opened the game's list, and Down and Enter reached the wizard before the list was there to take them, so it stayed
    on Dice Throne with its list open. They are now given at the pace they were typed."""
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    SessionStore.open(url).close()
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key in ("n", "enter", "down", "enter"):
            await pilot.press(key)
            await pilot.pause(0.15)
        assert app.store is None and app.screen is app.screen_stack[0]
        gate.set()
        await app.workers.wait_for_complete()
        await until(pilot, lambda: type(app.screen).__name__ == "NewSessionWizard", "the wizard")
        game = app.screen.query_one("#game", Select)
        await until(pilot, lambda: game.value == "dungeoneer" and not game.expanded and game.has_focus,
                    "the second game chosen, as typed")
    app.store.close()


def test_a_foreign_database_found_by_the_worker_ends_the_app_with_one_line(tmp_path: Path, monkeypatch,
                                                                           capsys) -> None:
    foreign = tmp_path / "contacts.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    before = foreign.read_bytes()
    monkeypatch.setattr(CompanionApp, "run", lambda self: App.run(self, headless=True))
    with pytest.raises(SystemExit) as exit_info:
        run_app(f"sqlite:///{foreign}")
    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert err.startswith("companion: ") and err.count("\n") == 1 and "another program" in err
    assert foreign.read_bytes() == before


@pytest.mark.parametrize("content", [b"", b"SQLite format 3\x00" + b"\x00" * 20, b"plain text" * 50])
def test_a_file_that_is_plainly_no_database_is_refused_before_the_app_starts(tmp_path: Path, monkeypatch,
                                                                             capsys, content: bytes) -> None:
    path = tmp_path / "x.db"
    path.write_bytes(content)
    started: list[bool] = []
    monkeypatch.setattr(CompanionApp, "run", lambda self: started.append(True))
    if content == b"":  # an empty file is a new database: the app starts
        run_app(f"sqlite:///{path}")
        assert started == [True]
        return
    with pytest.raises(SystemExit) as exit_info:
        run_app(f"sqlite:///{path}")
    assert exit_info.value.code == 1 and not started
    assert capsys.readouterr().err.startswith("companion: ")
    assert path.read_bytes() == content


async def test_a_head_start_that_fails_never_stops_the_app(tmp_path: Path, monkeypatch) -> None:
    def broken() -> None:
        raise ImportError("a game module that cannot be imported")

    monkeypatch.setattr(app_module.deferred, "warm_up", broken)
    app = make_app(db_url=f"sqlite:///{tmp_path / 'saves.db'}")
    async with app.run_test(size=SIZE) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.store is not None and app.is_running
    app.store.close()


async def test_a_locked_session_shows_no_list_while_it_opens(tmp_path: Path, monkeypatch) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    seeded = SessionStore.open(url)
    seeded.create_session(game_id="tally", name="Someone else's game", setup=tally_setup("Ann"))
    locked = seeded.create_session(game_id="tally", name="Phone game", setup=tally_setup("Bo")).id
    seeded.close()
    # Only the store can open it (e.g. an old schema): the home screen waits, blank, meanwhile.
    monkeypatch.setattr(display_read, "open_for_display", lambda *args, **kwargs: None)
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url, open_session=locked)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        home = app.screen
        for key in ("enter", "n", "b", "e", "r", "d"):
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is home
        assert home.query_one(DataTable).row_count == 0
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert type(app.screen).__name__ == "SessionFrame" and app.screen.live.id == locked
    app.store.close()


async def test_a_session_opened_at_start_is_shown_before_the_store_and_leaving_it_closes_the_app(
        tmp_path: Path, monkeypatch) -> None:
    """`companion --open ID`: the board is read with sqlite3 and shown while the store is still opening."""
    url, live = saved_friday(tmp_path, AddPoints(2))
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url, open_session=live.id)
    async with app.run_test(size=SIZE) as pilot:
        frame = await board_before_the_store(pilot)
        assert app.store is None and frame.live.state == live.state and frame.leave_exits
        assert app.screen_stack[0].query_one(DataTable).row_count == 0  # the list beneath stays empty
        gate.set()
        assert frame.apply(EndTurn())  # the first write needs no store: committed with sqlite3
        app.want_store()  # something else needs the store: once open, it does not open the session again
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen is frame and len(app.screen_stack) == 2  # not opened a second time by the store
        assert len(frame.live.entries) == 2
        app.screen.action_leave()
        await pilot.pause()
    assert app.return_code == 0 or app.return_code is None
    app.store.close()


async def test_a_session_opened_at_start_that_sqlite_cannot_show_waits_for_the_store(
        tmp_path: Path, monkeypatch) -> None:
    url, live = saved_friday(tmp_path)
    monkeypatch.setattr(display_read, "open_for_display", lambda *args, **kwargs: None)  # e.g. an old schema
    app = make_app(db_url=url, open_session=live.id)
    async with app.run_test(size=SIZE) as pilot:
        await app.workers.wait_for_complete()
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board shown")
        assert app.store is not None and app.screen.leave_exits and len(app.screen_stack) == 2
    app.store.close()


#: `companion --open ID` in a fresh process: the board read with sqlite3, left idle (its clock saved at once), then
#: its first move, its undo and its redo, then idle again past the time the other screens' import would start.
#: Prints what was imported at the idle board, whether the store was opened, the moves' results, and the same after.
#: In English the idle board has not imported Babel either (numbers and dates import it when first written).
OPENED_AND_PLAYED = """
import asyncio, json, sys
import tests.support.tally_game
from tests.support.pilot_waits import until
from tests.support.tally_game import EndTurn
from companion.shell.app import REST_OF_WARM_UP_AFTER, make_app

async def main():
    app = make_app(db_url=sys.argv[1], open_session=int(sys.argv[2]))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board shown and settled")
        for _ in range(20):  # the board idle a while: the store's worker would have imported it by now
            await pilot.pause(0.05)
        idle = sorted(m for m in ("sqlalchemy", "sqlmodel", "pydantic", "alembic", "babel") if m in sys.modules)
        opened = app.opened_store is not None
        moved = bool(app.screen.apply(EndTurn()))
        app.screen.action_undo()
        app.screen.action_redo()
        for _ in range(2 + int(REST_OF_WARM_UP_AFTER / 0.05)):  # past the moment the other screens would be imported
            await pilot.pause(0.05)
        after = sorted(m for m in ("sqlalchemy", "sqlmodel", "pydantic", "alembic") if m in sys.modules)
        print(json.dumps({"idle": idle, "opened_at_idle": opened, "moved": moved, "after_moves": after,
                          "entries": len(app.screen.live.entries), "opened_after": app.opened_store is not None,
                          "wizard": "screens.wizard" in sys.modules}))
    if app.store or app.opened_store:
        (app.store or app.opened_store).close()

asyncio.run(main())
"""


def test_a_board_opened_at_start_loads_no_database_layer_until_its_first_move_which_is_committed(
        tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    seeded = SessionStore.open(url)
    live = seeded.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    live.act(AddPoints(2))
    clock_before = seeded.read_clock_text(live.id)
    seeded.close()
    out = subprocess.run([sys.executable, "-c", OPENED_AND_PLAYED, url, str(live.id)], cwd=ROOT, check=True,
                         timeout=FRESH_PROCESS_AT_MOST,
                         capture_output=True, text=True, env={**os.environ, "HOME": str(tmp_path),
                                                              "XDG_DATA_HOME": str(tmp_path / "data"),
                                                              "XDG_CONFIG_HOME": str(tmp_path / "config"),
                                                              "LANGUAGE": "en", "LC_ALL": "C.UTF-8"})
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    # Counted in modules: the board's moves are committed with sqlite3 (`sqlite_log_writer`), so neither they nor the
    # import that used to follow the store's opening bring SQLAlchemy, SQLModel, pydantic or the other screens.
    assert seen == {"idle": [], "opened_at_idle": False, "moved": True, "after_moves": [], "entries": 4,
                    "opened_after": False, "wizard": False}
    check = SessionStore.open(url)
    try:
        assert [e.kind for e in check.open_session(live.id).entries] == ["action", "action", "undo", "redo"]
        assert check.read_clock_text(live.id) != clock_before  # the clock's saves before the store were kept
    finally:
        check.close()


async def test_keys_typed_before_the_session_opened_at_start_is_shown_reach_its_command_line(
        tmp_path: Path, monkeypatch) -> None:
    url, live = saved_friday(tmp_path)
    monkeypatch.setattr(display_read, "open_for_display", lambda *args, **kwargs: None)  # shown once the store is
    gate = store_opening_held(monkeypatch)
    app = make_app(db_url=url, open_session=live.id)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen is app.screen_stack[0]  # still the home screen
        await pilot.press("n", "e", "x")
        gate.set()
        await app.workers.wait_for_complete()
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board")
        await until(pilot, lambda: app.screen.query_one("#command").value == "nex", "the early keys given to it")
        await pilot.press("t")
        await until(pilot, lambda: app.screen.query_one("#command").value == "next", "a later key after them")
    app.store.close()


def test_the_workers_head_start_asks_before_each_step_whether_it_may_take_it(monkeypatch) -> None:
    # Every module or game the worker imports for a session (`deferred.warm_up_session`) comes after a pause: the
    # app's pause holds it while a board is being opened and drawn (the UI thread imports what that board needs).
    from companion.shell import deferred
    from rules_engine.plugin import game_plugins

    events: list[str] = []
    real = deferred.importlib

    class Recorded:
        @staticmethod
        def import_module(name: str) -> Any:
            events.append(name)
            return real.import_module(name)

    monkeypatch.setattr(deferred, "importlib", Recorded)
    deferred.warm_up_session(["tally"], pause=lambda: events.append("pause"))
    steps = [*deferred.SESSION_MODULES, "companion.services.store.snapshot_cache"]
    assert all(events[events.index(name) - 1] == "pause" for name in steps)
    # The game and its area too: one pause for each step, none taken unasked.
    assert events.count("pause") == len(steps) + 2
    # The rest of the warm-up (the other screens, every game) likewise: a pause before each module or game.
    events.clear()
    assert deferred.warm_up(pause=lambda: events.append("pause"))
    assert all(events[events.index(name) - 1] == "pause" for name in deferred.LATER_MODULES)
    games = len(list(game_plugins()))
    assert events.count("pause") == len(steps) + len(deferred.STORE_MODULES) + len(deferred.LATER_MODULES) + games


async def test_the_workers_head_start_waits_while_a_board_is_opened_from_the_list(tmp_path: Path, monkeypatch) -> None:
    from companion.shell import deferred

    url, _ = saved_friday(tmp_path)
    pauses: list[Any] = []
    real_session, real_rest = deferred.warm_up_session, deferred.warm_up

    def warm_up_session(game_ids: Any = (), pause: Any = lambda: None) -> None:
        pauses.append(pause)
        real_session(game_ids, pause=pause)

    def warm_up(stop: Any = lambda: False, pause: Any = lambda: None) -> bool:
        pauses.append(pause)
        return real_rest(stop, pause=pause)

    monkeypatch.setattr(deferred, "warm_up_session", warm_up_session)
    monkeypatch.setattr(deferred, "warm_up", warm_up)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count == 1, "the list")
        app.want_store()  # the store and the rest are imported once something needs the store
        await app.workers.wait_for_complete()
        await pilot.pause()
        # The head start for the listed sessions' games, what any session needs, and the rest of the screens and games
        # (which asks for what any session needs once more, imported by then).
        assert len(pauses) == 4
        app._board_settled.clear()  # as while a board read with sqlite3 is opened and drawn
        held = [threading.Thread(target=pause, daemon=True) for pause in pauses]
        for waiting in held:
            waiting.start()
        for waiting in held:
            waiting.join(0.2)
            assert waiting.is_alive()  # held, not let through
        app._board_settled.set()  # the board is drawn
        for waiting in held:
            waiting.join(60)  # at once, however loaded the machine: the bound is for a real failure only
            assert not waiting.is_alive()
    app.store.close()


#: The app launched on a file with a saved session, in a fresh process: the player reads the list a while, then opens
#: the session from it. Prints the database layer's modules imported while the list was read and at the board,
#: whether the store was opened by then, and the same after the board's first move.
READ_THE_LIST_THEN_OPENED = """
import asyncio, json, sys
import tests.support.tally_game
from tests.support.pilot_waits import until
from tests.support.tally_game import EndTurn
from companion.shell.app import make_app

LAYER = ("sqlalchemy", "sqlmodel", "pydantic", "alembic")

def loaded():
    return sorted(m for m in LAYER if m in sys.modules)

async def main():
    app = make_app(db_url=sys.argv[1])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count),
                    "the list drawn")
        await until(pilot, lambda: "companion.services.store.snapshot_cache" in sys.modules,
                    "the worker's head start done")
        for _ in range(20):  # the player reads the list: the worker would have imported the store by now
            await pilot.pause(0.05)
        seen = {"list": loaded(), "opened_at_list": app.opened_store is not None}
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board shown and settled")
        seen |= {"board": loaded(), "opened_at_board": app.opened_store is not None}
        seen["moved"] = bool(app.screen.apply(EndTurn()))
        app.screen.action_undo()
        app.screen.action_redo()
        seen |= {"after_move": loaded(), "opened_after": app.opened_store is not None}
        print(json.dumps(seen))
    if app.store or app.opened_store:
        (app.store or app.opened_store).close()

asyncio.run(main())
"""


def test_a_board_chosen_after_reading_the_list_loads_no_database_layer_until_its_first_move(tmp_path: Path) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    out = subprocess.run([sys.executable, "-c", READ_THE_LIST_THEN_OPENED, url], cwd=ROOT, check=True,
                         timeout=FRESH_PROCESS_AT_MOST,
                         capture_output=True, text=True, env={**os.environ, "HOME": str(tmp_path),
                                                              "XDG_DATA_HOME": str(tmp_path / "data"),
                                                              "XDG_CONFIG_HOME": str(tmp_path / "config"),
                                                              "LANGUAGE": "en", "LC_ALL": "C.UTF-8"})
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    # Counted in modules: SQLAlchemy, SQLModel and pydantic (about 26 MiB resident) wait for a need, however long the
    # list is read; the board's first move, its undo and its redo are committed with sqlite3 and need none of them.
    assert seen == {"list": [], "opened_at_list": False, "board": [], "opened_at_board": False, "moved": True,
                    "after_move": [], "opened_after": False}
    check = SessionStore.open(url)
    try:
        assert [e.kind for e in check.open_session(live.id).entries] == ["action", "action", "undo", "redo"]
    finally:
        check.close()


async def test_a_rename_asked_on_the_list_read_before_the_store_opens_the_store_and_is_saved(
        tmp_path: Path) -> None:
    url, live = saved_friday(tmp_path)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count == 1, "the list read ahead of the store")
        home = app.screen
        assert home.check_action("rename", ()) and home.check_action("delete", ())  # offered before the store
        await pilot.press("r")
        await until(pilot, lambda: type(app.screen).__name__ == "TextPrompt", "the rename prompt")
        await until(pilot, lambda: app.opened_store is not None, "the store opened as the prompt shows")
        prompt = app.screen.query_one("#prompt-input")
        prompt.value = "Saturday"
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is home and app.store is not None, "back on the list")
        await until(pilot, lambda: str(home.query_one(DataTable).get_row_at(0)[1]) == "Saturday", "the new name")
    app.store.close()
    check = SessionStore.open(url)
    try:
        assert [one.name for one in check.list_sessions()] == ["Saturday"]
    finally:
        check.close()
