"""Runebound 2e decisions: who must act and what kind of decision, at each step and in each fight phase."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.decisions import DecisionKind
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.choices import answers
from rules_engine.runebound2.decision import BEFORE_COMBAT, WARD
from rules_engine.runebound2.doom_track import DoomCard, DoomTrack, threshold
from rules_engine.runebound2.heroes import Character
from rules_engine.runebound2.steps import Step
from tests.runebound2.helpers import GAME, HEROES, new_game, play, with_character, with_hero
from tests.runebound2.random_play import new_setup, walk
from tests.runebound2.test_wards_hazards_duels_and_wins import wounded_defence
from tests.runebound2.test_duels_encounters_lots import duel_ready, encounter_ready

WOLVES = 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/0/1 life:2 gold:2'


def decided(state):
    """The decision, checked against the choices: something answers it, and its seat is among the actors."""
    decision = GAME.decision(state)
    found = answers(state)
    if decision.kind == DecisionKind.OVER:
        assert found == ()
    else:
        assert found, decision.prompt
        assert decision.seat in {c.actor for c in found}, (decision, [c.actor for c in found])
    return decision


def at_adventure(players: int = 2, **options):
    return play(play(new_game(players, **options), "step H3:forest adventure:green"), "next")


def test_missing_hero_values_are_typed_by_that_player_first():
    partial = dict(HEROES["valadir"], stamina=None)
    state = GAME.new_game(GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {},
                                    {"heroes": {"varikas": HEROES["varikas"], "valadir": partial}}))
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.ACTION, 1)
    assert "Boris (Valadir)" in decision.prompt and "stamina" in decision.prompt


@pytest.mark.rule("runebound2.movement.dice-count")
def test_movement_then_the_path_after_the_roll():
    state = new_game(2)
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.ACTION, 0)
    assert decision.prompt.startswith("Anna (Varikas the Dead) moves: roll 5 terrain dice")
    assert "roll 4 terrain dice" in decided(with_character(state, wounds=1)).prompt
    rolled = play(state, "roll-move", "plains+road", "forest", "river", "hills", "swamp")
    decision = decided(rolled)
    assert decision.kind == DecisionKind.ACTION and "path the dice pay for (plains+road; forest; river" in decision.prompt
    moved = play(rolled, "move forest H2:river")
    assert decided(moved).prompt == "Anna (Varikas the Dead)'s movement is over: 'next' goes on"
    boris = play(play(moved, "next"), "next")  # nothing on H2: experience, then the turn passes
    assert boris.active == 1 and decided(boris).seat == 1 and "Boris (Valadir) moves" in decided(boris).prompt


@pytest.mark.rule("runebound2.hazard.roll")
def test_road_hazard_rolls_are_dice_decisions():
    state = play(new_game(2, road_hazards=True), "step H4:forest")
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.DICE, 0) and "two terrain dice" in decision.prompt
    colour = play(state, "hazard", "plains+road", "river+swamp")
    assert colour.turn.hazard == "colour"
    decision = decided(colour)
    assert decision.kind == DecisionKind.DICE and "2d10 for the hazard's colour" in decision.prompt
    drawn = play(colour, "hazard-colour", 1, 2)
    assert decided(drawn).kind == DecisionKind.CARD and "top green adventure card" in decided(drawn).prompt


@pytest.mark.rule("runebound2.adventure.take")
def test_the_adventure_step_then_the_card_to_draw_and_enter():
    state = at_adventure()
    decision = decided(state)
    assert decision.kind == DecisionKind.ACTION and "adventure step" in decision.prompt
    drawing = play(state, "adventure take")
    decision = decided(drawing)
    assert (decision.kind, decision.seat) == (DecisionKind.CARD, 0)
    assert decision.prompt == "Anna (Varikas the Dead) draws the top green adventure card and enters it"
    encounter = play(drawing, 'encounter "Hermit"')
    assert decided(encounter).prompt == ("Anna (Varikas the Dead) plays the encounter Hermit as its card says, "
                                         "then 'done'")


@pytest.mark.rule("runebound2.combat.before")
def test_before_combat_is_a_pass_window_then_the_rounds():
    card_first = play(play(at_adventure(), "adventure take"), WOLVES + " before")
    decision = decided(card_first)
    assert (decision.kind, decision.window) == (DecisionKind.PASS, BEFORE_COMBAT)
    assert "first Wolves's own before-combat ability" in decision.prompt
    state = play(card_first, "before card")
    assert "then 'fight'" in decided(state).prompt
    state = play(state, "fight")
    decision = decided(state)
    assert decision.kind == DecisionKind.CHOICE and "round 1: flee (2d10 + Mind against Mind 9) or stay" in decision.prompt
    state = play(state, "stay")
    decision = decided(state)
    assert decision.kind == DecisionKind.ACTION and "round 1, ranged phase" in decision.prompt
    state = play(state, "defend ranged", 9, 9)
    assert "melee phase" in decided(state).prompt
    state = play(state, "defend melee")
    assert "magic phase" in decided(state).prompt
    state = play(state, "defend magic", 9, 9)
    assert decided(state).kind == DecisionKind.CHOICE and "round 2" in decided(state).prompt


@pytest.mark.rule("runebound2.wounds.ward")
def test_held_wounds_wait_for_the_wounded_partys_ward():
    decision = decided(wounded_defence())
    assert (decision.kind, decision.seat, decision.window) == (DecisionKind.PASS, 0, WARD)
    assert decision.prompt.startswith("1 wound is being dealt to Varikas the Dead")


@pytest.mark.rule("runebound2.xp.counters")
def test_a_victory_asks_for_the_counter_and_a_kept_card_what_it_becomes():
    state = play(play(play(at_adventure(), "adventure take"), 'challenge "Brood" mind:2 body:2 spirit:2 '
                      'damage:0/0/0 life:1 keep'), "fight")
    kept = play(play(state, "stay"), "attack ranged", 9, 9)
    decision = decided(kept)
    assert decision.kind == DecisionKind.CHOICE and "keeps Brood" in decision.prompt
    counter = play(kept, "keep card")
    decision = decided(counter)
    assert decision.kind == DecisionKind.ACTION and "takes the green adventure counter" in decision.prompt


@pytest.mark.rule("runebound2.knockout.procedure")
def test_a_knock_out_waits_for_recovery():
    state = play(play(play(at_adventure(), "adventure take"), WOLVES), "fight")
    state = with_character(play(state, "stay"), wounds=5)
    state = play(state, "defend ranged", 1, 1)
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.ACTION, 0) and "is knocked out" in decision.prompt
    over = play(state, "recover Tamalir")
    assert decided(over).prompt == "Anna (Varikas the Dead)'s turn is over: 'next' passes it to Boris"


@pytest.mark.rule("runebound2.duel.rules")
def test_duels_pass_before_combat_from_defender_to_aggressor_then_the_aggressor_acts():
    state = duel_ready()
    decision = decided(state)
    assert (decision.kind, decision.seat, decision.window) == (DecisionKind.PASS, 1, BEFORE_COMBAT)
    assert "Boris (Valadir), the defender" in decision.prompt
    state = play(state, "before defender pass")
    assert (decided(state).seat, decided(state).kind) == (0, DecisionKind.PASS)
    state = play(state, "fight")
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.CHOICE, 0) and "the aggressor, flees or stays" in decision.prompt
    state = play(state, "stay")
    assert decided(state).kind == DecisionKind.ACTION and "ranged phase" in decided(state).prompt


@pytest.mark.rule("runebound2.duel.spoils")
def test_the_duel_winner_chooses_the_spoils():
    state = with_character(duel_ready(), 1, wounds=4)
    state = play(play(play(play(state, "fight"), "stay"), "attack ranged", 1, 1, 9, 9), "take-wounds")
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.CHOICE, 0) and "from Boris" in decision.prompt
    state = play(state, "take gold")
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.ACTION, 1) and "Boris (Valadir) is knocked out" in decision.prompt


@pytest.mark.rule("runebound2.market.draw-first")
def test_the_market_draws_its_card_then_trades():
    state = play(new_game(1), "next")
    decision = decided(state)
    assert decision.kind == DecisionKind.CARD and "market of Tamalir" in decision.prompt
    state = play(state, 'market draw "Sword" item cost:3 class:weapon type:sword')
    assert decided(state).kind == DecisionKind.ACTION and "trades at the market of Tamalir" in decided(state).prompt
    squire = Character("Squire", 2, 2, cost=2)
    upkeep = play(with_hero(new_game(1, allies="unlimited-upkeep"), allies=(squire,)), "next")
    assert "upkeep" in decided(upkeep).prompt


@pytest.mark.rule("runebound2.xp.price")
def test_the_experience_step():
    state = replace(with_hero(new_game(2), counters=(Counter("green", 5),)), step=Step.EXPERIENCE)
    decision = decided(state)
    assert decision.kind == DecisionKind.ACTION and decision.prompt.endswith("buy experience counters, or end the turn")


@pytest.mark.rule("runebound2.doom.lot")
@pytest.mark.rule("runebound2.final.battle")
def test_the_endgame_draws_lots_then_the_fighter_draws_red_cards():
    state = new_game(3, doom_track=True)
    state = replace(state, doom=DoomTrack(tuple(DoomCard(f"D{n}", "green") for n in range(threshold(3) - 1)), 7),
                    active_event=AdventureCard("Storm", "blue", "event", level=3))
    state = play(play(at_adventure_from(state), "adventure take"), 'event "Omen" level:1')
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.DICE, None) and "Anna, Boris, Cyril" in decision.prompt
    state = play(state, "lots", 9, 5, 1)
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.CARD, 0)
    assert decision.prompt == "final battle: Anna (Varikas the Dead) draws the next red challenge and enters it"


def at_adventure_from(state):
    return play(play(state, "step H3:forest adventure:green"), "next")


def test_the_end_names_the_winner():
    state = play(play(at_adventure(), "adventure take"), 'challenge "Margath" mind:1 body:1 spirit:1 damage:0/0/0 '
                                                          'life:1 margath')
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 9, 9)
    decision = decided(state)
    assert (decision.kind, decision.seat) == (DecisionKind.OVER, 0) and "slays Margath" in decision.prompt


def test_every_decision_of_random_play_has_an_answer_by_its_seat():
    kinds = set()
    for seed in range(6):
        walk(new_setup(1 + seed % 4, seed % 2 == 0, seed % 3 == 0), seed, limit=400,
             visit=lambda state: kinds.add(decided(state).kind))
    assert kinds >= {DecisionKind.ACTION, DecisionKind.CARD, DecisionKind.PASS, DecisionKind.CHOICE}


@pytest.mark.rule("runebound2.adventure.encounter-combat")
def test_an_encounters_fight_is_decided_like_any_combat():
    state = play(encounter_ready(), 'encounter-fight "Wolf" mind:6 body:6 spirit:6 damage:1/1/1 life:1')
    decision = decided(state)
    assert decision.kind == DecisionKind.PASS and "against Wolf" in decision.prompt

