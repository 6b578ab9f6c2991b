"""A roll the table asks for outside any game rule (a free roll): recorded in the log, changes nothing."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll


@action("core.roll")
@frozen_value
class RecordedRoll(Action):
    """Dice rolled for a reason the rules engine does not model; the log keeps the result."""

    roll: DiceRoll
    purpose: str = "a free roll"
