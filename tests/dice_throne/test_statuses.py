"""Status effects: limits, raised limits, unique Doubloons, spend/remove/transfer, companions, the engine-known effects."""

from __future__ import annotations

import copy

import pytest

from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, HEROES, act, attack, started, to_action, to_phase
from rules_engine.game import GameSetup, PlayerSetup


def offered(state, text) -> bool:
    """True when some choice admits the action a command makes."""
    action = to_action(state, text)
    return any(choice.admits(action) for choice in GAME.choices(state))


def rule_of_refusal(state, text, *dice) -> str:
    """The rule a refused command cites."""
    ruling = GAME.check(state, to_action(state, text, *dice))
    assert not ruling.allowed
    return ruling.citations[0].rule_id


@pytest.mark.rule("dice-throne.status.gain-inflict")
@pytest.mark.rule("dice-throne.status.limit")
def test_limit_caps_tokens_and_the_excess_is_not_placed():
    s = to_phase(started(), "main-1")
    s = act(s, "status gain evasive 2")
    outcome = GAME.apply(s, to_action(s, "status gain evasive 2"))
    assert outcome.state.seats[0].count("evasive") == 3
    assert any("not placed" in e for e in outcome.ruling.effects)
    s = act(s, "status inflict withering 2 p2")
    assert s.seats[1].count("withering") == 2


@pytest.mark.rule("dice-throne.status.raise-limit")
def test_raised_limit_only_for_that_hero():
    s = to_phase(started(), "main-1")
    s = act(s, "status limit evasive 5 p1")
    s = act(s, "status gain evasive 5")
    assert s.seats[0].count("evasive") == 5
    s = act(s, "status inflict evasive 5 p2")
    assert s.seats[1].count("evasive") == 3
    assert rule_of_refusal(s, "status limit evasive 4 p1") == "dice-throne.status.raise-limit"


@pytest.mark.rule("dice-throne.status.unique")
@pytest.mark.rule("dice-throne.status.doubloon")
def test_cursed_doubloon_limits_and_owner_only_moves():
    s = to_phase(started(), "main-1")
    assert s.seats[1].count("cursed-doubloon") == 3
    s = act(s, "status inflict cursed-doubloon 5 p1 by p2")
    assert s.seats[0].count("cursed-doubloon") == 3  # 3 on others
    s = act(s, "status gain cursed-doubloon 5 p2")
    assert s.seats[1].count("cursed-doubloon") == 5  # 5 on the pirate
    assert rule_of_refusal(s, "status remove cursed-doubloon p1") == "dice-throne.status.doubloon"
    s = act(s, "status remove cursed-doubloon p1 by p2")
    assert s.seats[0].count("cursed-doubloon") == 2
    assert rule_of_refusal(s, "status transfer cursed-doubloon p1 p2") == "dice-throne.status.doubloon"


@pytest.mark.rule("dice-throne.status.spend")
@pytest.mark.rule("dice-throne.status.persistent")
def test_spend_consumables_never_persistent():
    s = to_phase(started(), "main-1")
    assert rule_of_refusal(s, "status spend evasive") == "dice-throne.status.spend"
    s = act(s, "status gain evasive")
    s = act(s, "status spend evasive")
    assert s.seats[0].count("evasive") == 0
    s = act(s, "status inflict bounty p2")
    assert rule_of_refusal(s, "status spend bounty p2") == "dice-throne.status.persistent"


@pytest.mark.rule("dice-throne.status.remove")
def test_remove_and_transfer():
    s = to_phase(started(), "main-1")
    assert rule_of_refusal(s, "status remove evasive p1") == "dice-throne.status.remove"
    s = act(s, "status inflict knockdown p2")
    s = act(s, "status transfer knockdown p2 p1")
    assert (s.seats[0].count("knockdown"), s.seats[1].count("knockdown")) == (1, 0)


@pytest.mark.rule("dice-throne.status.companions")
def test_companions_are_not_statuses():
    data = copy.deepcopy(HEROES["gunslinger"])
    data["companions"] = ["sidekick"]
    setup = GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bob", "cursed-pirate")), {"mode": "1v1"},
                      {"heroes": {"gunslinger": data, "cursed-pirate": HEROES["cursed-pirate"]}})
    s = GAME.new_game(setup)
    s = to_phase(act(s, "roll-off", 6, 1), "main-1")
    with pytest.raises(RuleViolation) as refused:
        act(s, "status gain sidekick", override=True)  # not even a house rule makes it a status
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.status.companions"


@pytest.mark.rule("dice-throne.status.spend")
def test_evasive_roll_avoids_on_one_or_two():
    s = to_phase(started(first=1), "offensive-roll")  # the pirate attacks the gunslinger
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability cutlass-strike")
    s = act(s, "activate")
    s = act(s, "next")
    s = act(s, "status gain evasive 2 p1")
    missed = act(s, "status roll evasive p1", 4)
    assert missed.seats[0].count("evasive") == 1 and not missed.pending[0].steps
    dodged = act(missed, "status roll evasive p1", 2)
    assert dodged.pending[0].steps[-1].op == "avoid"
    dodged = act(dodged, "next")
    assert dodged.health == (50, 50)


@pytest.mark.rule("dice-throne.damage.attack-modifiers")
def test_reload_adds_half_a_die_rounded_up_to_an_attack():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "status gain reload")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "activate")
    s = act(s, "status roll reload p1", 5)
    assert s.pending[0].steps[-1].value == 3
    s = to_phase(s, "main-2")
    assert s.health == (50, 43)


@pytest.mark.rule("dice-throne.ultimate.unstoppable")
def test_withering_and_parley_weaken_attacks_but_not_ultimates():
    s = to_phase(started(), "main-1")
    s = act(s, "status inflict withering 2 p1 by p2")
    s = act(s, "status inflict parley p1 by p2")
    s = to_phase(s, "offensive-roll")
    weak = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    assert [st.op for st in weak.pending[0].steps] == ["subtract", "avoid"]
    weak = to_phase(weak, "main-2")
    assert weak.health == (50, 50) and weak.seats[0].count("parley") == 0  # Parley leaves at the roll's end
    ult = act(act(act(s, "roll", 6, 6, 6, 6, 6), "ability fill-em-with-lead"), "activate")
    assert ult.pending[0].steps == ()


@pytest.mark.rule("dice-throne.status.gain-inflict")
def test_bounty_boosts_the_attacker_and_pays_a_cp():
    s = to_phase(started(), "main-1")
    s = act(s, "status inflict bounty p2")
    s = to_phase(s, "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    assert s.pending[0].steps[-1].source == "Bounty"
    assert s.seats[0].cp == 2 and s.roll.bounty_cp == 1  # the CP comes with the attack, at the roll's end
    s = to_phase(s, "main-2")
    assert s.health == (50, 45) and s.seats[0].cp == 3


@pytest.mark.rule("dice-throne.status.remove")
def test_knockdown_pay_or_skip_the_offensive_roll():
    s = to_phase(started(), "main-1")
    s = act(s, "status inflict knockdown p1 by p2")
    skipped = act(s, "next")
    assert skipped.phase == "main-2" and skipped.seats[0].count("knockdown") == 0
    paid = act(s, "pay knockdown")
    assert paid.seats[0].cp == 0 and act(paid, "next").phase == "offensive-roll"


@pytest.mark.rule("dice-throne.upkeep.order-and-sum")
def test_upkeep_triggers_resolve_in_the_chosen_order_and_sum_at_the_end():
    s = act(to_phase(started(), "main-1"), "damage 10 pure to p1 from earlier")
    s = act(act(s, "status inflict cursed-doubloon 3 p1 by p2"), "status inflict powder-keg p1 by p2")
    s = to_phase(act(to_phase(s, "discard"), "next"), "upkeep")
    s = to_phase(act(to_phase(s, "discard"), "next"), "upkeep")
    assert s.active == 0
    s = act(s, "upkeep damage 3 p1 from Cursed Doubloon")
    s = act(s, "upkeep heal 2 p1 from regeneration")
    s = act(s, "upkeep damage 2 undefendable p1 from Powder Keg")
    assert s.health == (40, 50)  # nothing applied before the end of upkeep
    view = GAME.view(s)
    assert any(name == "Pending until the end of upkeep (applied together)" for name, _ in view.sections)
    s = act(s, "next")
    assert s.health == (37, 50) and s.pending == () and s.heals == ()
    with pytest.raises(RuleViolation):
        act(s, "upkeep damage 1 p1 from late")


@pytest.mark.rule("dice-throne.status.bounty")
def test_bounty_placed_by_the_attack_itself_counts_once():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 6, 6, 4)
    s = act(act(s, "ability bounty-hunter"), "activate")  # "inflict Bounty, then deal the damage"
    s = act(s, "status inflict bounty p2")
    assert [st.source for st in s.pending[0].steps] == ["Bounty"] and s.roll.bounty_cp == 1
    again = act(s, "status inflict bounty p2")  # at its limit: nothing placed, nothing counted again
    assert len(again.pending[0].steps) == 1 and again.roll.bounty_cp == 1
    s = to_phase(again, "main-2")
    assert s.health == (50, 48) and s.seats[0].cp == 3


@pytest.mark.rule("dice-throne.status.bounty")
def test_bounty_on_someone_other_than_the_target_does_not_count():
    s = to_phase(started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger")), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(act(s, "next"), "target p2")
    s = act(s, "status inflict bounty p3")
    assert s.pending[0].steps == () and s.roll.bounty_cp == 0


@pytest.mark.rule("dice-throne.status.reload-timing")
def test_reload_is_spent_only_at_the_end_of_the_attackers_offensive_roll():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "status gain reload 2")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(s, "next")
    assert s.phase == "defensive-roll"
    s = act(s, "defend", 4, 4, 4, 4)
    assert rule_of_refusal(s, "status roll reload p1", 5) == "dice-throne.status.reload-timing"


@pytest.mark.rule("dice-throne.status.limit")
def test_a_transfer_to_a_hero_at_the_limit_is_refused_and_keeps_the_token():
    s = to_phase(started(), "main-1")
    s = act(s, "status gain evasive 3 p1")
    s = act(s, "status inflict evasive 3 p2")
    ruling = GAME.check(s, to_action(s, "status transfer evasive p1 p2"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.status.limit"
    assert "limit" in ruling.message
    with pytest.raises(RuleViolation):
        act(s, "status transfer evasive p1 p2")
    assert (s.seats[0].count("evasive"), s.seats[1].count("evasive")) == (3, 3)


@pytest.mark.rule("dice-throne.status.bounty")
def test_bounty_removed_and_placed_again_still_counts_once_per_attack():
    s = to_phase(started(), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(s, "status inflict bounty p2")
    s = act(s, "status remove bounty p2")
    s = act(s, "status inflict bounty p2")
    assert [st.source for st in s.pending[0].steps] == ["Bounty"] and s.roll.bounty_cp == 1


@pytest.mark.rule("dice-throne.status.powder-keg")
@pytest.mark.rule("dice-throne.status.powder-keg-second")
def test_a_second_powder_keg_explodes_the_first_at_once():
    s = to_phase(started(first=1), "main-1")  # Bob, the pirate, is active
    s = act(s, "status inflict powder-keg p1")
    outcome = GAME.apply(s, to_action(s, "status inflict powder-keg p1"))
    cited = [c.rule_id for c in outcome.ruling.citations]
    assert "dice-throne.status.powder-keg-second" in cited
    assert any("explodes" in e for e in outcome.ruling.effects)
    assert not any("not placed" in e for e in outcome.ruling.effects)
    s = outcome.state
    assert s.seats[0].count("powder-keg") == 1  # the first is gone, the new one is on
    s = attack(s, ability="cutlass-strike")
    assert s.phase == "offensive-roll"
    s = act(s, "damage 5 undefendable to p1 from powder-keg")
    assert s.health == (45, 50) and len(s.pending) == 1  # at once, apart from the attack
    assert rule_of_refusal(s, "damage 5 to p1 from powder-keg") == "dice-throne.status.powder-keg"
    assert not offered(s, "damage 5 to p1 from powder-keg") and offered(s, "damage 5 undefendable to p1 from powder-keg")


@pytest.mark.rule("dice-throne.status.powder-keg")
def test_a_keg_exploding_in_its_holders_upkeep_is_removed():
    s = act(to_phase(started(first=1), "main-1"), "status inflict powder-keg p1")
    s = to_phase(act(to_phase(s, "discard"), "next"), "upkeep")
    assert s.active == 0
    assert rule_of_refusal(s, "upkeep damage 3 p1 from powder-keg") == "dice-throne.status.powder-keg"
    assert offered(s, "upkeep damage 3 undefendable p1 from Powder Keg")
    assert not offered(s, "upkeep damage 3 p1 from powder-keg")
    s = act(s, "upkeep damage 3 undefendable p1 from powder-keg")
    assert s.seats[0].count("powder-keg") == 0
    assert not offered(s, "upkeep damage 3 undefendable p1 from powder-keg")
    assert rule_of_refusal(s, "upkeep damage 3 undefendable p1 from powder-keg") == "dice-throne.status.powder-keg"
    s = act(s, "next")
    assert s.health == (47, 50)


@pytest.mark.rule("dice-throne.status.doubloon-upkeep")
def test_doubloons_hurt_other_holders_in_their_own_upkeep_never_the_pirate():
    s = act(to_phase(started(first=1), "main-1"), "status inflict cursed-doubloon 2 p1")
    s = to_phase(act(to_phase(s, "discard"), "next"), "upkeep")
    assert s.active == 0
    assert rule_of_refusal(s, "upkeep damage 2 p2 from cursed-doubloon") == "dice-throne.status.doubloon-upkeep"
    assert not offered(s, "upkeep damage 2 p2 from cursed-doubloon")
    assert offered(s, "upkeep damage 2 p1 from cursed-doubloon") and offered(s, "upkeep damage 2 p2 from a trap")
    outcome = GAME.apply(s, to_action(s, "upkeep damage 2 p1 from Cursed Doubloon"))
    assert "dice-throne.status.doubloon-upkeep" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.status.knockdown")
def test_knockdown_is_paid_before_the_holders_offensive_roll_in_anyones_turn():
    s = to_phase(started(first=1), "main-1")  # Bob's turn; Ann holds Knockdown
    assert rule_of_refusal(s, "pay knockdown p1") == "dice-throne.status.knockdown"
    s = act(s, "status inflict knockdown p1")
    s = to_phase(s, "main-2")
    paid = act(s, "pay knockdown p1")
    assert paid.seats[0].count("knockdown") == 0 and paid.seats[0].cp == s.seats[0].cp - 2
    assert any(c.verb == "pay" and c.actor == 0 for c in GAME.choices(s))
    skipped = GAME.apply(to_phase(act(to_phase(s, "discard"), "next"), "main-1"), to_action(s, "next"))
    assert skipped.state.phase == "main-2" and skipped.state.seats[0].count("knockdown") == 0
    assert "dice-throne.status.knockdown" in [c.rule_id for c in skipped.ruling.citations]
