"""Combat rules: rounds and phases, attacks and defence, bonuses, fleeing, knock-out, duels."""

from __future__ import annotations


import pytest

from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import new_game, play, refused, with_character, with_hero

OGRE = 'challenge "Ogre" mind:10 body:12 spirit:9 damage:1/3/2 life:4 gold:4'


def in_combat(card=OGRE, state=None, colour="green"):
    state = state or new_game(2)
    state = play(play(state, f"step H3:forest adventure:{colour}"), "next")
    return play(play(state, "adventure take"), card)


@pytest.mark.rule("runebound2.combat.round")
def test_phases_run_in_order_and_rounds_repeat():
    state = play(in_combat(), "fight")
    assert state.combat.phase == "flee"
    refused(state, "attack melee", 5, 5, rule="runebound2.combat.round")
    state = play(state, "stay")
    assert state.combat.phase == "ranged"
    state = play(state, "defend", 9, 9)
    state = play(state, "defend", 9, 9)
    state = play(state, "defend", 9, 9)
    assert state.combat.round == 2 and state.combat.phase == "flee"
    before = in_combat()
    refused(before, "attack", 5, 5, rule="runebound2.combat.round")


@pytest.mark.rule("runebound2.combat.attack-roll")
@pytest.mark.rule("runebound2.dice.d10-zero-is-ten")
def test_attack_meets_or_beats_the_attribute_and_zero_counts_ten():
    state = play(in_combat(), "fight")
    hit = play(state, "attack ranged", 0, 0)  # 10 + 10 + Mind 1 = 21 >= 10
    assert hit.combat.wounds == 1  # Varikas's ranged damage (test value 1)
    exact = play(state, "attack ranged", 4, 5)  # 9 + 1 = 10 = Mind 10: a hit
    assert exact.combat.wounds == 1
    miss = play(state, "attack ranged", 4, 4)  # 9 < 10: Varikas takes the ranged damage
    assert miss.combat.wounds == 0 and miss.hero.hero.wounds == 1


@pytest.mark.rule("runebound2.combat.defend")
def test_defence_failure_takes_the_phase_damage():
    state = play(play(in_combat(), "fight"), "stay")
    state = play(state, "defend", 1, 1)  # 2 + 1 < 10: one ranged wound
    assert state.hero.hero.wounds == 1
    state = play(state, "defend", 9, 9)  # melee 18 + 4 >= 12: nothing
    assert state.hero.hero.wounds == 1


@pytest.mark.rule("runebound2.combat.defend")
def test_defending_without_a_roll_needs_zero_damage():
    from rules_engine.runebound2 import actions as A
    from tests.runebound2.helpers import GAME

    state = play(play(in_combat(), "fight"), "stay")
    result = GAME.check(state, A.Defend("ranged", None))
    assert not result.allowed and result.citations[0].rule_id == "runebound2.combat.defend"


@pytest.mark.rule("runebound2.combat.one-attack")
@pytest.mark.rule("runebound2.combat.allies")
def test_one_attack_each_and_allies_never_defend():
    ally = Character("Squire", life=3, stamina=2, mind=2, body=3, spirit=1, ranged=1, melee=1, magic=0, cost=3)
    state = play(in_combat(state=with_hero(new_game(2), allies=(ally,))), "fight")
    state = play(state, "attack ranged", 9, 9)
    refused(state, "attack melee hero", 9, 9, rule="runebound2.combat.one-attack")
    state = play(state, "attack melee Squire", 9, 9)
    refused(state, "attack magic Squire", 9, 9, rule="runebound2.combat.one-attack")
    state = play(state, "defend magic", 9, 9)
    assert state.combat.round == 2


@pytest.mark.rule("runebound2.combat.bonuses")
def test_bonuses_add_to_the_roll_not_the_damage():
    state = play(in_combat(), "fight")
    state = play(state, "attack ranged bonus:5", 2, 2)  # 4 + 1 + 5 = 10: hit
    assert state.combat.wounds == 1  # still the printed ranged damage
    stated = play(play(in_combat(), "fight"), "attack ranged damage:+2", 9, 9)
    assert stated.combat.wounds == 3  # a card that says so adds damage


@pytest.mark.rule("runebound2.flee.roll")
def test_failed_flight_costs_a_wound_and_may_be_retried():
    state = play(in_combat(), "fight")
    state = play(state, "flee", 2, 3)  # 5 + 1 < 10
    assert state.hero.hero.wounds == 1 and state.combat.phase == "flee"
    state = play(state, "flee", 4, 4)  # 8 + 1 < 10
    assert state.hero.hero.wounds == 2
    state = play(state, "flee", 4, 5)
    assert state.combat is None and state.turn.ended
    ranged = play(play(in_combat(), "fight"), "stay")
    refused(ranged, "flee", 9, 9, rule="runebound2.flee.roll")


@pytest.mark.rule("runebound2.knockout.procedure")
def test_knocked_out_hero_loses_gold_tokens_priciest_card_and_wakes_in_a_city():
    items = (Item("Sword", 5, "weapon", "sword"), Item("Axe", 5, "weapon", "axe"), Item("Rope", 1))
    state = with_hero(new_game(2), items=items, gold=7)
    state = with_character(state, wounds=5, exhaustion=2)
    state = play(play(play(in_combat(state=state), "fight"), "defend", 9, 9), "attack melee", 1, 1)  # 2 + 4 < 12: three wounds
    assert state.turn.pending == "knockout" and state.hero.gold == 0
    assert state.hero.hero.wounds == 0 and state.hero.hero.exhaustion == 0
    assert state.track.slots[0].card.name == "Ogre" and state.track.slots[0].hex == "H3"
    refused(state, "next", rule="runebound2.turn.steps")
    refused(state, "recover Tamalir lose:Rope", rule="runebound2.knockout.procedure")
    state = play(state, "recover Greyhaven lose:Axe")
    assert [i.name for i in state.hero.items] == ["Sword", "Rope"]
    assert state.hero.position.city == "Greyhaven"
    assert play(state, "next").active == 1


@pytest.mark.rule("runebound2.variant.soft-knockout")
def test_softer_knockout_keeps_cards():
    state = with_hero(new_game(2, soft_knockout=True), items=(Item("Sword", 5, "weapon", "sword"),))
    state = with_character(state, wounds=5)
    state = play(play(play(play(in_combat(state=state), "fight"), "defend", 9, 9), "attack melee", 1, 1), "recover Tamalir")
    assert [i.name for i in state.hero.items] == ["Sword"]


def duel_ready(**options):
    state = new_game(2, **options)
    state = with_hero(state, 1, position=Hex("H3", "forest"), gold=6,
                      items=(Item("Bow", 4, "weapon", "bow"),))
    state = play(play(state, "step H3:forest"), "next")
    return play(state, "duel Boris")


@pytest.mark.rule("runebound2.duel.rules")
def test_duel_defender_rolls_first_roles_swap_only_aggressor_flees():
    state = duel_ready()
    refused(state, "before aggressor hero", rule="runebound2.duel.rules")  # the defender goes first
    state = play(play(play(state, "before defender hero"), "before defender pass"), "before aggressor hero")
    refused(state, "before defender hero", rule="runebound2.duel.rules")
    state = play(state, "fight")
    # Ranged: Boris (defender) rolls 5+5+Mind 5 = 15; Anna's 9+9+Mind 1 = 19 >= 15: Boris takes 1.
    state = play(state, "attack ranged", 5, 5, 9, 9)
    assert state.players[1].hero.wounds == 1
    state = play(state, "defend melee", 1, 1, 9, 9)  # Anna holds: 22 >= 5
    state = play(state, "defend magic", 9, 9, 1, 1)  # 2 + 4 < 20: Anna takes Boris's magic damage 1
    assert state.players[0].hero.wounds == 1
    assert state.duel.aggressor == 1 and state.duel.defender == 0 and state.duel.round == 2
    # Boris (now aggressor) may flee; the app does not know where his party came from, so he names it.
    refused(state, "flee", 9, 9, 1, 1, rule="runebound2.flee.success")
    state = play(state, "flee to:H2", 9, 9, 1, 1)  # Boris fails: 2 + 5 < 18 + 1
    assert state.players[1].hero.wounds == 2


@pytest.mark.rule("runebound2.duel.spoils")
def test_duel_winner_takes_one_thing_loser_is_knocked_out_no_experience():
    state = duel_ready()
    state = with_character(state, 1, wounds=4)
    state = play(play(state, "fight"), "attack ranged", 1, 1, 9, 9)
    assert state.turn.pending == "spoils"
    state = play(state, "take item Bow")
    assert [i.name for i in state.players[0].items] == ["Bow"]
    assert state.turn.pending == "knockout" and state.players[1].gold == 0
    state = play(state, "recover Tamalir")
    assert state.players[0].counters == () and state.turn.ended


@pytest.mark.rule("runebound2.variant.trophies")
def test_battle_trophies_loser_keeps_the_rest():
    state = duel_ready(battle_trophies=True)
    state = with_hero(state, 1, items=(Item("Bow", 4, "weapon", "bow"), Item("Helm", 6, "armour", "helm")))
    state = with_character(state, 1, wounds=4)
    state = play(play(state, "fight"), "attack ranged", 1, 1, 9, 9)
    state = play(play(state, "take item Bow"), "recover Tamalir")
    assert state.players[1].gold == 6 and [i.name for i in state.players[1].items] == ["Helm"]


@pytest.mark.rule("runebound2.combat.before")
@pytest.mark.rule("runebound2.activation.limits")
def test_one_item_activated_before_combat_by_either_route():
    items = (Item("Leather Armour", 3, "armour", "leather", "activate"), Item("Charm", 2, "relic", "charm", "activate"))
    state = in_combat(state=with_hero(new_game(2), items=items))
    used = play(state, 'activate "Leather Armour"')
    refused(used, 'before item "Charm"', rule="runebound2.combat.before")
    used = play(state, 'before item "Charm"')
    refused(used, 'activate "Leather Armour"', rule="runebound2.activation.limits")


@pytest.mark.rule("runebound2.activation.limits")
@pytest.mark.rule("runebound2.wounds.ward")
def test_a_ward_only_as_the_wounds_are_dealt():
    state = with_hero(new_game(2), items=(Item("Leather Armour", 3, "armour", "leather", "activate"),))
    state = play(play(play(in_combat(state=state), "fight"), "stay"), "defend", 1, 1)  # one ranged wound
    assert play(state, 'activate "Leather Armour" ward:1').hero.hero.wounds == 0
    assert state.turn.pending == "wounds" and state.hero.hero.wounds == 0  # held until warded or taken
    later = play(play(state, "take-wounds"), "defend", 9, 9)
    assert later.hero.hero.wounds == 1
    refused(later, 'activate "Leather Armour" ward:1', rule="runebound2.wounds.ward")
