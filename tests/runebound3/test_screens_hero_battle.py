"""The Runebound 3e combat board during a battle between heroes: who attacks whom, the ability that allowed
it, the odds before the toss, and between rounds the retreat offered to each hero in turn."""

from __future__ import annotations

from rules_engine.runebound3.combat.actions import FightOn, Pass, Toss
from rules_engine.runebound3.fight_heroes import AttackHero
from screens.runebound3 import Runebound3Area
from tests.runebound3.helpers import fighting_state
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import play
from tests.tui.test_dialogs_fit import buttons_off_screen

SMALL, BIG = (80, 24), (120, 40)


def plain(app: AreaApp, selector: str) -> str:
    """The text a panel of the area shows."""
    return str(app.query_one(selector).render())


async def test_the_board_names_the_battle_and_its_ability_and_shows_the_odds() -> None:
    app = AreaApp(play(fighting_state(2), AttackHero(1, "Duelling Gauntlet")))
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        text = plain(app, "#r3-fight")
        assert "Hero battle: Test Hero attacks Test Hero · allowed by Duelling Gauntlet" in text
        assert "both may retreat between rounds, the attacker first" in text
        assert "acts first 75%" in text and "acts first 25%" in text


async def test_between_rounds_the_defender_is_offered_the_retreat_after_the_attacker() -> None:
    state = play(fighting_state(2), AttackHero(1, "Duelling Gauntlet"), Toss(((False, False), (False, False))),
                 Pass(0), Pass(1), FightOn(0))
    app = AreaApp(state)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Between rounds: Test Hero stays (f9) or retreats" in plain(app, "#r3-fight")
        assert buttons_off_screen(app) == []
        assert app.query_one(Runebound3Area).region.right <= SMALL[0]
