"""Card and ability wording: an ability's effect text cites the glossary rule of each keyword it uses."""

from __future__ import annotations

import copy

import pytest

from rules_engine.dice_throne.wording import wording_rules
from rules_engine.game import GameSetup, PlayerSetup
from tests.dice_throne.support import GAME, HEROES, act, to_action, to_phase


def activation_citations(effects: str) -> list[str]:
    """The rules the activation of a Revolver carrying this effect text cites."""
    data = copy.deepcopy(HEROES["gunslinger"])
    next(a for a in data["abilities"] if a["id"] == "revolver")["effects"] = effects
    setup = GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bob", "cursed-pirate")), {"mode": "1v1"},
                      {"heroes": {"gunslinger": data, "cursed-pirate": HEROES["cursed-pirate"]}})
    s = to_phase(act(GAME.new_game(setup), "roll-off", 6, 1), "offensive-roll")
    s = act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver")
    return [c.rule_id for c in GAME.apply(s, to_action(s, "activate")).ruling.citations]


@pytest.mark.rule("dice-throne.wording.roll-x")
def test_roll_x_dice():
    assert "dice-throne.wording.roll-x" in activation_citations("roll 3 dice: deal 2 per skull")
    assert wording_rules("after targeting both roll a die") == ("dice-throne.wording.roll-x",)


@pytest.mark.rule("dice-throne.wording.on-symbol")
def test_on_symbol():
    assert "dice-throne.wording.on-symbol" in activation_citations("on 4 of a kind inflict Powder Keg")


@pytest.mark.rule("dice-throne.wording.multiply")
def test_multiplication():
    assert "dice-throne.wording.multiply" in activation_citations("deal 2 × skull")
    assert "dice-throne.wording.multiply" in wording_rules("more damage per symbol")


@pytest.mark.rule("dice-throne.wording.then")
def test_then():
    assert "dice-throne.wording.then" in activation_citations("inflict Bounty, then the damage")
    assert "dice-throne.wording.then" not in wording_rules("gain Evasive")


@pytest.mark.rule("dice-throne.wording.or")
def test_or():
    cited = activation_citations("steal CP or the opponent discards")
    assert "dice-throne.wording.or" in cited and "dice-throne.wording.then" not in cited
    assert "dice-throne.wording.or" not in wording_rules("gain CP, draw a card")


@pytest.mark.rule("dice-throne.wording.additionally")
def test_additionally():
    assert "dice-throne.wording.additionally" in activation_citations("gain Evasive. Additionally heal 2")
    assert wording_rules("") == ()
