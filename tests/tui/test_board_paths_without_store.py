"""The paths a player takes from a board read with sqlite3 before the store was needed (`display_read`), counted in a
fresh process: help, the timeline, a dialog, the home screen and the board again import neither SQLAlchemy, SQLModel,
pydantic nor Alembic and open no store (issue 32: peak memory at 50,000 actions, `bench/bench_memory_paths.py`); the
file's check before the first sqlite3 write (`PRAGMA quick_check`) is made in a worker once the board is drawn, never
on the first move's key (`sqlite_log_writer.check_ahead`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from companion.services.store import SessionStore
from tests.support.tally_game import AddPoints
from tests.tui.test_app_start import ROOT, saved_friday

#: The app launched on a file with a saved session, in a fresh process, the session chosen from the list; after each
#: step, the database layer's modules imported and whether the store was opened. Every wait is bounded.
PATHS_FROM_A_BOARD = """
import asyncio, json, sys, threading, time
import tests.support.tally_game
from tests.support.tally_game import EndTurn
import companion.services.store.sqlite_log_writer as writer_module
from companion.shell.app import make_app

LAYER = ("sqlalchemy", "sqlmodel", "pydantic", "alembic")
CHECKS = []  # the thread of each file check before a first sqlite3 write (`PRAGMA quick_check`)
probe = writer_module.probe_sqlite_file

def counted(path):
    CHECKS.append(threading.current_thread() is threading.main_thread())
    return probe(path)

writer_module.probe_sqlite_file = counted

async def until(pilot, test, what):
    began = time.monotonic()
    while not test():
        if time.monotonic() - began > 30:
            raise SystemExit(f"not reached in 30 s: {what}")
        await pilot.pause(0.01)

async def main():
    app = make_app(db_url=sys.argv[1])
    seen = {}

    def note(step):
        seen[step] = [sorted(m for m in LAYER if m in sys.modules), app.opened_store is not None]

    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count,
                    "the list")
        home = app.screen
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board drawn")
        frame = app.screen
        await until(pilot, lambda: len(CHECKS) == 1, "the file checked in a worker")
        note("board")
        seen["checked_ahead_off_the_ui_thread"] = CHECKS == [False]
        seen["moved"] = bool(frame.apply(EndTurn()))
        frame.action_undo()
        frame.action_redo()
        seen["checks_on_the_moves"] = len(CHECKS) - 1
        note("first move, undo, redo")
        await pilot.press("f1")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen", "help")
        note("help")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "help closed")
        await pilot.press("f2")
        await until(pilot, lambda: type(app.screen).__name__ == "TimelineScreen", "the timeline")
        note("timeline")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "the timeline closed")
        await pilot.press("ctrl+t")
        await until(pilot, lambda: type(app.screen).__name__ == "TextPrompt", "the free roll's prompt")
        note("dialog")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "the prompt closed")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is home, "home")
        table = home.query_one("#sessions")
        await until(pilot, lambda: str(table.get_row_at(0)[-1]).strip() == "2", "the list read again: two actions")
        note("home")
        home.on_click()  # a deliberate act on the list: the next key is not part of a burst typed for the board
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app.screen is not frame
                    and app._board_settled.is_set(), "the board again")
        seen["entries_again"] = len(app.screen.live.entries)
        note("board again")
        print(json.dumps(seen))
    if app.store or app.opened_store:
        (app.store or app.opened_store).close()

asyncio.run(main())
"""


def test_help_the_timeline_a_dialog_and_home_from_a_board_read_with_sqlite3_need_no_store(tmp_path: Path) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    out = subprocess.run([sys.executable, "-c", PATHS_FROM_A_BOARD, url], cwd=ROOT, capture_output=True,
                         text=True, timeout=300, env={**os.environ, "HOME": str(tmp_path),
                                                      "XDG_DATA_HOME": str(tmp_path / "data"),
                                                      "XDG_CONFIG_HOME": str(tmp_path / "config"),
                                                      "LANGUAGE": "en", "LC_ALL": "C.UTF-8"})
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    nothing = [[], False]  # no database layer imported, no store opened
    assert seen == {"board": nothing, "checked_ahead_off_the_ui_thread": True, "moved": True, "checks_on_the_moves": 0,
                    "first move, undo, redo": nothing, "help": nothing, "timeline": nothing, "dialog": nothing,
                    "home": nothing, "entries_again": 4, "board again": nothing}
    check = SessionStore.open(url)
    try:
        assert [e.kind for e in check.open_session(live.id).entries] == ["action", "action", "undo", "redo"]
    finally:
        check.close()


async def board_from_the_list(app: Any, pilot: Any) -> Any:
    """The saved session opened from the list (read with sqlite3) and its board drawn; the home screen."""
    from textual.widgets import DataTable

    from tests.support.pilot_waits import until

    await until(pilot, lambda: app.screen.query_one(DataTable).row_count == 1, "the list read with sqlite3")
    home = app.screen
    await pilot.press("enter")
    await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                "the board drawn")
    return home


def close_store(app: Any) -> None:
    """Close the store the app opened, if it opened one."""
    if app.store or app.opened_store:
        (app.store or app.opened_store).close()


async def test_a_board_opened_again_from_the_home_screen_lets_the_closed_one_go(tmp_path: Path) -> None:
    """A board's opening freezes what lives out of the collector's passes; the closed board (its session, log and
    widgets) is let go before the next is read (`_let_closed_boards_go`): at 50,000 actions it kept 17 MiB."""
    import weakref


    from companion.shell.app import make_app
    from tests.support.pilot_waits import until
    from tests.tui.conftest import SIZE

    url, _live = saved_friday(tmp_path, AddPoints(2))
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        home = await board_from_the_list(app, pilot)
        closed = weakref.ref(app.screen.live)
        app.screen.action_leave()
        await until(pilot, lambda: app.screen is home, "home")
        await pilot.pause()  # what the board asked of the screen on its way out done (a player's key comes later)
        assert closed() is not None  # frozen out of the collector's passes while nothing asks for another board
        home.on_click()  # a deliberate act on the list: the next key is not part of a burst typed for the board
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board again")
        # Let go before the next board is read, or, when a stopped timer of its own still held it then (up to a second:
        # `closed_boards`), at the next pause in the keys.
        await until(pilot, lambda: closed() is None, "the closed board let go")
        assert app.screen.live is not None and app.opened_store is None
    close_store(app)


async def test_a_board_opened_by_a_key_typed_ahead_lets_the_closed_one_go_all_the_same(tmp_path: Path) -> None:
    """Typed ahead, the next board's key reaches the home screen while it still holds a callback of the closed board
    (Textual hands a closing screen's callbacks asked for after its refresh, such as its bindings refreshed once its
    focus is cleared, to the screen shown next, which runs them when next idle). The next board is read only once they
    have run and the closed board is unmounted (it lets go of its session then): read before, it froze the closed
    board's session again with itself (about 17 MiB at 50,000 actions). A key typed after it is the board's (held
    while the opening is put off, then given to the board): one board is opened."""
    import gc
    import weakref

    from textual import events

    from companion.shell.app import make_app
    from tests.support.pilot_waits import until
    from tests.tui.conftest import SIZE

    url, _live = saved_friday(tmp_path, AddPoints(2))
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        home = await board_from_the_list(app, pilot)
        board = app.screen
        closed_board, closed_session = weakref.ref(board), weakref.ref(board.live)
        board.action_leave()
        assert app.screen is home  # popped at once; the board's widgets are still being removed
        board.call_after_refresh(board.refresh_bindings)  # as `Screen.set_focus` asks on the board's way out
        del board
        home.TYPEAHEAD_QUIET_SECONDS = 0.0  # the home screen's burst guard admits the keys below (typed after a pause)
        home.action_resume()  # the key's action, before the home screen is next idle (a key typed ahead)
        app.post_message(events.Key("enter", "\r"))  # typed after it: the board's (on the list it would open another)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app.screen is not closed_board()
                    and app._board_settled.is_set() and app._early_keys is None, "the board again, given the key after")
        assert [type(screen).__name__ for screen in app.screen_stack] == ["HomeScreen", "SessionFrame"]
        assert gc.get_freeze_count() > 0  # the new board's opening froze what lived then
        # The closed board had let go of its session before the next was read; the screen object itself may still
        # be named for a moment (the home screen's callbacks), and holds nothing heavy then.
        assert closed_session() is None, "the closed board's session frozen with the next"
        assert closed_board() is None or closed_board().let_go
        assert app.screen.live is not None and app.opened_store is None
    close_store(app)


async def test_a_closed_board_held_when_the_next_opens_keeps_nothing_heavy(tmp_path: Path) -> None:
    """A closed board can be held after it is unmounted: a stopped timer of its own (its clock's tick, its cursor's
    blink) stays in asyncio's queue until its time, with the context it was started in, where Textual's
    `active_message_pump` is the board, and a screen drawn over it (help, the timeline, a prompt) leaves Textual's
    `visible_screen_stack` naming it in every timer started there. The board lets go of its session and widgets as it
    is unmounted, so the next board's opening collects the session however long the screen object is held (it froze
    the session with itself before: 14 MiB more at 50,000 actions in `bench/bench_memory_paths.py`). Here the test's own
    reference stands for those holders."""
    import gc
    import weakref


    from companion.shell.app import make_app
    from tests.support.pilot_waits import until
    from tests.tui.conftest import SIZE

    url, _live = saved_friday(tmp_path, AddPoints(2))
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        home = await board_from_the_list(app, pilot)
        held = app.screen  # what holds the closed board (a stopped timer's handle, a context variable)
        closed_session = weakref.ref(held.live)
        held.action_leave()
        await until(pilot, lambda: app.screen is home and held.let_go, "home, the board unmounted")
        await pilot.pause()
        home.on_click()  # a deliberate act on the list: the next key is not part of a burst typed for the board
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app.screen is not held
                    and app._board_settled.is_set(), "the board again")
        assert closed_session() is None, "the held board's session frozen with the next board"
        assert not hasattr(held, "live") and not held.displayed_children  # nothing heavy left to freeze
        assert app.screen.live is not None and gc.get_freeze_count() > 0  # the board shown is frozen
    close_store(app)
