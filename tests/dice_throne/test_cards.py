"""Card timing (main-phase, roll-phase, instant), CP costs, upgrades (II to III pays the difference), the ultimate lock."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.actions import PlayUpgrade
from tests.dice_throne.support import GAME, act, started, to_action, to_phase


def refusal(state, text, *dice) -> str:
    """The rule a refused command cites."""
    ruling = GAME.check(state, to_action(state, text, *dice))
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id


@pytest.mark.rule("dice-throne.cards.main-phase")
def test_main_phase_cards_only_by_the_active_player_in_main_phases():
    s = started()
    assert refusal(s, "play main 0") == "dice-throne.cards.main-phase"
    s = to_phase(s, "main-1")
    assert refusal(s, "play main 0 by p2") == "dice-throne.cards.main-phase"
    s = act(s, "play main 1 Transfer")
    assert (s.seats[0].hand, s.seats[0].discard, s.seats[0].cp) == (3, 1, 1)


@pytest.mark.rule("dice-throne.cards.roll-phase")
def test_roll_phase_cards_by_anyone_in_roll_phases_only():
    s = to_phase(started(), "main-1")
    assert refusal(s, "play roll 1") == "dice-throne.cards.roll-phase"
    s = to_phase(s, "offensive-roll")
    s = act(s, "play roll 1 Sixer by p2")
    assert s.seats[1].cp == 1


@pytest.mark.rule("dice-throne.cards.instant")
def test_instant_cards_any_time_any_player():
    s = started()
    outcome = GAME.apply(s, to_action(s, "play instant 0 Get Even by p2"))
    assert outcome.state.seats[1].hand == 3
    assert "dice-throne.cards.instant" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.cards.cost")
def test_a_card_needs_its_cp_and_a_card_in_hand():
    s = to_phase(started(), "main-1")
    assert refusal(s, "play main 3") == "dice-throne.cards.cost"
    for _ in range(4):
        s = act(s, "play main 0")
    assert refusal(s, "play main 0") == "dice-throne.cards.cost"


@pytest.mark.rule("dice-throne.cards.upgrades")
@pytest.mark.rule("dice-throne.cards.upgrade-difference")
def test_upgrades_in_own_main_phase_and_ii_to_iii_pays_the_difference():
    s = to_phase(started(), "main-1")
    s = act(s, "cp +10")
    s = act(s, "upgrade revolver II 2")
    assert s.seats[0].cp == 10 and s.seats[0].level("revolver") == (2, 2)
    s = act(s, "upgrade revolver III 5")
    assert s.seats[0].cp == 7 and s.seats[0].level("revolver") == (3, 5)  # paid 5 - 2 = 3
    assert refusal(s, "upgrade revolver II 2") == "dice-throne.cards.upgrades"
    s = to_phase(s, "offensive-roll")
    assert refusal(s, "upgrade duel II 3") == "dice-throne.cards.upgrades"
    # an upgraded ability's damage comes from the card: the table types it
    s = act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver")
    assert refusal(s, "activate") == "dice-throne.companion.table-resolves"
    assert act(s, "activate 9").pending[0].amount == 9


@pytest.mark.rule("dice-throne.companion.table-resolves")
def test_board_lists_what_is_left_to_the_table():
    view = GAME.view(started())
    left = dict(view.sections)["Left to the table"]
    assert any("card and ability texts" in line for line in left)


@pytest.mark.rule("dice-throne.ultimate.lock")
def test_opponents_can_do_nothing_after_an_ultimate_activates():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 6, 6, 6, 6, 6)
    s = act(s, "ability fill-em-with-lead")
    before = act(s, "play roll 0 by p2")  # before activation the opponent may still act
    assert before.seats[1].hand == 3
    s = act(s, "activate")
    for command in ("play instant 0 by p2", "status gain evasive p2", "heal 2 p2", "cp +1 p2"):
        assert refusal(s, command) == "dice-throne.ultimate.lock"
    s = to_phase(s, "main-2")
    assert act(s, "play instant 0 by p2").seats[1].hand == 3  # free again after the roll phase


@pytest.mark.rule("dice-throne.defence.choose-then-roll-once")
def test_defence_rolls_once():
    s = to_phase(started(), "offensive-roll")
    s = act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate")
    s = act(s, "next")
    s = act(s, "defend ahoy", 1, 2, 3, 4)
    assert refusal(s, "defend ahoy", 1, 2, 3, 4) == "dice-throne.defence.choose-then-roll-once"
    s = act(s, "set-die defence 1 6 by p2 from Wild!")
    assert s.roll.defence_dice == (6, 2, 3, 4)


@pytest.mark.rule("dice-throne.companion.seats")
def test_an_upgrade_with_a_negative_printed_cost_is_refused():
    # II to III pays the difference, never below zero: a negative printed cost once slipped through that way
    # and was recorded as the card in place.
    s = act(act(to_phase(started(), "main-1"), "cp +6"), "upgrade revolver II 3")
    ruling = GAME.check(s, PlayUpgrade(0, "revolver", 3, -5))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.companion.seats"
    assert refusal(s, "upgrade revolver III -5") == "dice-throne.companion.seats"
    assert not GAME.check(to_phase(started(), "main-1"), PlayUpgrade(0, "revolver", 2, -1)).allowed
    assert GAME.check(s, PlayUpgrade(0, "revolver", 3, 0)).allowed
