"""What a moment of the turn admits: hero values first, a pending choice's own actions, the step order.

`resolve` refuses with these gates and `choices` offers through them, so the two cannot drift:
which action types wait while hero values are missing, which answer each pending choice, which
may be taken at any time, and when 'next' may finish the step.
"""

from __future__ import annotations

from rules_engine.actions import Action
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.adventure_step import others_here
from rules_engine.requirements import Requirement
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Hazard, Pending
from rules_engine.messages import Message

#: While a hero's values are missing, only these may happen (the game cannot start without them).
SETUP_ACTIONS: tuple[type[Action], ...] = (A.SetHeroValues, A.MarketStock, A.DescribeTerrainDie)

#: Each pending choice and the actions that answer it.
PENDING_ACTIONS: dict[Pending, tuple[type[Action], ...]] = {
    Pending.LOTS: (A.DrawLots,), Pending.COUNTER: (A.TakeCounter,), Pending.KNOCKOUT: (A.Recover,),
    Pending.SPOILS: (A.Spoils,), Pending.WOUNDS: (A.Activate, A.TakeWounds), Pending.KEEP: (A.KeepCard,),
}

#: Actions the table may take whatever is pending.
ANY_TIME: tuple[type[Action], ...] = (A.Discard, A.MarketStock, A.DeclareVictory, A.SetHeroValues, A.DescribeTerrainDie)


def lacking_values(state: Rb2State) -> int | None:
    """The first seat whose hero values the catalogue did not know and the table has not typed yet."""
    return next((seat for seat, party in enumerate(state.players) if party.missing), None)


def admitted_now(state: Rb2State, action_type: type) -> bool:
    """True when this kind of action may be taken at this moment (the game runs, no other choice waits first)."""
    return action_type in admitted_types(state)


def admitted_types(state: Rb2State) -> frozenset[type] | _Every:
    """The kinds of action this moment admits: none once the game is over, the setup's while hero values are
    missing, a pending choice's own and the any-time ones while it waits, else every kind."""
    if state.winner is not None:
        return frozenset()
    if lacking_values(state) is not None:
        return frozenset(SETUP_ACTIONS)
    pending = state.turn.pending
    if pending:
        return frozenset(PENDING_ACTIONS[Pending(pending)] + ANY_TIME)
    return EVERY


class _Every:
    """Every kind of action (nothing waits first)."""

    def __contains__(self, item: object) -> bool:
        return True


EVERY = _Every()


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
