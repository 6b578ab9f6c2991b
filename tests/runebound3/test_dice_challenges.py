"""Exploration for quests, resting outdoors by terrain dice and item barter, with their refusals."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import DiceRequest
from rules_engine.dice import DiceRoll, Face
from rules_engine.runebound3.actions import Adventure, Buy, Move, Trade
from rules_engine.runebound3.exploration import Explore
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.item_barter import GiveItem
from rules_engine.runebound3.outdoor_rest import RestRoll
from rules_engine.runebound3.state import Colour, ItemType, Stage
from rules_engine.values import replace
from tests.runebound3.helpers import challenge, item, new_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def roll(*faces: str) -> DiceRoll:
    return DiceRoll("rb3-terrain", tuple(Face(f, None, tuple(f.split("+"))) for f in faces), "table")


def quest():
    return play(new_state(), Adventure(challenge("Lost Shrine", "quest")))


@pytest.mark.rule("runebound3.quest.explore")
def test_exploring_with_matching_dice_resolves_the_quest_as_a_trophy():
    state = play(quest(), Explore(("forest", "hills"), roll("forest+road", "hills", "plains")))
    assert state.stage is Stage.ACTIONS and state.heroes[0].trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.quest.explore")
def test_one_die_pays_one_symbol_and_a_miss_keeps_the_quest():
    state = play(quest(), Explore(("forest", "hills"), roll("forest+hills", "plains", "river")))
    assert state.stage is Stage.ACTIONS and [q.name for q in state.quests] == ["Lost Shrine"]
    assert state.heroes[0].trophies == ()


@pytest.mark.rule("runebound3.quest.wild")
def test_a_wild_face_only_pays_a_wild_symbol():
    missed = play(quest(), Explore(("forest",), roll("wild", "plains", "river")))
    assert missed.challenge is None and [q.name for q in missed.quests] == ["Lost Shrine"]
    met = play(quest(), Explore(("wild",), roll("wild", "plains", "river")))
    assert met.challenge is None


def test_an_outcome_without_a_trophy_discards_the_card_and_speed_sets_the_dice():
    state = play(quest(), Explore(("plains",), roll("plains", "plains", "plains"), trophy=False))
    assert state.challenge is None and state.heroes[0].trophies == ()
    assert refused_rule(quest(), Explore(("plains",), roll("plains")))[0] == "runebound3.quest.explore"
    event = play(new_state(), Adventure(challenge("Feast", "event")))
    assert refused_rule(event, Explore(("plains",), roll("plains", "plains", "plains")))[0] == "runebound3.quest.explore"


@pytest.mark.rule("runebound3.rest.terrain")
def test_resting_outdoors_heals_one_per_die_showing_the_terrain():
    state = play(new_state(), Move("Wilds", "wilds"))
    state = replace(state, heroes=(replace(state.heroes[0], wounds=3), *state.heroes[1:]))
    state = play(state, RestRoll("forest", roll("forest+road", "forest", "hills")))
    assert state.heroes[0].wounds == 1


@pytest.mark.rule("runebound3.rest.settlement")
def test_dice_rest_is_refused_in_a_settlement_and_choices_ask_for_real_dice():
    assert refused_rule(new_state(), RestRoll("forest", roll("forest", "forest", "forest")))[0] == \
        "runebound3.rest.settlement"
    outdoors = play(new_state(), Move("Wilds", "wilds"))
    rest = [c for c in RUNEBOUND3.choices(outdoors) if c.action is RestRoll]
    assert rest and isinstance(rest[0].request, DiceRequest) and rest[0].request.count == 3


@settings(max_examples=40, deadline=None)
@given(wounds=st.integers(0, 7), faces=st.lists(st.sampled_from(["forest", "hills", "forest+road", "wild"]),
                                                 min_size=3, max_size=3))
def test_resting_never_heals_below_zero_wounds_or_more_than_the_matches(wounds, faces):
    state = play(new_state(), Move("Wilds", "wilds"))
    state = replace(state, heroes=(replace(state.heroes[0], wounds=wounds), *state.heroes[1:]))
    after = play(state, RestRoll("forest", roll(*faces))).heroes[0].wounds
    assert after == max(0, wounds - sum("forest" in f.split("+") for f in faces))


@pytest.mark.rule("runebound3.barter")
@pytest.mark.rule("runebound3.trade.one-per-type")
def test_item_barter_costs_no_action_and_keeps_one_item_per_type():
    state = replace(new_state(), heroes=tuple(replace(h, gold=10) for h in new_state().heroes))
    state = play(state, Trade(item("Sword", "weapon", 1)), Buy("Sword"))
    seat1 = replace(state.heroes[1], items=(*state.heroes[1].items, replace(state.heroes[0].items[0], name="Axe")))
    state = replace(state, heroes=(state.heroes[0], seat1))
    used = state.actions_used
    state = play(state, GiveItem(1, "Sword"))
    assert state.actions_used == used and state.heroes[0].items == ()
    assert [i.name for i in state.heroes[1].items if i.type is ItemType.WEAPON] == ["Sword"]


@pytest.mark.rule("runebound3.barter")
def test_item_barter_needs_the_same_space_and_an_item_held():
    state = replace(new_state(), heroes=tuple(replace(h, gold=10) for h in new_state().heroes))
    state = play(state, Trade(item("Sword", "weapon", 1)), Buy("Sword"))
    assert "no item" in refused_rule(state, GiveItem(1, "Bow"))[1]
    apart = replace(state, heroes=(state.heroes[0], replace(state.heroes[1], space="Forge")))
    assert "same space" in refused_rule(apart, GiveItem(1, "Sword"))[1]


@pytest.mark.parametrize("text, action", [
    ("barter Sword to p2", GiveItem(1, "Sword")),
    ("heal forest rolled forest+road hills plains", RestRoll("forest", roll("forest+road", "hills", "plains"))),
])
def test_barter_and_heal_commands_parse(text, action):
    state = replace(new_state(), heroes=tuple(replace(h, gold=10) for h in new_state().heroes))
    assert RUNEBOUND3.parse_command(state, text) == action
    assert RUNEBOUND3.parse_command(state, "heal forest") .__class__ is DiceRequest


def test_explore_and_test_commands_parse():
    state = quest()
    assert RUNEBOUND3.parse_command(state, "explore forest hills discard rolled forest hills plains") == \
        Explore(("forest", "hills"), roll("forest", "hills", "plains"), False)
    assert isinstance(RUNEBOUND3.parse_command(state, "explore forest"), DiceRequest)
