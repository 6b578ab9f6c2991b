"""Board texts and the calculator: status counts in the log, who inflicts, held dice marked, the Knockdown warning."""

from __future__ import annotations

from textual.widgets import Button

from screens.dice_throne.calculator import DamageCalculator
from screens.dice_throne.widgets import DiceRow
from tests.dice_throne.screen_apps import AreaApp
from tests.dice_throne.support import GAME, act, started, to_action, to_phase


def _message(state, text):
    return GAME.apply(state, to_action(state, text)).ruling.message


def test_gaining_several_tokens_logs_the_count():
    s = to_phase(started(), "main-1")
    assert "gains 2 Evasive" in _message(s, "status gain evasive 2 p1")


def test_inflicting_on_the_active_hero_names_the_opponent_not_the_hero_themself():
    s = to_phase(started(first=1), "main-1")  # Bob's turn
    action = to_action(s, "status inflict bounty p2")
    assert action.by == 0
    message = _message(s, "status inflict bounty p2")
    assert "Bob is inflicted with 1 Bounty by Ann" in message


def test_inflicting_on_an_opponent_defaults_to_the_active_hero():
    s = to_phase(started(), "main-1")
    assert "by Ann" in _message(s, "status inflict withering p2")


def test_knockdown_warning_in_main_phase_1():
    s = to_phase(started(), "main-1")
    s = act(s, "status inflict knockdown p1 by p2")
    now = " · ".join(GAME.view(s).allowed_now)
    assert "Ann has Knockdown" in now and "pay knockdown" in now


async def test_held_dice_carry_a_text_marker():
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 6)
    app = AreaApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.click("#die-2")
        await pilot.pause()
        assert str(app.query_one("#die-2", Button).label).startswith("•")
        assert not str(app.query_one("#die-1", Button).label).startswith("•")
        app.query_one(DiceRow).show(GAME.view(s).data)
        assert str(app.query_one("#die-2", Button).label).startswith("•")


async def test_calculator_in_the_offensive_roll_says_when_damage_lands():
    s = to_phase(started(), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 6), "ability revolver"), "activate")
    app = AreaApp(s, calculator=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DamageCalculator)
        apply = app.screen.query_one("#calc-apply", Button)
        assert apply.disabled and "end of the defensive roll" in str(apply.label)
