"""Who must act now in a fight, and what is awaited."""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.messages import Message
from rules_engine.runebound3.combat.guards import has_combat_action
from rules_engine.runebound3.combat.state import ATTACKER, CombatState, Phase


def decision(state: CombatState) -> Decision:
    """The seat that decides now (the side's `seat`) and what it decides."""
    if state.phase is Phase.OVER:
        assert state.result is not None
        return Decision(DecisionKind.OVER, None, state.result.text)
    if state.phase is Phase.TOSS:
        return Decision(DecisionKind.DICE, state.side(ATTACKER).fighter.seat,
                        Message("round {round}: toss every combat token of both sides", round=state.round))
    if state.phase is Phase.SHIELDING:
        assert state.pending is not None
        side = state.side(state.pending.target)
        return Decision(DecisionKind.CHOICE, side.fighter.seat,
                        Message("{fighter}: spend shields against {amount} damage, or take it",
                                fighter=side.fighter.name, amount=state.pending.amount),
                        window="shield")
    if state.phase is Phase.BETWEEN:
        side = state.side(state.retreat_queue[0])
        return Decision(DecisionKind.CHOICE, side.fighter.seat,
                        Message("{fighter}: retreat (roll a terrain die) or fight on",
                                fighter=side.fighter.name), window="retreat")
    side = state.side(state.to_act)
    if not has_combat_action(state, state.to_act):
        return Decision(DecisionKind.ACTION, side.fighter.seat,
                        Message("{fighter} has nothing to spend and must pass", fighter=side.fighter.name))
    return Decision(DecisionKind.ACTION, side.fighter.seat, Message("{fighter}: spend a token or pass",
                                                                    fighter=side.fighter.name))
