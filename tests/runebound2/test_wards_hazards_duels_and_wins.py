"""Rulings across steps: wards before a knock-out, hazard experience, kept cards, duels, fleeing, wins."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import new_game, play, refused, with_character, with_hero

ARMOUR = Item("Leather Armour", 3, "armour", "leather", "activate")
WOLVES = 'challenge "Wolves" mind:12 body:8 spirit:8 damage:1/2/1 life:4'


def wolves(state, card=WOLVES, colour="green"):
    """Anna steps onto a forest hex with a counter of `colour` and draws `card`."""
    state = play(play(state, f"step H9:forest adventure:{colour}"), "next")
    return play(play(state, "adventure take"), card)


def wounded_defence(wounds: int = 5, items=(ARMOUR,)):
    """Varikas (life 6) fails a ranged defence against the Wolves (1 wound)."""
    state = with_hero(with_character(new_game(2), wounds=wounds), items=items)
    state = play(play(wolves(state), "fight"), "stay")
    return play(state, "defend ranged", 1, 1)


# -- 1. a ward works as the wound is dealt, before any knock-out -------------------------------------


@pytest.mark.rule("runebound2.wounds.ward")
def test_armour_wards_the_wound_that_would_knock_the_hero_out():
    held = wounded_defence()
    assert held.turn.pending == "wounds" and held.combat is not None
    assert held.hero.hero.wounds == 5 and held.hero.gold == 3  # nothing has landed yet
    warded = play(held, 'activate "Leather Armour" ward:1')
    assert warded.hero.hero.wounds == 5 and warded.turn.pending == ""
    assert warded.combat.phase == "melee" and warded.hero.item("Leather Armour").activated


@pytest.mark.rule("runebound2.wounds.ward")
def test_declining_the_ward_lets_the_wounds_land_and_the_knock_out_follow():
    held = wounded_defence()
    refused(held, "next", rule="runebound2.turn.steps")
    refused(held, 'activate "Leather Armour" ward:2', rule="runebound2.wounds.ward")
    refused(held, 'activate "Leather Armour"', rule="runebound2.wounds.ward")
    out = play(held, "take-wounds")
    assert out.turn.pending == "knockout" and out.hero.gold == 0 and out.combat is None
    assert any(slot.card is not None and slot.card.name == "Wolves" for slot in out.track.slots)


@pytest.mark.rule("runebound2.wounds.ward")
def test_no_hold_without_a_card_that_could_ward():
    plain = wounded_defence(items=())
    assert plain.turn.pending == "knockout"
    used = wounded_defence(items=(replace(ARMOUR, activated=True),))
    assert used.turn.pending == "knockout"
    fine = wounded_defence(wounds=2)
    assert fine.turn.pending == "wounds"
    assert play(fine, "take-wounds").hero.hero.wounds == 3


@pytest.mark.rule("runebound2.wounds.ward")
def test_an_allys_wounds_are_held_too_and_flee_wounds_as_well():
    squire = Character("Squire", life=2, stamina=2, mind=1, body=1, spirit=1, melee=1, cost=2, wounds=1)
    state = with_hero(new_game(2), allies=(squire,), items=(ARMOUR,))
    state = play(play(wolves(state), "fight"), "stay")
    held = play(state, "attack ranged Squire", 1, 1)
    assert held.turn.pending == "wounds" and held.hero.allies[0].wounds == 1
    assert play(held, "take-wounds").hero.allies == ()
    state = with_hero(with_character(new_game(2), wounds=5), items=(ARMOUR,))
    state = play(wolves(state), "fight")
    held = play(state, "flee", 1, 1)
    assert held.turn.pending == "wounds"
    assert play(held, 'activate "Leather Armour" ward:1').combat.phase == "flee"


# -- 2. road hazards: the reserve makes up the amount if any counters can ----------------------------


@pytest.mark.rule("runebound2.hazard.resolution")
def test_hazard_experience_from_any_reserve_counters_that_sum_to_it():
    base = play(play(new_game(2, road_hazards=True), "step H4:forest"), "hazard", "plains+road", "river+swamp")
    base = play(base, "hazard-colour", 3, 3)
    state = play(base, 'challenge "Bandits" mind:5 body:5 spirit:5 damage:1/1/1 life:1')
    state = replace(state, reserve=(Counter("green", 3), Counter("green", 2), Counter("green", 2)))
    won = play(play(state, "attack", 9, 9), "counter 4")
    assert won.hero.xp_points == 4 and won.reserve == (Counter("green", 3),)
    short = replace(state, reserve=(Counter("green", 3),))
    assert play(play(short, "attack", 9, 9), "counter 4").hero.xp_points == 0


# -- 3. kept adventure cards become items or allies, counted in the limits ---------------------------


BROOD = 'challenge "Brood" mind:5 body:5 spirit:5 damage:0/0/0 life:1 gold:2 keep'


@pytest.mark.rule("runebound2.market.limits")
@pytest.mark.rule("runebound2.combat.victory")
def test_a_kept_challenge_becomes_an_item_and_counts_toward_the_limit():
    state = with_hero(new_game(2), items=(Item("Plate", 5, "armour", "plate"),))
    won = play(play(wolves(state, BROOD), "fight"), "attack ranged", 9, 9)
    assert won.turn.pending == "keep"
    refused(won, "counter 2", rule="runebound2.turn.steps")
    refused(won, "keep item class:armour type:fang", rule="runebound2.market.limits")
    kept = play(won, "keep item class:weapon type:fang use:activate")
    fang = kept.hero.item("Brood")
    assert fang.kept and fang.item_class == "weapon" and fang.usage == "activate" and fang.cost == 0
    assert kept.turn.pending == "counter" and kept.hero.trophies == ()
    kept = play(kept, "counter 2")
    assert play(kept, "next").step.label == "experience"


@pytest.mark.rule("runebound2.market.limits")
def test_a_kept_card_can_become_an_ally_or_stay_a_card():
    state = with_hero(new_game(2))
    won = play(play(wolves(state, BROOD), "fight"), "attack ranged", 9, 9)
    ally = play(won, "keep ally life:3 stamina:2 stats:4/5/6 damage:1/2/0")
    brood = ally.hero.allies[0]
    assert brood.kept and (brood.life, brood.mind, brood.melee) == (3, 4, 2)
    card = play(won, "keep card")
    assert [c.name for c in card.hero.trophies] == ["Brood"]
    two = with_hero(won, allies=(Character("A", 1, 1), Character("B", 1, 1)))
    refused(two, "keep ally life:3 stamina:2", rule="runebound2.market.limits")


@pytest.mark.rule("runebound2.market.limits")
@pytest.mark.rule("runebound2.adventure.encounters")
def test_an_encounter_grants_an_ally_within_the_limit():
    state = play(play(new_game(2), "step H9:forest adventure:green"), "next")
    state = play(play(state, "adventure take"), 'encounter "A Question of Honour"')
    joined = play(state, "keep ally life:4 stamina:3 stats:3/3/3 damage:1/1/1")
    assert joined.hero.allies[0].kept and joined.hero.allies[0].name == "A Question of Honour"
    done = play(joined, "done")
    assert "A Question of Honour" not in done.out_of_game
    full = with_hero(state, allies=(Character("A", 1, 1), Character("B", 1, 1)))
    refused(full, "keep ally life:4 stamina:3", rule="runebound2.market.limits")


# -- 4. duels: the defender's before-combat abilities first ------------------------------------------


def duel_ready():
    state = new_game(2)
    state = with_hero(state, 1, position=Hex("H3", "forest"), gold=6)
    state = play(play(state, "step H3:forest"), "next")
    return play(state, "duel Boris")


@pytest.mark.rule("runebound2.duel.rules")
def test_the_aggressor_waits_until_the_defender_finishes_before_combat():
    state = duel_ready()
    refused(state, "before aggressor hero", rule="runebound2.duel.rules")
    state = play(state, "before defender hero")
    refused(state, "before aggressor hero", rule="runebound2.duel.rules")
    state = play(state, "before defender pass")
    refused(state, "before defender hero", rule="runebound2.duel.rules")
    state = play(state, "before aggressor hero")
    assert state.duel.before_used[-1] == "aggressor:char:Varikas the Dead"


# -- 5. fleeing after not moving asks where the party goes ------------------------------------------


@pytest.mark.rule("runebound2.flee.success")
def test_fleeing_without_a_known_entry_hex_needs_the_table_to_name_it():
    state = with_hero(new_game(2), position=Hex("H3", "forest", adventure="green"))
    state = play(play(state, "stay"), "next")
    state = play(play(play(state, "adventure take"), WOLVES), "fight")
    assert state.turn.came_from == ""
    refused(state, "flee", 9, 9, rule="runebound2.flee.success")
    away = play(state, "flee to:H2", 9, 9)
    assert away.hero.position.label == "H2" and away.turn.ended
    moved = play(play(wolves(new_game(2)), "fight"), "flee to:H7", 9, 9)
    assert moved.hero.position.label == "Tamalir"  # the app knows where it came from


# -- 6. Margath and three Dragon Runes win in normal play --------------------------------------------


@pytest.mark.rule("runebound2.goal.win")
def test_slaying_margath_in_normal_play_wins():
    margath = 'challenge "Margath" red mind:5 body:5 spirit:5 damage:0/0/0 life:1 margath'
    won = play(play(wolves(new_game(2), margath, "red"), "fight"), "attack ranged", 9, 9)
    assert won.winner == 0 and "Margath" in won.result


@pytest.mark.rule("runebound2.goal.win")
def test_the_third_dragon_rune_wins():
    rune = 'challenge "Dragon Rune" red mind:5 body:5 spirit:5 damage:0/0/0 life:1 rune'
    state = with_hero(new_game(2))
    first = play(play(wolves(state, rune, "red"), "fight"), "attack ranged", 9, 9)
    assert first.winner is None and first.turn.pending == "counter"
    assert [c.name for c in first.hero.trophies] == ["Dragon Rune"]
    two = with_hero(state, trophies=first.hero.trophies * 2)
    third = play(play(wolves(two, rune, "red"), "fight"), "attack ranged", 9, 9)
    assert third.winner == 0 and "Dragon Rune" in third.result


# -- 7. allies never defend --------------------------------------------------------------------------


@pytest.mark.rule("runebound2.combat.allies")
def test_an_ally_named_in_a_defence_is_refused():
    squire = Character("Squire", life=2, stamina=2, mind=1, body=1, spirit=1, melee=1, cost=2)
    state = play(play(wolves(with_hero(new_game(2), allies=(squire,))), "fight"), "stay")
    message = refused(state, "defend ranged Squire", 9, 9, rule="runebound2.combat.allies")
    assert "Squire" in message
    assert play(state, "defend ranged hero", 9, 9).combat.phase == "melee"


# -- 8. item classes are normalised --------------------------------------------------------------------


def at_market(state):
    """Pass the steps until the market step in Tamalir (the other hero shares the city)."""
    while state.step.label != "market":
        state = play(state, "next")
    return state


@pytest.mark.rule("runebound2.market.limits")
def test_item_classes_are_normalised_and_unknown_ones_refused():
    state = with_hero(new_game(2), items=(Item("Plate", 5, "armour", "plate"),))
    state = play(at_market(state), "market draw \"Mail\" item cost:3 class:armor")
    assert state.market_of("Tamalir")[-1].item_class == "armour"
    refused(state, 'buy "Mail"', rule="runebound2.market.limits")
    weapons = at_market(new_game(2))
    weapons = play(weapons, 'market draw "Axe" item cost:3 class:Weapons')
    assert weapons.market_of("Tamalir")[-1].item_class == "weapon"
    message = refused(weapons, 'market add Tamalir "Odd" item cost:3 class:hat', rule="runebound2.market.limits")
    assert "weapon" in message and "armour" in message


@pytest.mark.rule("runebound2.wounds.ward")
def test_a_duel_defender_wards_with_their_own_armour():
    state = with_hero(duel_ready(), 1, items=(ARMOUR,))
    state = with_character(state, 1, wounds=4)  # Valadir, life 5: the next wound knocks him out
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 1, 1, 9, 9)
    assert state.turn.pending == "wounds" and state.turn.held_seat == 1
    warded = play(state, 'activate "Leather Armour" ward:1')  # the wounded party's card by default
    assert warded.players[1].hero.wounds == 4 and warded.duel.phase == "melee"
    assert warded.players[1].item("Leather Armour").activated
    out = play(state, "take-wounds")
    assert out.turn.pending == "spoils"


@pytest.mark.rule("runebound2.combat.victory")
@pytest.mark.rule("runebound2.knockout.procedure")
def test_a_kept_ally_is_never_lost_in_a_knock_out_nor_taken_in_a_duel():
    from tests.runebound2.helpers import kept_from_play

    brood = kept_from_play("Brood", "keep ally life:3 stamina:2 stats:1/1/1 damage:1/1/1").hero.allies
    squire = Character("Squire", life=2, stamina=2, cost=2)
    state = with_hero(with_character(new_game(2), wounds=5), allies=brood + (squire,))
    out = play(play(play(wolves(state), "fight"), "stay"), "defend ranged", 1, 1)
    assert out.turn.pending == "knockout"
    woke = play(out, "recover Tamalir")
    assert [a.name for a in woke.hero.allies] == ["Brood"]  # the hired Squire is lost, the kept card never
    duel = with_hero(with_character(duel_ready(), 1, wounds=4), 1, allies=brood)
    duel = play(play(play(duel, "fight"), "stay"), "attack ranged", 1, 1, 9, 9)
    refused(duel, "take ally Brood", rule="runebound2.combat.victory")


@pytest.mark.rule("runebound2.wounds.ward")
def test_an_item_entered_as_warding_holds_the_wounds_like_armour():
    state = at_market(new_game(2))
    amulet = play(state, 'market draw "Amulet" item cost:2 class:artifact type:amulet use:activate ward')
    lantern = play(state, 'market draw "Lantern" item cost:2 class:artifact type:lantern use:activate')
    amulet = play(amulet, 'buy "Amulet"').hero.items
    lantern = play(lantern, 'buy "Lantern"').hero.items
    assert amulet[0].wards and not lantern[0].wards
    assert wounded_defence(items=amulet).turn.pending == "wounds"
    assert wounded_defence(items=lantern).turn.pending == "knockout"


@pytest.mark.rule("runebound2.goal.win")
@pytest.mark.rule("runebound2.duel.spoils")
def test_a_third_rune_taken_in_a_duel_wins():
    rune = 'challenge "Dragon Rune" red mind:5 body:5 spirit:5 damage:0/0/0 life:1 rune'
    runes = play(play(wolves(new_game(2), rune, "red"), "fight"), "attack ranged", 9, 9).hero.trophies
    state = with_hero(with_hero(duel_ready(), 0, trophies=runes * 2), 1, trophies=runes)
    state = with_character(state, 1, wounds=4)
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 1, 1, 9, 9)
    won = play(state, 'take card "Dragon Rune"')
    assert won.winner == 0 and "Dragon Runes" in won.result


@pytest.mark.rule("runebound2.flee.success")
def test_an_aggressor_fleeing_a_duel_returns_to_the_hex_it_came_from():
    state = play(play(duel_ready(), "fight"), "flee", 1, 1, 9, 9)  # Anna: 18 + 1 >= 2 + 5
    assert state.players[0].position.label == "Tamalir" and state.turn.ended


@pytest.mark.rule("runebound2.market.limits")
def test_the_limits_compare_classes_in_one_spelling():
    from rules_engine.runebound2.market import item_limit_problem

    worn = (Item("Plate", 5, "armor", "plate"),)
    assert item_limit_problem(worn, Item("Mail", 3, "armour", "mail"), "standard") == "already wears armour"
    axes = (Item("Axe", 3, "weapons", "axe"), Item("Axe 2", 3, "weapon", "axe"))
    assert item_limit_problem(axes, Item("Sword", 3, "weapon", "sword"), "standard") == "already carries two weapons"
    assert item_limit_problem(axes[:1], Item("Axe 3", 3, "weapon", "axe"), "class-and-type")
