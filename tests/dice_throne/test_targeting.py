"""Targeting: skipped 1v1; the 2v2 and 3v3 tables; King of the Hill free choice and the leader's bonus card; team play."""

from __future__ import annotations

import pytest

from rules_engine.decisions import DecisionKind
from rules_engine.dice_throne.modes import MODES, turn_order
from rules_engine.dice_throne.targeting import (
    ATTACKER_CHOOSES, DEFENDERS_CHOOSE, earns_leader_bonus, leaders, team_target,
)
from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


@pytest.mark.rule("dice-throne.targeting.skip-1v1")
def test_no_targeting_roll_in_1v1():
    s = attack(started())
    assert s.roll.target == 1
    s = act(s, "next")
    assert s.phase == "defensive-roll"


@pytest.mark.rule("dice-throne.targeting.teams")
def test_the_2v2_table():
    assert team_target(2, 1).index == 0 and team_target(2, 2).index == 0
    assert team_target(2, 3).index == 1 and team_target(2, 4).index == 1
    assert team_target(2, 5).chooser == DEFENDERS_CHOOSE
    assert team_target(2, 6).chooser == ATTACKER_CHOOSES


@pytest.mark.rule("dice-throne.targeting.teams")
def test_the_3v3_table():
    assert [team_target(3, d).index for d in range(1, 7)] == [0, 0, 1, 1, 2, 2]


@pytest.mark.rule("dice-throne.targeting.teams")
def test_2v2_targeting_roll_through_the_engine():
    s = attack(started("2v2", (G, G, P, P)))
    s = act(s, "next")
    assert s.phase == "targeting-roll"
    refused = GAME.check(s, to_action(s, "next"))
    assert not refused.allowed and refused.citations[0].rule_id == "dice-throne.targeting.teams"
    right = act(s, "target-roll", 3)
    assert right.roll.target == 3
    they_choose = act(s, "target-roll", 5)
    assert they_choose.roll.target is None
    assert not GAME.check(they_choose, to_action(they_choose, "target p3")).allowed  # the attacker may not
    chosen = act(they_choose, "target p3 by p4")
    assert chosen.roll.target == 2


@pytest.mark.rule("dice-throne.targeting.ultimate-die")
def test_targeting_die_of_an_ultimate_cannot_be_changed():
    s = attack(started("2v2", (G, G, P, P)), dice=(6, 6, 6, 6, 6), ability="fill-em-with-lead")
    s = act(s, "next")
    s = act(s, "target-roll", 1)
    ruling = GAME.check(s, to_action(s, "set-die targeting 4 by p1"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.targeting.ultimate-die"
    normal = act(act(attack(started("2v2", (G, G, P, P))), "next"), "target-roll", 1)
    assert act(normal, "set-die targeting 4 by p2").roll.target == 3


@pytest.mark.rule("dice-throne.koth.setup")
def test_king_of_the_hill_setup_and_clockwise_order():
    s = started("king-of-the-hill", (G, P, G), first=1)
    assert s.health == (35, 35, 35)
    assert s.order == (1, 2, 0)


@pytest.mark.rule("dice-throne.koth.free-target")
@pytest.mark.rule("dice-throne.koth.leader-bonus")
def test_koth_choose_any_target_and_draw_for_a_leader():
    s = started("king-of-the-hill", (G, P, G, P))
    s = to_phase(s, "main-1")
    s = act(s, "damage 5 pure to p3 from earlier")  # p2 and p4 lead with 35 (and p1 too: a tie of three)
    s = act(s, "damage 5 pure to p1 from earlier")  # now p2 and p4 lead; p1 and p3 at 30
    s = attack(s)
    s = act(s, "next")
    assert s.phase == "targeting-roll"
    hand = s.seats[0].hand
    at_leader = act(s, "target p2")
    assert at_leader.roll.target == 1 and at_leader.seats[0].hand == hand + 1
    not_leader = act(s, "target p3")
    assert not_leader.seats[0].hand == hand
    ruling = GAME.check(s, to_action(s, "target p3 by p2"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.koth.free-target"


@pytest.mark.rule("dice-throne.koth.leader-bonus")
def test_leader_ties_and_the_sole_leader():
    alive = [True] * 4
    assert leaders([30, 30, 20, 10], alive) == {0, 1}
    assert earns_leader_bonus(0, 1, [30, 30, 20, 10], alive)  # tied leaders attacking each other
    assert earns_leader_bonus(2, 0, [30, 30, 20, 10], alive)
    assert not earns_leader_bonus(0, 2, [30, 30, 20, 10], alive)
    assert not earns_leader_bonus(0, 1, [35, 30, 20, 10], alive)  # a sole leader never gets it
    assert leaders([30, 35, 20, 10], [True, False, True, True]) == {0}  # the defeated don't lead


@pytest.mark.rule("dice-throne.teams.shared-health")
@pytest.mark.rule("dice-throne.damage.collateral")
def test_team_health_is_shared_and_simultaneous_damage_sums():
    s = started("2v2", (G, G, P, P))
    assert s.health == (50, 50)
    s = to_phase(s, "offensive-roll")
    s = act(s, "damage 3 collateral to p3 from blast")
    s = act(s, "damage 4 collateral to p4 from blast")
    s = act(s, "next")
    assert s.health == (50, 43)
    assert GAME.view(s).players[2].stats[0] == ("health", "43/50")
    assert GAME.view(s).players[3].stats[0] == ("health", "43/50")


@pytest.mark.rule("dice-throne.teams.zigzag")
def test_zigzag_turn_order_from_the_roll_off_winner():
    assert turn_order(MODES["2v2"], 4, 0) == (0, 2, 1, 3)
    assert turn_order(MODES["2v2"], 4, 3) == (3, 0, 2, 1)
    assert turn_order(MODES["3v3"], 6, 0) == (0, 3, 1, 4, 2, 5)
    s = started("2v2", (G, G, P, P), first=2)
    assert s.order == (2, 1, 3, 0)


@pytest.mark.rule("dice-throne.teams.own-cp")
def test_team_mates_keep_their_own_cp():
    s = to_phase(started("2v2", (G, G, P, P)), "main-1")
    s = act(s, "play main 2 Transfer")
    assert [x.cp for x in s.seats] == [0, 2, 2, 2]
    ruling = GAME.check(s, to_action(s, "play main 1"))
    assert not ruling.allowed  # a team-mate's CP does not pay


@pytest.mark.rule("dice-throne.targeting.teams")
def test_the_targeting_die_changes_only_in_the_targeting_roll_phase():
    s = attack(started("2v2", (G, P, G, P)))
    s = act(act(s, "next"), "target-roll", 1)
    assert s.roll.target == 2
    s = act(act(s, "next"), "defend", 3)
    assert s.phase == "defensive-roll" and s.roll.defence == "duel"
    ruling = GAME.check(s, to_action(s, "set-die targeting 4 by p3"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.targeting.teams"
    assert "targeting roll phase" in ruling.message


@pytest.mark.rule("dice-throne.koth.leader-bonus")
def test_koth_no_bonus_card_when_the_ability_deals_no_damage_to_the_leader():
    s = started("king-of-the-hill", (G, P, G, P))
    s = to_phase(s, "main-1")
    s = act(s, "damage 5 pure to p1 from earlier")  # p2, p3 and p4 lead with 35
    s = to_phase(s, "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "activate 0")  # the board's text deals no damage here: an ability without damage is no attack
    s = act(s, "next")
    hand = s.seats[0].hand
    outcome = GAME.apply(s, to_action(s, "target p2"))
    assert outcome.state.roll.target == 1 and outcome.state.seats[0].hand == hand
    assert "dice-throne.koth.leader-bonus" not in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.health.defeat")
def test_koth_a_target_defeated_before_the_defensive_roll_rolls_no_defence():
    # Found by the decision property test: the target fell to damage landing in the targeting roll phase,
    # yet was still asked to defend. A defeated hero takes no further part, so the phase is only a window.
    s = started("king-of-the-hill", (G, P, G, P))
    s = attack(s)
    s = act(act(s, "next"), "target p3")
    s = act(s, "damage 35 undefendable to p3 by p1 from Powder Keg")  # lands at once, as in the found game
    assert s.seats[2].defeated and not s.finished
    s = act(s, "next")
    assert s.phase == "defensive-roll"
    d = GAME.decision(s)
    assert (d.kind, d.seat, d.window) == (DecisionKind.PASS, 0, "defence")
    ruling = GAME.check(s, to_action(s, "defend", 3))  # Cat's one defensive die
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.health.defeat"
    assert "Cat is defeated" in ruling.message
    assert not any(c.request is not None and c.actor == 2 for c in GAME.choices(s))
    ended = act(s, "next")  # the attack's damage lands on no one still in play; the turn goes on
    assert ended.phase != "defensive-roll" and not ended.finished


@pytest.mark.rule("dice-throne.koth.leader-bonus")
def test_the_log_line_of_a_target_that_leads_says_the_bonus_card_once():
    # Thirtieth pass (table32), King of the Hill at 80x24: the log read "Ann is the target" while Bob drew a card for it;
    # the draw was said only in the ruling panel's note.
    s = act(attack(started("king-of-the-hill", (G, P, G))), "next")
    at_leader = GAME.apply(s, to_action(s, "target p2")).ruling
    assert str(at_leader.message) == "Bob is the target and leads: Ann draws 1 bonus card"
    assert not any("bonus card" in str(effect) for effect in at_leader.effects), at_leader.effects
    hurt = act(to_phase(started("king-of-the-hill", (G, P, G)), "main-1"), "damage 5 pure to p3 from earlier")
    s = act(attack(hurt), "next")
    assert str(GAME.apply(s, to_action(s, "target p3")).ruling.message) == "Cat is the target"
