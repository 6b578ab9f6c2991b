"""The honest dice screen (h on the home screen): faces per die and source over the sessions chosen, with a plot."""

from __future__ import annotations

from textual.widgets import SelectionList, Static

from companion.services.settings import data_dir
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dice import DiceRoll, numbered_die
from screens.dice_report_screen import DiceReportScreen, FacePlot
from tests.store.conftest import tally_setup
from tests.support.tally_game import EndTurn, RollPoints
from tests.tui.conftest import SIZE
from tests.tui.drive import notifications

D6 = numbered_die(6)


def _played(store: SessionStore, name: str, faces: list[int], source: str) -> int:
    live = store.create_session(game_id="tally", name=name, setup=tally_setup("Ann", "Bob", target=1_000_000))
    for value in faces:
        live.act(RollPoints(DiceRoll("d6", (D6.faces[value - 1],), source)))
        live.act(EndTurn())
    return live.id


async def test_h_opens_the_report_and_unchoosing_a_session_counts_it_no_more(store: SessionStore) -> None:
    _played(store, "Even", [1, 2, 3, 4, 5, 6] * 5, "app")
    _played(store, "Sixes", [6] * 30, "table")
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DiceReportScreen)
        texts = [str(one.render()) for one in screen.query(".dice-group-counts").results(Static)]
        titles = [str(one.render()) for one in screen.query(".dice-group-title")]
        assert titles == ["d6 · the app's rolls · 30 dice rolled", "d6 · the table's dice · 30 dice rolled"]
        assert "1: 5 (fair: 5.0)" in texts[0] and "nothing unusual" in texts[0]
        assert "6: 30 (fair: 5.0)" in texts[1] and "worth a look" in texts[1]
        assert len(screen.query(FacePlot)) == 2
        sessions = screen.query_one("#dice-sessions", SelectionList)
        sessions.deselect(next(s for s, name in screen.sessions if name.startswith("Sixes")))
        await pilot.pause()
        await pilot.pause()
        assert [str(one.render()) for one in screen.query(".dice-group-title")] == ["d6 · the app's rolls · 30 dice rolled"]
        await pilot.press("w")
        await pilot.pause()
        page = data_dir() / "reports" / "dice.html"
        assert any(f"Wrote the page to {page}" in text for text in notifications(pilot))
        assert "the app&#x27;s rolls" in page.read_text(encoding="utf-8") and "Sixes" not in page.read_text(encoding="utf-8")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, DiceReportScreen)


async def test_no_dice_rolled_says_so(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert "No dice were rolled" in str(app.screen.query_one("#dice-none", Static).render())


def test_the_dice_report_at_80x24(snap_compare, store: SessionStore) -> None:
    _played(store, "Sixes", [6] * 20 + [1, 2, 3, 4, 5] * 4, "table")

    async def open_report(pilot) -> None:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=open_report)
