"""Whole-match scenarios: a team win in 2v2, eliminations in King of the Hill, healing landing with damage."""

from __future__ import annotations

import pytest

from tests.dice_throne.support import GAME, act, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


@pytest.mark.rule("dice-throne.teams.shared-health")
@pytest.mark.rule("dice-throne.health.defeat")
def test_2v2_the_team_at_zero_loses_together():
    s = to_phase(started("2v2", (G, G, P, P)), "main-1")
    s = act(s, "damage 44 pure to p4 from earlier rounds")
    s = to_phase(s, "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(act(s, "next"), "target-roll", 2)  # 1-2: the opponent on the left (p3)
    s = to_phase(s, "main-2")
    assert s.health == (50, 2)
    s = to_phase(act(to_phase(s, "discard"), "next"), "main-1")  # p3's turn (zig-zag)
    assert s.active == 2
    s = act(s, "damage 2 pure to p3 from a card")  # own card, still the shared counter
    assert s.finished and set(s.winners) == {0, 1}
    assert all(x.defeated for x in s.seats[2:])


@pytest.mark.rule("dice-throne.koth.setup")
@pytest.mark.rule("dice-throne.health.defeat")
def test_koth_defeated_heroes_are_skipped_and_the_last_standing_wins():
    s = to_phase(started("king-of-the-hill", (G, P, G)), "main-1")
    s = act(s, "damage 35 pure to p2 from a card")
    assert s.seats[1].defeated and not s.finished
    s = act(to_phase(s, "discard"), "next")
    assert s.active == 2  # p2 is skipped
    s = to_phase(s, "main-1")
    ruling = GAME.check(s, to_action(s, "heal 3 p2"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.health.defeat"
    s = act(s, "damage 35 pure to p1 from a card")
    assert s.winners == (2,)


@pytest.mark.rule("dice-throne.roll-phase.damage-at-end")
@pytest.mark.rule("dice-throne.heal")
def test_healing_in_a_roll_phase_lands_with_the_damage():
    s = to_phase(started(), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate 6")
    s = act(s, "next")
    s = act(s, "heal 4 p2 from a card")
    assert s.health == (50, 50) and len(s.heals) == 1
    s = act(s, "next")
    assert s.health == (50, 48)


@pytest.mark.rule("dice-throne.ultimate.unstoppable")
def test_evasive_cannot_avoid_an_ultimate():
    s = to_phase(started(first=1), "offensive-roll")
    s = act(s, "status gain evasive p1 by p1")
    s = act(act(act(s, "roll", 6, 6, 6, 6, 6), "ability pirates-touch"), "activate")
    ruling = GAME.check(s, to_action(s, "status roll evasive p1", 1))
    assert not ruling.allowed
    assert ruling.citations[0].rule_id in ("dice-throne.ultimate.lock", "dice-throne.ultimate.unstoppable")


@pytest.mark.rule("dice-throne.companion.table-resolves")
def test_shipped_damage_is_flagged_as_unconfirmed_when_used():
    s = to_phase(started(), "offensive-roll")
    s = act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver")
    outcome = GAME.apply(s, to_action(s, "activate"))
    assert any("unconfirmed" in e for e in outcome.ruling.effects)
    typed = GAME.apply(s, to_action(s, "activate 5"))
    assert not any("unconfirmed" in e for e in typed.ruling.effects)
