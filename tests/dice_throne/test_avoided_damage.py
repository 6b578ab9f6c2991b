"""Avoided damage stays avoided: Evasive on a 1-2 and Parley set that damage's final value to 0, whatever multiplies it."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.damage import Step, calculate
from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase


@pytest.mark.rule("dice-throne.damage.final")
def test_an_avoided_item_is_zero_whatever_multiplies_it():
    result = calculate(4, (Step("multiply", 2, "card"), Step("avoid", 0, "Evasive (2)")))
    assert result.final == 0 and result.avoided
    assert result.lines()[-1].startswith("final 0")
    assert calculate(4, (Step("multiply", 2, "card"),)).final == 8  # without the avoid the card doubles it


@pytest.mark.rule("dice-throne.status.evasive")
def test_revolver_doubled_then_evaded_deals_nothing():
    s = attack(to_phase(started(), "main-1"))  # Ann's Revolver, 4 damage, at Bob
    s = act(s, "multiply 2 by p1 from a doubling card")
    s = act(s, "status gain evasive p2")
    outcome = GAME.apply(s, to_action(s, "status roll evasive p2", 2))
    assert "avoided" in outcome.ruling.message
    assert "dice-throne.status.evasive" in [c.rule_id for c in outcome.ruling.citations]
    s = to_phase(outcome.state, "main-2")
    assert s.health == (50, 50)


@pytest.mark.rule("dice-throne.status.evasive")
def test_evasive_avoids_one_damage_only_the_attacks_other_effects_stay():
    s = attack(to_phase(started(), "main-1"))
    s = act(s, "status inflict knockdown p2")  # another effect of the attack
    s = act(s, "status gain evasive p2")
    s = act(s, "status roll evasive p2", 1)
    s = to_phase(s, "main-2")
    assert s.health == (50, 50) and s.seats[1].count("knockdown") == 1


@pytest.mark.rule("dice-throne.status.parley")
def test_parley_avoids_the_attack_even_when_a_card_multiplies_it():
    s = to_phase(started(), "main-1")
    s = act(s, "status inflict parley p1 by p2")
    s = attack(s)
    outcome = GAME.apply(s, to_action(s, "multiply 2 by p1 from a doubling card"))
    assert "now 0" in outcome.ruling.message
    s = to_phase(outcome.state, "main-2")
    assert s.health == (50, 50) and s.seats[0].count("parley") == 0  # removed at the end of the roll phase


@pytest.mark.rule("dice-throne.status.withering")
def test_withering_lowers_the_holders_attack_per_token():
    s = to_phase(act(to_phase(started(), "main-1"), "status inflict withering 2 p1 by p2"), "offensive-roll")
    s = act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver")
    outcome = GAME.apply(s, to_action(s, "activate"))
    assert "dice-throne.status.withering" in [c.rule_id for c in outcome.ruling.citations]
    s = to_phase(outcome.state, "main-2")
    assert s.health == (50, 48)  # Revolver 4, two tokens
