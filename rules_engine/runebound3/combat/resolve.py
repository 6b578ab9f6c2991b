"""The referee's dispatch for combat: check an action against `guards`, then carry it out.

`resolve(state, action, ref)` has the shape of `Game.resolve`, so the Runebound 3e game can hand
its combat actions straight here; `rule_on` and `check` run it with a fresh referee.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules_engine.actions import Action
from rules_engine.citations import cite
from rules_engine.errors import RuleViolation
from rules_engine.messages import Joined, Message
from rules_engine.runebound3.words import face_count, face_words
from rules_engine.referee import Referee
from rules_engine.ruling import Ruling
from rules_engine.standing_rules import NO_STANDING_RULES, StandingRules
from rules_engine.runebound3.combat import guards
from rules_engine.runebound3.combat.actions import (
    Double,
    FightOn,
    Flip,
    Pass,
    Reroll,
    Retreat,
    Shield,
    Strike,
    Surge,
    TakeDamage,
    Toss,
)
from rules_engine.runebound3.combat.flow import (
    after_retreat_decision,
    deal_damage,
    finish_by_retreat,
    land_wounds,
    next_turn,
    retreat_succeeds,
    set_side,
    side_then_turn,
    toss,
)
from rules_engine.runebound3.combat.state import CombatState, Phase, SideState, other
from rules_engine.runebound3.combat.surge_apply import apply_effects
from rules_engine.runebound3.combat.tokens_up import amount, face_up, stack_of, unit_face, unit_of, units_showing
from rules_engine.runebound3.tokens import Symbol
from rules_engine.values import replace
from rules_engine.plurals import count as count_of


def spend_units(side: SideState, indices: tuple[int, ...], ref: Referee) -> SideState:
    """Mark the named tokens spent, a doubled pair both at once."""
    spent = list(side.spent)
    for index in indices:
        unit = unit_of(side, index)
        if len(unit) > 1:
            ref.cite("runebound3.combat.double-pair")
        for token in unit:
            spent[token] = True
    return replace(side, spent=tuple(spent))


def _strike(state: CombatState, action: Strike, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.strike_problem(state, action),))
    side = state.side(action.side)
    by_symbol: dict[Symbol, int] = {}
    for index in action.tokens:
        face = unit_face(side, index)
        by_symbol[face.symbol] = by_symbol.get(face.symbol, 0) + amount(side, index, {face.symbol})
    rules = {Symbol.AXE: "runebound3.combat.axe", Symbol.BOLT: "runebound3.combat.bolt",
             Symbol.SKULL: "runebound3.combat.skull"}
    for symbol in by_symbol:
        ref.cite(rules.get(symbol, guards.DAMAGE_RULE[side.kind]))
    total = sum(by_symbol.values())
    parts = Joined(", ", tuple(face_count(n, s.value) for s, n in by_symbol.items()))
    state = set_side(state, action.side, spend_units(side, action.tokens, ref))
    target = other(action.side)
    message = Message("{fighter} spends {parts}: {total} damage to {fighter2}",
                      fighter=side.fighter.name, parts=parts, total=total, fighter2=state.side(target).fighter.name)
    return _damage_then_turn(state, action.side, total, message, ref), message


def _damage_then_turn(state: CombatState, actor: int, total: int, source: str, ref: Referee) -> CombatState:
    state = deal_damage(state, other(actor), total, source, ref)
    return next_turn(state, actor, ref) if state.phase is Phase.SPENDING else state


def _flip(state: CombatState, action: Flip, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.flip_problem(state, action),))
    side = spend_units(state.side(action.side), (action.wing,), ref)
    up = list(side.up)
    for target in action.targets:
        up[target] = not up[target]
    side = replace(side, up=tuple(up))
    ref.cite("runebound3.combat.wing")
    shown = Joined(", ", tuple(Message("token {t} now shows {face}",
                                       t=t + 1, face=face_words(face_up(side, t).notation())) for t in action.targets))
    state = set_side(state, action.side, side)
    return next_turn(state, action.side, ref), Message("{fighter} spends a wing: {shown}",
                                                       fighter=side.fighter.name, shown=shown)


def _reroll(state: CombatState, action: Reroll, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.reroll_problem(state, action),))
    state = set_side(state, action.side, spend_units(state.side(action.side), (action.wing,), ref))
    target_index = other(action.side)
    opponent = state.side(target_index)
    up = list(opponent.up)
    for target, landed in zip(action.targets, action.landed, strict=True):
        up[target] = bool(landed)
    opponent = replace(opponent, up=tuple(up))
    ref.cite("runebound3.combat.wing")
    if any(stack_of(opponent, t) for t in action.targets):
        ref.cite("runebound3.combat.double-locked")
    shown = Joined(", ", tuple(Message("token {t} lands {face}",
                                       t=t + 1, face=face_words(face_up(opponent, t).notation())) for t in action.targets))
    state = set_side(state, target_index, opponent)
    name = state.side(action.side).fighter.name
    return next_turn(state, action.side, ref), Message("{name} makes {fighter} toss again: {shown}",
                                                       name=name, fighter=opponent.fighter.name, shown=shown)


def _surge(state: CombatState, action: Surge, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.surge_problem(state, action),))
    side = state.side(action.side)
    ability = side.fighter.ability(action.ability)
    assert ability is not None
    side = spend_units(side, action.tokens, ref)
    side = replace(side, surges_used=(*side.surges_used, ability.name))
    ref.cite("runebound3.combat.surge", "runebound3.combat.surge-once")
    state = apply_effects(set_side(state, action.side, side), action, ability, ref)
    if not ability.effects:
        ref.note(Message("{ability}: resolve it at the table (not applied by the app)", ability=ability.name))
    message = Message("{fighter} uses {ability}", fighter=side.fighter.name, ability=ability.describe())
    return _damage_then_turn(state, action.side, ability.damage, message, ref), message


def _double(state: CombatState, action: Double, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.double_problem(state, action),))
    side = state.side(action.side)
    side = replace(side, stacks=(*side.stacks, (action.doubling, action.top)))
    ref.cite("runebound3.combat.double", "runebound3.combat.double-one")
    state = set_side(state, action.side, side)
    top = face_words(face_up(side, action.top).notation())
    message = (Message("{fighter} puts token {top} ({top2}) on doubling token {doubling}: it counts twice",
                       fighter=side.fighter.name, top=action.top + 1, top2=top, doubling=action.doubling + 1))
    return next_turn(state, action.side, ref), message


def _shield(state: CombatState, action: Shield, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.shield_problem(state, action),))
    assert state.pending is not None
    owed = state.pending.amount
    side = state.side(action.side)
    prevented = sum(amount(side, i, {Symbol.SHIELD}) for i in action.tokens)
    side = spend_units(side, action.tokens, ref)
    ref.cite("runebound3.combat.shield")
    state = set_side(state, action.side, side)
    left = max(0, owed - prevented)
    message = Message("{fighter} spends {shields}: {number} damage prevented",
                      fighter=side.fighter.name, shields=count_of(prevented, 'shield', 'shields'),
                      number=owed - left)
    actor = other(action.side)
    if left == 0:
        state = replace(state, pending=None, phase=Phase.SPENDING)
        return next_turn(state, actor, ref), message
    state = replace(state, pending=replace(state.pending, amount=left))
    if units_showing(side, {Symbol.SHIELD}):
        return state, message
    state = land_wounds(state, action.side, left, ref)
    return (next_turn(state, actor, ref) if state.phase is Phase.SPENDING else state), message


def _take(state: CombatState, action: TakeDamage, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.take_problem(state, action),))
    assert state.pending is not None
    left = state.pending.amount
    state = land_wounds(state, action.side, left, ref)
    state = next_turn(state, other(action.side), ref) if state.phase is Phase.SPENDING else state
    return state, Message("{fighter} takes {left} damage", fighter=state.side(action.side).fighter.name, left=left)


def _pass(state: CombatState, action: Pass, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.pass_problem(state, action),))
    forced = not guards.has_combat_action(state, action.side)
    ref.cite("runebound3.combat.pass")
    if forced:
        ref.cite("runebound3.combat.must-pass")
    side = replace(state.side(action.side), passed=True)
    why = Message(" (nothing left to spend)") if forced else ""
    return side_then_turn(state, action.side, side, ref), Message("{fighter} passes{why}", fighter=side.fighter.name,
                                                                  why=why)


def _retreat(state: CombatState, action: Retreat, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.retreat_problem(state, action),))
    ref.cite("runebound3.combat.retreat")
    if state.hero_battle:
        ref.cite("runebound3.combat.hero-battle")
    name = state.side(action.side).fighter.name
    symbols = action.roll.faces[0].symbols or (action.roll.faces[0].label,)
    if retreat_succeeds(state, action.side, symbols):
        return finish_by_retreat(state, action.side, ref), Message("{name} rolls {roll} and retreats",
                                                                   name=name, roll=action.roll.describe())
    ref.cite("runebound3.combat.retreat-fail")
    return after_retreat_decision(state, ref), Message("{name} rolls {roll}: the retreat fails",
                                                       name=name, roll=action.roll.describe())


def _fight_on(state: CombatState, action: FightOn, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.fight_on_problem(state, action),))
    ref.cite("runebound3.combat.retreat")
    return after_retreat_decision(state, ref), Message("{fighter} fights on",
                                                       fighter=state.side(action.side).fighter.name)


def _toss(state: CombatState, action: Toss, ref: Referee) -> tuple[CombatState, str]:
    ref.enforce((guards.toss_problem(state, action),))
    state = toss(state, action.landed, ref)
    return state, Message("round {round}: {fighter} has the initiative",
                          round=state.round, fighter=state.side(state.to_act).fighter.name)


# Each handler takes its own action type (the key): Any, since a dict cannot tie a value's type to its key.
_HANDLERS: dict[type, Callable[[CombatState, Any, Referee], tuple[CombatState, str]]] = {
    Toss: _toss, Strike: _strike, Flip: _flip, Reroll: _reroll,
    Surge: _surge, Double: _double, Shield: _shield, TakeDamage: _take,
    Pass: _pass, Retreat: _retreat, FightOn: _fight_on,
}


def resolve(state: CombatState, action: Action, ref: Referee) -> tuple[CombatState, str]:
    """Carry out one combat action, refusing it with a cited rule when the rules forbid it."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise TypeError(f"{type(action).__name__} is not a combat action")
    return handler(state, action, ref)


def rule_on(state: CombatState, action: Action, *, override: bool = False,
            standing: StandingRules = NO_STANDING_RULES) -> tuple[CombatState, Ruling]:
    """Apply a combat action under the table's standing rules: the new state and the ruling; raises RuleViolation
    when refused."""
    ref = Referee(override=override, standing=standing)
    new_state, message = resolve(state, action, ref)
    return new_state, ref.ruling(message)


def check(state: CombatState, action: Action, *, standing: StandingRules = NO_STANDING_RULES) -> Ruling:
    """Whether a combat action is allowed now under the table's standing rules, with its ruling (the table's rule
    named beside the book's when one sets a rule aside); never changes anything."""
    ref = Referee(standing=standing)
    try:
        return ref.ruling(resolve(state, action, ref)[1])
    except RuleViolation as violation:
        return violation.ruling
    except Exception:
        if not ref.waived:
            raise  # a bug, not a consequence of a rule set aside
        # The rule set aside is one the fight cannot go on without (as `Game.apply` says of a house rule).
        rule_id, reason = ref.waived[0]
        return Ruling(False, Message("{reason}; the game cannot go on without this rule",
                                     reason=reason), cite(rule_id))
