"""Activation windows: the allowance (movement, market, before combat, each round) an activation uses."""

from __future__ import annotations

from rules_engine.runebound2.fights import FightPhase
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step


def activation_window(state: Rb2State) -> str:
    """Which activation allowance an activation now uses."""
    if state.combat is not None:
        return "before" if state.combat.phase == FightPhase.BEFORE else f"round-{state.combat.round}"
    if state.duel is not None:
        return f"duel-{state.duel.round}"
    return state.step.label


def outside_the_fight(state: Rb2State) -> bool:
    """True in the adventure step with no fight on: no activation window the book lists, only a ward."""
    return state.step == Step.ADVENTURE and state.combat is None and state.duel is None
