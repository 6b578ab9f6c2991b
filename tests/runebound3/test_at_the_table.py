"""Issue 28: Runebound 3e as the table plays it: rewards applied, the villain apart from the decks, skills past
their limit, barter during either hero's turn, a failed exploration priced again, typed revealed cards, and a
log that says what happened."""

from __future__ import annotations

import pytest

from rules_engine.chance import DrawnCard
from rules_engine.dice import DiceRoll, Face
from rules_engine.errors import CommandError
from rules_engine.runebound3.actions import (
    Adventure, Buy, CombatResult, GiveGold, Learn, Move, Rest, Trade, Travel,
)
from rules_engine.runebound3.attribute_tests import BeginTest, RevealSkill, reveal_request
from rules_engine.runebound3.card_records import SkillEffect
from rules_engine.runebound3.challenge_decks import deck_cards
from rules_engine.runebound3.combat.actions import Strike, TakeDamage, Toss
from rules_engine.runebound3.exploration import Explore
from rules_engine.runebound3.gains import Gain, reward_option
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.item_barter import GiveItem
from rules_engine.runebound3.state import Attribute, Colour, Fight, Item, ItemType, Skill, Stage
from rules_engine.runebound3.villains import FaceVillain
from rules_engine.values import replace
from tests.runebound3.helpers import challenge, fighting_state, item, new_state, refused_rule


def play(state, *actions):
    for act in actions:
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        state = outcome.state
    return state


def with_hero(state, seat=0, **changes):
    heroes = list(state.heroes)
    heroes[seat] = replace(heroes[seat], **changes)
    return replace(state, heroes=tuple(heroes))


def roll(*faces: str) -> DiceRoll:
    return DiceRoll("rb3-terrain", tuple(Face(f, None, tuple(f.split("+"))) for f in faces), "table")


# -- rewards ---------------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.enemy.won")
def test_a_beaten_enemys_gold_reward_reaches_the_hero_in_a_token_fight() -> None:
    state = play(fighting_state(), Adventure(challenge("Wolf", "enemy")))  # Wolf: health 2, reward "2 gold"
    state = play(state, Toss(((True, True), (False,) * 5)), Strike(0, (0, 1)))
    won = RUNEBOUND3.apply(state, TakeDamage(1))
    state = won.state
    assert state.combat is None and state.heroes[0].gold == 3 + 2
    notes = [str(e) for e in won.ruling.effects]
    assert "Wolf becomes a green trophy" in notes and any("takes Wolf's reward" in n for n in notes)
    assert state.heroes[0].trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.enemy.won")
def test_an_entered_win_applies_the_reward_of_an_enemy_the_session_knows_and_names_an_orange_trophy() -> None:
    state = replace(new_state(), tokens=(replace(new_state().tokens[0], colour=Colour.ORANGE),))
    bandit = DrawnCard("challenges", "Bandit", "table", data={"kind": "enemy", "health": 4, "reward": "3 gold"})
    state = play(state, Adventure(bandit))
    outcome = RUNEBOUND3.apply(state, CombatResult("won", 1))
    assert outcome.state.heroes[0].gold == 3 + 3 and outcome.state.heroes[0].trophies == (Colour.ORANGE,)


def test_printed_rewards_are_read_in_the_effect_vocabulary_or_left_to_the_table() -> None:
    assert reward_option("3 gold").gold == 3
    assert reward_option("a skill card").cards == 1
    assert reward_option("2 gold and 2 skill cards").cards == 2
    assert reward_option("gold+1,wounds-2").wounds == -2
    assert reward_option("victory") is None


@pytest.mark.rule("runebound3.cards.effects")
def test_the_table_records_gold_a_card_gave_naming_the_card_at_no_action_cost() -> None:
    state = new_state()
    action = RUNEBOUND3.parse_command(state, 'gain gold+3 from "Lucky Find"')
    assert action == Gain(0, "gold+3", "Lucky Find")
    outcome = RUNEBOUND3.apply(state, action)
    assert outcome.state.heroes[0].gold == 6 and outcome.state.actions_used == 0
    assert "Lucky Find" in outcome.ruling.message
    other = play(state, RUNEBOUND3.parse_command(state, 'gain cards+1 from Map for p2'))
    assert other.heroes[1].hand == state.heroes[1].hand + 1
    assert refused_rule(state, Gain(0, "trophy", "Lucky Find"))[0] == "runebound3.cards.effects"


# -- villains --------------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.villain")
def test_the_main_villain_is_kept_out_of_the_challenge_decks_and_enters_by_the_scenario() -> None:
    state = replace(fighting_state(), tokens=(replace(fighting_state().tokens[0], colour=Colour.ORANGE),))
    assert "Wolf" in deck_cards(state, Colour.ORANGE)
    assert all("Margath" not in deck_cards(state, colour) for colour in (Colour.GREEN, Colour.ORANGE, Colour.PURPLE))
    rule, message = refused_rule(state, Adventure(challenge("Margath", "enemy")))
    assert rule == "runebound3.villain" and "villain Margath" in message
    assert RUNEBOUND3.parse_command(state, "villain Margath") == FaceVillain("Margath")
    fighting = play(state, FaceVillain("Margath"))
    assert isinstance(fighting.combat, Fight) and fighting.combat.enemy.name == "Margath"
    assert fighting.actions_used == 0
    assert refused_rule(state, FaceVillain("Wolf"))[0] == "runebound3.villain"


# -- skills ----------------------------------------------------------------------------------------


def skilled(state, *skills: Skill):
    return with_hero(state, skills=skills, trophies=(Colour.GREEN, Colour.GREEN), hand=3)


@pytest.mark.rule("runebound3.skill.limit")
def test_a_skill_past_the_attributes_limit_is_learned_by_discarding_one_of_that_attribute_at_once() -> None:
    state = skilled(new_state(), Skill("Focus", Attribute.MIND, (Colour.GREY,)))  # mind 1: full
    rule, message = refused_rule(state, Learn("Wit", "mind", ("green",), ("green",)))
    assert rule == "runebound3.skill.limit" and "discard" in message and "Focus" in message
    learned = play(state, Learn("Wit", "mind", ("green",), ("green",), discard="Focus"))
    assert [s.name for s in learned.heroes[0].skills] == ["Wit"] and learned.heroes[0].trophies == (Colour.GREEN,)
    room = skilled(new_state())
    assert refused_rule(room, Learn("Wit", "mind", ("green",), ("green",), discard="Focus"))[0] == \
        "runebound3.skill.limit"


@pytest.mark.rule("runebound3.skill.limit")
def test_a_discarded_skill_takes_its_passive_effect_with_it() -> None:
    quick = Skill("Quick", Attribute.MIND, (Colour.GREEN,), effects=(SkillEffect("speed", 1),))
    state = replace(skilled(new_state()), skill_cards=(quick,))
    first = play(state, Learn("Quick", "", (), ("green",)))
    assert first.heroes[0].sheet.speed == 4
    second = play(first, Learn("Wit", "mind", ("green",), ("green",), discard="Quick"))
    assert second.heroes[0].sheet.speed == 3 and [s.name for s in second.heroes[0].skills] == ["Wit"]


@pytest.mark.rule("runebound3.skill.once")
def test_the_same_skill_is_not_learned_twice() -> None:
    state = skilled(new_state(), Skill("Grip", Attribute.BODY, (Colour.GREY,)))  # body 2: room for one more
    rule, message = refused_rule(state, Learn("Grip", "body", ("green",), ("green",)))
    assert rule == "runebound3.skill.once" and "Grip" in message


# -- barter ----------------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.barter")
def test_barter_goes_both_ways_during_either_heros_turn() -> None:
    state = new_state()  # P0's turn, both heroes on Tamalir
    given = play(state, RUNEBOUND3.parse_command(state, "give 2 gold p1 from p2"))
    assert [h.gold for h in given.heroes] == [5, 1] and given.actions_used == 0
    sword = Item("Sword", ItemType.WEAPON, 2)
    armed = with_hero(state, 1, items=(sword,))
    took = play(armed, GiveItem(0, "Sword", giver=1))
    assert took.heroes[0].items == (sword,) and took.heroes[1].items == ()


@pytest.mark.rule("runebound3.barter")
def test_a_barter_refusal_names_what_is_wrong_not_a_missing_hero() -> None:
    state = new_state(3)
    rule, message = refused_rule(state, GiveGold(2, 1, giver=1))  # P1 to P2 during P0's turn
    assert rule == "runebound3.barter" and "turn" in message and "another hero at the table" not in message
    assert "another hero at the table" not in refused_rule(state, GiveGold(0, 1))[1]
    far = play(state, Move("Wilds", "wilds"))
    assert "same space" in refused_rule(far, GiveGold(0, 1, giver=1))[1]


# -- exploration -----------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.quest.actions")
def test_a_failed_exploration_keeps_the_quest_and_a_new_attempt_is_a_new_resolution() -> None:
    state = play(new_state(), Adventure(challenge("Lost Shrine", "quest")))
    missed = play(state, Explore(("forest", "hills"), roll("forest+hills", "plains", "river")))
    assert missed.stage is Stage.ACTIONS and missed.challenge is None
    assert [q.name for q in missed.quests] == ["Lost Shrine"]
    assert refused_rule(missed, Explore(("forest",), roll("forest", "plains", "river")))[0] != ""
    again = RUNEBOUND3.parse_command(missed, "quest \"Lost Shrine\" actions 1")
    retried = play(missed, again)
    assert retried.stage is Stage.CHALLENGE and retried.actions_used == missed.actions_used + 1


# -- reveal ----------------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.test.success")
def test_a_revealed_card_the_table_types_is_taken_with_its_success_or_not() -> None:
    request = reveal_request()
    assert request.values_help and not request.candidates
    state = play(new_state(), Adventure(challenge("Riddle", "test")), BeginTest("mind"))
    typed = DrawnCard("skills", "Quick Wits", "table", data={"values": "success"})
    passed = play(state, RevealSkill(typed))
    assert passed.test is None
    blank = play(state, RevealSkill(DrawnCard("skills", "Rope Trick", "table", data={"values": "none"})))
    assert blank.test is not None and blank.test.successes == 0
    assert refused_rule(state, RevealSkill(DrawnCard("skills", "X", "table", data={"values": "maybe"})))[0] == \
        "runebound3.test.success"


# -- small refusals --------------------------------------------------------------------------------


@pytest.mark.rule("runebound3.combat.toss")
def test_an_item_with_a_bad_token_face_cites_the_tokens_rule_not_one_item_of_each_type() -> None:
    state = new_state()
    bad = DrawnCard("items", "Odd Blade", "table", data={"type": "weapon", "cost": 2, "tokens": ["sword/bolt"]})
    rule, message = refused_rule(state, Trade(bad))
    assert rule == "runebound3.combat.toss" and "sword" in message


def test_exert_with_a_number_outside_a_move_says_no_move_is_under_way() -> None:
    with pytest.raises(CommandError) as error:
        RUNEBOUND3.parse_command(new_state(), "exert 1")
    assert "no move is under way" in str(error.value)


@pytest.mark.rule("runebound3.rest.settlement")
def test_a_bare_rest_in_a_city_is_understood_and_outdoors_asks_for_the_matches() -> None:
    state = new_state()
    assert RUNEBOUND3.parse_command(state, "rest") == Rest(0)
    outdoors = play(state, Move("Wilds", "wilds"))
    with pytest.raises(CommandError) as error:
        RUNEBOUND3.parse_command(outdoors, "rest")
    assert "rest N" in str(error.value)


# -- words a player reads --------------------------------------------------------------------------


def test_the_log_says_what_happened_with_names() -> None:
    state = with_hero(new_state(), gold=5)
    traded = RUNEBOUND3.apply(state, Trade(item("Amulet", "equipment", 3)))
    assert traded.ruling.message == "P0 trades in Tamalir: Amulet joins the market"
    bought = RUNEBOUND3.apply(traded.state, Buy("Amulet"))
    assert bought.ruling.message == "P0 buys Amulet (3 gold)"
    moved = RUNEBOUND3.apply(state, Travel(("forest", "plains", "hills"), (("Forge", "city", "any"),)))
    assert moved.ruling.message == "P0 moves to Forge (rolled forest, plains, hills)"


def test_a_refusal_for_what_comes_first_says_what_to_do_without_class_names() -> None:
    state = with_hero(new_state(), gold=5)
    trading = play(state, Trade(item("Amulet", "equipment", 3)))
    ruling = RUNEBOUND3.check(trading, Move("Wilds", "wilds"))
    assert not ruling.allowed and "trading first" in ruling.message
    assert "Buy" not in ruling.message and "DiscardFromMarket" not in ruling.message
