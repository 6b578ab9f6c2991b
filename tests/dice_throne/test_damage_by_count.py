"""Ability damage by the number of matching dice: an optional catalogue field the activation reads."""

from __future__ import annotations

import copy

import pytest

from cards_db.dice_throne import validate_hero
from cards_db.kinds import CatalogueError
from rules_engine.game import GameSetup, PlayerSetup
from tests.dice_throne.support import GAME, HEROES, act, to_action, to_phase


def gunslinger(**revolver) -> dict:
    """The shipped Gunslinger with fields of its Revolver replaced."""
    data = copy.deepcopy(HEROES["gunslinger"])
    next(a for a in data["abilities"] if a["id"] == "revolver").update(revolver)
    return data


def activated(data: dict, dice: tuple[int, ...]):
    """Ann's Revolver activated with these dice, with no damage typed."""
    setup = GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bob", "cursed-pirate")), {"mode": "1v1"},
                      {"heroes": {"gunslinger": data, "cursed-pirate": HEROES["cursed-pirate"]}})
    s = to_phase(act(GAME.new_game(setup), "roll-off", 6, 1), "offensive-roll")
    s = act(act(s, "roll", *dice), "ability revolver")
    return GAME.apply(s, to_action(s, "activate"))


@pytest.mark.rule("dice-throne.activation.symbols")
def test_more_matching_dice_deal_the_damage_the_board_prints_for_them():
    data = gunslinger(damage_by_count={"4": 6, "5": 8})
    assert activated(data, (1, 1, 1, 4, 5)).state.pending[0].amount == 4
    four = activated(data, (1, 2, 3, 1, 5))
    assert four.state.pending[0].amount == 6
    assert any("4 dice show bullet" in e for e in four.ruling.effects)
    assert activated(data, (1, 2, 3, 1, 2)).state.pending[0].amount == 8
    assert activated(HEROES["gunslinger"], (1, 2, 3, 1, 2)).state.pending[0].amount == 4  # shipped: flat


@pytest.mark.parametrize("field, message", [
    ({"damage_by_count": {"3": 5}}, "from 4 to 5"),
    ({"damage_by_count": {"6": 5}}, "from 4 to 5"),
    ({"damage_by_count": {"4": -1}}, "from 0 to 99"),
    ({"damage_by_count": []}, "damage_by_count.* expects an object"),
    ({"damage_by_count": {"4": 6}, "damage": None}, "base 'damage'"),
    ({"damage_by_count": {"4": 6}, "condition": {"straight": "small"}}, "one symbol"),
])
def test_the_catalogue_refuses_a_malformed_damage_by_count(field, message):
    with pytest.raises(CatalogueError, match=message):
        validate_hero(gunslinger(**field))


def test_the_field_is_optional_and_kept_by_the_catalogue():
    assert "damage_by_count" not in validate_hero(gunslinger())["abilities"][0]
    assert validate_hero(gunslinger(damage_by_count={"5": 9}))["abilities"][0]["damage_by_count"] == {"5": 9}
