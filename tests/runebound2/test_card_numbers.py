"""Numbers the table enters are never below zero where a counter would follow them below zero.

A negative gold reward, an ability costing negative exhaustion, a hit for negative wounds or an ally of
negative stamina would each put a counter out of its bounds; they are refused outright. The book says
nothing of what the table may type, so each refusal cites the app's convention on a card's typed values
(issue 29: they used to cite the passages on taking an adventure, encounters, before combat, bonuses,
buying and defeating a challenge, none of which speaks of a number below zero).
"""

from __future__ import annotations

import pytest

from rules_engine.rules_index import get_rule
from tests.runebound2.helpers import new_game, play, refused

VALUES = "runebound2.companion.card-values"
CARD = 'challenge "Imp" mind:1 body:1 spirit:1 damage:0/0/0 life:1'


def drawing():
    return play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take")


@pytest.mark.rule(VALUES)
def test_an_adventure_card_has_no_negative_number():
    message = refused(drawing(), CARD + " gold:-9", rule=VALUES)
    assert "below zero (gold)" in message
    assert play(drawing(), CARD + " gold:2").combat is not None


@pytest.mark.rule(VALUES)
def test_an_encounters_opponent_has_no_negative_number():
    state = play(drawing(), 'encounter "Ambush"')
    refused(state, 'encounter-fight "Wolf" mind:-1 body:6 spirit:6 damage:1/1/1 life:1',
            rule=VALUES)


@pytest.mark.rule(VALUES)
def test_a_before_combat_ability_costs_and_deals_no_negative_amount():
    state = play(drawing(), 'challenge "Ogre" mind:9 body:9 spirit:9 damage:0/0/0 life:5')
    refused(state, "before hero exhaust:-2", rule=VALUES)
    refused(state, "before hero attack:magic wounds:-3", 9, 9, rule=VALUES)
    assert play(state, "before hero exhaust:1").hero.hero.exhaustion == 1


@pytest.mark.rule(VALUES)
def test_extra_damage_is_never_below_zero():
    state = play(play(play(drawing(), 'challenge "Ogre" mind:2 body:9 spirit:9 damage:0/0/0 life:5'), "fight"), "stay")
    refused(state, "attack ranged damage:-3", 9, 9, rule=VALUES)
    assert play(state, "attack ranged damage:2", 9, 9).combat.wounds == 3


@pytest.mark.rule(VALUES)
def test_a_market_card_has_no_negative_number():
    state = play(new_game(1), "next")
    refused(state, 'market draw "Squire" ally cost:2 life:2 stamina:-1', rule=VALUES)


@pytest.mark.rule(VALUES)
def test_a_kept_card_becomes_no_ally_of_negative_stamina():
    state = play(drawing(), 'challenge "Brood" mind:2 body:2 spirit:2 damage:0/0/0 life:1 keep')
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 9, 9)
    refused(state, "keep ally life:2 stamina:-2", rule=VALUES)
    assert play(state, "keep ally life:2 stamina:2").hero.allies[0].stamina == 2


def test_the_card_values_convention_is_the_apps_own():
    assert get_rule(VALUES).book == "companion"
