"""Trading, adventures, rest, skills and barter in Runebound 3rd edition, by example with citations."""

import pytest

from rules_engine.runebound3.actions import (
    Adventure, Buy, ChallengeResult, CombatResult, GiveGold, Learn, Move, Rest, Sell, Stand, Trade, Train,
)
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, SpaceKind, Stage
from rules_engine.values import replace
from tests.runebound3.helpers import challenge, item, new_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def with_hero(state, **changes):
    return replace(state, heroes=(replace(state.heroes[0], **changes), *state.heroes[1:]))


@pytest.mark.rule("runebound3.trade.market")
@pytest.mark.rule("runebound3.trade.one-per-type")
def test_buying_keeps_three_in_market_and_one_item_per_type():
    state = with_hero(new_state(), gold=10)
    state = play(state, Trade(item("Sword", "weapon", 2)), Buy("Sword"))
    state = play(state, Trade(item("Axe", "weapon", 3)), Buy("Axe"))
    hero = state.heroes[0]
    assert [i.name for i in hero.items] == ["Axe"] and hero.gold == 5
    assert all(len(m.items) == 3 for m in state.markets)


@pytest.mark.rule("runebound3.trade.city")
def test_trade_refused_outside_a_city():
    state = play(new_state(), Move("Wilds", "wilds"))
    rule, message = refused_rule(state, Trade(item("Sword", "weapon")))
    assert rule == "runebound3.trade.city" and "Wilds" in message


def test_item_of_unknown_type_is_one_clear_message():
    ruling = RUNEBOUND3.check(new_state(), Trade(item("Lute", "instrument")))
    assert not ruling.allowed
    assert ruling.citations[0].rule_id == "runebound3.trade.one-per-type"
    assert "'Lute': item type 'instrument' is not one of weapon, armour, equipment, mount, goods" in ruling.message


@pytest.mark.rule("runebound3.goods")
def test_selling_goods_for_their_value():
    state = play(new_state(), Trade(item("Silk", "goods", 0)), Buy("Silk"))
    state = play(state, Trade(item("Rope", "equipment", 9)), Sell("Silk"))
    assert state.heroes[0].gold == 3 and state.stage is Stage.TRADING


@pytest.mark.rule("runebound3.adventure.cost")
@pytest.mark.rule("runebound3.adventure.token")
@pytest.mark.rule("runebound3.trophy")
def test_adventure_flips_token_and_a_won_challenge_is_a_trophy():
    state = play(new_state(), Adventure(challenge("Old ruins", "quest")))
    assert state.actions_used == 2 and not state.tokens[0].face_up
    state = play(state, ChallengeResult(True))
    assert state.heroes[0].trophies == (Colour.GREEN,)
    rule, _ = refused_rule(state, Adventure(challenge("Again", "event")))
    assert rule in ("runebound3.adventure.token", "runebound3.turn.actions")


@pytest.mark.rule("runebound3.enemy")
@pytest.mark.rule("runebound3.enemy.defeated")
def test_enemy_starts_combat_and_defeat_allows_only_rest():
    state = play(new_state(), Adventure(challenge("Wolves", "enemy")))
    assert state.stage is Stage.COMBAT and state.combat.enemy == "Wolves"
    state = play(state, CombatResult("defeated"))
    state = replace(state, active=0, actions_used=0)
    rule, _ = refused_rule(state, Move("Wilds", "wilds"))
    assert rule == "runebound3.enemy.defeated"
    state = play(state, Rest())
    assert not state.heroes[0].defeated and state.heroes[0].wounds == 0


@pytest.mark.rule("runebound3.rest.terrain")
def test_rest_outdoors_heals_matches_only():
    state = with_hero(new_state(), wounds=3, space="Wilds", space_kind=SpaceKind.WILDS)
    assert play(state, Rest(2)).heroes[0].wounds == 1
    assert refused_rule(state, Rest(4))[0] == "runebound3.rest.terrain"


@pytest.mark.rule("runebound3.skill.cost")
@pytest.mark.rule("runebound3.skill.limit")
def test_grey_takes_any_trophy_and_attribute_caps_skills():
    state = with_hero(new_state(), trophies=(Colour.ORANGE, Colour.PURPLE, Colour.GREEN))
    state = play(state, Learn("Focus", "mind", ("grey",), ("orange",)))
    assert refused_rule(state, Learn("Wit", "mind", ("grey",), ("purple",)))[0] == "runebound3.skill.limit"
    assert refused_rule(state, Learn("Grip", "body", ("green",), ("purple",)))[0] == "runebound3.skill.cost"


@pytest.mark.rule("runebound3.skill.cost")
def test_a_skill_costs_refusal_names_the_colours_in_the_players_language():
    from companion.services.i18n import translate, use_language

    state = with_hero(new_state(), trophies=(Colour.PURPLE,))
    _rule, message = refused_rule(state, Learn("Grip", "body", ("green",), ("purple",)))
    assert translate(message).startswith("trophies purple do not pay green")
    use_language("ru")
    try:
        russian = translate(message)
    finally:
        use_language("en")
    assert "purple" not in russian and "green" not in russian, russian


@pytest.mark.rule("runebound3.delayed")
def test_delayed_hero_stands_with_the_next_action():
    state = with_hero(new_state(), delayed=True)
    assert refused_rule(state, Move("Wilds", "wilds"))[0] == "runebound3.delayed"
    state = play(state, Stand())
    assert not state.heroes[0].delayed and state.actions_used == 1


@pytest.mark.rule("runebound3.barter")
def test_barter_costs_no_action():
    state = play(new_state(), GiveGold(1, 2))
    assert [h.gold for h in state.heroes] == [1, 5] and state.actions_used == 0


@pytest.mark.rule("runebound3.trade.sell")
def test_selling_an_item_for_its_value():
    state = play(with_hero(new_state(), gold=5), Trade(item("Sword", "weapon", 4)), Buy("Sword"))
    state = play(state, Trade(item("Rope", "equipment", 9)), Sell("Sword"))
    assert state.heroes[0].gold == 5 and state.heroes[0].items == ()
    assert refused_rule(state, Sell("Sword"))[0] == "runebound3.trade.sell"


@pytest.mark.rule("runebound3.enemy.won")
@pytest.mark.rule("runebound3.enemy.retreat")
def test_won_fight_is_a_trophy_and_retreat_discards():
    state = play(new_state(), Adventure(challenge("Wolves", "enemy")), CombatResult("won", 2))
    assert state.heroes[0].trophies == (Colour.GREEN,) and state.heroes[0].wounds == 2
    state = play(new_state(), Adventure(challenge("Bandits", "enemy")), CombatResult("retreated"))
    assert state.heroes[0].trophies == () and state.combat is None


@pytest.mark.rule("runebound3.event")
def test_event_waits_for_the_chosen_option_result():
    state = play(new_state(), Adventure(challenge("Storm", "event")))
    assert state.stage is Stage.CHALLENGE and state.challenge.kind == "event"
    assert play(state, ChallengeResult(False)).heroes[0].trophies == ()


@pytest.mark.rule("runebound3.rest.settlement")
def test_rest_in_a_city_heals_every_wound():
    state = play(with_hero(new_state(), wounds=5), Rest())
    assert state.heroes[0].wounds == 0


@pytest.mark.rule("runebound3.train")
def test_training_fills_the_hand_to_its_size():
    state = play(with_hero(new_state(), hand=1), Train())
    assert state.heroes[0].hand == 4


@pytest.mark.rule("runebound3.skill.in-hand")
def test_learning_needs_a_card_in_hand():
    state = with_hero(new_state(), hand=0, trophies=(Colour.GREEN,))
    assert refused_rule(state, Learn("Focus", "mind", ("grey",), ("green",)))[0] == "runebound3.skill.in-hand"
