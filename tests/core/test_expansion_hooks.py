"""Expansion hooks before a base action: `before` gates or amends it (and replay amends it again), `holds` withholds its choices."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from rules_engine.decisions import Choice
from rules_engine.errors import RuleViolation
from rules_engine.expansions import Expansion, slice_of
from rules_engine.game import GameSetup, PlayerSetup
from tests.support.tally_game import AddPoints, EndTurn, TallyGame

RULE = "tally.points"


@dataclass(frozen=True)
class Doubling:
    """Whether points are doubled and whether ending the turn is held back."""

    double: bool = True
    hold_end: bool = False


class DoublingExpansion(Expansion):
    """Doubles every addition; while `hold_end` is set, ending the turn is refused."""

    id = "doubling"
    title = "Doubling"
    rule_id = RULE

    def setup(self, players, options):
        return Doubling()

    def resolve(self, state, action, ref):
        raise AssertionError("no own actions")

    def before(self, state, action, ref):
        mine = slice_of(state, self.id)
        ref.require(not (mine.hold_end and isinstance(action, EndTurn)), RULE, "the turn may not end yet")
        if isinstance(action, AddPoints) and mine.double:
            return replace(action, points=action.points * 2)
        return action

    def holds(self, state, action):
        return slice_of(state, self.id).hold_end and action is EndTurn


class TallyDoubled(TallyGame):
    id = "tally-doubled"
    expansions = (DoublingExpansion(),)

    def own_choices(self, state):
        return (Choice.of(EndTurn, "end"), Choice.of(AddPoints, "add", points=3))


GAME = TallyDoubled()
SETUP = GameSetup((PlayerSetup("Ann"), PlayerSetup("Bo")), {"expansion-doubling": True})


def test_before_amends_the_base_action_and_replay_amends_it_again():
    state = GAME.new_game(SETUP)
    after = GAME.apply(state, AddPoints(3)).state
    assert after.scores == (6, 0)
    assert GAME.replay(SETUP, [(AddPoints(3), False)]) == after


def test_before_refuses_with_its_citation_and_holds_withholds_the_choice():
    state = GAME.new_game(SETUP)
    held = replace(state, expansions=(("doubling", Doubling(hold_end=True)),))
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(held, EndTurn())
    assert refused.value.ruling.citations[0].rule_id == RULE
    assert [c.label for c in GAME.choices(held)] == ["add"]
    assert {c.label for c in GAME.choices(state)} == {"end", "add"}
    plain = GAME.new_game(GameSetup(SETUP.players, {"expansion-doubling": False}))
    assert GAME.apply(plain, AddPoints(3)).state.scores == (3, 0)
