"""How a fight moves on: starting it, the toss and initiative, taking turns, the end of a round,
wounds landing and defeat, and the gap between rounds where heroes may retreat."""

from __future__ import annotations

from rules_engine.citations import cite
from rules_engine.dice import DieSpec
from rules_engine.errors import RuleViolation
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.ruling import Ruling
from rules_engine.runebound3.combat.fighters import ENEMY_BASE_TOKENS, Fighter, SideKind
from rules_engine.runebound3.combat.state import (
    ATTACKER,
    DEFENDER,
    CombatState,
    Ending,
    Pending,
    Phase,
    Result,
    SideState,
    other,
)
from rules_engine.runebound3.combat.tokens_up import initiative_marks, units_showing
from rules_engine.runebound3.tokens import Symbol
from rules_engine.values import replace
from rules_engine.plurals import count as count_of

#: The most tokens an enemy fights with: five, a sixth in act 2, a villain's seventh.
ENEMY_MAX_TOKENS = ENEMY_BASE_TOKENS + 2


def _fresh(fighter: Fighter, wounds: int | None = None) -> SideState:
    count = len(fighter.tokens)
    return SideState(fighter, fighter.wounds if wounds is None else wounds, (True,) * count, (False,) * count)


def _refuse(rule: str, message: str) -> RuleViolation:
    return RuleViolation(Ruling(False, message, cite(rule)))


def start_combat(attacker: Fighter, defender: Fighter, terrain_die: DieSpec) -> CombatState:
    """A fight about to toss its first round; a cited RuleViolation for sides that cannot fight.

    The attacker is a hero; the defender an enemy (five to seven tokens) or, in a fight between
    heroes, another hero.
    """
    if attacker.kind is not SideKind.HERO:
        raise _refuse("runebound3.combat.hero-battle", Message("the attacking side of a fight is a hero"))
    for fighter in (attacker, defender):
        if not fighter.tokens:
            raise _refuse("runebound3.combat.gather", Message("{fighter} has no combat tokens to gather",
                                                              fighter=fighter.name))
        if fighter.health < 1 or not 0 <= fighter.wounds < fighter.health:
            raise _refuse("runebound3.combat.defeat",
                          Message("{fighter} cannot fight with {wounds} wounds of {health} health",
                                  fighter=fighter.name, wounds=fighter.wounds, health=fighter.health))
    if defender.kind is SideKind.ENEMY:
        count = len(defender.tokens)
        if count < ENEMY_BASE_TOKENS:
            raise _refuse("runebound3.combat.enemy-tokens",
                          Message("an enemy fights with at least the {ENEMY_BASE_TOKENS} common tokens, not {count}",
                                  ENEMY_BASE_TOKENS=ENEMY_BASE_TOKENS, count=count))
        if count > ENEMY_MAX_TOKENS:
            raise _refuse("runebound3.combat.villain-token",
                          Message("an enemy fights with at most {ENEMY_MAX_TOKENS} tokens (a villain's seventh included), not {count}", ENEMY_MAX_TOKENS=ENEMY_MAX_TOKENS, count=count))
    return CombatState((_fresh(attacker), _fresh(defender)), terrain_die)


def toss(state: CombatState, landed: tuple[tuple[bool, ...], tuple[bool, ...]], ref: Referee) -> CombatState:
    """Lay every token as it landed, then give the first turn to the side with more golden marks."""
    sides = tuple(
        replace(side, up=tuple(bool(x) for x in faces), spent=(False,) * len(faces), stacks=(), passed=False,
                surges_used=(), ward=0)
        for side, faces in zip(state.sides, landed, strict=True)
    )
    marks = [initiative_marks(side) for side in sides]
    first = ATTACKER if marks[ATTACKER] >= marks[DEFENDER] else DEFENDER
    ref.cite("runebound3.combat.toss", "runebound3.combat.initiative")
    ref.note(Message("initiative {mark}–{mark2}: {fighter} acts first",
                     mark=marks[0], mark2=marks[1], fighter=sides[first].fighter.name))
    return replace(state, sides=sides, phase=Phase.SPENDING, to_act=first, first=first)


def next_turn(state: CombatState, actor: int, ref: Referee) -> CombatState:
    """After `actor`'s combat action: the opponent's turn unless it passed; the round ends when
    both have passed or every token is spent."""
    if state.phase is not Phase.SPENDING:
        return state
    first, second = state.sides
    both_passed = first.passed and second.passed
    exhausted = False not in first.spent and False not in second.spent  # `spent` holds bools
    if both_passed or exhausted:
        return end_round(state, ref)
    opponent = other(actor)
    ref.cite("runebound3.combat.alternate")
    return replace(state, to_act=actor if state.side(opponent).passed else opponent)


def end_round(state: CombatState, ref: Referee) -> CombatState:
    """Gather the tokens; between rounds each hero may retreat (the attacker first)."""
    ref.cite("runebound3.combat.round-end")
    heroes = tuple(i for i in (ATTACKER, DEFENDER) if state.side(i).kind is SideKind.HERO)
    if len(heroes) > 1:
        ref.cite("runebound3.combat.hero-battle")
    sides = tuple(replace(s, spent=(False,) * len(s.spent), stacks=(), passed=False, surges_used=(), ward=0)
                  for s in state.sides)
    ref.note(Message("round {round} ends", round=state.round))
    return replace(state, sides=sides, round=state.round + 1, phase=Phase.BETWEEN, retreat_queue=heroes,
                   first=None, to_act=heroes[0])


def side_then_turn(state: CombatState, index: int, side: SideState, ref: Referee) -> CombatState:
    """`next_turn(set_side(state, index, side), index, ref)`: the side that acted laid down and the turn passed, in one
    copy of the fight when the round goes on."""
    sides = (side, state.sides[1]) if index == 0 else (state.sides[0], side)
    if state.phase is not Phase.SPENDING:
        return replace(state, sides=sides)
    first, second = sides
    if (first.passed and second.passed) or (False not in first.spent and False not in second.spent):
        return end_round(replace(state, sides=sides), ref)
    opponent = other(index)
    ref.cite("runebound3.combat.alternate")
    return replace(state, sides=sides, to_act=index if sides[opponent].passed else opponent)


def set_side(state: CombatState, index: int, side: SideState) -> CombatState:
    """The state with one side replaced."""
    sides = (side, state.sides[1]) if index == 0 else (state.sides[0], side)
    return replace(state, sides=sides)


def deal_damage(state: CombatState, target: int, amount: int, source: str, ref: Referee) -> CombatState:
    """Damage about to land: a shield held by a surge prevents it first; then the target may spend shields,
    else the wounds land now."""
    if amount <= 0:
        return state
    held = state.side(target).ward
    if held:
        prevented = min(held, amount)
        state = set_side(state, target, replace(state.side(target), ward=held - prevented))
        ref.cite("runebound3.combat.surge", "runebound3.combat.shield")
        ref.note(Message("{fighter}'s held shield prevents {prevented} damage",
                         fighter=state.side(target).fighter.name, prevented=prevented))
        amount -= prevented
        if amount <= 0:
            return state
    if units_showing(state.side(target), {Symbol.SHIELD}):
        ref.note(Message("{amount} damage about to land on {fighter}: shields may prevent it",
                         amount=amount, fighter=state.side(target).fighter.name))
        return replace(state, phase=Phase.SHIELDING, pending=Pending(target, amount, source))
    return land_wounds(state, target, amount, ref)


def land_wounds(state: CombatState, target: int, amount: int, ref: Referee) -> CombatState:
    """Add wounds (never past health: wounds stop there); a side whose wounds reach its health is defeated and
    the fight ends."""
    side = state.side(target)
    wounded = replace(side, wounds=min(side.wounds + amount, side.fighter.health))
    state = replace(set_side(state, target, wounded), pending=None,
                    phase=Phase.SPENDING if state.phase is Phase.SHIELDING else state.phase)
    ref.note(Message("{fighter} takes {wounds}: {wounds2} of {health}",
                     fighter=side.fighter.name, wounds=count_of(amount, 'wound', 'wounds'), wounds2=wounded.wounds,
                     health=side.fighter.health))
    if not wounded.defeated:
        return state
    return finish_by_defeat(state, target, ref)


def finish_by_defeat(state: CombatState, loser: int, ref: Referee) -> CombatState:
    """End the fight with `loser` beaten, saying what follows for a hero and an enemy card."""
    winner = other(loser)
    ref.cite("runebound3.combat.defeat")
    win_name, lose_name = state.side(winner).fighter.name, state.side(loser).fighter.name
    if state.side(loser).kind is SideKind.ENEMY:
        ref.cite("runebound3.combat.hero-wins")
        text = Message("{win_name} defeats {lose_name}: takes its card as a trophy and its reward",
                       win_name=win_name, lose_name=lose_name)
    elif state.side(winner).kind is SideKind.ENEMY:
        ref.cite("runebound3.combat.hero-defeated")
        text = Message("{lose_name} is defeated: discard {win_name}'s card; {lose_name} can only rest until healed",
                       lose_name=lose_name, win_name=win_name)
    else:
        text = Message("{win_name} defeats {lose_name}; {lose_name} can only rest until healed",
                       win_name=win_name, lose_name=lose_name)
    ref.note(text)
    return replace(state, phase=Phase.OVER, pending=None, result=Result(Ending.DEFEAT, winner, loser, None, text))


def retreat_succeeds(state: CombatState, side: int, symbols: tuple[str, ...]) -> bool:
    """True when a rolled terrain symbol carries the hero to an adjacent space."""
    escape = {s.casefold() for s in state.side(side).fighter.escape_terrain}
    return "any" in escape or any(s.casefold() in escape for s in symbols)


def after_retreat_decision(state: CombatState, ref: Referee) -> CombatState:
    """The next hero in line decides, or, when none is left, the next round waits for its toss."""
    queue = state.retreat_queue[1:]
    if queue:
        return replace(state, retreat_queue=queue, to_act=queue[0])
    ref.note(Message("round {round} begins: toss every token", round=state.round))
    return replace(state, retreat_queue=(), phase=Phase.TOSS, to_act=ATTACKER)


def finish_by_retreat(state: CombatState, side: int, ref: Referee) -> CombatState:
    """A successful retreat ends the fight; an enemy card is discarded."""
    name = state.side(side).fighter.name
    opponent = state.side(other(side))
    if opponent.kind is SideKind.ENEMY:
        text = Message("{name} retreats{tail}", name=name, tail=Message("; discard {fighter}'s card",
                                                                        fighter=opponent.fighter.name))
    else:
        text = Message("{name} retreats", name=name)
    ref.note(text)
    return replace(state, phase=Phase.OVER, retreat_queue=(),
                   result=Result(Ending.RETREAT, None, None, side, text))
