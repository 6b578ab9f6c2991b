"""Carrying out a surge ability's effects other than its damage: healing, a shield held for later, tokens
turned over or tossed again, and the words left to the table.

`resolve` checks the ability (`guards.surge_problem`), spends its surges, calls `apply_effects`, then
deals the ability's damage like any other damage (shields may meet it).
"""

from __future__ import annotations

from rules_engine.messages import Joined, Message
from rules_engine.runebound3.words import face_words
from rules_engine.referee import Referee
from rules_engine.runebound3.combat.actions import Surge
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.flow import set_side
from rules_engine.runebound3.combat.state import CombatState, other
from rules_engine.runebound3.combat.surge_effects import AtTable, Mend, TossAgain, TurnOver, Ward
from rules_engine.runebound3.combat.tokens_up import face_up, stack_of
from rules_engine.values import replace


def _mend(state: CombatState, side_index: int, amount: int, ref: Referee) -> CombatState:
    side = state.side(side_index)
    healed = min(amount, side.wounds)
    if healed:
        ref.note(Message("{fighter} heals {healed}", fighter=side.fighter.name, healed=healed))
    return set_side(state, side_index, replace(side, wounds=side.wounds - healed))


def _ward(state: CombatState, side_index: int, amount: int, ref: Referee) -> CombatState:
    side = state.side(side_index)
    ref.note(Message("{fighter} holds {amount} shield for later this round", fighter=side.fighter.name, amount=amount))
    return set_side(state, side_index, replace(side, ward=side.ward + amount))


def _turn(state: CombatState, side_index: int, targets: tuple[int, ...], ref: Referee) -> CombatState:
    side = state.side(side_index)
    up = list(side.up)
    for target in targets:
        up[target] = not up[target]
    side = replace(side, up=tuple(up))
    for target in targets:
        ref.note(Message("{fighter}'s token {target} now shows {face_up}",
                         fighter=side.fighter.name, target=target + 1, face_up=face_words(face_up(side, target).notation())))
    return set_side(state, side_index, side)


def _toss_again(state: CombatState, side_index: int, targets: tuple[int, ...], landed: tuple[bool, ...],
                ref: Referee) -> CombatState:
    opponent_index = other(side_index)
    opponent = state.side(opponent_index)
    up = list(opponent.up)
    for target, fell in zip(targets, landed, strict=True):
        up[target] = bool(fell)
    opponent = replace(opponent, up=tuple(up))
    if any(stack_of(opponent, t) for t in targets):
        ref.cite("runebound3.combat.double-locked")
    for target in targets:
        ref.note(Message("{fighter}'s token {target} lands {face_up}",
                         fighter=opponent.fighter.name, target=target + 1,
                         face_up=face_words(face_up(opponent, target).notation())))
    return set_side(state, opponent_index, opponent)


def apply_effects(state: CombatState, action: Surge, ability: SurgeAbility, ref: Referee) -> CombatState:
    """Every effect of the ability but its damage, in the vocabulary's order."""
    for effect in ability.effects:
        if isinstance(effect, Mend):
            state = _mend(state, action.side, effect.amount, ref)
        elif isinstance(effect, Ward):
            state = _ward(state, action.side, effect.amount, ref)
        elif isinstance(effect, TurnOver) and action.targets:
            state = _turn(state, action.side, action.targets, ref)
        elif isinstance(effect, TossAgain) and action.targets:
            state = _toss_again(state, action.side, action.targets, action.landed, ref)
        elif isinstance(effect, AtTable):
            ref.note(Joined(": ", (ability.name, effect.describe())))
    return state
