"""The fight's dialog with Class Decks: the flight's odds count the flee penalty of hostile class cards.

«Kara do testu ucieczki»: hostile spells and feats played on the hero during the current challenge lower its flee
tests by their printed threat cost. The engine takes it off the flight; the Flee button's odds must say the same.
"""

from __future__ import annotations

import pytest

from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard
from rules_engine.runebound2.class_decks.cards import Timing
from screens.runebound2.combat_steps import wizard_choices
from tests.runebound2.class_deck_helpers import GAME, card, class_game, decks
from tests.runebound2.helpers import play

#: A hostile feat of printed cost 1, played as a challenge starts.
SNARE = card("Snare", hostile=True, cost=1, timing=Timing.CHALLENGE)
#: Mind 9 against the hero's: a flight needs a roll the penalty changes.
WOLVES = 'challenge "Wolves" green mind:9 body:4 spirit:6 damage:1/2/1 life:3'


def apply(state, action):
    return GAME.apply(state, action).state


def passed(state):
    while decks(state).window is not None:
        state = apply(state, PassWindow(state.players[decks(state).window.seat].player))
    return state


def flee_label(state) -> str:
    return next(label for label, _ in wizard_choices(GAME.view(state).data, GAME.choices(state)) if label.startswith("Flee"))


@pytest.mark.rule("runebound2.class-decks.combat.flee-penalty")
def test_the_flee_button_counts_the_penalty_of_a_hostile_feat_played_in_this_challenge():
    state = passed(play(play(class_game(2, {"Boris": (SNARE,)}), "step H3:forest adventure:green"), "next"))
    state = play(play(state, "adventure take"), WOLVES)
    plain = play(passed(state), "fight")
    mind = GAME.view(plain).data.parties[0].hero.mind
    assert f"Flee (target 9, needs {max(2, 9 - mind)}+ on 2d10" in flee_label(plain)
    assert "flee penalty" not in flee_label(plain)
    snared = play(passed(apply(state, PlayClassCard("Boris", "Snare"))), "fight")
    label = flee_label(snared)
    assert f"needs {max(2, 9 - mind + 1)}+ on 2d10" in label and "(flee penalty -1 from hostile class cards)" in label
