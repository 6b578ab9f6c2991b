"""The combat wizard offers the engine's answers: each button submits an action its answer admits and check allows."""

from __future__ import annotations

from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choices import answers
from screens.runebound2.combat_steps import FIGHT_ACTIONS, buttons, wizard_choices
from tests.runebound2.helpers import GAME
from tests.runebound2.random_play import new_setup, walk


def submitted(state, command: str):
    """The action a button's command submits (dice requests answered with every die on its first face)."""
    parsed = GAME.parse_command(state, command)
    if isinstance(parsed, DiceRequest):
        return parsed.build(DiceRoll(parsed.die.id, (parsed.die.faces[0],) * parsed.count, "table"))
    return parsed


def test_every_button_is_an_answer_the_engine_allows():
    seen = {"states": 0, "buttons": 0}

    def visit(state) -> None:
        shown = wizard_choices(state)
        if not shown:
            return
        seen["states"] += 1
        found = [(choice, button) for choice in answers(state) if choice.action in FIGHT_ACTIONS
                 for button in buttons(state, choice)]
        assert [button for _, button in found] == shown
        for choice, (label, command) in found:
            action = submitted(state, command)
            assert choice.admits(action), (label, command, action)
            assert GAME.check(state, action).allowed, (label, command)
            seen["buttons"] += 1
        plain = [c for c in answers(state) if c.action in (A.Fight, A.Stay, A.TakeWounds)]
        assert all(buttons(state, c) for c in plain)  # every plain answer has its button

    for seed in range(8):
        walk(new_setup(1 + seed % 4, seed % 2 == 0, seed % 3 == 0), seed, limit=500, visit=visit)
    assert seen["states"] > 50 and seen["buttons"] > 100
