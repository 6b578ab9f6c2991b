"""Attribute tests drawn from the skill deck: owed cards, success, exertion, failure and discards."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.runebound3.actions import Adventure, ChallengeResult
from rules_engine.runebound3.attribute_tests import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, Stage
from tests.runebound3.helpers import challenge, new_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def skill(name: str, success: bool = False) -> RevealSkill:
    return RevealSkill(DrawnCard("skills", name, "table", data={"success": success}))


def drawn(kind: str = "event"):
    """A hero (body 2, mind 1, hand 4) facing a drawn green challenge."""
    return play(new_state(), Adventure(challenge("Riddle", kind)))


@pytest.mark.rule("runebound3.test.reveal")
def test_a_test_owes_the_attribute_plus_the_modifier():
    state = play(drawn(), BeginTest("body", 1))
    assert state.test.owed == 3 and state.test.to_reveal == 3
    assert play(drawn(), BeginTest("mind", -1)).test.owed == 0


@pytest.mark.rule("runebound3.test.success")
@pytest.mark.rule("runebound3.test.discard")
def test_one_success_passes_and_the_challenge_goes_on():
    state = play(drawn(), BeginTest("body"), skill("A"), skill("B", success=True))
    assert state.test is None and state.stage is Stage.CHALLENGE and state.skill_discards == 2
    state = play(state, ChallengeResult(True))
    assert state.heroes[0].trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.test.failed")
def test_a_failed_test_stops_and_discards_the_challenge():
    state = play(drawn(), BeginTest("body"), skill("A"), skill("B"), EndTest())
    assert state.challenge is None and state.stage is Stage.ACTIONS and state.heroes[0].trophies == ()
    assert state.skill_discards == 2


@pytest.mark.rule("runebound3.test.exert")
def test_exerting_discards_from_hand_to_reveal_one_more():
    state = play(drawn(), BeginTest("mind"), skill("A"), ExertTest())
    assert state.heroes[0].hand == 3 and state.test.to_reveal == 1
    state = play(state, skill("B", success=True))
    assert state.test is None and state.skill_discards == 3


@pytest.mark.rule("runebound3.test.exert")
def test_exertion_waits_for_the_owed_cards_and_a_hand():
    state = play(drawn(), BeginTest("body"), skill("A"))
    assert refused_rule(state, ExertTest())[0] == "runebound3.test.exert"
    rule, message = refused_rule(play(state, skill("B"), ExertTest(), skill("C"), ExertTest(), skill("D"),
                                      ExertTest(), skill("E"), ExertTest(), skill("F")), ExertTest())
    assert rule == "runebound3.test.exert" and "no skill card" in message


@pytest.mark.rule("runebound3.test.reveal")
def test_no_more_cards_than_owed_and_no_result_before_them():
    state = play(drawn(), BeginTest("mind"))
    assert refused_rule(state, EndTest())[0] == "runebound3.test.reveal"
    state = play(state, skill("A"))
    assert "exert" in refused_rule(state, skill("B"))[1]
    assert refused_rule(state, ChallengeResult(True))[0] == "runebound3.test.reveal"


def test_reveals_come_through_a_card_request_on_the_skill_deck():
    state = play(drawn(), BeginTest("body"))
    reveal = [c for c in RUNEBOUND3.choices(state) if c.action is RevealSkill]
    assert reveal and isinstance(reveal[0].request, CardRequest) and reveal[0].request.deck == "skills"
    assert RUNEBOUND3.decision(state).seat == 0 and "reveal 2 more skill cards" in RUNEBOUND3.decision(state).prompt


@settings(max_examples=40, deadline=None)
@given(attribute=st.sampled_from(["body", "mind", "spirit"]), modifier=st.integers(-1, 1),
       draws=st.lists(st.booleans(), max_size=12), exert_first=st.booleans())
def test_hand_and_discards_are_conserved_and_a_pass_needs_a_success(attribute, modifier, draws, exert_first):
    state = play(drawn(), BeginTest(attribute, modifier))
    start_hand = state.heroes[0].hand
    revealed = successes = 0
    for success in draws:
        if state.test is None:
            break
        if state.test.to_reveal == 0:
            if not exert_first or state.heroes[0].hand == 0:
                break
            state = play(state, ExertTest())
        state = play(state, skill(f"S{revealed}", success))
        revealed += 1
        successes += success
    if state.test is not None and state.test.to_reveal == 0:
        state = play(state, EndTest())
    hero = state.heroes[0]
    assert 0 <= hero.hand <= start_hand
    if state.test is None:
        assert state.skill_discards == revealed + (start_hand - hero.hand)
        assert (state.challenge is not None) == (successes > 0)


@pytest.mark.parametrize("text, action", [
    ("test body -1", BeginTest("body", -1)),
    ("reveal Quick success", skill("Quick", True)),
    ("exert", ExertTest()),
    ("result", EndTest()),
])
def test_test_commands_parse_and_format_back(text, action):
    state = drawn()
    assert RUNEBOUND3.parse_command(state, text) == action
    assert RUNEBOUND3.parse_command(state, RUNEBOUND3.format_command(action)) == action
    assert isinstance(RUNEBOUND3.parse_command(state, "reveal"), CardRequest)
