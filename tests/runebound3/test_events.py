"""Event cards: a real decision between two options, each applied as fully as possible (1. События:)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import DrawnCard
from rules_engine.decisions import DecisionKind
from rules_engine.runebound3.actions import Adventure, ChallengeResult, Rest
from rules_engine.runebound3.attribute_tests import BeginTest, EndTest, RevealSkill
from rules_engine.runebound3.board import board
from rules_engine.runebound3.events import ChooseOption, notation, parse_option
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, Stage
from rules_engine.serialization import to_jsonable
from rules_engine.values import replace
from screens.runebound3.area import status_text
from screens.runebound3.widgets import markets_text
from tests.runebound3.helpers import new_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def event(*options, name: str = "Toll Bridge") -> Adventure:
    """An event card drawn in an adventure, its two options as given."""
    return Adventure(DrawnCard("challenges", name, data={"kind": "event", "options": list(options)}))


def drawn(*options, gold: int = 3, hand: int = 4, wounds: int = 0):
    """The test hero (health 8, body 2) in Tamalir with this much gold, hand and wounds, facing the event."""
    state = new_state()
    heroes = list(state.heroes)
    heroes[0] = replace(heroes[0], gold=gold, hand=hand, wounds=wounds)
    return play(replace(state, heroes=tuple(heroes)), event(*options))


def hero(state):
    return state.heroes[0]


@pytest.mark.rule("runebound3.event")
def test_an_event_waits_for_a_decision_with_two_choices():
    state = drawn("gold-2", "wounds+1,trophy")
    decision = RUNEBOUND3.decision(state)
    assert decision.kind is DecisionKind.CHOICE and decision.seat == 0
    assert "option 1 (pays 2 gold, discards the card)" in decision.prompt
    assert "2 (takes 1 wounds, keeps the card as a trophy)" in decision.prompt
    choices = RUNEBOUND3.choices(state)
    assert [c.action for c in choices] == [ChooseOption, ChooseOption]
    assert [c.concrete for c in choices] == [ChooseOption(1), ChooseOption(2)]


@pytest.mark.rule("runebound3.event")
def test_while_the_options_wait_nothing_else_is_taken():
    state = drawn("gold-2", "none")
    for act in (ChallengeResult(True), BeginTest("body"), Rest(0)):
        rule, message = refused_rule(state, act)
        assert rule in ("runebound3.event", "runebound3.trophy")
    rule, message = refused_rule(state, ChallengeResult(True))
    assert rule == "runebound3.event" and "choose" in message
    assert RUNEBOUND3.check(state, ChooseOption(3)).allowed is False


@pytest.mark.rule("runebound3.event")
def test_an_option_that_changes_nothing_may_still_be_chosen():
    state = play(drawn("gold+3,trophy", "none"), ChooseOption(2))
    assert hero(state).gold == 3 and hero(state).trophies == () and state.challenge is None
    assert state.stage is Stage.ACTIONS


@pytest.mark.rule("runebound3.event.fully")
def test_paying_more_gold_than_held_pays_all_there_is():
    outcome = RUNEBOUND3.apply(drawn("gold-2", "none", gold=1), ChooseOption(1))
    assert hero(outcome.state).gold == 0
    said = " ".join((outcome.ruling.message, *outcome.ruling.effects))
    assert "1 of 2 gold paid" in said, said
    assert "runebound3.event.fully" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("runebound3.event.fully")
def test_discarding_three_cards_with_two_in_hand_discards_the_two():
    state = play(drawn("cards-3", "none", hand=2), ChooseOption(1))
    assert hero(state).hand == 0


@pytest.mark.rule("runebound3.event.fully")
def test_healing_more_than_the_wounds_heals_them_all_and_gains_are_whole():
    state = play(drawn("gold+2", "wounds-3,trophy", wounds=1), ChooseOption(2))
    assert hero(state).wounds == 0 and hero(state).trophies == (Colour.GREEN,)
    assert hero(play(drawn("gold+2", "none"), ChooseOption(1))).gold == 5


@pytest.mark.rule("runebound3.event.fully")
@pytest.mark.rule("runebound3.enemy.defeated")
def test_wounds_stop_at_health_and_defeat_the_hero():
    state = play(drawn("wounds+5", "none", wounds=6), ChooseOption(1))
    assert hero(state).wounds == 8 and hero(state).defeated
    assert refused_rule(state, RUNEBOUND3.parse_command(state, "train"))[0] == "runebound3.enemy.defeated"


@pytest.mark.rule("runebound3.delayed")
def test_a_delaying_option_makes_the_hero_stand_next():
    state = play(drawn("delayed", "none"), ChooseOption(1))
    assert hero(state).delayed


def skill(success: bool) -> RevealSkill:
    return RevealSkill(DrawnCard("skills", "Skill", "table", data={"success": success}))


@pytest.mark.rule("runebound3.test.failed")
def test_an_option_with_a_test_stops_when_the_test_fails():
    state = play(drawn("body-1,gold+3,trophy", "none"), ChooseOption(1))
    assert state.test is not None and state.test.owed == 1
    state = play(state, skill(False), EndTest())
    assert hero(state).gold == 3 and hero(state).trophies == () and state.challenge is None


@pytest.mark.rule("runebound3.test.success")
def test_an_option_with_a_test_applies_the_rest_when_passed():
    state = play(drawn("body-1,gold+3,trophy", "none"), ChooseOption(1), skill(True))
    assert hero(state).gold == 6 and hero(state).trophies == (Colour.GREEN,)
    assert state.challenge is None and state.stage is Stage.ACTIONS


def test_an_event_is_chosen_by_typed_command():
    state = new_state()
    state = play(state, RUNEBOUND3.parse_command(state, 'adventure event "Toll Bridge" options gold-2 cards+1,trophy'))
    assert RUNEBOUND3.format_command(ChooseOption(2)) == "choose 2"
    state = play(state, RUNEBOUND3.parse_command(state, "choose 2"))
    assert hero(state).hand == 5 and hero(state).trophies == (Colour.GREEN,)


def test_both_options_wait_at_the_top_of_the_panel_beside_the_status():
    state = drawn("gold-2", "wounds+1,trophy")
    line = str(status_text(board(state)))
    assert line.startswith("Stage: challenge (Toll Bridge)") and "pays 2 gold" not in line
    side = str(markets_text((), (), options=board(state).challenge_options))
    assert side.startswith("Choose one\nchoose 1: pays 2 gold, discards the card\n"
                           "choose 2: takes 1 wounds, keeps the card as a trophy\n")
    assert board(play(state, ChooseOption(1))).challenge_options == ()


def test_an_event_without_options_still_takes_the_tables_result():
    state = play(new_state(), Adventure(DrawnCard("challenges", "Odd", data={"kind": "event"})))
    assert play(state, ChallengeResult(True)).heroes[0].trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.event")
@pytest.mark.parametrize("options", [["gold-2"], ["gold-2", "luck+1"], [{"gold": -2, "fame": 1}, "none"],
                                     [{"test": "charm"}, "none"], [{"gold": "two"}, "none"]])
def test_a_badly_described_event_is_refused_with_nothing_changed(options):
    state = new_state()
    act = event(*options)
    ruling = RUNEBOUND3.check(state, act)
    assert not ruling.allowed and ruling.citations and "'Toll Bridge'" in ruling.message
    assert "\n" not in ruling.message and to_jsonable(state) == to_jsonable(new_state())


@given(st.lists(st.sampled_from(["gold+2", "gold-3", "wounds+1", "wounds-2", "cards-1", "cards+2", "delayed",
                                 "trophy", "body-1", "spirit+1", "mind"]), max_size=4, unique=True))
@settings(max_examples=60, deadline=None)
def test_an_option_notation_reads_back_as_written(words):
    text = ",".join(words) or "none"
    data = parse_option(text)
    assert parse_option(notation(data)) == data
