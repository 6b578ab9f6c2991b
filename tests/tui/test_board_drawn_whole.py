"""What a board's opening puts off waits for its first drawing to be whole, told by an event, not looked for on a timer.

The clock's resume (a commit, with the disk's wait), the collector's pass that ends the opening's hold
(`launch_collector.OPENING`) and, for a board read with sqlite3, the store's import behind it: each was started at a
fixed moment (the clock 0.1 s after the board's mount, the hold's end asked at its first frame), and the footer's keys
and the layouts after the first frame came later in some launches, so the commit and the pass fell inside the board's
drawing (docs/benchmarks.md, "Twenty-eighth pass: launch"). Now the footer tells its screen once its first keys are
drawn (`Footer.KeysDrawn`) and what waited runs then (`screens/session/drawn_whole.py`); a board covered or closed
first runs it then. Counted, never timed: at each moment, the footer's keys are laid out and nothing is left to lay
out or draw.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen

from companion.shell import launch_collector
from companion.shell.app import CompanionApp, make_app
from screens.home import HomeScreen
from screens.localized_footer import Footer
from screens.session.drawn_whole import FrameDrawnWhole
from screens.session_frame import SessionFrame
from tests.support.footer_waits import keys_fit
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file
from tests.tui.conftest import SIZE


def board_state(app: Any) -> str:
    """How far the current screen is drawn: its footer's keys laid out, then no layout left to do. (A repaint may be
    asked at any moment after that: the command line's cursor blinks by drawing its line again.)"""
    screen = app.screen
    if not isinstance(screen, SessionFrame):
        return f"no board: {type(screen).__name__}"
    if not keys_fit(screen):
        return "the footer's keys not laid out yet"
    if screen._layout_required:
        return "a layout still to come"
    return "drawn whole"


def noted(monkeypatch: pytest.MonkeyPatch, app: Any) -> list[tuple[str, str]]:
    """From now on, each of the opening's put-off works as it runs, with how far the board was drawn then."""
    seen: list[tuple[str, str]] = []
    ending = launch_collector.end_at_pause

    def end_at_pause(reason: str) -> None:
        if reason == launch_collector.OPENING:
            seen.append(("the opening's hold ends at the next pause", board_state(app)))
        ending(reason)

    saving = SessionFrame._save_clock_turn

    def save_clock_turn(frame: SessionFrame) -> None:
        seen.append(("the clock saved", board_state(app)))
        saving(frame)

    checking = CompanionApp._check_file_ahead

    def check_file_ahead(self: CompanionApp) -> None:  # right after the store's import is let go on
        seen.append(("the store's import goes on", board_state(app)))
        checking(self)

    monkeypatch.setattr(launch_collector, "end_at_pause", end_at_pause)
    monkeypatch.setattr(SessionFrame, "_save_clock_turn", save_clock_turn)
    monkeypatch.setattr(CompanionApp, "_check_file_ahead", check_file_ahead)
    return seen


def first_of_each(seen: list[tuple[str, str]]) -> dict[str, str]:
    return {what: state for what, state in reversed(seen)}


async def listed(pilot: Any, app: Any) -> None:
    await until(pilot, lambda: isinstance(app.screen, HomeScreen) and bool(
        app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count), "the session list")


def close(app: Any) -> None:
    launch_collector.release(launch_collector.OPENING, freeze=False)
    gc.enable()
    opened_store = app.store or app.opened_store
    if opened_store is not None:
        opened_store.close()


@pytest.mark.parametrize("opened", ["from the list", "with --open"])
async def test_the_clock_the_collector_and_the_store_wait_for_the_board_drawn_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened: str) -> None:
    url, session_id = golden_game_file(tmp_path)
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda frame: None)  # no line of another length, laid out again
    app = make_app(db_url=url, open_session=session_id) if opened == "with --open" else make_app(db_url=url)
    seen = noted(monkeypatch, app)
    told: list[str] = []
    hearing = FrameDrawnWhole.on_footer_keys_drawn

    def heard(frame: FrameDrawnWhole, message: Footer.KeysDrawn) -> None:
        told.append(board_state(app))
        hearing(frame, message)

    monkeypatch.setattr(FrameDrawnWhole, "on_footer_keys_drawn", heard)
    try:
        async with app.run_test(size=SIZE) as pilot:
            if opened == "from the list":
                await listed(pilot, app)
                app.open_session(session_id)
            everything = {"the clock saved", "the opening's hold ends at the next pause", "the store's import goes on"}
            await until(pilot, lambda: {what for what, _state in seen} == everything, "the opening's put-off work")
            assert told == ["drawn whole"], "the footer told its board more than once, or before it was drawn"
            assert first_of_each(seen) == dict.fromkeys(everything, "drawn whole")
            await until(pilot, gc.isenabled, "the collector running again at a pause after the board")
    finally:
        close(app)


async def test_a_board_covered_before_its_footers_keys_are_drawn_saves_its_clock_and_lets_the_collector_go(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Covered before its footer's keys (which are drawn only once it is on top again): what waited runs as it is
    covered, not when it comes back."""
    url, session_id = golden_game_file(tmp_path)
    app = make_app(db_url=url)
    seen = noted(monkeypatch, app)
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda frame: None)  # the clock saved by nothing else
    monkeypatch.setattr(Footer, "_tell_keys_drawn", lambda footer: None)  # the keys never told drawn: the cover's turn
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            app.open_session(session_id)
            await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app.screen.is_mounted, "the board")
            for _ in range(3):
                await pilot.pause()
            assert seen == [], "the put-off work ran before the board was drawn whole or covered"
            board = app.screen
            await app.push_screen(Screen())
            await until(pilot, lambda: len(first_of_each(seen)) == 3, "the put-off work")
            assert first_of_each(seen) == {"the clock saved": "no board: Screen",
                                           "the opening's hold ends at the next pause": "no board: Screen",
                                           "the store's import goes on": "no board: Screen"}
            assert isinstance(board, SessionFrame) and board.clock is not None and not board.clock.unsaved
            await until(pilot, gc.isenabled, "the collector running again at a pause after the cover")
    finally:
        close(app)


async def test_a_board_closed_before_its_footers_keys_are_drawn_lets_the_collector_go_and_saves_its_clock_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    app = make_app(db_url=url)
    seen = noted(monkeypatch, app)
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda frame: None)  # the clock saved by nothing else
    monkeypatch.setattr(Footer, "_tell_keys_drawn", lambda footer: None)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            app.open_session(session_id)
            await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app.screen.is_mounted, "the board")
            board = app.screen
            assert isinstance(board, SessionFrame) and board.clock is not None and board.clock.unsaved
            clock = board.clock
            saves: list[str] = []
            pausing = type(clock).pause
            monkeypatch.setattr(type(clock), "pause", lambda self: saves.append("paused") or pausing(self))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the list again")
            await until(pilot, lambda: len(seen) == 2, "the put-off work of a closed board")
            # The clock is saved by its pause as the board closes, not a second time for its resume.
            assert [what for what, _state in seen] == ["the opening's hold ends at the next pause",
                                                        "the store's import goes on"]
            assert saves == ["paused"] and not clock.unsaved
            await until(pilot, gc.isenabled, "the collector running again")
    finally:
        close(app)
