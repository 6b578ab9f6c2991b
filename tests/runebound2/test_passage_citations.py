"""Runebound refusals cite the passage (or the app's convention) that says what they rule.

Issue 29's passage-by-passage reading of the base game found four refusals citing a passage near their
subject but not about it: a counter's experience typed out of range cited the passage on taking the
counter (the book prints no range: it is a value typed from the counter), a command the game lacks and a
recovery naming no city cited the turn's steps and the knock-out (what the table must tell the app is
the app's convention), and 'a fight is in progress' cited the passage that lists a round's phases,
while the passage that says a fight is a run of rounds ending in one side's win is «Бой».
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.actions import Action
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest
from rules_engine.rules_index import get_rule
from rules_engine.runebound2.actions import MarketDraw, Recover, SkillCheck, TakeCounter
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.heroes import Character
from tests.runebound2.helpers import GAME, d10, new_game, terrain, play, refused, with_character, with_hero
from tests.runebound2.test_combat_rules import duel_ready, in_combat

COMMANDS = "runebound2.companion.commands"
FIGHT = "runebound2.combat.fight"


def _first_citation(state, action: Action) -> str:
    ruling = GAME.check(state, action)
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id


def _won_a_fight():
    state = play(in_combat('challenge "Imp" mind:1 body:1 spirit:1 damage:0/0/0 life:1'), "fight")
    return play(play(state, "stay"), "attack ranged", 9, 9)


def _knocked_out():
    state = play(with_character(play(in_combat(), "fight"), wounds=5), "stay")
    return play(state, "defend ranged", 1, 1)


def test_the_commands_convention_is_the_apps_own():
    assert get_rule(COMMANDS).book == "companion"


def test_a_counter_typed_past_ten_experience_cites_the_card_values_convention():
    state = _won_a_fight()
    assert state.turn.pending == "counter"
    assert _first_citation(state, TakeCounter(xp=11)) == "runebound2.companion.card-values"
    assert _first_citation(state, TakeCounter(xp=0)) == "runebound2.companion.card-values"


def test_a_recovery_naming_no_city_cites_the_commands_convention():
    state = _knocked_out()
    assert state.turn.pending == "knockout"
    assert _first_citation(state, Recover(city="  ")) == COMMANDS


def test_an_action_of_another_game_cites_the_commands_convention():
    class Shout(Action):
        """No move of Runebound."""

        KIND = "shout"

    assert _first_citation(new_game(2), Shout()) == COMMANDS


@pytest.mark.rule("runebound2.combat.fight")
def test_leaving_a_fight_for_the_adventure_step_cites_the_fight_passage():
    state = play(in_combat(), "fight")
    refused(state, "next", rule=FIGHT)
    refused(state, "adventure take", rule=FIGHT)


def test_the_fight_passage_is_a_book_passage_on_page_six():
    rule = get_rule(FIGHT)
    assert (rule.book, rule.heading, rule.page) == ("runebound2", "Бой", 6)


# -- the rules read after the duel (issue 29, third pass) ------------------------------------------
# A name the party lacks cites the party convention; a word typed from a card the card-values one; the
# terrain of a hex the app was not told, the commands convention. Each used to cite a book passage that
# says nothing of what the table typed.

PARTY = "runebound2.companion.party"
VALUES = "runebound2.companion.card-values"


def test_a_duel_spoil_the_loser_lacks_cites_the_party_convention():
    state = with_character(duel_ready(), 1, wounds=4)
    state = play(play(state, "fight"), "attack ranged", 1, 1, 9, 9)
    assert state.turn.pending == "spoils"
    refused(state, 'take card "Nothing"', rule=PARTY)


def test_dismissing_an_ally_the_party_lacks_cites_the_party_convention():
    allies = tuple(Character(n, 3, 2, cost=2) for n in ("A1", "A2"))
    state = play(with_hero(new_game(1, allies="unlimited-upkeep"), allies=allies, gold=2), "next")
    assert state.turn.upkeep_due
    refused(state, "upkeep dismiss Nobody", rule=PARTY)


def test_an_item_use_the_game_lacks_cites_the_card_values_convention():
    state = play(new_game(1), "next")
    drawn = GAME.parse_command(state, 'market draw "Lantern" item cost:2')
    assert isinstance(drawn, MarketDraw)
    odd = replace(drawn, card=replace(drawn.card, usage="sometimes"))
    assert _first_citation(state, odd) == VALUES


def test_a_check_of_no_attribute_cites_the_card_values_convention():
    check = SkillCheck(attribute="luck", target=15, roll=d10(5, 5))
    assert _first_citation(new_game(1), check) == VALUES


def test_a_hazard_roll_on_a_hex_of_unknown_terrain_cites_the_commands_convention():
    # Only a house rule reaches it: the roll is not due where the terrain is unknown, and the table may
    # waive that; the app still cannot tell a quiet road without the hex's terrain.
    moved = play(new_game(2, road_hazards=True), "step H4:forest")
    roll = GAME.parse_command(moved, "hazard")
    roll = roll.build(terrain("plains+road", "river+swamp")) if isinstance(roll, DiceRequest) else roll
    unknown = with_hero(moved, position=Hex("H4", ""))
    with pytest.raises(RuleViolation) as refusal:
        GAME.apply(unknown, roll, override=True)
    assert refusal.value.ruling.citations[0].rule_id == COMMANDS


def test_a_path_that_does_not_name_its_last_hex_cites_the_commands_convention():
    # The book's terrain symbols say which die pays for which hex; that the last hex must be named is what
    # the app needs to know where the hero stands, so the refusal is the app's convention.
    rolled = play(new_game(2), "roll-move", "plains+road", "forest", "hills", "river", "mountains")
    assert _first_citation(rolled, GAME.parse_command(rolled, "move forest hills")) == COMMANDS
    assert get_rule(COMMANDS).book == "companion"
