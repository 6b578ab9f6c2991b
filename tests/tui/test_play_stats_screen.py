"""Stats across games (t on the home screen): per game, plays, wins per player with a plot, average length; w
writes them as an HTML page into the data folder's reports."""

from __future__ import annotations

from textual.widgets import Static

from companion.services.stats_html import stats_page_path
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.play_stats_screen import PlayStatsScreen, WinsPlot
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints
from tests.tui.conftest import SIZE
from tests.tui.drive import notifications


def _plays(store: SessionStore) -> None:
    for name in ("First", "Second"):
        store.create_session(game_id="tally", name=name, setup=tally_setup("Ann", "Bob", target=5)).act(AddPoints(6))
    store.create_session(game_id="tally", name="Going", setup=tally_setup("Ann", "Bob", target=50))


async def test_t_shows_each_games_plays_and_wins_and_esc_goes_back(store: SessionStore) -> None:
    _plays(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, PlayStatsScreen)
        lines = str(app.screen.query_one(".stats-game-lines", Static).render())
        assert "3 plays, 2 finished" in lines and "Wins per player: Ann 2" in lines
        assert len(app.screen.query(WinsPlot)) == 1
        await pilot.press("w")
        await pilot.pause()
        page = stats_page_path()
        assert any(f"Wrote the stats page to {page}" in text for text in notifications(pilot))
        assert "Ann" in page.read_text(encoding="utf-8")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, PlayStatsScreen)


def test_the_stats_at_80x24(snap_compare, store: SessionStore) -> None:
    _plays(store)

    async def open_stats(pilot) -> None:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=open_stats)
