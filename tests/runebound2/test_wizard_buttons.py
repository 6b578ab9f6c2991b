"""The combat wizard offers the engine's answers: each button submits an action its answer admits and check allows."""

from __future__ import annotations

from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choices import answers
from screens.runebound2.combat_steps import FIGHT_ACTIONS, buttons, wizard_choices
from tests.runebound2.helpers import GAME
from tests.runebound2.random_play import new_setup, walk


def submitted(submission):
    """The action a button submits (a dice request answered with every die on its first face)."""
    if isinstance(submission, DiceRequest):
        return submission.build(DiceRoll(submission.die.id, (submission.die.faces[0],) * submission.count, "table"))
    return submission


def test_every_button_is_an_answer_the_engine_allows():
    seen = {"states": 0, "buttons": 0}

    def visit(state) -> None:
        shown = wizard_choices(state)
        if not shown:
            return
        seen["states"] += 1
        found = [(choice, button) for choice in answers(state) if choice.action in FIGHT_ACTIONS
                 for button in buttons(state, choice)]
        # A dice request holds a function, so buttons compare by label and by the action their roll builds.
        assert [(label, submitted(sub)) for _, (label, sub) in found] == [(label, submitted(sub)) for label, sub in shown]
        for choice, (label, submission) in found:
            action = submitted(submission)
            assert choice.admits(action), (label, action)
            assert GAME.check(state, action).allowed, label
            seen["buttons"] += 1
        plain = [c for c in answers(state) if c.action in (A.Fight, A.Stay, A.TakeWounds)]
        assert all(buttons(state, c) for c in plain)  # every plain answer has its button

    for seed in range(8):
        walk(new_setup(1 + seed % 4, seed % 2 == 0, seed % 3 == 0), seed, limit=500, visit=visit)
    assert seen["states"] > 50 and seen["buttons"] > 100
