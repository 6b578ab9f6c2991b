"""Who must act now in a fight, and what is awaited."""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.runebound3.combat.guards import has_combat_action
from rules_engine.runebound3.combat.state import ATTACKER, CombatState, Phase


def decision(state: CombatState) -> Decision:
    """The seat that decides now (the side's `seat`) and what it decides."""
    if state.phase is Phase.OVER:
        assert state.result is not None
        return Decision(DecisionKind.OVER, None, state.result.text)
    if state.phase is Phase.TOSS:
        return Decision(DecisionKind.DICE, state.side(ATTACKER).fighter.seat,
                        f"round {state.round}: toss every combat token of both sides")
    if state.phase is Phase.SHIELDING:
        assert state.pending is not None
        side = state.side(state.pending.target)
        return Decision(DecisionKind.CHOICE, side.fighter.seat,
                        f"{side.fighter.name}: spend shields against {state.pending.amount} damage, or take it",
                        window="shield")
    if state.phase is Phase.BETWEEN:
        side = state.side(state.retreat_queue[0])
        return Decision(DecisionKind.CHOICE, side.fighter.seat,
                        f"{side.fighter.name}: retreat (roll a terrain die) or fight on", window="retreat")
    side = state.side(state.to_act)
    if not has_combat_action(state, state.to_act):
        return Decision(DecisionKind.ACTION, side.fighter.seat,
                        f"{side.fighter.name} has nothing to spend and must pass")
    return Decision(DecisionKind.ACTION, side.fighter.seat, f"{side.fighter.name}: spend a token or pass")
