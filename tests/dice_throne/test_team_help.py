"""Team play: nobody steps in to lower a team-mate's damage unless the card works on a chosen player."""

from __future__ import annotations

import pytest

from tests.dice_throne.support import GAME, act, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


def team_attack():
    """Ann (team A) attacks Dan (p4, team B) with Revolver in a 2v2; the defensive roll phase."""
    s = started("2v2", (G, G, P, P))
    s = to_phase(s, "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "activate")
    s = act(s, "next")
    s = act(s, "target-roll", 3)
    s = act(s, "next")
    assert s.phase == "defensive-roll" and s.roll.target == 3
    return s


@pytest.mark.rule("dice-throne.teams.no-help-reduce")
def test_a_team_mate_may_not_lower_the_damage():
    s = team_attack()
    for command in ("prevent 2 by p3", "halve by p3", "avoid by p3", "reflect by p3"):
        ruling = GAME.check(s, to_action(s, command))
        assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.teams.no-help-reduce", command
    assert act(s, "prevent 2").pending[0].steps[-1].value == 2  # the defender may
    helped = GAME.apply(s, to_action(s, "avoid by p3 chosen from Not This Time!"))  # a "chosen player" card may
    assert helped.state.pending[0].steps[-1].op == "avoid"
    assert "dice-throne.teams.no-help-reduce" in [c.rule_id for c in helped.ruling.citations]


@pytest.mark.rule("dice-throne.teams.no-help-reduce")
def test_a_team_mate_may_still_change_the_dice_and_the_attackers_side_may_boost():
    s = team_attack()
    assert act(s, "boost 1 by p2").pending[0].steps[-1].value == 1
    s = act(s, "defend", 1, 1, 1, 1)
    assert act(s, "set-die defence 1 6 by p3 from Wild!").roll.defence_dice[0] == 6
