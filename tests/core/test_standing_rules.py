"""Standing table rules in the engine: the referee sets aside the rules a table's set names, and says so by name."""

from __future__ import annotations

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.referee import Referee
from rules_engine.ruling import Ruling
from rules_engine.standing_rules import (
    CATALOGUE_KEY,
    StandingRule,
    StandingRuleError,
    StandingRules,
    game_has_rule,
    read_standing_rules,
)
from tests.support.tally_game import TALLY, AddPoints, EndTurn

BIG_TURNS = StandingRules("Thursday table", (StandingRule("tally.points", "Big turns", "add up to 12 points, once"),))
TWO = GameSetup((PlayerSetup("Ann"), PlayerSetup("Bo")), {"target": 100})


def _known(rule_id: str) -> bool:
    return game_has_rule("tally", rule_id)


def test_a_standing_rule_sets_the_books_rule_aside_and_names_both():
    state = TALLY.new_game(TWO)
    outcome = TALLY.apply(state, AddPoints(9), standing=BIG_TURNS)
    assert outcome.state.scores == (9, 0)
    assert [c.rule_id for c in outcome.ruling.waived] == ["tally.points"]
    assert outcome.ruling.table_rules == ("Big turns",)
    assert "table rule «Big turns»" in str(outcome.ruling.message)
    assert "table rule: «Big turns»" in outcome.ruling.explain()


def test_without_the_set_the_same_action_is_refused_citing_the_book():
    with pytest.raises(RuleViolation) as caught:
        TALLY.apply(TALLY.new_game(TWO), AddPoints(9))
    assert caught.value.ruling.citations[0].rule_id == "tally.points"


def test_a_standing_rule_applies_every_time_and_check_agrees():
    state = TALLY.new_game(TWO)
    for _ in range(3):
        assert TALLY.check(state, AddPoints(12), standing=BIG_TURNS).allowed
        state = TALLY.apply(state, AddPoints(12), standing=BIG_TURNS).state
        state = TALLY.apply(state, EndTurn(), standing=BIG_TURNS).state
    assert state.scores == (24, 12)


def test_a_rule_the_set_does_not_name_still_refuses():
    state = TALLY.apply(TALLY.new_game(TWO), AddPoints(3)).state
    other = StandingRules("Other", (StandingRule("tally.turn", "Free turns"),))
    with pytest.raises(RuleViolation):
        TALLY.apply(state, AddPoints(9), standing=other)


def test_a_hard_requirement_stands_whatever_the_table_declares():
    ref = Referee(standing=StandingRules("Any", (StandingRule("tally.turn", "No seats"),)))
    with pytest.raises(RuleViolation):
        ref.require(False, "tally.turn", "no such seat", hard=True)


def test_an_ordinary_ruling_has_no_table_rules_and_its_json_is_unchanged():
    ruling = TALLY.apply(TALLY.new_game(TWO), AddPoints(3), standing=BIG_TURNS).ruling
    assert ruling.table_rules == () and "table_rules" not in ruling.to_json()


def test_a_ruling_naming_table_rules_round_trips_through_json():
    ruling = TALLY.apply(TALLY.new_game(TWO), AddPoints(9), standing=BIG_TURNS).ruling
    assert Ruling.from_json(ruling.to_json()).table_rules == ("Big turns",)


def test_a_setup_carries_its_set_and_replay_plays_under_it():
    setup = GameSetup(TWO.players, TWO.options, {CATALOGUE_KEY: BIG_TURNS.to_json()})
    assert TALLY.standing_rules(setup) == BIG_TURNS
    state = TALLY.replay(setup, [(AddPoints(9), False), (EndTurn(), False)])
    assert state.scores == (9, 0)


@pytest.mark.parametrize(("raw", "words"), [
    ([], "must be a JSON object"),
    ({"name": " ", "rules": [{"rule": "tally.points", "name": "x"}]}, "'name' must not be blank"),
    ({"name": "Set", "rules": []}, "must list its rules"),
    ({"name": "Set", "rules": [{"rule": "dice-throne.health.defeat", "name": "x"}]}, "this game has no rule"),
    ({"name": "Set", "rules": [{"rule": "tally.nothing", "name": "x"}]}, "this game has no rule"),
    ({"name": "Set", "rules": [{"rule": "tally.points", "name": "a"}, {"rule": "tally.points", "name": "b"}]},
     "already has a table rule"),
    ({"name": "Set", "rules": [{"rule": "tally.points", "name": "x" * 61}]}, "longer than 60"),
    ({"name": "Set", "rules": [{"rule": "tally.points", "name": "[bold]x"}]}, "square brackets"),
    ({"name": "Set", "rules": [{"rule": "tally.points", "name": "a\x1b[2J"}]}, "control characters"),
    ({"name": "Set", "rules": [{"rule": "tally.points", "name": 3}]}, "must be text"),
])
def test_a_malformed_set_is_refused_in_one_line(raw, words):
    with pytest.raises(StandingRuleError) as caught:
        read_standing_rules(raw, _known)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_set_reads_back_what_it_wrote():
    assert read_standing_rules(BIG_TURNS.to_json(), _known) == BIG_TURNS

