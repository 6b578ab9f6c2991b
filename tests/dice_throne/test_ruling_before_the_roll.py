"""A roll asked about before the dice are rolled, then made: the engine rules each question afresh.

Dice not rolled yet (`UnrolledDice`) refuse to be compared (any comparison raises `OutcomeUnseen`), so an action
holding them is never taken for another action, nor another for it: a refused "may I reroll?" on the last
attempt is refused again, and the reroll made with real dice is refused with the same rule, never answered with
"depends on the roll" (what the table saw when `Game.apply`'s remembered ruling compared such actions).
"""

from __future__ import annotations

import pytest

from rules_engine.dice import TableDice
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest
from tests.dice_throne.support import GAME, act, started, to_phase


def _last_attempt_used():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 2, 3, 4, 5)
    s = act(s, "reroll 1", 2)
    s = act(s, "reroll 1", 3)
    assert s.roll.attempts == 3
    return s


def _request(state, text: str) -> DiceRequest:
    parsed = GAME.parse_command(state, text)
    assert isinstance(parsed, DiceRequest)
    return parsed


@pytest.mark.rule("dice-throne.offence.roll-attempts")
def test_a_reroll_asked_about_twice_before_the_roll_is_refused_both_times():
    s = _last_attempt_used()
    first = GAME.check(s, _request(s, "reroll 2").unrolled())
    again = GAME.check(s, _request(s, "reroll 2").unrolled())  # an equal request: its dice are other unrolled dice
    for ruling in (first, again):
        assert not ruling.allowed and ruling.citations[0].rule_id == "dice-throne.offence.roll-attempts"


@pytest.mark.rule("dice-throne.offence.roll-attempts")
def test_a_reroll_refused_before_the_roll_is_refused_with_real_dice_too():
    s = _last_attempt_used()
    request = _request(s, "reroll 2")
    assert not GAME.check(s, request.unrolled()).allowed
    rolled = request.build(TableDice(["6"]).roll(request.die, request.count, request.modifier))
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(s, rolled)
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.offence.roll-attempts"
    checked_after = GAME.check(s, request.unrolled())  # and the rolled one remembered is no answer for unrolled dice
    assert not checked_after.allowed and checked_after.citations[0].rule_id == "dice-throne.offence.roll-attempts"
