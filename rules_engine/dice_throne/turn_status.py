"""Where the turn stands, as a board draws it: whether a turn is being played, the roll attempts, what a
click on a hero does, and what ending the phase does to the damage waiting for it.

The screen shows these and never works them out: the number of attempts, the phases in which damage lands
and the phases that are not a played turn are the engine's (`dice.ROLL_ATTEMPTS`, `phases`).
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.dice_throne.combat import offensive_roll_refusals
from rules_engine.dice_throne.dice import ROLL_ATTEMPTS
from rules_engine.requirements import all_met
from rules_engine.dice_throne.phases import DEFENSIVE, GAME_OVER, OFFENSIVE, ROLL_OFF, TARGETING, UPKEEP
from rules_engine.dice_throne.state import DTState
from rules_engine.messages import N_

#: The phases whose end lands the pending damage and healing, and how the board says ending them.
LANDING_PHASES = {DEFENSIVE: N_("end the roll phase"), UPKEEP: N_("end upkeep")}


@frozen_value(slots=True)
class TurnStatus:
    """What the board needs to know about the turn to draw it and to wire its buttons."""

    #: A turn is being played (not the roll for first player, not after the match): the active hero is marked.
    playing: bool
    #: The offensive roll phase: the dice are shown even before the first roll.
    rolling: bool
    #: Roll attempts used in this offensive roll, and how many the phase has.
    attempts: int
    attempts_of: int
    #: The active player may roll (or reroll) the offensive dice now.
    can_roll: bool
    #: A hero clicked now is proposed as the attack's target (the targeting roll).
    choosing_target: bool
    #: What ending this phase does to the pending damage ('end upkeep'), '' when it does not land it yet.
    landing: str
    #: The phase can be ended with 'next' (every phase but the roll for first player, while the match runs).
    can_end_phase: bool


def turn_status(state: DTState) -> TurnStatus:
    """The turn's status for this state."""
    return TurnStatus(
        playing=state.phase not in (ROLL_OFF, GAME_OVER),
        rolling=state.phase == OFFENSIVE,
        attempts=state.roll.attempts,
        attempts_of=ROLL_ATTEMPTS,
        can_roll=all_met(offensive_roll_refusals(state)),
        choosing_target=state.phase == TARGETING,
        landing=LANDING_PHASES.get(state.phase, ""),
        can_end_phase=not state.finished and state.phase != ROLL_OFF,
    )
