"""Who must act now and what kind of decision is awaited."""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.messages import Message
from rules_engine.runebound3.challenge_choices import attribute_test_decision, event_decision
from rules_engine.runebound3.fighting import fight_decision
from rules_engine.runebound3.fight_heroes import battle_decision
from rules_engine.runebound3.move_choices import move_decision
from rules_engine.runebound3.state import Fight, HeroBattle, R3State, Stage


def decision(state: R3State) -> Decision:
    """The decision the game waits for."""
    name = state.names[state.active]
    if state.stage is Stage.OVER:
        return Decision(DecisionKind.OVER, None, state.result)
    if state.stage is Stage.MARKETS:
        return Decision(DecisionKind.CARD, None, Message("setup: deal an item card to each city market until each holds three"))
    if state.stage is Stage.STORY:
        return Decision(DecisionKind.CARD, None, Message("draw the next story card"))
    if state.stage is Stage.TRADING:
        return Decision(DecisionKind.CHOICE, state.active, Message("{name}: buy or discard one item in {trading_city}", name=name, trading_city=state.trading_city))
    if state.stage is Stage.MOVING:
        return move_decision(state)
    if state.stage is Stage.COMBAT and isinstance(state.combat, Fight):
        return fight_decision(state.combat)
    if state.stage is Stage.COMBAT and isinstance(state.combat, HeroBattle):
        return battle_decision(state.combat)
    if state.stage is Stage.COMBAT:
        return Decision(DecisionKind.CHOICE, state.active,
                        Message("{name} fights with the physical tokens (the session cannot run this fight): enter won, defeated or retreated", name=name))
    if state.stage is Stage.CHALLENGE and state.test is not None:
        return attribute_test_decision(state)
    if state.stage is Stage.CHALLENGE and state.challenge is not None and state.challenge.awaits_option:
        return event_decision(state)
    if state.stage is Stage.CHALLENGE:
        return Decision(DecisionKind.CHOICE, state.active, Message("{name}: was the challenge overcome?", name=name))
    return Decision(DecisionKind.ACTION, state.active, Message("{name}: action {number} of 3",
                                                               name=name, number=state.actions_used + 1))
