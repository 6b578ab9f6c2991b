"""A board's opening runs no pass of the cyclic collector from the key to its first frame (`launch_collector.OPENING`).

Counted, never timed: the passes Python's collector runs (`gc.callbacks`) from the moment a session is opened from the
list until its board is drawn (eight young passes at 10,000 actions, 8–13 ms of CPU: docs/benchmarks.md, "Sixteenth
pass: launch"), none now; the collector runs again at the first pause in the keys after the frame, with the pass that
is due run there by the app (`collect_between_keys`). An opening that brings no board (a damaged session, a session that
is not there) leaves the collector running at once, on the home screen; an app closed while it holds leaves it running.
"""

from __future__ import annotations

import gc
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.services.store import SessionStore
from companion.shell import launch_collector
from companion.shell.app import make_app
from companion.shell.collect_between_keys import HOLD_ENDS_AT_MOST, QUIET_AFTER_KEY, YOUNG_DUE, CollectBetweenKeys
from screens.home import HomeScreen
from screens.session_frame import SessionFrame
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file
from tests.support.tally_game import AddPoints
from tests.tui.conftest import SIZE, tally_setup


@pytest.fixture
def passes() -> Iterator[list[tuple[int, bool]]]:
    """Every pass of the collector (automatic or asked for) while the test runs: its generation, and whether a hold
    of the collector was taken as it began (then it was asked for: Python's own passes do not run while held)."""
    seen: list[tuple[int, bool]] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append((info["generation"], launch_collector.held()))

    gc.callbacks.append(note)
    try:
        yield seen
    finally:
        gc.callbacks.remove(note)
        launch_collector.release(launch_collector.OPENING, freeze=False)  # a failed test leaves no hold behind
        gc.enable()


async def test_a_board_opened_from_the_list_is_drawn_without_a_pass_and_the_pause_after_it_collects(
        tmp_path: Path, passes: list[tuple[int, bool]]) -> None:
    url, session_id = golden_game_file(tmp_path)  # 389 entries: on 8021b416, six young passes to the board
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count),
                    "the session list")
        gc.collect()
        passes.clear()
        own = sum(app.collector.passes)
        app.open_session(session_id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board drawn")
        await until_the_footer_fits(pilot, app.screen)
        # Every pass up to here was the app's own (the one due after the opening, when a pause in the keys came after
        # the first frame): Python's collector ran none between the key and the board.
        assert len(passes) == sum(app.collector.passes) - own, (passes, app.collector.passes)
        await until(pilot, gc.isenabled, "the collector running again at a pause after the board's first frame")
        assert not launch_collector.held()
        # The first pass after the key was the app's, run at that pause while still held (before Python's could), of
        # the middle generation: the board's first drawing scanned there once, not again by a later pass of it.
        assert sum(app.collector.passes) > own and passes[0] == (1, True), (passes, app.collector.passes)
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()


@pytest.mark.parametrize("way", ["the store open", "read before the store"])
async def test_an_opening_that_brings_no_board_leaves_the_collector_running_on_the_home_screen(
        way: str, tmp_path: Path, passes: list[tuple[int, bool]]) -> None:
    store = SessionStore.open(f"sqlite:///{tmp_path / 'sessions.db'}")
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann"))
    live.act(AddPoints(3))
    with sqlite3.connect(tmp_path / "sessions.db") as conn:
        conn.execute("UPDATE log_entries SET ruling = 'nope' WHERE seq = 1")
    if way == "read before the store":
        store.close()
        app = make_app(db_url=f"sqlite:///{tmp_path / 'sessions.db'}")
    else:
        app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen) and bool(app.screen.query("#sessions"))
                    and app.screen.query_one("#sessions").row_count == 1, "the session list")
        app.open_session(live.id)
        await until(pilot, lambda: bool(app._notifications), "the message that the session cannot be opened")
        assert isinstance(app.screen, HomeScreen)
        assert gc.isenabled() and not launch_collector.held()
        app.open_session(live.id + 1)  # no such session
        await until(pilot, lambda: len(app._notifications) >= 2, "the message that the session is not there")
        assert isinstance(app.screen, HomeScreen)
        assert gc.isenabled() and not launch_collector.held()
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()


async def test_an_app_closed_while_a_board_opens_leaves_the_collector_running(tmp_path: Path,
                                                                             passes: list[tuple[int, bool]]) -> None:
    store = SessionStore.open(f"sqlite:///{tmp_path / 'sessions.db'}")
    try:
        app = make_app(store)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
            launch_collector.hold(launch_collector.OPENING)  # as `open_session` takes it; the app ends before a frame
            assert not gc.isenabled()
        assert gc.isenabled() and not launch_collector.held()
    finally:
        store.close()


def test_a_hold_ended_at_a_pause_ends_at_the_first_look_after_a_pause_or_after_its_longest_wait(
        passes: list[tuple[int, bool]]) -> None:
    now = [100.0]
    last_key = [100.0]
    collector = CollectBetweenKeys(lambda: last_key[0], clock=lambda: now[0])
    gc.collect()
    passes.clear()
    launch_collector.hold(launch_collector.OPENING)
    kept = [[] for _ in range(YOUNG_DUE + 500)]
    assert collector.look() is None and not gc.isenabled()  # not asked to end yet: held, whatever the keys
    launch_collector.end_at_pause(launch_collector.OPENING)
    assert collector.look() is None and not gc.isenabled() and passes == []  # a key just came
    now[0] += 2 * QUIET_AFTER_KEY
    # The pass due, of the middle generation at least (what the board made is scanned once and leaves the young ones),
    # then the collector runs again.
    assert collector.look() == 1 and collector.passes == [0, 1, 0]
    assert gc.isenabled() and not launch_collector.held() and passes == [(1, True)]
    # Keys that never pause: the hold ends once it has waited its longest.
    launch_collector.hold(launch_collector.OPENING)
    launch_collector.end_at_pause(launch_collector.OPENING)
    later = time.monotonic() + HOLD_ENDS_AT_MOST
    assert launch_collector.due_to_end(False, at_most=HOLD_ENDS_AT_MOST, now=later - 0.5) == []
    assert launch_collector.due_to_end(False, at_most=HOLD_ENDS_AT_MOST, now=later) == [launch_collector.OPENING]
    launch_collector.end(launch_collector.due_to_end(False, at_most=HOLD_ENDS_AT_MOST, now=later))
    assert gc.isenabled() and not launch_collector.held() and kept


async def test_a_board_opened_with_open_is_drawn_with_the_collector_held_and_runs_it_again_after(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, passes: list[tuple[int, bool]]) -> None:
    url, session_id = golden_game_file(tmp_path)
    held_at_mount: list[bool] = []
    mounted = SessionFrame.on_mount

    def noted_mount(frame: SessionFrame) -> None:
        held_at_mount.append(launch_collector.OPENING in launch_collector._holds)
        mounted(frame)

    monkeypatch.setattr(SessionFrame, "on_mount", noted_mount)
    app = make_app(db_url=url, open_session=session_id)  # `companion --open ID`
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app._board_settled.is_set(),
                    "the board drawn")
        assert held_at_mount == [True], "the board was mounted with the collector running"
        await until(pilot, gc.isenabled, "the collector running again at a pause after the board's first frame")
        assert not launch_collector.held()
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()
