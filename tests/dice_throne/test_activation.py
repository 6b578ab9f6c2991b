"""Activation conditions on the final dice: symbols, n of a kind (numbers), small and large straights."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.activation import activatable, has_straight, meets
from rules_engine.dice_throne.heroes import Condition
from tests.dice_throne.support import GAME, HEROES, act, started, to_action, to_phase
from rules_engine.dice_throne.heroes import parse_hero

GUNSLINGER = parse_hero(HEROES["gunslinger"])
PIRATE = parse_hero(HEROES["cursed-pirate"])


@pytest.mark.rule("dice-throne.activation.symbols")
def test_symbol_counts():
    three_bullets = Condition("symbols", (("bullet", 3),))
    assert meets(three_bullets, GUNSLINGER, (1, 2, 3, 4, 6))  # 1-3 are all Bullet
    assert not meets(three_bullets, GUNSLINGER, (1, 2, 4, 5, 6))
    walk = PIRATE.ability("walk-the-plank").condition
    assert meets(walk, PIRATE, (1, 4, 5, 6, 6))
    assert not meets(walk, PIRATE, (1, 4, 6, 6, 6))


@pytest.mark.rule("dice-throne.activation.of-a-kind")
def test_n_of_a_kind_counts_numbers_not_symbols():
    four = Condition("of-a-kind", count=4)
    assert meets(four, GUNSLINGER, (2, 2, 2, 2, 5))
    # 1, 2, 3 all show Bullet, but they are different numbers
    assert not meets(four, GUNSLINGER, (1, 2, 3, 1, 5))


@pytest.mark.rule("dice-throne.activation.straights")
def test_small_and_large_straights():
    assert has_straight((2, 3, 4, 5, 5), 4)
    assert has_straight((6, 4, 3, 5, 1), 4)
    assert not has_straight((1, 2, 3, 5, 6), 4)
    assert has_straight((5, 1, 4, 2, 3), 5)
    assert has_straight((2, 3, 4, 5, 6), 5)
    assert not has_straight((1, 2, 3, 4, 6), 5)
    names = [a.id for a in activatable(GUNSLINGER, (1, 2, 3, 4, 5))]
    assert "showdown" in names and "fan-the-hammer" in names and "revolver" in names


@pytest.mark.rule("dice-throne.activation.symbols")
def test_declaring_an_unmet_ability_is_refused_with_the_dice_shown():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 4, 4, 6)
    ruling = GAME.check(s, to_action(s, "ability revolver"))
    assert not ruling.allowed and "3 bullet" in ruling.message
    assert ruling.citations[0].rule_id == "dice-throne.activation.symbols"
    view = GAME.view(s)
    assert ("Dice", ) == tuple(n for n, _ in view.sections if n == "Dice")
