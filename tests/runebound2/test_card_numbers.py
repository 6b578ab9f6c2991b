"""Numbers the table enters are never below zero where a counter would follow them below zero.

A negative gold reward, an ability costing negative exhaustion, a hit for negative wounds or an ally of
negative stamina would each put a counter out of its bounds; they are refused outright.
"""

from __future__ import annotations

import pytest

from tests.runebound2.helpers import new_game, play, refused

CARD = 'challenge "Imp" mind:1 body:1 spirit:1 damage:0/0/0 life:1'


def drawing():
    return play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take")


@pytest.mark.rule("runebound2.adventure.take")
def test_an_adventure_card_has_no_negative_number():
    message = refused(drawing(), CARD + " gold:-9", rule="runebound2.adventure.take")
    assert "below zero (gold)" in message
    assert play(drawing(), CARD + " gold:2").combat is not None


@pytest.mark.rule("runebound2.adventure.encounter-combat")
def test_an_encounters_opponent_has_no_negative_number():
    state = play(drawing(), 'encounter "Ambush"')
    refused(state, 'encounter-fight "Wolf" mind:-1 body:6 spirit:6 damage:1/1/1 life:1',
            rule="runebound2.adventure.encounter-combat")


@pytest.mark.rule("runebound2.combat.before")
def test_a_before_combat_ability_costs_and_deals_no_negative_amount():
    state = play(drawing(), 'challenge "Ogre" mind:9 body:9 spirit:9 damage:0/0/0 life:5')
    refused(state, "before hero exhaust:-2", rule="runebound2.combat.before")
    refused(state, "before hero attack:magic wounds:-3", 9, 9, rule="runebound2.combat.before")
    assert play(state, "before hero exhaust:1").hero.hero.exhaustion == 1


@pytest.mark.rule("runebound2.combat.bonuses")
def test_extra_damage_is_never_below_zero():
    state = play(play(play(drawing(), 'challenge "Ogre" mind:2 body:9 spirit:9 damage:0/0/0 life:5'), "fight"), "stay")
    refused(state, "attack ranged damage:-3", 9, 9, rule="runebound2.combat.bonuses")
    assert play(state, "attack ranged damage:2", 9, 9).combat.wounds == 3


@pytest.mark.rule("runebound2.market.buy")
def test_a_market_card_has_no_negative_number():
    state = play(new_game(1), "next")
    refused(state, 'market draw "Squire" ally cost:2 life:2 stamina:-1', rule="runebound2.market.buy")


@pytest.mark.rule("runebound2.combat.victory")
def test_a_kept_card_becomes_no_ally_of_negative_stamina():
    state = play(drawing(), 'challenge "Brood" mind:2 body:2 spirit:2 damage:0/0/0 life:1 keep')
    state = play(play(play(state, "fight"), "stay"), "attack ranged", 9, 9)
    refused(state, "keep ally life:2 stamina:-2", rule="runebound2.combat.victory")
    assert play(state, "keep ally life:2 stamina:2").hero.allies[0].stamina == 2
