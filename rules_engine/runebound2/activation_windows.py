"""Activation windows: the allowance (movement, market, before combat, each round) an activation uses."""

from __future__ import annotations

from rules_engine.runebound2.fights import FightPhase
from rules_engine.runebound2.state import Rb2State


def activation_window(state: Rb2State) -> str:
    """Which activation allowance an activation now uses."""
    if state.combat is not None:
        return "before" if state.combat.phase == FightPhase.BEFORE else f"round-{state.combat.round}"
    if state.duel is not None:
        return f"duel-{state.duel.round}"
    return state.step.label
