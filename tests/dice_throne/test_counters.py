"""Bounds of the counters: health (cap start+10, 0 defeated, simultaneous 0 a draw), CP 0..15, stealing."""

from __future__ import annotations

import pytest

from tests.dice_throne.support import GAME, act, started, to_action, to_phase


@pytest.mark.rule("dice-throne.health.max")
@pytest.mark.rule("dice-throne.heal")
def test_healing_caps_at_start_plus_ten():
    s = to_phase(started(), "main-1")
    s = act(s, "heal 8")
    assert s.health == (58, 50)
    outcome = GAME.apply(s, to_action(s, "heal 5"))
    assert outcome.state.health == (60, 50)
    assert "dice-throne.health.max" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.health.defeat")
def test_zero_health_is_defeat_and_health_never_negative():
    s = to_phase(started(), "main-1")
    s = act(s, "damage 70 pure to p2 from test")
    assert s.health == (50, 0) and s.seats[1].defeated and s.winners == (0,)


@pytest.mark.rule("dice-throne.health.draw")
@pytest.mark.rule("dice-throne.roll-phase.damage-at-end")
def test_both_heroes_at_zero_at_once_is_a_draw():
    s = to_phase(started(), "main-1")
    s = act(s, "damage 45 pure to p1 from setup")
    s = act(s, "damage 45 pure to p2 from setup")
    s = to_phase(s, "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "activate 5")
    s = act(s, "next")
    s = act(s, "reflect 1 from Retribution")  # all of it back: both fall together
    assert s.health == (5, 5)  # nothing lands before the end of the roll phase
    s = act(s, "next")
    assert s.health == (0, 0) and s.draw and not s.winners
    assert GAME.view(s).result.startswith("Draw")


@pytest.mark.rule("dice-throne.cp.bounds")
def test_cp_gains_past_fifteen_are_lost_and_spending_needs_the_cp():
    s = to_phase(started(), "main-1")
    s = act(s, "cp +20")
    assert s.seats[0].cp == 15
    s = act(s, "cp -15")
    assert s.seats[0].cp == 0
    ruling = GAME.check(s, to_action(s, "cp -1"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.cp.bounds"


@pytest.mark.rule("dice-throne.steal")
def test_steal_takes_at_most_what_the_opponent_has():
    s = to_phase(started(), "main-1")
    s = act(s, "steal 5 cp from p2")
    assert (s.seats[0].cp, s.seats[1].cp) == (4, 0)
    s = act(s, "steal 3 health from p2")
    assert s.health == (53, 47)
