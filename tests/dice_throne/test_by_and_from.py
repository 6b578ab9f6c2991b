"""`by pX` is never silently ignored, and `from SOURCE` never swallows a following `by` or `on`."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from tests.dice_throne.support import GAME, act, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


def _offence(state):
    return to_phase(state, "offensive-roll")


def _declared(state):
    s = act(_offence(state), "roll", 1, 1, 1, 4, 5)
    return act(s, "ability revolver")


@pytest.mark.parametrize("text", ["roll by p2", "reroll 1 by p2", "ability revolver by p2", "activate by p2",
                                  "declare none by p2"])
def test_offensive_commands_refuse_a_player_who_is_not_active(text):
    s = _declared(started()) if text.startswith("activate") else \
        act(_offence(started()), "roll", 1, 1, 1, 4, 5) if not text.startswith("roll") else _offence(started())
    with pytest.raises(CommandError, match="only Ann"):
        GAME.parse_command(s, text)


def test_the_active_player_may_name_themself():
    s = _declared(started())
    GAME.parse_command(s, "activate by p1")
    GAME.parse_command(_offence(started()), "roll by Ann")


def test_roll_by_p1_in_bobs_turn_is_refused():
    s = _offence(started(first=1))
    with pytest.raises(CommandError, match="only Bob"):
        GAME.parse_command(s, "roll by p1")


def test_defend_by_someone_other_than_the_target_is_refused():
    s = started("2v2", (G, G, P, P))
    s = act(_offence(s), "roll", 1, 1, 1, 4, 5)
    s = act(act(s, "ability revolver"), "activate")
    s = act(act(s, "next"), "target-roll", 3)  # Dan (p4) is the target
    s = act(s, "next")
    assert s.phase == "defensive-roll" and s.roll.target == 3
    with pytest.raises(CommandError, match="only Dan"):
        GAME.parse_command(s, "defend by p3")
    GAME.parse_command(s, "defend by p4")


@pytest.mark.parametrize("text", ["next by p2", "done by p2", "heal 2 by p2", "cp +1 by p2", "draw 1 by p2",
                                  "pay knockdown by p2", "upkeep damage 1 by p2", "status limit evasive 4 by p2",
                                  "target-roll by p2"])
def test_commands_without_an_acting_player_say_by_does_not_apply(text):
    s = started()
    with pytest.raises(CommandError, match="'by' does not apply|only Ann"):
        GAME.parse_command(s, text)


def test_sell_naming_two_different_players_is_refused():
    s = to_phase(started(), "main-1")
    with pytest.raises(CommandError, match="two players"):
        GAME.parse_command(s, "sell p1 by p2")
    assert GAME.parse_command(s, "sell by p2").seat == 1


def test_from_does_not_swallow_a_following_by():
    s = to_phase(started(), "main-1")
    action = to_action(s, "damage 2 to p1 from Ahoy by p2")
    assert action.source == "Ahoy" and action.by == 1 and action.target == 0


def test_from_does_not_swallow_a_following_on():
    s = _declared(started())
    s = act(s, "activate")
    action = to_action(s, "prevent 2 from Shield on 1 by p2")
    assert action.source == "Shield" and action.item == 1 and action.by == 1


def test_a_card_name_with_by_in_it_stays_whole():
    s = to_phase(started(), "main-1")
    action = to_action(s, "damage 2 to p1 from Saved by the Bell")
    assert action.source == "Saved by the Bell" and action.by is None


def test_status_roll_naming_two_players_is_refused():
    s = _declared(started())
    s = act(s, "activate")
    with pytest.raises(CommandError, match="two players"):
        GAME.parse_command(s, "status roll evasive p2 by p1")


def test_on_is_refused_where_no_pending_damage_is_changed():
    s = to_phase(started(), "main-1")
    with pytest.raises(CommandError, match="'on K'"):
        GAME.parse_command(s, "damage 2 to p1 on 1")
