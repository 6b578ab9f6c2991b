"""Who may act: a defeated hero never acts, only a holder spends its status, and the ultimate lock holds back
discards and raised limits too; the choices offer exactly what the checks allow."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne import actions as A
from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase


def refused_rule(state, action) -> str:
    """The rule a refused action cites."""
    ruling = GAME.check(state, action)
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id


def offered(state, action) -> bool:
    """True when some choice admits the action."""
    return any(choice.admits(action) for choice in GAME.choices(state))


def three_way():
    """King of the Hill with Cat (p3) defeated, in Ann's main phase 1."""
    s = to_phase(started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger")), "main-1")
    s = act(s, "damage 35 pure to p3 from earlier")
    assert s.seats[2].defeated
    return s


@pytest.mark.rule("dice-throne.health.defeat")
def test_a_defeated_hero_cannot_act_as_by():
    s = three_way()
    for action in (A.ChangeStatus("inflict", "knockdown", 0, 1, 2), A.AddDamage(0, 2, "regular", "a card", 2),
                   A.TransferStatus(2, "evasive", 0, 1)):
        assert refused_rule(s, action) == "dice-throne.health.defeat"
        assert not offered(s, action)
    assert offered(s, A.ChangeStatus("inflict", "knockdown", 0, 1, 1))


@pytest.mark.rule("dice-throne.status.spend")
def test_only_the_holder_spends_its_status():
    s = act(to_phase(started(), "main-1"), "status gain evasive p2")
    spend = to_action(s, "status spend evasive p2 by p1")
    assert refused_rule(s, spend) == "dice-throne.status.spend"
    assert not offered(s, spend)
    assert offered(s, to_action(s, "status spend evasive p2"))
    assert act(s, "status spend evasive p2").seats[1].count("evasive") == 0


@pytest.mark.rule("dice-throne.ultimate.lock")
def test_the_ultimate_lock_holds_back_discards_and_raised_limits():
    s = attack(started(), dice=(6, 6, 6, 6, 6), ability="fill-em-with-lead")
    for action in (A.DiscardCard(1), A.RaiseLimit(1, "evasive", 5)):
        assert refused_rule(s, action) == "dice-throne.ultimate.lock"
        assert not offered(s, action)
    assert offered(s, A.DiscardCard(0)) and offered(s, A.RaiseLimit(0, "evasive", 5))
    after = to_phase(s, "main-2")
    assert GAME.check(after, A.DiscardCard(1)).allowed


def test_a_defeated_hero_is_offered_nothing():
    s = three_way()
    assert not any(c.actor == 2 for c in GAME.choices(s))
