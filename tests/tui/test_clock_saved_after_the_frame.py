"""A move that begins a new turn shows it with one commit, its own: the game clock's new turn is the clock's at once
(its line shows the turn's time from zero in that frame) and is saved by the clock's next tick (each second), not in
a second commit the key waits for (in a terminal, the Runebound 3e walk's keys that changed the turn were among its slowest, each
waiting for two commits to reach the disk; docs/benchmarks.md, "Twenty-third pass"). Counted, never timed.
"""

from __future__ import annotations

import pytest
from textual.screen import Screen

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle


async def test_a_new_turn_is_shown_without_the_clocks_commit_and_saved_by_its_next_tick(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    tick = SessionFrame._tick_clock
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # the ticks are the test's own, below
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        clock = shown.clock
        assert clock is not None and clock.running
        events: list[str] = []
        displayed = app._display

        def display(screen: Screen, renderable: object) -> None:
            if renderable is not None and screen is app.screen:
                events.append("frame")
            displayed(screen, renderable)

        write_clock_text = store.write_clock_text

        def clock_saved(session_id: int, text: str) -> None:
            events.append("clock saved")
            write_clock_text(session_id, text)

        app._display = display  # type: ignore[method-assign]
        store.write_clock_text = clock_saved  # type: ignore[method-assign]
        turns_seen = 0
        for _text, action in legal_actions(30):
            turn = clock.state.turn
            events.clear()
            shown.apply(action)
            await settle(pilot)
            if clock.state.turn == turn:
                continue
            turns_seen += 1
            assert "frame" in events and "clock saved" not in events, events  # the move shown, one commit
            assert clock.unsaved and turn not in clock.state.turn
            tick(shown)  # the clock's next tick (each second)
            assert events.count("clock saved") == 1 and not clock.unsaved, events
            assert clock.state.turn in store.read_clock_text(clock.session_id)  # saved with the new turn
        assert turns_seen >= 2
