"""The summary screen and the game clock in the TUI: reached from the session frame and the home screen."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from companion.services.game_clock import read_clock
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.games import all_games
from screens.game_area import game_area_for
from screens.home import HomeScreen
from screens.session_frame import SessionFrame
from screens.summary_screen import StatPlot, SummaryScreen
from tests.support.saved_games import save_golden_game
from tests.tui.conftest import SIZE


@pytest.fixture(scope="module")
def saved_match(tmp_path_factory) -> tuple[str, int, str]:
    """A database file with the golden Dice Throne 1v1 match: (url, session id, its result)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('summary') / 'games.db'}"
    with SessionStore.open(url) as store:
        live = save_golden_game(store, "dice-throne-1v1", name="Friday match")
        return url, live.id, live.game.view(live.state).result


async def test_the_frame_times_the_game_pauses_with_f11_and_opens_the_summary_with_f12(saved_match) -> None:
    url, session_id, result = saved_match
    store = SessionStore.open(url)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.open_session(session_id)
        await pilot.pause()
        frame = app.screen
        assert isinstance(frame, SessionFrame) and frame.clock is not None and frame.clock.running
        line = frame.query_one("#clock-line", Static)
        assert "Clock 0:0" in str(line.render()) and "paused" not in str(line.render())
        await pilot.press("f11")
        await pilot.pause()
        assert not frame.clock.running and "paused" in str(line.render())
        assert not read_clock(store, session_id).running  # saved at once
        await pilot.press("f11")
        await pilot.pause()
        assert frame.clock.running and read_clock(store, session_id).running
        await pilot.press("f12")
        await pilot.pause()
        summary = app.screen
        assert isinstance(summary, SummaryScreen)
        assert f"Result: {result}" in str(summary.query_one("#summary-facts", Static).render())
        assert [plot.stat for plot in summary.query(StatPlot)] == ["health", "CP"]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is frame
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert not read_clock(store, session_id).running  # leaving pauses the clock
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
    store.close()


def test_the_clock_and_summary_keys_are_taken_by_no_game_board() -> None:
    frame_keys = {b.id: b.key for b in SessionFrame.BINDINGS if b.id in ("session.clock", "session.summary")}
    assert set(frame_keys) == {"session.clock", "session.summary"}
    for game in all_games():
        area = game_area_for(game.id)
        board_keys = {key for b in getattr(area, "BINDINGS", ()) for key in b.key.split(",")}
        assert not board_keys & set(frame_keys.values()), f"{game.id}'s board binds a clock or summary key"
