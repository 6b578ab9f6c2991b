"""The fight's dialog offers the engine's answers only: its options are built from the area's view (the checked
choices marked as answering the decision), and each submits an action its answer admits and check allows."""

from __future__ import annotations

from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choices import answers
from rules_engine.runebound2.fight_submissions import fight_on
from screens.area_view import area_view
from screens.runebound2.combat_offer import combat_offer
from screens.runebound2.combat_steps import FIGHT_ACTIONS, buttons
from tests.runebound2.helpers import GAME
from tests.runebound2.random_play import new_setup, walk
from tests.support.search_budget import budget


def submitted(submission):
    """The action a button submits (a dice request answered with every die on its first face)."""
    if isinstance(submission, DiceRequest):
        return submission.build(DiceRoll(submission.die.id, (submission.die.faces[0],) * submission.count, "table"))
    return submission


def test_the_fight_dialog_offers_exactly_the_engines_answers_each_allowed():
    seen = {"states": 0, "buttons": 0, "beside": 0}

    def visit(state) -> None:
        if not fight_on(state):
            return
        seen["states"] += 1
        view = area_view(GAME, state)
        shown = combat_offer(view).options
        found = [(choice, button) for choice in answers(state) if choice.action in FIGHT_ACTIONS
                 for button in buttons(view.board, choice)]
        # A dice request holds a function, so options compare by label and by the action their roll builds.
        assert [(o.label, submitted(o.value)) for o in shown] == [(label, submitted(sub)) for _, (label, sub) in found]
        for choice, (label, submission) in found:
            action = submitted(submission)
            assert choice.admits(action), (label, action)
            assert GAME.check(state, action).allowed, label
            seen["buttons"] += 1
        plain = [c for c in answers(state) if c.action in (A.Fight, A.Stay, A.TakeWounds)]
        assert all(buttons(view.board, c) for c in plain)  # every plain answer has its button
        # The flat choices mark the same answers; fight actions allowed beside them (an attack the next phase
        # allows, say) are there but not offered.
        assert [(c.action, c.label) for c in view.choices if c.answers] == [(c.action, c.label) for c in answers(state)]
        seen["beside"] += sum(1 for c in view.choices if not c.answers and c.action in FIGHT_ACTIONS)

    for seed in range(budget(8, 24)):
        walk(new_setup(1 + seed % 4, seed % 2 == 0, seed % 3 == 0), seed, limit=500, visit=visit)
    assert seen["states"] > 50 and seen["buttons"] > 100 and seen["beside"] > 0
