"""The rules browser searches every game, ranked, with the current game's rules first."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, OptionList

from companion.services.rules_search import game_of, search_rules
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.rules_index import get_rule
from screens.rules_browser import RulesBrowser
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session


@pytest.fixture(autouse=True)
def _no_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Search the product's own text only, whatever books the machine has."""
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))


def _shown_ids(browser: RulesBrowser) -> list[str]:
    table = browser.query_one(DataTable)
    return [str(table.coordinate_to_cell_key((i, 0)).row_key.value) for i in range(table.row_count)]


def _current_game_first(ids: list[str], game: str) -> bool:
    mine = [game_of(get_rule(rule_id)) == game for rule_id in ids]
    return any(mine) and not all(mine) and mine == sorted(mine, reverse=True)


@pytest.mark.parametrize(("opened", "game"), [
    ({"game": "tally"}, "tally"),
    ({"rule_id": "tally.points"}, "tally"),          # opened from a session's citation
    ({"rule_id": "runebound2.market.sell"}, "runebound2"),
    ({"first": "dice-throne"}, "dice-throne"),
    ({"first": "dice-throne", "rule_id": "runebound2.market.sell"}, "dice-throne"),
])
async def test_search_lists_the_current_games_rules_first(store: SessionStore, opened: dict, game: str) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser(**opened))
        await pilot.pause()
        assert isinstance(app.screen, RulesBrowser)
        app.screen.query_one("#rules-search", Input).value = "turn"
        await pilot.pause()
        ids = _shown_ids(app.screen)
        assert _current_game_first(ids, game), ids
        assert sorted(ids) == sorted(rule.id for rule in search_rules("turn"))


async def test_the_best_match_comes_first_and_its_detail_is_shown(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.open_rules()
        await pilot.pause()
        app.screen.query_one("#rules-search", Input).value = "костей"
        await pilot.pause()
        assert _shown_ids(app.screen)[0] == "runebound2.dice.d10-zero-is-ten"
        assert "a zero counts as ten" in str(app.screen.query_one("#rules-detail").render())


async def test_a_blank_search_on_one_game_still_lists_only_that_game(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser(game="tally"))
        await pilot.pause()
        assert _shown_ids(app.screen) and all(rule_id.startswith("tally.") for rule_id in _shown_ids(app.screen))
        app.screen.query_one("#rules-search", Input).value = '"NEAR( -*'
        await pilot.pause()
        assert "No rule matches" in str(app.screen.query_one("#rules-detail").render())


async def test_from_a_session_before_any_ruling_the_games_rules_come_first(store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await pilot.press("ctrl+b")
        await pilot.pause()
        assert isinstance(app.screen, RulesBrowser)
        app.screen.query_one("#rules-search", Input).value = "turn"
        await pilot.pause()
        assert _current_game_first(_shown_ids(app.screen), "dice-throne")


async def test_a_misspelt_word_lists_the_rules_for_the_correction_under_a_did_you_mean_line(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser())
        await pilot.pause()
        app.screen.query_one("#rules-search", Input).value = "продожа"
        await pilot.pause()
        notice = str(app.screen.query_one("#rules-notice").render())
        assert "продожа" in notice and "продажа" in notice
        assert "runebound2.market.sell" in _shown_ids(app.screen)[:3]
        app.screen.query_one("#rules-search", Input).value = "selling"
        await pilot.pause()
        assert not app.screen.query_one("#rules-notice").display


async def test_see_also_lists_related_rules_and_picking_one_shows_it(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(RulesBrowser(rule_id="runebound2.market.sell"))
        await pilot.pause()
        related = app.screen.query_one("#rules-see-also", OptionList)
        ids = [related.get_option_at_index(i).id for i in range(related.option_count)]
        assert ids[:2] == ["runebound2.market.limits", "runebound2.market.discard"]  # declared links first
        related.focus()
        related.highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        detail = str(app.screen.query_one("#rules-detail").render())
        assert detail.startswith("Two weapons, one armour, two allies\n") and "runebound2.market" not in detail
