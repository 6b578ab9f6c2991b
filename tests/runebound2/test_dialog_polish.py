"""The f5 fight's dialog and f6/f7 dialogs: every ward amount, focus on the first choice, no repeated citations, wording."""

from __future__ import annotations

from textual.widgets import Button

from rules_engine.citations import cite
from rules_engine.runebound2.board import board
from rules_engine.ruling import Ruling
from screens.game_area import ruling_result
from screens.runebound2.combat_steps import ward_choices
from tests.runebound2.helpers import GAME, new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_combat_wizard import ward_ready
from tests.support.choice_dialogs import dialog, opened, text
from tests.support.pilot_waits import until

SIZE = (120, 40)


def test_every_ward_amount_is_offered():
    state = ward_ready()
    state = state.with_turn(held_wounds=3)
    labels = [label for label, _ in ward_choices(board(state), GAME.choices(state))]
    assert [lbl for lbl in labels if "to ward" in lbl] == [
        "Anna activates Leather Armour to ward 3 of the 3 wounds",
        "Anna activates Leather Armour to ward 2 of the 3 wounds",
        "Anna activates Leather Armour to ward 1 of the 3 wounds",
    ]


async def test_the_wizard_focuses_its_first_choice():
    app = AreaApp(ward_ready())
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.focused, Button), "a button focused")
        assert str(app.focused.label).endswith("Anna activates Leather Armour to ward 1 of the 1 wound")


async def test_the_market_dialog_focuses_the_first_enabled_option_and_says_no_market_off_a_city():
    state = with_hero(play(play(new_game(2), "step H3:forest"), "next"), 0, gold=3)
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_market()
        await opened(pilot)
        header = text(app)
        assert "market of not in a city" not in header and "no market here" in header
        await until(pilot, lambda: isinstance(app.focused, Button), "a button focused")
        assert not app.focused.disabled


def test_a_steps_result_names_each_section_once():
    citations = cite("runebound2.combat.melee", "runebound2.combat.melee", "runebound2.wounds.ward")
    twice = Ruling(True, "done", citations + cite("runebound2.combat.melee"))
    result = ruling_result(twice).plain
    lines = [line for line in result.splitlines() if line.strip().startswith("see ")]
    assert len(lines) == len(set(lines)) and lines


async def test_the_market_dialog_focuses_an_allowed_option_in_a_city():
    state = with_hero(play(new_game(1), "next"), 0, gold=3)
    state = play(state, 'market draw "Sword" item cost:2 class:weapon type:sword')
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_market()
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.focused, Button), "a button focused")
        assert str(app.focused.label).endswith("Buy Sword (2g)") and dialog(app).offer.title == "Market"
