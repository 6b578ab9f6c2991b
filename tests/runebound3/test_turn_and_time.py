"""The turn budget and the time track of Runebound 3rd edition, by example with citations."""

import pytest

from rules_engine.chance import DrawnCard
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3.actions import Adventure, DrawStory, Move, Rest, Train
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Stage
from rules_engine.values import replace
from tests.runebound3.helpers import HERO, TOKENS, challenge, new_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


@pytest.mark.rule("runebound3.setup.time")
@pytest.mark.rule("runebound3.setup.scenario")
@pytest.mark.rule("runebound3.setup.first-player")
@pytest.mark.rule("runebound3.setup.skills")
@pytest.mark.rule("runebound3.setup.start-space")
@pytest.mark.rule("runebound3.setup.heroes")
@pytest.mark.rule("runebound3.setup.markets")
def test_setup_places_heroes_markets_and_time():
    state = new_state()
    assert (state.time_space, state.act) == (0, 1)
    assert all(h.gold == 3 and h.hand == 4 and h.space == "Tamalir" for h in state.heroes)
    assert all(len(m.items) == 3 for m in state.markets)
    assert state.active == state.first == 0 and state.scenario == "margath"
    assert new_state(first_player=1).active == 1


@pytest.mark.rule("runebound3.turn.actions")
@pytest.mark.rule("runebound3.turn.order")
def test_three_actions_then_next_player():
    state = play(new_state(), Train(), Train())
    assert (state.active, state.actions_used) == (0, 2)
    state = play(state, Rest())
    assert (state.active, state.actions_used) == (1, 0)


@pytest.mark.rule("runebound3.turn.actions")
def test_adventure_past_three_actions_refused():
    state = play(new_state(), Train(), Train())
    rule, message = refused_rule(state, Adventure(challenge("Wolves", "enemy")))
    assert rule == "runebound3.turn.actions"
    assert "1 of 3 actions left" in message


@pytest.mark.rule("runebound3.time.advance")
@pytest.mark.rule("runebound3.time.refresh")
@pytest.mark.rule("runebound3.story.draw")
@pytest.mark.rule("runebound3.story.quest")
@pytest.mark.rule("runebound3.acts.second")
@pytest.mark.rule("runebound3.acts.end")
def test_time_track_through_both_acts():
    state = new_state(players=1)
    state = replace(state, tokens=tuple(replace(t, face_up=False) for t in state.tokens))
    stories = 0
    seen_refresh = False
    while state.stage is not Stage.OVER:
        if state.stage is Stage.STORY:
            stories += 1
            state = play(state, DrawStory(DrawnCard("story", f"S{stories}", data={"quest": stories % 2 == 1})))
            continue
        state = play(state, Train(), Train(), Train())
        if state.time_space == 6 and not seen_refresh:
            # the token in Tamalir sits under the hero and stays used; the one in the wilds turns back
            assert [t.face_up for t in state.tokens] == [False, True]
            seen_refresh = True
    assert seen_refresh
    assert state.act == 2 and state.time_space == 15
    assert stories == 4  # spaces 3 and 9 in each act
    assert state.quest_zone == ("S1", "S3")
    assert "end of act 2" in state.result


@pytest.mark.rule("runebound3.move.adjacent")
def test_move_to_a_neighbouring_space():
    state = play(new_state(), Move("Wilds", "wilds"))
    assert state.heroes[0].space == "Wilds" and state.actions_used == 1


def test_a_card_dealt_into_a_market_is_said_once():
    # A new table in Russian (twenty-ninth pass): the ruling read «Меч выкладывается на рынок: Dawnsmoor» and its note
    # «· Меч выкладывается на рынок: Dawnsmoor» (in English "… is dealt into the Dawnsmoor market" and "… goes to the
    # Dawnsmoor market"): the message says where the card went, no note says it again.
    setup = GameSetup((PlayerSetup("Ann", "hero"),), {"scenario": "margath", "first_player": 0, "track_length": 15,
                                                      "story_spaces": "3,9"}, {"heroes": {"hero": HERO}, "tokens": TOKENS})
    state = RUNEBOUND3.new_game(setup)
    outcome = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "deal Sword as weapon 3"))
    assert outcome.ruling.message == "Sword is dealt into the Dawnsmoor market"
    assert not any("Dawnsmoor" in str(effect) for effect in outcome.ruling.effects), outcome.ruling.effects


@pytest.mark.rule("runebound3.trade.market")
@pytest.mark.parametrize(("verb", "rule"), [("buy", "runebound3.trade.market"), ("discard", "runebound3.trade.market")])
def test_a_market_step_typed_between_actions_says_it_comes_with_trading(verb: str, rule: str):
    # A new table in Russian (twenty-ninth pass) typed `buy Кинжал` in Tamalir: refused with the list of the turn's
    # actions, which does not say that buying comes after the trade action.
    state = new_state()
    assert state.stage == Stage.ACTIONS
    item = state.markets[-1].items[0].name  # Tamalir's market, where the hero stands
    cited, said = refused_rule(state, RUNEBOUND3.parse_command(state, f'{verb} "{item}"'))
    assert cited == rule and "take the trade action first ('trade', in a city)" in said, said
