"""A move that begins a new turn shows it with one commit, its own: the game clock's new turn is the clock's at once
(its line shows the turn's time from zero in that frame) and is saved a moment after that frame is drawn, running or
paused, not in a second commit the key waits for, and without splitting the move's frame in two (in a terminal, the Runebound 3e walk's keys that changed the turn
were among its slowest, each waiting for two commits to reach the disk; docs/benchmarks.md, "Twenty-third pass" and
"Twenty-fourth pass"). Counted, never timed.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.app import App
from textual.screen import Screen

from companion.services.clock_state import ClockState
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session.view_refresh import CLOCK_TURN_SAVED_AFTER
from screens.session_frame import SessionFrame
from tests.dice_throne.support import make_setup
from tests.tui.drive import open_dice_throne_board, open_session
from tests.tui.test_layouts_per_move import legal_actions, settle


def frames_and_clock_saves(app: App, store: SessionStore, counts: Callable[[Screen], bool]) -> list[str]:
    """From now on, in order: "frame" for each frame the app writes of its current screen that `counts`, and "clock
    saved" for each clock written to the store."""
    events: list[str] = []
    displayed = app._display

    def display(screen: Screen, renderable: object) -> None:
        if renderable is not None and screen is app.screen and counts(screen):
            events.append("frame")
        displayed(screen, renderable)

    write_clock_text = store.write_clock_text

    def clock_saved(session_id: int, text: str) -> None:
        events.append("clock saved")
        write_clock_text(session_id, text)

    app._display = display  # type: ignore[method-assign]
    store.write_clock_text = clock_saved  # type: ignore[method-assign]
    return events


@pytest.mark.parametrize("running", [True, False], ids=["running clock", "paused clock"])
async def test_a_new_turn_is_shown_before_the_clock_saves_it_once_after_the_frame(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch, running: bool) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # no tick: the save after the frame alone
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        clock = shown.clock
        assert clock is not None and clock.running
        if not running:
            await pilot.press("f11")
            await settle(pilot)
            assert not clock.running
        events = frames_and_clock_saves(app, store, lambda screen: not {
            type(widget).__name__ for widget in screen._dirty_widgets} <= {"CommandLine"})  # not a blink
        turns_seen = 0
        for _text, action in legal_actions(30):
            turn = clock.state.turn
            events.clear()
            shown.apply(action)
            assert "clock saved" not in events  # not in the move's own handling
            await settle(pilot)
            if clock.state.turn == turn:
                assert "clock saved" not in events, events
                continue
            turns_seen += 1
            await pilot.pause(CLOCK_TURN_SAVED_AFTER * 2)
            assert events.count("clock saved") == 1, events  # once, after the move's one frame (not split by it)
            saved_at = events.index("clock saved")
            assert events[:saved_at] == ["frame"] and "frame" not in events[saved_at:], events  # the move's one frame
            assert not clock.unsaved and clock.running is running
            assert clock.state.turn in store.read_clock_text(clock.session_id)  # saved with the new turn
        assert turns_seen >= 2


async def test_a_board_opening_draws_its_first_frame_before_its_running_clock_is_saved_once(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock resumed as the board opens counts from then and is saved once, after the board's first frame: not a
    commit the key that opened the board waits for (until the twenty-seventh pass it was saved in the board's mount)."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # no tick: the save after the frame alone
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
        before = store.read_clock_text(live.id)
        events = frames_and_clock_saves(app, store, lambda screen: isinstance(screen, SessionFrame))
        await open_session(pilot, live.id)
        shown = app.screen
        assert isinstance(shown, SessionFrame) and shown.clock is not None and shown.clock.running
        await settle(pilot)
        await pilot.pause(CLOCK_TURN_SAVED_AFTER * 2)
        assert events.count("clock saved") == 1, events
        assert events[0] == "frame", events  # the board drawn first
        assert not shown.clock.unsaved
        saved = store.read_clock_text(live.id)
        assert saved != before and ClockState.from_text(saved).running_since is not None, saved  # saved running
