"""Card abilities: whom they apply to, when they may be used, when bonuses are declared, no activation outside a fight.

The book: «Свойства карт» (an ability applies to its own character unless the card says otherwise),
«Когда применять карты» (phase markers; before combat is not a phase), «Бонусы» (bonus cards chosen
after the roll), «Активация карт», p. 9 (the adventure step's windows: before combat and each round).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.errors import CommandError
from rules_engine.runebound2.heroes import Character, Item
from tests.runebound2.helpers import GAME, d10, new_game, play, refused, ruling, with_character, with_hero
from tests.runebound2.test_combat_rules import in_combat

SQUIRE = Character("Squire", 3, 2, 2, 2, 2, 1, 1, 0, cost=3)


def party_with_squire():
    """Anna's Varikas (2 wounds) leads a Squire (1 wound) and carries a Healing Salve."""
    state = with_hero(new_game(2), allies=(replace(SQUIRE, wounds=1),),
                      items=(Item("Healing Salve", 2, "item", "potion", "activate"),))
    return with_character(state, wounds=2)


@pytest.mark.rule("runebound2.cards.self-only")
def test_a_heroes_ability_heals_the_hero_but_not_an_ally_unless_the_card_says_so():
    state = party_with_squire()
    assert play(state, "effect heal hero 1 by:hero").hero.hero.wounds == 1
    message = refused(state, 'effect heal "Squire" 1 by:hero', rule="runebound2.cards.self-only")
    assert "unless its card says otherwise" in message
    allowed = play(state, 'effect heal "Squire" 1 by:hero for-others')
    assert allowed.hero.allies[0].wounds == 0
    refused(state, "effect heal hero 1 by:Squire", rule="runebound2.cards.self-only")  # an ally's ability: the ally only


@pytest.mark.rule("runebound2.cards.self-only")
def test_an_items_ability_is_the_heros_and_an_unknown_owner_is_refused():
    state = party_with_squire()
    assert play(state, 'effect heal hero 1 by:"Healing Salve"').hero.hero.wounds == 1
    refused(state, 'effect heal "Squire" 1 by:"Healing Salve"', rule="runebound2.cards.self-only")
    refused(state, 'effect heal hero 1 by:"Nobody"', rule="runebound2.companion.party")  # a name the party lacks: the app's record


@pytest.mark.rule("runebound2.cards.self-only")
def test_an_effect_from_no_characters_ability_applies_where_the_table_says():
    state = party_with_squire()
    outcome = ruling(state, 'effect heal "Squire" 1')  # an adventure card's effect: not a character's ability
    assert outcome.allowed and "runebound2.cards.self-only" not in [c.rule_id for c in outcome.citations]
    with pytest.raises(CommandError, match="by:WHO"):
        GAME.parse_command(state, 'effect heal "Squire" 1 for-others')


@pytest.mark.rule("runebound2.activation.encounter")
def test_no_activation_while_an_encounter_is_played_outside_a_fight():
    state = with_hero(new_game(2), items=(Item("Charm", 2, "relic", "charm", "activate"),))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    state = play(play(state, "adventure take"), 'encounter "Hermit"')
    message = refused(state, 'activate "Charm"', rule="runebound2.activation.encounter")
    assert "outside a fight" in message
    assert play(state, 'activate "Charm"', override=True).hero.item("Charm").activated  # a house rule may allow it
    fight = play(state, 'encounter-fight "Bandit" mind:3 body:3 spirit:3 damage:1/1/1 life:2')
    assert ruling(fight, 'activate "Charm"').allowed  # before the encounter's fight: the book's window


@pytest.mark.rule("runebound2.activation.encounter")
@pytest.mark.rule("runebound2.wounds.ward")
def test_a_ward_as_an_encounters_wounds_are_dealt_is_still_allowed():
    state = with_hero(new_game(2), items=(Item("Leather Armour", 3, "armour", "leather", "activate"),))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    state = play(play(state, "adventure take"), 'encounter "Falling Rocks"')
    state = play(state, "effect wound hero 1")
    assert state.turn.pending == "wounds"
    assert play(state, 'activate "Leather Armour" ward:1').hero.hero.wounds == 0


@pytest.mark.rule("runebound2.cards.timing")
def test_an_activation_in_a_fight_cites_the_timing_markers():
    items = (Item("Soul Burn", 3, "relic", "rune", "activate"),)
    state = in_combat(state=with_hero(new_game(2), items=items))
    before = ruling(state, 'activate "Soul Burn"')
    assert "runebound2.cards.timing" in [c.rule_id for c in before.citations]
    assert any("before combat is not a phase" in note for note in before.effects)


@pytest.mark.rule("runebound2.cards.bonus-declaration")
def test_a_bonus_entered_with_the_roll_cites_when_bonuses_are_declared():
    state = play(play(in_combat(), "fight"), "stay")
    outcome = ruling(state, "attack ranged bonus:2", 5, 5)
    assert "runebound2.cards.bonus-declaration" in [c.rule_id for c in outcome.citations]
    plain = ruling(state, "attack ranged", 5, 5)
    assert "runebound2.cards.bonus-declaration" not in [c.rule_id for c in plain.citations]
    assert d10(5, 5).total == 10
