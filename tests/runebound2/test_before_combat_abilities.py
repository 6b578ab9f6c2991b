"""Before combat, each before-combat ability of the hero's and allies' cards is used once: not one per character.

The book («Перед боем», p. 6): once the adventure card's own before-combat ability has gone, the
player may use each such ability of the hero's and allies' cards once, in any order, and activate
one item; its example has Varikas and his ally each use theirs.
"""

from __future__ import annotations

import pytest

from rules_engine.runebound2.choices import answers
from rules_engine.runebound2.heroes import Character
from rules_engine.errors import CommandError
from tests.runebound2.helpers import GAME, new_game, play, refused, ruling, with_hero
from tests.runebound2.test_combat_rules import in_combat
from tests.runebound2.test_duels_encounters_lots import duel_ready

ACOLYTE = Character("Acolyte", 2, 3, 1, 1, 3, 0, 0, 1, cost=4)


@pytest.mark.rule("runebound2.combat.before")
def test_the_hero_uses_two_different_before_combat_abilities_and_neither_twice():
    state = in_combat()
    state = play(state, "before hero")
    second = ruling(state, 'before hero ability:"Battle cry"')
    assert second.allowed, second.message
    state = play(state, 'before hero ability:"Battle cry"')
    assert state.combat.before_used == ("char:Varikas the Dead", "char:Varikas the Dead:battle cry")
    message = refused(state, 'before hero ability:"battle  CRY"', rule="runebound2.combat.before")
    assert "each ability once" in message
    message = refused(state, "before hero", rule="runebound2.combat.before")
    assert "name the other one" in message and "ability:NAME" in message


@pytest.mark.rule("runebound2.combat.before")
def test_the_books_example_hero_and_ally_each_use_their_abilities_and_one_item():
    state = in_combat(state=with_hero(new_game(2), allies=(ACOLYTE,)))
    for typed in ("before hero", 'before "Acolyte"', 'before "Acolyte" ability:"Blessing"', 'before hero ability:"Curse"'):
        outcome = GAME.check(state, GAME.parse_command(state, typed))
        assert outcome.allowed, (typed, outcome.message)
        state = play(state, typed)
    assert len(state.combat.before_used) == 4


@pytest.mark.rule("runebound2.combat.before")
def test_a_named_second_ability_can_be_an_attack():
    state = play(in_combat(), "before hero")
    state = play(state, 'before hero ability:"Fire bolt" attack:magic', 9, 9)
    assert state.combat.wounds == 1


@pytest.mark.rule("runebound2.combat.before")
def test_the_choices_offer_each_character_again_with_the_ability_named():
    state = play(in_combat(), "before hero")
    again = [c for c in answers(state) if c.label.startswith("Varikas the Dead: another before-combat ability")]
    assert len(again) == 1
    field = again[0].fields["ability"]
    assert not field.admits("") and field.admits("Battle cry") and not field.admits(" ")
    state = play(state, 'before hero ability:"Battle cry"')
    field = next(c for c in answers(state) if c.label.startswith("Varikas the Dead: another")).fields["ability"]
    assert not field.admits("battle cry") and field.admits("Curse")


@pytest.mark.rule("runebound2.combat.before")
def test_the_ability_name_is_a_characters_not_the_cards_or_an_items():
    state = in_combat()
    with pytest.raises(CommandError, match="ability:NAME"):
        GAME.parse_command(state, 'before card ability:"x"')


@pytest.mark.rule("runebound2.duel.rules")
@pytest.mark.rule("runebound2.combat.before")
def test_in_a_duel_too_each_ability_once():
    state = play(duel_ready(), "before defender hero")
    state = play(state, 'before defender hero ability:"Shield wall"')
    refused(state, "before defender hero", rule="runebound2.combat.before")
    refused(state, 'before defender hero ability:"shield wall"', rule="runebound2.combat.before")
    state = play(state, 'before defender "Squire"')
    assert state.duel.before_used[-1] == "defender:char:Squire"


@pytest.mark.rule("runebound2.combat.before")
def test_a_named_ability_first_leaves_the_unnamed_one_and_other_names_open():
    state = play(in_combat(), 'before hero ability:"Battle cry"')
    field = next(c for c in answers(state) if c.label == "Varikas the Dead: before-combat ability").fields["ability"]
    assert field.admits("") and field.admits("Curse") and not field.admits("BATTLE cry")
    refused(state, 'before hero ability:"battle cry"', rule="runebound2.combat.before")
    assert ruling(state, "before hero").allowed
