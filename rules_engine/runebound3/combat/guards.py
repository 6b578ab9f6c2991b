"""Every combat rule that depends only on the state, written once as a check returning the requirement it
finds unmet (`rules_engine.requirements.Requirement`), or None.

`resolve` hands it to the referee, which refuses with a citation; `choices` offers only what has no
unmet requirement, so "may I?" and "what may I do?" never disagree. A requirement no house rule can
lift (a token that does not exist, spending before the toss) is `hard`.
"""

from __future__ import annotations

from itertools import combinations

from rules_engine.grammar.reading_errors import say_list
from rules_engine.messages import Message
from rules_engine.runebound3.words import face_symbol, face_words
from rules_engine.requirements import Requirement
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
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS, SideKind, SurgeAbility
from rules_engine.runebound3.combat.state import CombatState, Ending, Phase, SideState, other
from rules_engine.runebound3.combat.tokens_up import (
    amount,
    distinct_units,
    face_up,
    is_loaded_doubling,
    stack_of,
    unit_face,
    unit_of,
    units_showing,
    unspent,
    valid_index,
)
from rules_engine.runebound3.tokens import Symbol
from rules_engine.plurals import count as count_of


#: The rule that says which damage symbols a side may spend.
DAMAGE_RULE = {SideKind.HERO: "runebound3.combat.axe", SideKind.ENEMY: "runebound3.combat.skull"}
#: The rule that forbids each damage symbol to the other kind of side.
SYMBOL_RULE = {
    Symbol.AXE: "runebound3.combat.axe",
    Symbol.BOLT: "runebound3.combat.bolt",
    Symbol.SKULL: "runebound3.combat.skull",
}


def _name(state: CombatState, side: int) -> str:
    return state.side(side).fighter.name


def side_problem(state: CombatState, side: object) -> Requirement | None:
    """A side index that is not 0 (attacker) or 1 (defender)."""
    if isinstance(side, int) and not isinstance(side, bool) and side in (0, 1):
        return None
    return Requirement.unmet("runebound3.combat.gather", Message("side {side} does not exist: 0 is the attacker, 1 the defender", side=repr(side)),
                             hard=True)


def phase_problem(state: CombatState, wanted: Phase) -> Requirement | None:
    """The fight is not in the phase the action belongs to."""
    if state.phase is wanted:
        return None
    if state.phase is Phase.OVER:
        assert state.result is not None
        rule = "runebound3.combat.retreat" if state.result.ending is Ending.RETREAT else "runebound3.combat.defeat"
        return Requirement.unmet(rule, Message("the fight is over: {result_text}", result_text=state.result.text), hard=True)
    if state.phase is Phase.TOSS:
        return Requirement.unmet("runebound3.combat.toss", Message("round {round} starts with every token tossed",
                                                                   round=state.round), hard=True)
    if state.phase is Phase.SHIELDING:
        assert state.pending is not None
        return Requirement.unmet("runebound3.combat.shield",
                                 Message("{amount} damage is about to land on {name}: it spends shields or takes the damage first", amount=state.pending.amount, name=_name(state, state.pending.target)), hard=True)
    if state.phase is Phase.BETWEEN:
        return Requirement.unmet("runebound3.combat.retreat",
                                 Message("between rounds {name} first says whether to retreat",
                                         name=_name(state, state.retreat_queue[0])),
                                 hard=True)
    if wanted is Phase.BETWEEN:
        return Requirement.unmet("runebound3.combat.retreat", Message("retreating is decided only between rounds"), hard=True)
    if wanted is Phase.TOSS:
        return Requirement.unmet("runebound3.combat.toss", Message("round {round} has already been tossed",
                                                                   round=state.round), hard=True)
    return Requirement.unmet("runebound3.combat.shield", Message("no damage is about to land"), hard=True)


def turn_problem(state: CombatState, side: int) -> Requirement | None:
    """A combat action by a side whose turn it is not, or that has passed."""
    problem = side_problem(state, side) or phase_problem(state, Phase.SPENDING)
    if problem:
        return problem
    if state.side(side).passed:
        return Requirement.unmet("runebound3.combat.pass", Message("{name} has passed: no more combat actions this round",
                                                                   name=_name(state, side)))
    if state.to_act != side:
        return Requirement.unmet("runebound3.combat.alternate", Message("it is {name}'s turn to spend",
                                                                        name=_name(state, state.to_act)))
    return None


def tokens_problem(side: SideState, indices: tuple[int, ...], rule: str) -> Requirement | None:
    """Indices that name no token, name one unit twice, or name a spent token."""
    if not indices:
        return Requirement.unmet(rule, Message("name at least one token"), hard=True)
    count = len(side.fighter.tokens)
    for index in indices:
        if not valid_index(side, index):
            return Requirement.unmet("runebound3.combat.gather",
                                     Message("{fighter} has tokens 1 to {count}; there is no token {index}",
                                             fighter=side.fighter.name, count=count, index=index + 1), hard=True)
    if not distinct_units(side, indices):
        return Requirement.unmet("runebound3.combat.double-pair",
                                 Message("a token (or a doubled pair) is named twice: each is spent once"), hard=True)
    for index in indices:
        if side.spent[index]:
            return Requirement.unmet("runebound3.combat.must-pass", Message("{fighter}'s token {index} is already spent",
                                                                            fighter=side.fighter.name, index=index + 1))
    return None


def _shows(side: SideState, index: int, symbol: Symbol, rule: str) -> Requirement | None:
    face = unit_face(side, index)
    if face.symbol is symbol:
        return None
    if face.symbol is Symbol.MISS:
        return Requirement.unmet("runebound3.combat.must-pass", Message("token {index} shows a miss: nothing to spend",
                                                                        index=index + 1))
    return Requirement.unmet(rule, Message("token {index} shows {face}, not {symbol}",
                                           index=index + 1, face=face_words(face.notation()), symbol=face_symbol(symbol.value)))


def strike_problem(state: CombatState, action: Strike) -> Requirement | None:
    """Damage spent out of turn, from spent tokens, or from symbols this side may not spend."""
    problem = turn_problem(state, action.side)
    if problem:
        return problem
    side = state.side(action.side)
    rule = DAMAGE_RULE[side.kind]
    problem = tokens_problem(side, action.tokens, rule)
    if problem:
        return problem
    allowed = DAMAGE_SYMBOLS[side.kind]
    for index in action.tokens:
        face = unit_face(side, index)
        if face.symbol is Symbol.MISS:
            return Requirement.unmet("runebound3.combat.must-pass", Message("token {index} shows a miss: nothing to spend",
                                                                            index=index + 1))
        if face.symbol in SYMBOL_RULE and face.symbol not in allowed:
            who = Message("heroes") if face.symbol is not Symbol.SKULL else Message("enemies")
            return Requirement.unmet(SYMBOL_RULE[face.symbol], Message("token {index} shows {symbol}: only {who} spend it",
                                                                       index=index + 1, symbol=face_symbol(face.symbol.value), who=who))
        if face.symbol not in allowed:
            names = say_list([face_symbol(symbol.value) for symbol in sorted(allowed, key=lambda symbol: symbol.value)])
            return Requirement.unmet(rule, Message("token {index} shows {face}: damage is spent from {names}",
                                                   index=index + 1, face=face_words(face.notation()), names=names))
    return None


def _wing_problem(state: CombatState, side_index: int, wing: int, targets: tuple[int, ...]) -> Requirement | None:
    problem = turn_problem(state, side_index)
    if problem:
        return problem
    side = state.side(side_index)
    problem = tokens_problem(side, (wing,), "runebound3.combat.wing") or _shows(side, wing, Symbol.WING,
                                                                                 "runebound3.combat.wing")
    if problem:
        return problem
    effects = amount(side, wing, {Symbol.WING})
    if not 1 <= len(targets) <= effects:
        return Requirement.unmet("runebound3.combat.wing", Message("token {wing} gives {wings}: name 1 to {effects} tokens",
                                                                   wing=wing + 1, wings=count_of(effects, 'wing', 'wings'),
                                                                   effects=effects) if effects > 1
                                 else Message("token {wing} gives 1 wing: name 1 token", wing=wing + 1),
                                 hard=True)
    if len(set(targets)) != len(targets):
        return Requirement.unmet("runebound3.combat.wing", Message("a token is named twice"), hard=True)
    return None


def _target_problem(side: SideState, target: int, barred: tuple[int, ...]) -> Requirement | None:
    if not valid_index(side, target):
        return Requirement.unmet("runebound3.combat.gather", Message("{fighter} has no token {target}",
                                                                     fighter=side.fighter.name, target=target + 1), hard=True)
    if target in barred:
        return Requirement.unmet("runebound3.combat.wing", Message("token {target} is the wing being spent", target=target + 1))
    if side.spent[target]:
        return Requirement.unmet("runebound3.combat.wing", Message("{fighter}'s token {target} is already spent",
                                                                   fighter=side.fighter.name, target=target + 1))
    if is_loaded_doubling(side, target):
        return Requirement.unmet("runebound3.combat.double-locked",
                                 Message("{fighter}'s token {target} is a doubling token with a token on it",
                                         fighter=side.fighter.name, target=target + 1))
    return None


def flip_problem(state: CombatState, action: Flip) -> Requirement | None:
    """A wing that cannot turn these tokens over."""
    problem = _wing_problem(state, action.side, action.wing, action.targets)
    if problem:
        return problem
    side = state.side(action.side)
    barred = unit_of(side, action.wing)
    for target in action.targets:
        problem = _target_problem(side, target, barred)
        if problem:
            return problem
    return None


def reroll_problem(state: CombatState, action: Reroll) -> Requirement | None:
    """A wing that cannot make the opponent toss these tokens again."""
    problem = _wing_problem(state, action.side, action.wing, action.targets)
    if problem:
        return problem
    if len(action.landed) != len(action.targets):
        return Requirement.unmet("runebound3.combat.wing", Message("say how each tossed token landed"), hard=True)
    opponent = state.side(other(action.side))
    for target in action.targets:
        problem = _target_problem(opponent, target, ())
        if problem:
            return problem
    return None


def surge_problem(state: CombatState, action: Surge) -> Requirement | None:
    """A surge ability that is unknown, already used this round, or not paid for."""
    problem = turn_problem(state, action.side)
    if problem:
        return problem
    side = state.side(action.side)
    ability = side.fighter.ability(action.ability)
    if ability is None:
        known = ", ".join(a.name for a in side.fighter.abilities) or Message("none")
        return Requirement.unmet("runebound3.combat.surge",
                                 Message("{fighter} has no surge ability {ability} (known: {known})",
                                         fighter=side.fighter.name, ability=repr(action.ability), known=known), hard=True)
    if ability.name in side.surges_used:
        return Requirement.unmet("runebound3.combat.surge-once", Message("{ability} was already used this round",
                                                                         ability=ability.name))
    problem = tokens_problem(side, action.tokens, "runebound3.combat.surge")
    if problem:
        return problem
    for index in action.tokens:
        problem = _shows(side, index, Symbol.SURGE, "runebound3.combat.surge")
        if problem:
            return problem
    paid = sum(amount(side, i, {Symbol.SURGE}) for i in action.tokens)
    if paid < ability.cost:
        return Requirement.unmet("runebound3.combat.surge", Message("{ability} costs {surges}; these give {paid}",
                                                                    ability=ability.name,
                                                                    surges=count_of(ability.cost, 'surge', 'surges'), paid=paid))
    return surge_targets_problem(state, action, ability)


def surge_targets_problem(state: CombatState, action: Surge, ability: SurgeAbility) -> Requirement | None:
    """Targets an ability does not take, too many of them, or tokens it cannot turn or have tossed again."""
    rule = "runebound3.combat.surge"
    if not ability.targets:
        if action.targets or action.landed:
            return Requirement.unmet(rule, Message("{ability} turns no token over and has none tossed again: name no targets",
                                                   ability=ability.name),
                                     hard=True)
        return None
    if len(action.targets) > ability.targets or len(set(action.targets)) != len(action.targets):
        return Requirement.unmet(rule, Message("{ability} acts on up to {tokens}, each named once",
                                               ability=ability.name, tokens=count_of(ability.targets, 'token', 'tokens')),
                                 hard=True)
    own = bool(ability.flip)
    if own and action.landed:
        return Requirement.unmet(rule, Message("{ability} turns tokens over: nothing is tossed", ability=ability.name), hard=True)
    if not own and len(action.landed) != len(action.targets):
        return Requirement.unmet(rule, Message("say how each token tossed again landed"), hard=True)
    side = state.side(action.side if own else other(action.side))
    paying = {t for index in action.tokens for t in unit_of(state.side(action.side), index)} if own else set()
    for target in action.targets:
        if not valid_index(side, target):
            return Requirement.unmet("runebound3.combat.gather", Message("{fighter} has no token {target}",
                                                                         fighter=side.fighter.name,
                                                                         target=target + 1), hard=True)
        if target in paying:
            return Requirement.unmet(rule, Message("token {target} pays for {ability}: it is spent, not turned over",
                                                   target=target + 1, ability=ability.name))
        if side.spent[target]:
            return Requirement.unmet(rule, Message("{fighter}'s token {target} is already spent",
                                                   fighter=side.fighter.name, target=target + 1))
        if is_loaded_doubling(side, target):
            return Requirement.unmet("runebound3.combat.double-locked",
                                     Message("{fighter}'s token {target} is a doubling token with a token on it",
                                             fighter=side.fighter.name, target=target + 1))
    return None


def double_problem(state: CombatState, action: Double) -> Requirement | None:
    """A doubling token that is not showing, already loaded, or a top token that cannot go on it."""
    problem = turn_problem(state, action.side)
    if problem:
        return problem
    side = state.side(action.side)
    problem = tokens_problem(side, (action.doubling,), "runebound3.combat.double")
    if problem:
        return problem
    if stack_of(side, action.doubling) is not None:
        return Requirement.unmet("runebound3.combat.double-one", Message("token {doubling} is already part of a doubled pair",
                                                                         doubling=action.doubling + 1))
    if face_up(side, action.doubling).symbol is not Symbol.DOUBLE:
        return Requirement.unmet("runebound3.combat.double",
                                 Message("token {doubling} shows {face_up}, not double",
                                         doubling=action.doubling + 1, face_up=face_words(face_up(side, action.doubling).notation())))
    if not valid_index(side, action.top):
        return Requirement.unmet("runebound3.combat.gather", Message("{fighter} has no token {top}",
                                                                     fighter=side.fighter.name, top=action.top + 1), hard=True)
    if action.top == action.doubling:
        return Requirement.unmet("runebound3.combat.double", Message("a doubling token cannot go on itself"), hard=True)
    if side.spent[action.top]:
        return Requirement.unmet("runebound3.combat.double", Message("token {top} is already spent", top=action.top + 1))
    if stack_of(side, action.top) is not None:
        return Requirement.unmet("runebound3.combat.double-one", Message("token {top} is already part of a doubled pair",
                                                                         top=action.top + 1))
    return None


def shield_problem(state: CombatState, action: Shield) -> Requirement | None:
    """Shields spent when no damage is about to land on this side, or from tokens not showing shields."""
    problem = side_problem(state, action.side)
    if problem:
        return problem
    if state.phase is not Phase.SHIELDING or state.pending is None or state.pending.target != action.side:
        if state.phase is Phase.OVER:
            return phase_problem(state, Phase.SHIELDING)
        return Requirement.unmet("runebound3.combat.shield",
                                 Message("no damage is about to land on {name}: shields only prevent damage",
                                         name=_name(state, action.side)),
                                 hard=True)
    side = state.side(action.side)
    problem = tokens_problem(side, action.tokens, "runebound3.combat.shield")
    if problem:
        return problem
    for index in action.tokens:
        problem = _shows(side, index, Symbol.SHIELD, "runebound3.combat.shield")
        if problem:
            return problem
    return None


def take_problem(state: CombatState, action: TakeDamage) -> Requirement | None:
    """Taking damage when none is about to land on this side."""
    problem = side_problem(state, action.side) or phase_problem(state, Phase.SHIELDING)
    if problem:
        return problem
    assert state.pending is not None
    if state.pending.target != action.side:
        return Requirement.unmet("runebound3.combat.shield",
                                 Message("the damage is about to land on {name}",
                                         name=_name(state, state.pending.target)), hard=True)
    return None


def pass_problem(state: CombatState, action: Pass) -> Requirement | None:
    """Passing out of turn or twice."""
    return turn_problem(state, action.side)


def _retreat_turn_problem(state: CombatState, side: int) -> Requirement | None:
    problem = side_problem(state, side) or phase_problem(state, Phase.BETWEEN)
    if problem:
        return problem
    if state.side(side).kind is not SideKind.HERO:
        return Requirement.unmet("runebound3.combat.retreat", Message("only a hero retreats from a fight"))
    if state.retreat_queue[0] != side:
        rule = "runebound3.combat.hero-battle" if state.hero_battle else "runebound3.combat.retreat"
        return Requirement.unmet(rule, Message("{name} decides about retreating first",
                                               name=_name(state, state.retreat_queue[0])))
    return None


def retreat_problem(state: CombatState, action: Retreat) -> Requirement | None:
    """A retreat outside the gap between rounds, out of order, or with the wrong die."""
    problem = _retreat_turn_problem(state, action.side)
    if problem:
        return problem
    if action.roll.die != state.terrain_die.id or len(action.roll.faces) != 1:
        return Requirement.unmet("runebound3.combat.retreat", Message("a retreat rolls one {terrain_die}",
                                                                      terrain_die=state.terrain_die.name), hard=True)
    return None


def fight_on_problem(state: CombatState, action: FightOn) -> Requirement | None:
    """Declining to retreat outside the gap between rounds or out of order."""
    return _retreat_turn_problem(state, action.side)


def toss_problem(state: CombatState, action: Toss) -> Requirement | None:
    """A toss outside the start of a round, or one that does not say how every token landed."""
    problem = phase_problem(state, Phase.TOSS)
    if problem:
        return problem
    if len(action.landed) != 2:
        return Requirement.unmet("runebound3.combat.toss", Message("a toss gives the tokens of both sides"), hard=True)
    for index, landed in enumerate(action.landed):
        count = len(state.side(index).fighter.tokens)
        if len(landed) != count:
            return Requirement.unmet("runebound3.combat.toss",
                                     Message("{name} tosses {tokens}; {count} given",
                                             name=_name(state, index), tokens=count_of(count, 'token', 'tokens'),
                                             count=len(landed)), hard=True)
    return None


# -- what a side could do ------------------------------------------------------------------------


def wing_targets(state: CombatState, side_index: int, wing: int, own: bool) -> tuple[int, ...]:
    """Tokens a wing on `wing` could turn (own) or have tossed again (the opponent's)."""
    side = state.side(side_index if own else other(side_index))
    barred = unit_of(state.side(side_index), wing) if own else ()
    return tuple(i for i in unspent(side) if i not in barred and not is_loaded_doubling(side, i))


def double_tops(state: CombatState, side_index: int, doubling: int) -> tuple[int, ...]:
    """Tokens that could go on the doubling token `doubling`."""
    side = state.side(side_index)
    return tuple(i for i in unspent(side) if i != doubling and stack_of(side, i) is None)


def loadable_doublings(state: CombatState, side_index: int) -> tuple[int, ...]:
    """Unspent doubling tokens showing double with nothing on them."""
    side = state.side(side_index)
    return tuple(i for i in unspent(side) if stack_of(side, i) is None and face_up(side, i).symbol is Symbol.DOUBLE)


def affordable_abilities(state: CombatState, side_index: int) -> tuple[str, ...]:
    """Surge abilities not used this round that the side's surges could pay for."""
    side = state.side(side_index)
    surges = sum(amount(side, i, {Symbol.SURGE}) for i in units_showing(side, {Symbol.SURGE}))
    return tuple(a.name for a in side.fighter.abilities if a.name not in side.surges_used and a.cost <= surges)


def surge_payment(state: CombatState, side_index: int, name: str) -> tuple[int, ...] | None:
    """The fewest surge tokens (lowest numbers first) that pay for the ability, or None when none do."""
    side = state.side(side_index)
    ability = side.fighter.ability(name)
    if ability is None:
        return None
    units = units_showing(side, {Symbol.SURGE})
    for size in range(1, len(units) + 1):
        for picked in combinations(units, size):
            if sum(amount(side, i, {Symbol.SURGE}) for i in picked) >= ability.cost:
                return picked
    return None


def surge_targets(state: CombatState, side_index: int, name: str, paid: tuple[int, ...]) -> tuple[int, ...]:
    """Tokens the ability could turn over (own, not paying for it) or have tossed again (the opponent's)."""
    side = state.side(side_index)
    ability = side.fighter.ability(name)
    if ability is None or not ability.targets:
        return ()
    if ability.flip:
        paying = {t for index in paid for t in unit_of(side, index)}
        return tuple(i for i in unspent(side) if i not in paying and not is_loaded_doubling(side, i))
    opponent = state.side(other(side_index))
    return tuple(i for i in unspent(opponent) if not is_loaded_doubling(opponent, i))


def has_combat_action(state: CombatState, side_index: int) -> bool:
    """True when the side has anything to do besides passing (else it must pass)."""
    side = state.side(side_index)
    if units_showing(side, DAMAGE_SYMBOLS[side.kind]) or affordable_abilities(state, side_index):
        return True
    for wing in units_showing(side, {Symbol.WING}):
        if wing_targets(state, side_index, wing, True) or wing_targets(state, side_index, wing, False):
            return True
    return any(double_tops(state, side_index, d) for d in loadable_doublings(state, side_index))
