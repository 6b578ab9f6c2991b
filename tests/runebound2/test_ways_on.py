"""Every moment the rules reach leaves a way on: no state where each action that could follow is refused.

Random play found these: wounds held for an ally discarded meanwhile, the road-hazard roll due on a hex
whose terrain the app was never told, and the final battle's red deck exchanged for an adventure.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.choices import answers
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack, threshold
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import new_game, play, refused, with_hero

SQUIRE = Character("Squire", 2, 2, 1, 1, 1, 1, 1, 1, cost=2)
ARMOUR = Item("Leather Armour", 3, "armour", "leather", "activate")


@pytest.mark.rule("runebound2.wounds.ward")
@pytest.mark.rule("runebound2.market.discard")
def test_wounds_held_for_an_ally_discarded_meanwhile_land_on_no_one():
    state = with_hero(new_game(2), allies=(SQUIRE,), items=(ARMOUR,))
    state = play(play(play(state, "step H3:forest adventure:green"), "next"), "adventure take")
    state = play(play(play(state, 'challenge "W" mind:19 body:19 spirit:19 damage:1/1/1 life:5'), "fight"), "stay")
    state = play(state, "attack ranged Squire", 1, 1)
    assert state.turn.pending == "wounds" and state.turn.held_who == "Squire"
    state = play(state, 'discard "Squire"')  # discarding is allowed at any time
    landed = play(state, "take-wounds")
    assert landed.turn.pending == "" and landed.combat.phase == "melee"  # the fight goes on
    assert landed.hero.hero.wounds == 0 and landed.acquisitions_under == ("Squire",)
    warded = play(state, 'activate "Leather Armour" ward:1')
    assert warded.turn.pending == "" and warded.hero.item("Leather Armour").activated


@pytest.mark.rule("runebound2.hazard.roll")
def test_no_hazard_roll_is_due_on_a_hex_of_unknown_terrain():
    # The party fled back to H2, which the table named without its terrain ('flee to:H2').
    state = with_hero(new_game(2, road_hazards=True), position=Hex("H2"))
    state = play(state, "stay")
    assert answers(state) and play(state, "next").step.label == "experience"
    known = with_hero(new_game(2, road_hazards=True), position=Hex("H2", "forest"))
    refused(play(known, "stay"), "next", rule="runebound2.hazard.roll")  # a known empty hex still calls for it


@pytest.mark.rule("runebound2.final.battle")
def test_the_final_battle_draws_only_red_challenges():
    state = new_game(1, doom_track=True)
    state = replace(state, doom=DoomTrack(tuple(DoomCard(f"D{n}", "green") for n in range(threshold(1) - 1)), 7),
                    active_event=AdventureCard("Storm", "blue", "event", level=3))
    state = play(play(play(state, "step H1:plains adventure:green"), "next"), "adventure take")
    state = play(state, 'event "Omen" level:1')
    assert state.final is not None and state.turn.drawing == "red" and state.hero.position.adventure == "green"
    refused(state, "adventure take", rule="runebound2.final.battle")
    assert [c.label for c in answers(state)] == ["Enter the red challenge drawn"]
