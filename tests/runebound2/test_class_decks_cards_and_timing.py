"""Class Decks: card cost and proficiencies, epic cards, the three timing windows, class challenges, duels."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import FightClassChallenge, PassWindow, PlayClassCard, ThreatByText
from rules_engine.runebound2.class_decks.cards import Kind, Proficiency, Timing
from rules_engine.runebound2.class_decks.cost import card_cost
from rules_engine.runebound2.class_decks.expansion import with_decks
from rules_engine.runebound2.class_decks.windows import clockwise_from_left
from cards_db.runebound2_class_decks import as_class_card, shipped_class_cards
from tests.runebound2.class_deck_helpers import BOOK, GAME, card, class_game, decks, talent, threat
from tests.runebound2.helpers import d10, play, with_hero
from tests.runebound2.test_class_decks_setup_and_threat import refused_with

P = "runebound2.class-decks."
WOLF = AdventureCard("Wolf Pack", "yellow", "challenge", mind=8, body=8, spirit=8, ranged=1, melee=1, magic=1,
                     life=2, gold=1)


def apply(state, action):
    return GAME.apply(state, action).state


def moved(state, where: str = "step H3:forest adventure:green"):
    """The active player's movement has ended: the movement window is open."""
    return play(play(state, where), "next")


def pass_all(state):
    """Everyone passes in the open window."""
    while decks(state).window is not None:
        state = apply(state, PassWindow(state.players[decks(state).window.seat].player))
    return state


# -- rule 3: card cost -------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.cost.proficiency")
def test_the_books_cost_example_two_more_for_the_missing_proficiency():
    # Polimorfia: printed 2, requires two proficiencies; Kaligrafia zwojów gives only one of them.
    shipped = {e["name"]: e for e in shipped_class_cards().values()}
    polymorph = as_class_card({**shipped["Polimorfia"], "hostile": False})  # its side is not in the book
    calligraphy = BOOK["Kaligrafia zwojów"]
    assert polymorph.cost == 2 and len(polymorph.requires) == 2
    assert len(set(polymorph.requires) & set(calligraphy.gives)) == 1
    assert card_cost(polymorph, calligraphy) == 4
    assert card_cost(polymorph, None) == 6  # no talent: both missing


@pytest.mark.rule("runebound2.class-decks.cost.proficiency")
def test_places_and_challenges_never_pay_for_proficiencies():
    place = card("Grove", Kind.PLACE, cost=1, requires=(Proficiency.SORCERY,))
    assert card_cost(place, None) == 1
    spell = card("Bolt", Kind.SPELL, cost=1, requires=(Proficiency.SORCERY,))
    assert card_cost(spell, talent("Mage", 1, (Proficiency.SORCERY,))) == 1


@pytest.mark.rule("runebound2.class-decks.cost.proficiency")
def test_the_raised_cost_decides_whether_a_card_can_be_paid():
    bolt = card("Bolt", Kind.SPELL, cost=4, requires=(Proficiency.SORCERY, Proficiency.DIVINITY))
    state = class_game(2, {"Anna": (bolt,)})
    state = apply(state, ThreatByText("Anna", 3))  # 7 in the pool; the spell costs 4 + 2 + 2 = 8
    message = refused_with(state, PlayClassCard("Anna", "Bolt"), P + "threat.friendly")
    assert "costs 8" in message and "printed 4" in message


@pytest.mark.rule("runebound2.class-decks.cost.adventure")
def test_an_adventure_challenge_costs_no_threat_itself():
    state = pass_all(moved(class_game(2), "step H3:forest adventure:yellow"))
    outcome = GAME.apply(play(state, "adventure take"),
                         GAME.parse_command(play(state, "adventure take"),
                                            'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:2'))
    assert P + "cost.adventure" in [c.rule_id for c in outcome.ruling.citations]
    assert threat(outcome.state, 0) == (2, 8)  # only the yellow challenge's threat


@pytest.mark.rule("runebound2.class-decks.epic")
def test_one_epic_card_per_turn_whoever_played_it():
    first = card("Doom", hostile=True, cost=0, epic=True)
    second = card("Ruin", hostile=True, cost=0, epic=True)
    mine = card("Glory", cost=0, epic=True)
    state = class_game(3, {"Anna": (mine,), "Boris": (first,), "Cyril": (second,)})
    state = apply(state, PlayClassCard("Boris", "Doom"))
    refused_with(state, PlayClassCard("Cyril", "Ruin"), P + "epic")
    refused_with(state, PlayClassCard("Anna", "Glory"), P + "epic")
    state = pass_all(moved(state, "step H3:plains"))
    state = play(state, "next")  # experience step over: Boris's turn
    while state.active != 1:
        state = play(state, "next")
    assert decks(state).turn.epic_by is None  # a new turn, a new epic


# -- rule 4: timing windows -----------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.timing.movement")
def test_movement_window_order_and_only_its_seat_plays():
    assert clockwise_from_left(4, 2) == (3, 0, 1, 2)
    pit = card("Pit", hostile=True, cost=0, timing=Timing.MOVEMENT)
    late = card("Late", hostile=True, cost=0, timing=Timing.MOVEMENT)
    state = class_game(3, {"Boris": (pit,), "Cyril": (late,)})
    refused_with(state, PlayClassCard("Boris", "Pit"), P + "timing.movement")  # movement not over yet
    state = moved(state)
    assert GAME.decision(state).seat == 1 and GAME.decision(state).window == "class-decks-movement"
    refused_with(state, PlayClassCard("Cyril", "Late"), P + "timing.movement")  # Boris's go
    refused_with(state, GAME.parse_command(state, "adventure take"), P + "timing.movement")
    state = apply(state, PassWindow("Boris"))
    refused_with(state, PlayClassCard("Boris", "Pit"), P + "timing.movement")  # Boris has passed
    state = apply(state, PlayClassCard("Cyril", "Late"))
    state = apply(apply(state, PassWindow("Cyril")), PassWindow("Anna"))
    assert decks(state).window is None and GAME.decision(state).window == ""


@pytest.mark.rule("runebound2.class-decks.timing.city")
def test_no_challenge_on_a_hero_in_a_city_and_places_need_their_terrain():
    ogre = card("Ogre", Kind.CHALLENGE, hostile=True, cost=0, timing=Timing.MOVEMENT, colour="green")
    swamp = card("Bog", Kind.PLACE, hostile=True, cost=0, timing=Timing.MOVEMENT, terrain=("swamp",))
    state = class_game(2, {"Boris": (ogre, swamp)})
    in_city = moved(state, "step city:Greyhaven")
    assert in_city.hero.position.is_city
    refused_with(in_city, PlayClassCard("Boris", "Ogre"), P + "timing.city")
    forest = moved(state)
    message = refused_with(forest, PlayClassCard("Boris", "Bog"), P + "timing.city")
    assert "swamp" in message and "forest" in message
    assert apply(moved(state, "step H4:swamp"), PlayClassCard("Boris", "Bog")) is not None


@pytest.mark.rule("runebound2.class-decks.timing.challenge")
def test_start_of_challenge_window_after_the_threat_before_before_combat():
    mark = card("Mark", hostile=True, cost=1, timing=Timing.CHALLENGE)
    state = pass_all(moved(class_game(2, {"Boris": (mark,)}), "step H3:forest adventure:yellow"))
    refused_with(state, PlayClassCard("Boris", "Mark"), P + "timing.challenge")  # no challenge yet
    state = play(play(state, "adventure take"), 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:2')
    assert threat(state, 0) == (2, 8)  # the yellow challenge's threat came first
    refused_with(state, GAME.parse_command(state, "fight"), P + "timing.challenge")
    assert "fight" not in {c.label for c in GAME.choices(state)}
    state = apply(state, PlayClassCard("Boris", "Mark"))
    assert threat(state, 0) == (1, 9)
    state = pass_all(state)
    assert play(state, "fight").combat.phase == "flee"


@pytest.mark.rule("runebound2.class-decks.timing.trigger")
def test_trigger_cards_any_time_their_side_allows():
    shot = card("Shot", cost=1)  # friendly, own trigger
    jab = card("Jab", hostile=True, cost=0)
    state = class_game(2, {"Anna": (shot,), "Boris": (jab,)})
    state = apply(state, PlayClassCard("Anna", "Shot"))  # outside any window
    state = apply(state, PlayClassCard("Boris", "Jab"))
    assert threat(state, 0) == (1, 9)


# -- rule 5: several challenges, flee penalty, duels -----------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.combat.several")
@pytest.mark.rule("runebound2.class-decks.resolved")
def test_unresolved_class_challenges_are_discarded_never_on_the_track():
    wolves = card("Wolf Pack", Kind.CHALLENGE, hostile=True, cost=0, timing=Timing.MOVEMENT, colour="yellow")
    state = class_game(2, {"Boris": (wolves,)})
    state = apply(moved(state), PlayClassCard("Boris", "Wolf Pack"))
    state = pass_all(state)
    refused_with(state, FightClassChallenge(AdventureCard("Other", "yellow", "challenge", life=1)), P + "combat.several")
    refused_with(state, FightClassChallenge(AdventureCard("Wolf Pack", "green", "challenge", life=1)),
                 P + "companion.card-data")  # the colour the card prints, typed otherwise
    assert "first takes on Wolf Pack" in GAME.decision(state).prompt
    state = pass_all(apply(state, FightClassChallenge(WOLF)))
    assert threat(state, 0) == (2, 8)
    state = play(state, "fight")
    state = play(state, "flee to:H2", 9, 9)  # escapes
    assert state.combat is None and state.turn.ended
    assert all(slot.card is None for slot in state.track.slots) if state.track.slots else True
    assert "Wolf Pack" in decks(state).seats[1].discard


@pytest.mark.rule("runebound2.class-decks.combat.flee-penalty")
def test_flee_penalty_counts_hostile_spells_and_feats_of_this_challenge_only():
    hex_ = card("Hex", Kind.SPELL, hostile=True, cost=2, timing=Timing.CHALLENGE)
    trip = card("Trip", hostile=True, cost=1, timing=Timing.CHALLENGE)
    state = class_game(2, {"Boris": (hex_, trip)})
    state = apply(state, ThreatByText("Anna", 2))
    state = pass_all(moved(state, "step H3:forest adventure:green"))
    state = play(play(state, "adventure take"), 'challenge "Rats" mind:10 body:9 spirit:9 damage:0/0/0 life:2')
    state = apply(state, PlayClassCard("Boris", "Hex"))
    state = apply(state, PlayClassCard("Boris", "Trip"))
    state = play(pass_all(state), "fight")
    flight = GAME.check(state, A.Flee(d10(4, 5)))  # 9 + Mind 1 = 10 would do; less 3 it fails
    assert flight.allowed and "fails to flee" in flight.message
    without = with_decks(state, replace(decks(state), flee_cards=()))
    assert "escapes" in GAME.check(without, A.Flee(d10(4, 5))).message
    assert P + "combat.flee-penalty" in [c.rule_id for c in flight.citations]
    assert "-3" in str(flight.to_json())


@pytest.mark.rule("runebound2.class-decks.combat.duel")
def test_a_duel_opens_with_friendly_cards_attacker_first():
    boost = card("Boost", cost=1, timing=Timing.CHALLENGE)
    guard = card("Guard", Kind.SPELL, cost=1, timing=Timing.CHALLENGE)
    spite = card("Spite", hostile=True, cost=0, timing=Timing.CHALLENGE)
    state = class_game(2, {"Anna": (boost,), "Boris": (guard, spite)})
    state = play(state, "step H3:forest")
    state = with_hero(state, 1, position=state.players[0].position)
    state = pass_all(play(state, "next"))
    state = play(state, "duel Boris")
    window = decks(state).window
    assert window.kind == "duel" and window.order == (0, 1)
    refused_with(state, PlayClassCard("Boris", "Guard"), P + "combat.duel")  # attacker first
    state = apply(state, PlayClassCard("Anna", "Boost"))
    state = apply(state, PassWindow("Anna"))
    refused_with(state, PlayClassCard("Boris", "Spite"), P + "combat.duel")
    state = apply(state, PlayClassCard("Boris", "Guard"))  # his hero fights: friendly allowed
    assert threat(state, 1) == (1, 9)


@pytest.mark.rule("runebound2.class-decks.golden")
def test_a_card_whose_text_clashes_with_one_still_out_cites_the_golden_rule():
    first = card("First", hostile=True, cost=0, timing=Timing.CHALLENGE)
    second = card("Second", hostile=True, cost=0, timing=Timing.CHALLENGE)
    state = pass_all(moved(class_game(2, {"Boris": (first, second)})))
    state = play(play(state, "adventure take"), 'challenge "Rats" mind:9 body:9 spirit:9 damage:0/0/0 life:2')
    state = apply(state, PlayClassCard("Boris", "First"))
    ruling = GAME.apply(state, PlayClassCard("Boris", "Second", clash=True)).ruling
    assert P + "golden" in [c.rule_id for c in ruling.citations]


@pytest.mark.rule("runebound2.class-decks.timing.challenge")
@pytest.mark.rule("runebound2.class-decks.threat.knockout")
def test_a_hero_knocked_out_in_the_window_closes_it_and_returns_the_threat():
    rock = card("Rock", hostile=True, cost=0, timing=Timing.CHALLENGE)
    state = pass_all(moved(class_game(2, {"Boris": (rock,)})))
    state = play(play(state, "adventure take"), 'challenge "Rats" mind:9 body:9 spirit:9 damage:0/0/0 life:2')
    assert threat(state, 0) == (1, 9)
    state = apply(state, PlayClassCard("Boris", "Rock"))
    state = play(state, f"effect wound hero {state.hero.hero.life}")  # the card's wounds knock the hero out
    assert state.players[0].position is None and decks(state).window is None
    assert threat(state, 0) == (0, 10)
    assert "Rock" in decks(state).seats[1].discard
