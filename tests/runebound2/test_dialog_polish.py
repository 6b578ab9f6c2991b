"""The f5 wizard and f6/f7 dialogs: every ward amount, focus on the first choice, no repeated citations, wording."""

from __future__ import annotations

from dataclasses import replace

from textual.widgets import Button, Static

from rules_engine.citations import cite
from rules_engine.ruling import Ruling
from screens.runebound2.combat_steps import ward_choices
from screens.runebound2.combat_wizard import CombatWizard
from screens.runebound2.dialogs import OptionsDialog
from tests.runebound2.helpers import new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_combat_wizard import ward_ready

SIZE = (120, 40)


def test_every_ward_amount_is_offered():
    state = ward_ready()
    state = state.with_turn(held_wounds=3)
    labels = [label for label, _ in ward_choices(state)]
    assert [lbl for lbl in labels if "to ward" in lbl] == [
        "Anna activates Leather Armour to ward 3 of the 3 wounds",
        "Anna activates Leather Armour to ward 2 of the 3 wounds",
        "Anna activates Leather Armour to ward 1 of the 3 wounds",
    ]


async def test_the_wizard_focuses_its_first_choice():
    app = AreaApp(ward_ready())
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, CombatWizard)
        assert isinstance(app.focused, Button) and str(app.focused.label).startswith("Anna activates")


async def test_the_market_dialog_focuses_the_first_enabled_option_and_says_no_market_off_a_city():
    state = with_hero(play(play(new_game(2), "step H3:forest"), "next"), 0, gold=3)
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_market()
        await pilot.pause()
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, OptionsDialog)
        header = str(dialog.query_one("#rb2-header", Static).render())
        assert "market of not in a city" not in header and "no market here" in header
        focused = app.focused
        assert isinstance(focused, Button) and not focused.disabled


async def test_wizard_citations_are_not_repeated():
    app = AreaApp(ward_ready())
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_combat()
        await pilot.pause()
        wizard = app.screen
        citations = cite("runebound2.combat.melee", "runebound2.combat.melee", "runebound2.wounds.ward")
        twice = Ruling(True, "done", citations + cite("runebound2.combat.melee"))
        wizard.show(replace(wizard.state), twice)
        await pilot.pause()
        result = str(wizard.query_one("#cw-result", Static).render())
        lines = [line for line in result.splitlines() if line.strip().startswith("see ")]
        assert len(lines) == len(set(lines)) and lines


async def test_the_market_dialog_focuses_an_allowed_option_in_a_city():
    state = with_hero(play(new_game(1), "next"), 0, gold=3)
    state = play(state, 'market draw "Sword" item cost:2 class:weapon type:sword')
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        app.query_one("#game-area").action_market()
        await pilot.pause()
        await pilot.pause()
        assert str(app.focused.label).startswith("Buy Sword")
