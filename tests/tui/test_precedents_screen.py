"""f4 in the rules browser: how this table ruled the shown rule before, in every saved session."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from textual.widgets import Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup
from rules_engine.standing_rules import CATALOGUE_KEY
from screens.precedents_screen import PrecedentsScreen
from screens.rules_browser import RulesBrowser
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn
from tests.tui.conftest import SIZE

FRIDAY = datetime(2026, 11, 20, 20, 15, tzinfo=timezone.utc)


@pytest.fixture
def ruled_before(store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> SessionStore:
    """Two sessions at a fixed time: a house rule of tally.points (undone, then made again) and a table rule."""
    import companion.services.store.live as live_module

    monkeypatch.setattr(live_module, "now", lambda: FRIDAY)
    friday = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob", target=100))
    friday.act(AddPoints(3))
    friday.act(AddPoints(9), override=True)
    friday.undo()
    friday.act(AddPoints(4), override=True)
    base = tally_setup("Ann", "Bob", target=100)
    thursday = store.create_session(game_id="tally", name="Thursday", setup=GameSetup(
        base.players, base.options, {CATALOGUE_KEY: {"name": "Ours", "rules": [{"rule": "tally.points", "name": "Big turns"}]}}))
    thursday.act(AddPoints(12))
    thursday.act(EndTurn())
    return store


async def test_f4_lists_every_precedent_of_the_shown_rule_and_esc_goes_back(ruled_before: SessionStore) -> None:
    app = make_app(ruled_before)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser(rule_id="tally.points", game="tally"))
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        assert isinstance(app.screen, PrecedentsScreen)
        shown = str(app.screen.query_one("#precedents-list", Static).render())
        lines = shown.splitlines()
        assert lines[0].startswith("2026-11-20 20:15 · Friday · #2: ") and lines[0].endswith("[house rule] [undone]")
        assert "Friday · #4: Ann adds 4 (house rule: " in lines[1] and "[undone]" not in lines[1]
        assert "Thursday · #1: Ann adds 12 (table rule «Big turns»: " in lines[2] and "[table rule «Big turns»]" in lines[2]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, RulesBrowser)


async def test_a_rule_never_set_aside_says_so(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser(rule_id="tally.turn", game="tally"))
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        assert "has not set this rule aside" in str(app.screen.query_one("#precedents-list", Static).render())


def test_the_precedents_at_80x24(snap_compare, ruled_before: SessionStore) -> None:
    async def open_precedents(pilot) -> None:
        pilot.app.open_rules(rule_id="tally.points", game="tally")
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(ruled_before), terminal_size=SIZE, run_before=open_precedents)
