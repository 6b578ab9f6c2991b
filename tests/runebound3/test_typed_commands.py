"""Every typed Runebound 3e command for cards, dice travel, skills, barter and the token fight, and the bad
input the issue names: one clear message with its rule, nothing changed."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from rules_engine.actions import decode_action
from rules_engine.chance import CardRequest, DiceRequest, DrawnCard
from rules_engine.dice import TableDice
from rules_engine.errors import CommandError
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3.actions import (
    Adventure, ChallengeResult, DealMarket, DiscardFromMarket, DrawStory, Escape, GiveGold, Learn, Trade, Travel,
)
from rules_engine.runebound3.combat.actions import Double, FightOn, Flip, Pass, Reroll, Shield, Strike, Surge, TakeDamage
from rules_engine.runebound3.combat.actions import Toss
from rules_engine.runebound3.card_data import item_from
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Stage
from rules_engine.serialization import to_jsonable
from tests.runebound3.helpers import HERO, challenge, fighting_state, new_state


def fight(**options):
    return RUNEBOUND3.apply(fighting_state(**options), Adventure(challenge("Wolf", "enemy"))).state


@pytest.mark.parametrize("text, action", [
    ("travel forest+hills plains to forest/wilds/Oakvale any/city/Forge exert:1",
     Travel(("forest+hills", "plains"), (("Oakvale", "wilds", "forest"), ("Forge", "city", "any")), 1)),
    ("travel water to water/wilds/Ford", Travel(("water",), (("Ford", "wilds", "water"),))),
    ('trade "Long Sword"', Trade(DrawnCard("items", "Long Sword", "table"))),
    ('deal "Long Sword"', DealMarket(DrawnCard("items", "Long Sword", "table"))),
    ('discard "Tamalir 1"', DiscardFromMarket("Tamalir 1")),
    ("adventure enemy Wolf", Adventure(DrawnCard("challenges", "Wolf", "table", data={"kind": "enemy"}))),
    ('story quest "The Tower"', DrawStory(DrawnCard("story", "The Tower", "table", data={"quest": True}))),
    ("story Omen", DrawStory(DrawnCard("story", "Omen", "table", data={}))),
    ("challenge overcome", ChallengeResult(True)), ("challenge failed", ChallengeResult(False)),
    ('learn body "Iron Will" cost green grey paid green orange',
     Learn("Iron Will", "body", ("green", "grey"), ("green", "orange"))),
    ("give 2 gold p2", GiveGold(1, 2)),
])
def test_card_travel_skill_and_barter_commands_round_trip(text: str, action: object) -> None:
    assert RUNEBOUND3.parse_command(new_state(), text) == action
    assert RUNEBOUND3.format_command(action) == text


@pytest.mark.parametrize("text, action", [
    ("strike 1 2", Strike(0, (0, 1))), ("pass", Pass(0)), ("flip 1 2", Flip(0, 0, (1,))),
    ("double 2 1", Double(0, 1, 0)), ("surge Focus 1", Surge(0, "Focus", (0,))),
    ("shield 2", Shield(0, (1,))), ("take", TakeDamage(0)), ("stay", FightOn(0)),
])
def test_fight_commands_act_for_the_side_whose_turn_it_is(text: str, action: object) -> None:
    state = fight()
    assert RUNEBOUND3.parse_command(state, text) == action
    assert RUNEBOUND3.format_command(action) == text


def test_toss_asks_the_app_or_the_table_and_landed_reads_the_faces_seen() -> None:
    state = fight()
    request = RUNEBOUND3.parse_command(state, "toss")
    assert isinstance(request, DiceRequest) and request.count == 7
    entered = request.build(TableDice(["front"] * 2 + ["back"] * 5).roll(request.die, 7))
    landed = RUNEBOUND3.parse_command(state, "landed axe bolt / miss shield miss skull miss")
    assert entered == landed == Toss(((True, True), (False,) * 5))


def test_reroll_and_retreat_ask_for_their_dice() -> None:
    state = RUNEBOUND3.apply(fight(), Toss(((True, True), (False,) * 5))).state
    assert isinstance(RUNEBOUND3.parse_command(state, "reroll 1 2"), DiceRequest)
    request = RUNEBOUND3.parse_command(state, "retreat forest wilds Oakvale")
    assert isinstance(request, DiceRequest) and request.die.id == "rb3-terrain"
    roll = TableDice(["hills"]).roll(request.die, 1)
    assert request.build(roll) == Escape("Oakvale", "wilds", "forest", roll)
    assert RUNEBOUND3.format_command(Reroll(0, 0, (1,), (True,))) == "reroll 1 2"
    assert RUNEBOUND3.format_command(Escape("Oakvale", "wilds", "forest", roll)) == "retreat forest wilds Oakvale"


def test_trade_and_deal_without_a_name_let_the_app_draw() -> None:
    assert isinstance(RUNEBOUND3.parse_command(new_state(), "trade"), CardRequest)
    assert isinstance(RUNEBOUND3.parse_command(new_state(), "deal"), CardRequest)


# -- bad input named by the issue: one clear message with its rule, nothing changed ------------------------

def test_a_token_face_with_a_symbol_that_does_not_exist() -> None:
    state = fight()
    with pytest.raises(CommandError) as error:
        RUNEBOUND3.parse_command(state, "landed sword bolt / miss shield miss skull miss")
    message = str(error.value)
    assert "'sword' is not a token face" in message and "axe, bolt, skull" in message
    assert "«Раунды боя:»" in message and "\n" not in message


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_an_item_of_unknown_type_is_refused_with_its_rule_and_nothing_changes() -> None:
    state = new_state()
    before = to_jsonable(state)
    ruling = RUNEBOUND3.check(state, Trade(DrawnCard("items", "Helm", "table", data={"type": "helmet", "cost": 2})))
    assert not ruling.allowed and "helmet" in ruling.message and "weapon, armour" in ruling.message
    assert ruling.citations[0].rule_id == "runebound3.trade.one-per-type" and to_jsonable(state) == before
    ruling = RUNEBOUND3.check(state, Trade(DrawnCard("items", "Nothing Known", "table")))
    assert not ruling.allowed and "give its type, cost and each combat token's two faces once" in ruling.message
    assert "Nothing Known as weapon 2 axe/shield*" in ruling.message
    typed = RUNEBOUND3.check(state, Trade(DrawnCard("items", "Nothing Known", "table", data={"cost": 2})))
    assert not typed.allowed and "needs a type" in typed.message


@pytest.mark.rule("runebound3.turn.actions")
def test_an_action_past_three_is_refused_with_its_rule_and_nothing_changes() -> None:
    state = new_state()
    for text in ("train", "train"):
        state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, text)).state
    before = to_jsonable(state)
    ruling = RUNEBOUND3.check(state, RUNEBOUND3.parse_command(state, "adventure enemy Wolf"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "runebound3.turn.actions"
    assert "1 of 3 actions left" in ruling.message and to_jsonable(state) == before
    assert state.stage is Stage.ACTIONS


def test_fight_commands_outside_a_fight_say_so() -> None:
    with pytest.raises(CommandError, match="no fight"):
        RUNEBOUND3.parse_command(new_state(), "strike 1")


def test_a_dice_travel_step_of_unknown_kind_is_not_understood() -> None:
    with pytest.raises(CommandError, match="TERRAIN/KIND/SPACE"):
        RUNEBOUND3.parse_command(new_state(), "travel forest to forest/castle/Oakvale")



@pytest.mark.rule("runebound3.trade.market")
def test_a_traded_card_named_by_the_table_takes_its_values_from_the_catalogue() -> None:
    state = new_state()
    item = {"name": "Long Sword", "type": "weapon", "cost": 3, "tokens": ["2axe/shield"]}
    state = replace(state, item_deck=(item_from("Long Sword", item),))
    request = RUNEBOUND3.parse_command(state, "trade")
    assert request.candidates == ("Long Sword",)
    state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, 'trade "Long Sword"')).state
    state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, 'buy "Long Sword"')).state
    (sword,) = state.heroes[0].items
    assert (sword.type.value, sword.cost, sword.tokens[0].notation()) == ("weapon", 3, "2axe/shield")


def test_actions_carrying_a_drawn_card_or_an_entered_roll_survive_saving() -> None:
    roll = TableDice(["forest"]).roll(TERRAIN_DIE, 1)
    for action in (Adventure(DrawnCard("challenges", "Wolf", "table", data={"kind": "enemy"})),
                   DealMarket(DrawnCard("items", "Rope", "virtual")),
                   Trade(DrawnCard("items", "Helm", "table", data={"type": "armour", "cost": 2, "tokens": ["shield/miss"]})),
                   Escape("Oakvale", "wilds", "forest", roll)):
        assert decode_action(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.rule("runebound3.setup.markets")
def test_a_table_with_only_its_heroes_imported_enters_cards_as_they_appear() -> None:
    state = RUNEBOUND3.new_game(GameSetup((PlayerSetup("Ann", "h"),), {}, {
        "heroes": {"h": HERO}, "tokens": [{"space": "Tamalir", "colour": "orange"}]}))
    assert state.stage is Stage.MARKETS
    for n in range(12):
        state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, f'deal "Card {n}" as goods 1')).state
    state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, 'trade "Long Sword" as weapon 3 2axe/shield')).state
    state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, 'buy "Long Sword"')).state
    assert state.heroes[0].items[0].tokens[0].notation() == "2axe/shield"
    action = RUNEBOUND3.parse_command(state, "adventure enemy Troll health 6")
    assert RUNEBOUND3.format_command(action) == "adventure enemy Troll health 6"
    state = RUNEBOUND3.apply(state, action).state
    assert state.stage is Stage.COMBAT and RUNEBOUND3.choices(state)[0].action.__name__ == "CombatResult", \
        "without the enemies' common tokens the table fights with its own and enters the outcome"
