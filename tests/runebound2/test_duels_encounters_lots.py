"""Duel before-combat through the engine, encounters that call for a fight, the endgame's lot, hazards after a rest."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import GAME, d10, new_game, play, refused, with_character, with_hero

WOLF = 'encounter-fight "Wolf" mind:6 body:6 spirit:6 damage:1/1/1 life:1'


def duel_ready(**options):
    """Anna (Varikas) attacks Boris (Valadir) on H3; Boris carries an hourglass shield and leads an ally."""
    state = new_game(2, **options)
    squire = Character("Squire", 3, 2, 2, 2, 2, 1, 1, 0, cost=3)
    state = with_hero(state, 1, position=Hex("H3", "forest"), gold=6, allies=(squire,),
                      items=(Item("Shield", 4, "armour", "shield", "activate"), Item("Bolt", 2, "item", "bolt", "discard")))
    state = play(play(state, "step H3:forest"), "next")
    return play(state, "duel Boris")


@pytest.mark.rule("runebound2.duel.rules")
@pytest.mark.rule("runebound2.combat.before")
def test_duel_before_combat_defender_first_each_once_one_activated_item():
    state = duel_ready()
    refused(state, "before hero", rule="runebound2.duel.rules")  # whose? the side must be named
    state = play(state, "before defender hero")
    assert state.duel.before_sides == ("defender",)
    refused(state, "before defender hero", rule="runebound2.combat.before")  # Valadir once only
    state = play(state, 'before defender item "Shield"')
    assert state.players[1].item("Shield").activated
    assert "duel-0-1" in state.turn.activations
    state = play(state, "before defender Squire")
    state = play(state, 'before defender item "Bolt"')  # a star item: discarded, no activation needed
    assert state.players[1].item("Bolt") is None and "Bolt" in state.acquisitions_under
    refused(state, "before aggressor hero", rule="runebound2.duel.rules")  # the defender has not finished
    state = play(state, "before defender pass")
    state = play(state, "before aggressor hero")
    refused(state, "before defender Squire", rule="runebound2.duel.rules")  # the defender's turn is over
    refused(state, "before card", rule="runebound2.duel.rules")


@pytest.mark.rule("runebound2.duel.rules")
@pytest.mark.rule("runebound2.wounds.ability-stamina")
def test_duel_before_combat_attack_and_exhaustion_through_the_engine():
    state = play(play(duel_ready(), "before defender hero"), "before defender pass")
    # Varikas: exhaust 1 for a magic attack. Boris rolls first: 2+2 + Spirit 2 = 6; Anna 9+9 + Spirit 4 = 22.
    request = GAME.parse_command(state, "before aggressor hero attack:magic exhaust:1")
    assert isinstance(request, DiceRequest) and request.count == 4
    state = play(state, "before aggressor hero attack:magic exhaust:1", 2, 2, 9, 9)
    assert state.turn.pending == "wounds"  # Boris's Shield could ward the wound as it is dealt
    state = play(state, "take-wounds")
    assert state.players[0].hero.exhaustion == 1 and state.players[1].hero.wounds == 1
    tired = with_character(duel_ready(), 0, exhaustion=4)
    tired = play(tired, "before defender pass")
    refused(tired, "before aggressor hero exhaust:1", rule="runebound2.wounds.ability-stamina")


@pytest.mark.rule("runebound2.duel.rules")
@pytest.mark.rule("runebound2.activation.limits")
def test_duel_one_activated_card_per_round_each():
    state = duel_ready()
    state = with_hero(state, 0, items=(Item("Charm", 2, "relic", "charm", "activate"),
                                       Item("Ring", 2, "relic", "ring", "activate")))
    state = play(state, "fight")
    state = play(state, 'activate "Charm"')
    refused(state, 'activate "Ring"', rule="runebound2.activation.limits")
    state = play(state, 'activate "Shield" by:Boris')  # the defender has an allowance of their own
    assert state.players[1].item("Shield").activated


def encounter_ready(**options):
    """Anna plays the green encounter 'Ambush' on H3."""
    state = new_game(2, **options)
    state = play(play(play(state, "step H3:forest adventure:green"), "next"), "adventure take")
    return play(state, 'encounter "Ambush"')


@pytest.mark.rule("runebound2.adventure.encounter-combat")
def test_an_encounter_fight_is_a_real_combat_with_no_challenge_reward():
    state = encounter_ready()
    refused(new_game(2), WOLF, rule="runebound2.adventure.encounter-combat")
    state = play(state, WOLF)
    assert state.combat is not None and state.combat.source == "encounter" and state.combat.phase == "before"
    state = play(play(state, "fight"), "stay")
    gold = state.hero.gold
    state = play(state, "attack ranged", 9, 9)  # 18 + Mind 1 >= 6: the wolf falls
    assert state.combat is None and state.turn.pending == "" and state.hero.gold == gold
    assert state.turn.encounter == "Ambush"  # the encounter card is still being played
    state = play(state, "done")
    assert "Ambush" in state.out_of_game and state.turn.drawing == "green"


@pytest.mark.rule("runebound2.adventure.encounter-combat")
@pytest.mark.rule("runebound2.flee.success")
def test_fleeing_an_encounter_fight_never_touches_the_challenge_track():
    state = play(play(encounter_ready(), WOLF), "fight")
    state = play(state, "flee", 9, 9)
    assert state.turn.ended and state.combat is None and state.turn.encounter == ""
    assert state.track.markers_home() == (1, 2, 3, 4, 5, 6)
    assert "Ambush" in state.out_of_game and state.hero.position.label == "Tamalir"


@pytest.mark.rule("runebound2.adventure.encounter-combat")
@pytest.mark.rule("runebound2.knockout.procedure")
def test_knocked_out_in_an_encounter_fight():
    state = with_character(encounter_ready(), wounds=5)
    state = play(play(play(state, WOLF), "fight"), "stay")
    state = play(state, "attack ranged", 1, 1)  # misses and takes 1: out
    assert state.turn.pending == "knockout" and state.track.markers_home() == (1, 2, 3, 4, 5, 6)
    assert "Ambush" in state.out_of_game


def endgame_three_equal():
    """Three heroes equal in level and gold, one doom counter from the endgame."""
    state = new_game(3, doom_track=True)
    cards = tuple(DoomCard(f"D{n}", "green") for n in range(5))
    state = replace(state, doom=DoomTrack(cards, 7), active_event=AdventureCard("Storm", "blue", "event", level=3))
    return play(play(play(state, "step H1:plains adventure:green"), "next"), "adventure take")


@pytest.mark.rule("runebound2.doom.lot")
@pytest.mark.rule("runebound2.doom.endgame")
def test_equal_level_and_gold_draw_a_recorded_lot():
    state = play(endgame_three_equal(), 'event "Omen" level:1')
    assert state.final is not None and state.turn.pending == "lots" and state.final.lots == (0, 1, 2)
    refused(state, RED_CARD, rule="runebound2.turn.steps")
    request = GAME.parse_command(state, "lots")
    assert isinstance(request, DiceRequest) and request.count == 3
    state = play(state, "lots", 5, 5, 2)  # Anna and Boris are still equal: they draw again
    assert state.turn.pending == "lots" and state.final.lots == (0, 1)
    state = play(state, "lots", 3, 7)
    assert state.final.order == (1, 0, 2) and state.active == 1
    assert state.turn.pending == "" and state.turn.drawing == "red"
    action = GAME.parse_command(state, "next")
    assert isinstance(action, A.NextStep)


RED_CARD = 'challenge "Red" red mind:5 body:5 spirit:5 damage:0/0/0 life:1'


@pytest.mark.rule("runebound2.doom.lot")
def test_only_tied_heroes_draw_and_the_lot_is_recorded_in_the_action():
    state = play(endgame_three_equal(), 'event "Omen" level:1')
    request = GAME.parse_command(state, "lots")
    action = request.build(d10(1, 0, 4))  # a zero counts ten
    from rules_engine.actions import decode_action

    assert decode_action(action.to_json()) == action  # the lot's dice live in the recorded action
    state = GAME.apply(state, action).state
    assert state.final.order == (1, 2, 0)
    two = new_game(2, doom_track=True)
    two = with_hero(two, 1, gold=5)
    two = replace(two, doom=DoomTrack(tuple(DoomCard(f"D{n}", "green") for n in range(3)), 7),
                  active_event=AdventureCard("Storm", "blue", "event", level=3))
    two = play(play(play(two, "step H1:plains adventure:green"), "next"), "adventure take")
    two = play(two, 'event "Omen" level:1')
    assert two.turn.pending == "" and two.final.order == (1, 0)  # more gold goes first: no lot


@pytest.mark.rule("runebound2.hazard.roll")
def test_road_hazard_roll_is_due_after_resting_too():
    state = play(new_game(2, road_hazards=True), "step H4:forest")
    state = play(state, "hazard", "forest", "forest")
    state = play(state, "next")  # quiet; experience
    for _ in range(4):  # Anna's turn ends; Boris in Tamalir passes movement, market and experience
        state = play(state, "next")
    assert state.active == 0 and state.hero.position.label == "H4"
    rested = play(state, "stay")
    refused(rested, "next", rule="runebound2.hazard.roll")
    # The roll is the movement step's last act: after it the party moves no further.
    rolled = play(play(state, "roll-move", *["forest"] * 5), "hazard", "forest", "road")
    refused(rolled, "move forest H5:forest", rule="runebound2.hazard.roll")


@pytest.mark.rule("runebound2.adventure.encounters")
@pytest.mark.rule("runebound2.knockout.procedure")
def test_knocked_out_by_an_encounters_effect_ends_the_encounter():
    state = with_character(encounter_ready(doom_track=True), wounds=5)
    state = play(state, "effect wound hero 1")
    assert state.turn.pending == "knockout" and state.turn.encounter == ""
    assert [c.name for c in state.doom.cards][-1] == "Ambush"  # a finished encounter feeds the doom track


@pytest.mark.rule("runebound2.hazard.resolution")
@pytest.mark.rule("runebound2.adventure.encounter-combat")
def test_an_encounter_drawn_as_a_road_hazard_fights_by_surprise():
    state = play(play(new_game(2, road_hazards=True), "step H4:forest"), "hazard", "plains+road", "river+swamp")
    state = play(play(state, "hazard-colour", 3, 3), 'encounter "Ambush"')
    state = play(state, WOLF)
    assert state.combat.phase == "ranged" and state.combat.round == 1  # no before-combat, no flee phase
    refused(state, "before hero", rule="runebound2.hazard.resolution")
    refused(state, "flee", 9, 9, rule="runebound2.hazard.resolution")
    state = play(state, "attack ranged", 9, 9)
    state = play(state, "done")
    assert state.turn.hazard == "done" and state.turn.drawing == ""  # one card only
