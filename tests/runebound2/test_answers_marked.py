"""Which of the flat `Game.choices` answer the decision (`Choice.answers`): Runebound 2e's answers and nothing
else, and the Class Decks expansion's choices only while its own window is the decision."""

from __future__ import annotations

from rules_engine.decisions import answering
from rules_engine.runebound2.choices import offered
from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard
from tests.runebound2.class_deck_helpers import card, class_game
from tests.runebound2.helpers import GAME, play
from tests.runebound2.test_combat_wizard import in_challenge


def test_an_attack_or_the_defence_allowed_in_the_flee_phase_is_no_answer_to_flee_or_stay():
    state = play(in_challenge(), "fight")
    found = offered(state)
    assert [c.label for c in answering(GAME.choices(state))] == [c.label for c in found.answers] == [
        "Flee", "Stay and fight"]
    assert found.also and not any(c.answers for c in found.also + found.table)


def test_class_cards_answer_only_while_their_window_is_the_decision():
    pit = card("Pit", hostile=True, cost=0)
    state = class_game(3, {"Boris": (pit,)})
    plays = [c for c in GAME.choices(state) if c.action is PlayClassCard]
    assert plays and not any(c.answers for c in plays)  # a trigger card any time: beside the step, not its answer
    assert any(c.answers for c in GAME.choices(state))  # the step's own answers stay answers
    state = play(play(state, "step H3:forest adventure:green"), "next")
    assert GAME.decision(state).window == "class-decks-movement"
    window = [c for c in GAME.choices(state) if c.action in (PassWindow, PlayClassCard)]
    assert [c.action for c in window if c.action is PassWindow] and all(c.answers for c in window)
