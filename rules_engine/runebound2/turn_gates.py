"""When 'next' may finish the step, and whether the hex holds an adventure.

Which action types a moment admits (hero values first, a pending choice's own actions) is the phase
table's (phases.py), which the engine enforces and `choices` reads.
"""

from __future__ import annotations

from rules_engine.runebound2.adventure_step import others_here
from rules_engine.requirements import Requirement
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Hazard
from rules_engine.messages import Message

def adventure_here(state: Rb2State) -> bool:
    """True when the active hero's hex holds an adventure counter, a challenge marker or another hero."""
    here = state.hero.position
    return here is not None and bool(
        here.adventure or state.track.marker_at(here.label) is not None or others_here(state))


def next_step_open(state: Rb2State) -> tuple[Requirement, ...]:
    """What 'next' needs: no fight, no final battle, and the current step finished."""
    fight = state.duel or state.combat
    gates = (
        # Hard: a fight ends by its own rules (victory, flight, knock-out); leaving it by 'next' would
        # leave the game in a fight and the next step at once.
        Requirement(fight is None, "runebound2.combat.fight",
                    Message("a fight is on: it ends only by victory, a successful flight or a knock-out, never by 'next'"),
                    hard=True),
        Requirement(state.final is None, "runebound2.final.battle",
                    Message('in the final battle there are no steps to pass: draw and fight red challenges')),
    )
    turn = state.turn
    if turn.ended:
        return gates
    if state.step == Step.MOVEMENT:
        return gates + (
            Requirement(not hazard_due(state), "runebound2.hazard.roll",
                        Message("road hazards: this hex has nothing on it; make the encounter roll first ('hazard')")),
            Requirement(turn.hazard != Hazard.COLOUR, "runebound2.hazard.colour", Message("roll the hazard's colour first ('hazard-colour')")),
        )
    if state.step == Step.ADVENTURE:
        return gates + (
            Requirement(state.combat is None and state.duel is None, "runebound2.combat.fight", Message('the fight is not over')),
            Requirement(not turn.encounter, "runebound2.adventure.encounters",
                        Message("finish the encounter {encounter} first ('done')", encounter=turn.encounter)),
            Requirement(not turn.drawing, "runebound2.adventure.events",
                        Message('after an event or encounter the player draws again: enter the next {drawing} card', drawing=turn.drawing)),
        )
    if state.step == Step.MARKET:
        return gates + (Requirement(not turn.upkeep_due, "runebound2.variant.ally-upkeep",
                                    Message("pay upkeep for your allies or dismiss them first ('upkeep')")),)
    return gates
