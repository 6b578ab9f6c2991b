"""The doom track and its endgame, road hazards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.challenge_track import ChallengeTrack, TrackSlot
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack
from rules_engine.runebound2.steps import Step
from tests.runebound2.helpers import new_game, play, refused, with_character, with_hero

RED = 'challenge "Red {n}" red mind:5 body:5 spirit:5 damage:0/0/0 life:1'


@pytest.mark.rule("runebound2.doom.setup")
def test_doom_track_starts_with_a_face_down_green_card():
    assert new_game(1, doom_track=True).doom.cards[0].colour == "green"
    assert new_game(1).doom is None


def endgame_ready(players=2):
    """A game one doom counter from the endgame: the next discard starts it."""
    state = new_game(players, doom_track=True)
    limit = {1: 2, 2: 4, 3: 6}.get(players, 8)
    cards = tuple(DoomCard(f"D{n}", "green") for n in range(limit - 1))
    red = AdventureCard("Red Drake", "red", "challenge", mind=5, body=5, spirit=5, life=1)
    track = ChallengeTrack((TrackSlot(red, "R1", 1),) + (TrackSlot(),) * 5, 1)
    storm = AdventureCard("Storm", "blue", "event", level=3)
    state = replace(state, doom=DoomTrack(cards, 7), track=track, active_event=storm)
    state = with_hero(state, 1, experience=("mind",))
    return play(play(play(state, "step H1:plains adventure:green"), "next"), "adventure take")


@pytest.mark.rule("runebound2.doom.endgame")
def test_eighth_counter_starts_the_endgame_by_level():
    state = play(endgame_ready(), 'event "Omen" level:1')
    assert state.doom.tokens == 8 and state.final is not None
    assert state.final.order == (1, 0)  # Boris has level 2
    assert state.active == 1 and state.turn.drawing == "red"
    assert state.track.markers_home() == (1, 2, 3, 4, 5, 6)  # red cards went back to the red deck
    refused(state, "next", rule="runebound2.final.battle")


@pytest.mark.rule("runebound2.final.battle")
def test_final_battle_no_fleeing_three_red_or_margath_wins():
    state = play(endgame_ready(), 'event "Omen" level:1')
    state = play(play(state, RED.format(n=1)), "fight")
    assert state.combat.phase == "ranged"
    refused(state, "flee", 9, 9, rule="runebound2.final.battle")
    state = play(state, "attack", 9, 9)
    assert state.turn.drawing == "red"
    margath = 'challenge "Margath" red mind:5 body:5 spirit:5 damage:0/0/0 life:1 margath'
    won = play(play(play(state, margath), "fight"), "attack", 9, 9)
    assert won.winner == 1 and "Margath" in won.result
    for n in (2, 3):
        state = play(play(play(state, RED.format(n=n)), "fight"), "attack", 9, 9)
    assert state.winner == 1 and "three red" in state.result


@pytest.mark.rule("runebound2.final.all-lose")
def test_all_lose_most_red_then_level_then_gold():
    state = play(endgame_ready(), 'event "Omen" level:1')
    deadly = 'challenge "Wyrm" red mind:30 body:30 spirit:30 damage:9/9/9 life:9'
    state = play(play(state, deadly), "fight")
    state = play(state, "defend", 1, 1)
    assert state.active == 0 and state.players[1].gold == 3
    state = play(play(state, deadly), "fight")
    state = play(state, "defend", 1, 1)
    assert state.winner == 1 and "every hero lost" in state.result  # equal red cards: Boris's level is higher


@pytest.mark.rule("runebound2.hazard.roll")
def test_encounter_roll_on_an_empty_hex():
    state = play(new_game(2, road_hazards=True), "step H4:forest")
    refused(state, "next", rule="runebound2.hazard.roll")
    quiet = play(state, "hazard", "forest+hills", "plains+road")
    assert quiet.turn.hazard == "quiet" and play(quiet, "next").step == Step.EXPERIENCE
    hit = play(state, "hazard", "plains+road", "river+swamp")
    assert hit.turn.hazard == "colour"
    counter_hex = play(new_game(2, road_hazards=True), "step H4:forest adventure:green")
    assert play(counter_hex, "next").step == Step.ADVENTURE


@pytest.mark.rule("runebound2.hazard.colour")
def test_hazard_colour_from_2d10_or_the_doom_track():
    state = play(play(new_game(2, road_hazards=True), "step H4:forest"), "hazard", "plains+road", "river+swamp")
    assert play(state, "hazard-colour", 3, 3).turn.drawing == "green"
    assert play(state, "hazard-colour", 7, 8).turn.drawing == "yellow"
    assert play(state, "hazard-colour", 9, 0).turn.drawing == "blue"
    doom = new_game(2, road_hazards=True, doom_track=True)
    doom = replace(doom, doom=DoomTrack((DoomCard("a", "green"), DoomCard("b", "yellow"), DoomCard("c", "blue")), 0))
    doom = play(play(doom, "step H4:forest"), "hazard", "plains+road", "river+swamp+hills")  # five symbols
    assert doom.turn.drawing == "yellow"  # 3 cards: counting five wraps to the second
    assert doom.step == Step.ADVENTURE


@pytest.mark.rule("runebound2.hazard.resolution")
def test_hazard_exceptions():
    base = play(play(new_game(2, road_hazards=True), "step H4:forest"), "hazard", "plains+road", "river+swamp")
    base = play(base, "hazard-colour", 3, 3)
    foe = 'challenge "Bandits" mind:5 body:5 spirit:5 damage:1/1/1 life:1 gold:5 before'
    state = play(base, foe)
    assert state.combat.phase == "ranged"
    refused(state, "before card", rule="runebound2.hazard.resolution")
    refused(state, "flee", 9, 9, rule="runebound2.hazard.resolution")
    reserve = replace(state, reserve=(Counter("green", 1), Counter("green", 1)))
    won = play(reserve, "attack", 9, 9)
    assert won.hero.gold == 3 and won.turn.pending == "counter"
    won = play(won, "counter 2")
    assert won.hero.xp_points == 2 and won.reserve == ()
    lost = play(with_character(state, wounds=5), "attack", 1, 1)
    assert lost.turn.pending == "knockout" and lost.track.markers_home() == (1, 2, 3, 4, 5, 6)
    one = play(play(base, 'encounter "Peddler"'), "done")
    assert one.turn.drawing == ""
