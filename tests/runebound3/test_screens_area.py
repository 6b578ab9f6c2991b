"""The Runebound 3e area on states played with the engine: the time track, the hero panels, the combat
board with its odds and buttons, and its keys; every layout fits 80x24."""

from __future__ import annotations

from textual.widgets import Button

from screens.runebound3 import Runebound3Area
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import first_turn_done, wolf_fight
from tests.tui.test_dialogs_fit import buttons_off_screen

SMALL, BIG = (80, 24), (120, 40)


def plain(app: AreaApp, selector: str) -> str:
    """The text a panel of the area shows."""
    return str(app.query_one(selector).render())


async def test_the_time_track_shows_act_token_and_the_next_refresh_and_story_spaces() -> None:
    app = AreaApp(first_turn_done())
    async with app.run_test(size=SMALL):
        text = plain(app, "#r3-time")
        assert "Act 1 · time token on space 0 of 15" in text
        assert "next refresh: space 6" in text and "next story: space 3" in text
        assert "■··S··R" in text  # the token, then story space 3 and refresh space 6 on the drawn track


async def test_each_hero_panel_shows_health_gold_hand_trophies_skills_items_and_actions() -> None:
    app = AreaApp(first_turn_done())
    async with app.run_test(size=SMALL):
        text = plain(app, "#r3-heroes")
        first, second = text.split("[2]")
        assert "P0 · Test Hero · Tamalir (city)" in first and "health 8/8  gold 1  hand 4/4" in first
        assert "♣ green 1  ▲ orange 0  ◆ purple 0" in first  # colour by word and symbol, not colour alone
        assert "body 0/2 · mind 0/1 · spirit 0/1" in first
        assert "weapon Sword" in first and "actions left" not in first
        assert text.count("▶") == 1 and "▶ [2] P1" in text  # the active hero marked by a symbol too
        assert "actions left 3/3" in second


async def test_the_status_line_names_the_stage_and_whose_turn() -> None:
    app = AreaApp(first_turn_done())
    async with app.run_test(size=SMALL):
        assert "Stage: actions · turn: P1 (3 actions left)" in plain(app, "#r3-status")


async def test_every_control_is_on_screen_at_80x24() -> None:
    for state in (first_turn_done(), wolf_fight()):
        app = AreaApp(state)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert buttons_off_screen(app) == []
            assert app.query_one(Runebound3Area).region.right <= SMALL[0]
