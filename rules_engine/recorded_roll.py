"""A roll the table asks for outside any game rule (a free roll): recorded in the log, changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.frozen_values import shared_value_methods
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll


@action("core.roll")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class RecordedRoll(Action):
    """Dice rolled for a reason the rules engine does not model; the log keeps the result."""

    roll: DiceRoll
    purpose: str = "a free roll"
