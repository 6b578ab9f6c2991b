"""What lands together at the end of a roll phase or upkeep: stolen health, Bounty's CP, upkeep damage after its steps."""

from __future__ import annotations

import pytest

from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


@pytest.mark.rule("dice-throne.steal")
@pytest.mark.rule("dice-throne.roll-phase.damage-at-end")
def test_stolen_health_in_a_roll_phase_lands_with_the_rest_at_its_end():
    s = attack(started())  # Revolver: 4 to Bob
    s = act(s, "steal 3 health from p2")
    assert s.health == (50, 50) and len(s.steals) == 1  # nothing moves yet
    section = dict(GAME.view(s).sections)["Pending until the end of the roll phase (applied together)"]
    assert any("steals 3 health" in line for line in section)
    s = to_phase(s, "main-2")
    assert s.health == (53, 43)  # 4 damage and 3 stolen, all at once


@pytest.mark.rule("dice-throne.steal")
def test_a_steal_takes_what_the_victim_has_when_it_lands():
    s = act(to_phase(started(), "main-1"), "damage 48 pure to p2 from earlier")
    s = attack(s)
    s = act(s, "steal 5 health from p2")
    s = act(s, "next")
    s = act(s, "next")
    assert s.health == (52, 0) and s.finished and s.winners == (0,)


@pytest.mark.rule("dice-throne.defence.non-damage-first")
def test_stealing_cp_in_a_roll_phase_is_at_once():
    s = attack(started())
    outcome = GAME.apply(s, to_action(s, "steal 1 cp from p2"))
    assert [seat.cp for seat in outcome.state.seats] == [3, 1]
    assert "dice-throne.defence.non-damage-first" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.steal")
def test_stealing_health_outside_roll_phases_and_upkeep_is_at_once():
    s = act(to_phase(started(), "main-1"), "steal 2 health from p2")
    assert s.health == (52, 48)


@pytest.mark.rule("dice-throne.status.gain-inflict")
def test_bounty_cp_follows_the_target_when_a_card_changes_the_targeting_die():
    s = started("2v2", (G, G, P, P))
    s = act(to_phase(s, "main-1"), "status inflict bounty p3")
    s = attack(s)
    s = act(s, "next")
    s = act(s, "target-roll", 1)  # 1-2: the opponent on the left, p3, who has a bounty on them
    assert s.roll.target == 2 and s.roll.bounty_cp == 1
    assert s.pending[0].steps[-1].source == "Bounty"
    s = act(s, "set-die targeting 3 by p3 from Sixer")  # now the right-hand opponent, p4: no bounty
    assert s.roll.target == 3 and s.roll.bounty_cp == 0 and s.pending[0].steps == ()
    s = to_phase(s, "main-2")
    assert s.seats[0].cp == 2  # no CP was ever gained for a target that was not attacked
    assert s.health == (50, 46)


@pytest.mark.rule("dice-throne.upkeep.order-and-sum")
@pytest.mark.rule("dice-throne.damage.final")
def test_upkeep_damage_takes_damage_steps_before_it_lands():
    s = to_phase(act(to_phase(started(), "discard"), "next"), "upkeep")
    s = to_phase(act(to_phase(s, "discard"), "next"), "upkeep")
    s = act(s, "upkeep damage 5 pure p1 from Burn")
    s = act(s, "upkeep damage 2 p1 from Fire Trap")
    assert [(item.amount, item.kind) for item in s.pending] == [(5, "pure"), (2, "regular")]
    s = act(s, "halve on 1 from Protect")
    s = act(s, "status gain evasive p1")
    s = act(s, "status roll evasive p1 on 2", 1)
    assert GAME.check(s, to_action(s, "boost 1 on 2")).citations[0].rule_id == "dice-throne.damage.attack-modifiers"
    s = act(s, "next")
    assert s.health == (48, 50)  # 5 halved (3 prevented) and 2 avoided


@pytest.mark.rule("dice-throne.damage.ultimate")
def test_upkeep_damage_keeps_its_type_properties():
    s = to_phase(act(to_phase(started(), "discard"), "next"), "upkeep")
    s = act(s, "upkeep damage 3 pure p2 from Burn")
    assert GAME.check(s, to_action(s, "add 1")).citations[0].rule_id == "dice-throne.damage.pure"


@pytest.mark.rule("dice-throne.steal")
def test_two_steals_from_one_victim_take_no_more_than_it_has():
    from dataclasses import replace
    s = replace(to_phase(started(), "offensive-roll"), health=(50, 3))
    s = act(s, "steal 3 health from p2")
    s = act(s, "steal 3 health from p2")
    s = act(s, "next")
    assert s.health == (53, 0)
