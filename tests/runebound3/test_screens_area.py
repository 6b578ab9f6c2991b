"""The Runebound 3e area on states played with the engine: the time track, the hero panels, the combat
board with its odds and buttons, and its keys; every layout fits 80x24."""

from __future__ import annotations

import pytest

from rules_engine.game import DiceRequest
from rules_engine.runebound3.combat.actions import Pass, Shield, Strike, Toss
from screens.game_area import GameArea

from screens.runebound3 import Runebound3Area
from tests.runebound3.fight_row import fight_row, on_labels
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import first_turn_done, play, wolf_fight
from tests.tui.test_dialogs_fit import buttons_off_screen
from tests.support.typed_submit import submit_typed

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
        assert text.startswith("▶ [2] P1"), "at 80x24 the acting hero's panel comes first"
        acting, other = text.split("[1]")
        assert "P0 · Test Hero · Tamalir (city)" in other and "health 8/8  gold 1  hand 4/4" in other
        assert "♣ green 1  ▲ orange 0  ◆ purple 0" in other  # colour by word and symbol, not colour alone
        assert "body 0/2 · mind 0/1 · spirit 0/1" in other
        assert "weapon Sword" in other and "actions left" not in other
        assert text.count("▶") == 1  # the active hero marked by a symbol too
        assert "actions left 3/3" in acting


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


TOSS = ["front", "front"] + ["back"] * 5  # axe, bolt against miss, shield, miss, skull, miss


@pytest.mark.rule("runebound3.combat.toss")
async def test_before_the_toss_the_board_shows_the_exact_odds_and_only_toss_is_offered() -> None:
    app = AreaApp(wolf_fight())
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        text = plain(app, "#r3-fight")
        assert "Fight: Wolf · ♣ green challenge · reward 2 gold" in text and "Round 1 · toss" in text
        # Two hero tokens (one golden mark among four faces) against five enemy tokens: exact from the faces.
        assert "Test Hero: acts first 75% · damage 0:25% 1:50% 2:25% · mean 1" in text
        assert "Wolf: acts first 25% · damage 0:12.5% 1:37.5% 2:37.5% 3:12.5% · mean 1.5" in text
        assert "the opponent's shields are not subtracted" in text  # the assumptions, with room for them
        assert fight_row(app).display and on_labels(app) == {"Toss"}


@pytest.mark.rule("runebound3.combat.toss")
@pytest.mark.rule("runebound3.combat.initiative")
async def test_the_toss_goes_through_the_frame_and_the_board_shows_the_tokens_as_they_landed() -> None:
    app = AreaApp(wolf_fight(), tosses=[TOSS])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.submitted[0], DiceRequest) and app.last_ruling.allowed
        text = plain(app, "#r3-fight")
        assert "Round 1 · spending · first: Test Hero · to act: Test Hero" in text
        assert "1 ⚔ axe (under: shield*)" in text and "2 ϟ bolt (under: miss)" in text
        assert "4 ☠ skull (under: wing)" in text and "2 ▣ shield (under: miss)" in text
        assert "✓ token 1 axe: deal 1 damage" in text
        assert "Odds before the toss" not in text


@pytest.mark.rule("runebound3.combat.shield")
async def test_strike_and_shield_are_engine_actions_from_the_spends_the_board_marks() -> None:
    app = AreaApp(wolf_fight(), tosses=[TOSS])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        assert app.submitted[-1] == Strike(0, (0, 1))
        text = plain(app, "#r3-fight")
        assert "! 2 damage about to land on Wolf" in text and "to act: Wolf" in text
        assert on_labels(app) == {"Shield", "Take"}
        await pilot.press("f6")
        await pilot.pause()
        assert app.submitted[-1] == Shield(1, (1,)) and app.last_ruling.allowed
        assert "wounds 1/2" in plain(app, "#r3-fight")


@pytest.mark.rule("runebound3.combat.toss")
async def test_a_key_outside_its_phase_still_asks_the_engine_which_refuses_by_rule() -> None:
    app = AreaApp(wolf_fight())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f7")  # take damage before the toss
        await pilot.pause()
        assert app.submitted and not app.last_ruling.allowed
        assert app.last_ruling.citations[0].rule_id == "runebound3.combat.toss"  # every round starts with a toss
        assert app.state.combat.combat.phase.value == "toss"


async def test_a_pass_the_rules_refuse_is_submitted_and_refused_with_its_rule_nothing_changed() -> None:
    state = play(wolf_fight(), Toss((tuple([True, True]), (False,) * 5)))
    app = AreaApp(state)
    async with app.run_test(size=SMALL) as pilot:
        area = app.query_one(Runebound3Area)
        submit_typed(area, "pass")  # the hero's pass is the hero's: allowed, the enemy acts next
        await pilot.pause()
        assert app.submitted[-1] == Pass(0) and app.last_ruling.allowed
        before = app.state
        app.post_message(GameArea.Submit(Pass(0)))  # the hero passing again out of turn
        await pilot.pause()
        assert not app.last_ruling.allowed and app.last_ruling.citations and app.state is before


async def test_the_fight_keys_are_listed_with_ids_and_tooltips_and_hidden_outside_a_fight() -> None:
    ids = {b.id: b for b in Runebound3Area.BINDINGS}
    assert {"r3.toss", "r3.strike", "r3.shield", "r3.take", "r3.pass", "r3.stay", "r3.board"} <= set(ids)
    assert all(b.tooltip for b in ids.values())
    app = AreaApp(first_turn_done())
    async with app.run_test(size=SMALL):
        area = app.query_one(Runebound3Area)
        assert area.check_action("fight", ("toss",)) is False
        assert not app.query_one("#r3-buttons").display  # every fight button hidden with its row
    app = AreaApp(wolf_fight())
    async with app.run_test(size=SMALL):
        area = app.query_one(Runebound3Area)
        assert area.check_action("fight", ("toss",)) is True and area.check_action("fight", ("pass",)) is True


async def test_outside_a_fight_the_markets_and_challenge_tokens_stand_beside_the_heroes() -> None:
    app = AreaApp(first_turn_done())
    async with app.run_test(size=BIG):
        text = plain(app, "#r3-markets")
        assert "Tamalir: Tamalir 1 (goods, 2 gold)" in text  # the Sword revealed there was bought: three remain
        assert "Tamalir: ♣ green (used)" in text and "Wilds: ▲ orange" in text
        assert app.query_one("#r3-markets").display and not app.query_one("#r3-fight").display
