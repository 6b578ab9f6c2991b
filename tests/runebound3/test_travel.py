"""Moving by terrain dice: speed dice, one space per die showing its terrain, exerting to reroll."""

from __future__ import annotations

import pytest

from rules_engine.runebound3.actions import Travel
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.travel import dice_pay_for, read_face
from tests.runebound3.helpers import new_state, refused_rule

FACES = ("forest+hills", "plains", "river+road")


@pytest.mark.rule("runebound3.move.dice")
def test_each_die_pays_one_step_showing_its_terrain() -> None:
    state = new_state()
    steps = (("Old Wood", "wilds", "forest"), ("Meadow", "wilds", "plains"), ("Dawnsmoor", "city", "any"))
    after = RUNEBOUND3.apply(state, Travel(FACES, steps)).state
    assert after.hero.space == "Dawnsmoor" and after.hero.space_kind.value == "city"
    assert after.actions_used == state.actions_used + 1


@pytest.mark.rule("runebound3.move.dice")
def test_a_step_whose_terrain_no_free_die_shows_is_refused() -> None:
    steps = (("Old Wood", "wilds", "forest"), ("Crag", "wilds", "hills"))
    rule, message = refused_rule(new_state(), Travel(FACES, steps))
    assert rule == "runebound3.move.dice" and "own die" in message


@pytest.mark.rule("runebound3.move.dice")
def test_the_hero_rolls_exactly_speed_dice_and_moves_at_most_one_space_per_die() -> None:
    assert refused_rule(new_state(), Travel(FACES[:2], (("Meadow", "wilds", "plains"),)))[0] == "runebound3.move.dice"
    four = tuple(("S", "wilds", "any") for _ in range(4))
    assert "1 to 3 steps" in refused_rule(new_state(), Travel(FACES, four))[1]


@pytest.mark.rule("runebound3.move.exert")
def test_exerting_discards_a_skill_card_per_reroll_while_cards_remain() -> None:
    state = new_state()
    after = RUNEBOUND3.apply(state, Travel(FACES, (("Meadow", "wilds", "plains"),), exerted=2)).state
    assert after.hero.hand == state.hero.hand - 2
    rule, _ = refused_rule(state, Travel(FACES, (("Meadow", "wilds", "plains"),), exerted=state.hero.hand + 1))
    assert rule == "runebound3.move.exert"


def test_matching_reassigns_dice_when_a_greedy_choice_would_fail() -> None:
    faces = (read_face("forest+plains"), read_face("forest"))
    assert dice_pay_for(faces, ("plains", "forest")) and dice_pay_for(faces, ("forest", "plains"))
    assert not dice_pay_for(faces, ("plains", "plains"))


@pytest.mark.rule("runebound3.move.dice")
def test_crossing_a_river_from_plain_to_plain_spends_a_die_showing_water() -> None:
    crossing = (("Far Meadow", "wilds", "water"),)
    after = RUNEBOUND3.apply(new_state(), Travel(("plains", "water", "plains"), crossing)).state
    assert after.hero.space == "Far Meadow"
    rule, message = refused_rule(new_state(), Travel(("plains", "plains", "forest"), crossing))
    assert rule == "runebound3.move.dice" and "water" in message
