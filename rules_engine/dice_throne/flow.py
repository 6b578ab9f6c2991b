"""The turn's flow: roll-off, phase changes with their automatic steps, and the end of roll phases."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice_throne.ability_names import ability_name
from rules_engine.dice_throne.actions import NextPhase, RollOff
from rules_engine.dice_throne.combat import defence_owed_refusal
from rules_engine.dice_throne.counters import draw_cards, gain_cp
from rules_engine.dice_throne.damage import calculate
from rules_engine.dice_throne.guards import require_running
from rules_engine.requirements import Requirement
from rules_engine.dice_throne.landing import land_all
from rules_engine.dice_throne.modes import HAND_LIMIT, INCOME_CARDS, INCOME_CP, turn_order
from rules_engine.dice_throne.phases import (
    DEFENSIVE, DISCARD, INCOME, MAIN_2, OFFENSIVE, ROLL_OFF, ROLL_PHASES, TARGETING, UPKEEP, label,
    next_in_turn,
)
from rules_engine.dice_throne.state import DTState, PendingDamage, RollState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.dice_throne.game_names import game_name


def resolve_roll_off(state: DTState, act: RollOff, ref: Referee) -> tuple[DTState, str]:
    """Every player rolls one die; the single highest starts; a tie for highest: every player rolls again (the app's
    convention: the book does not say)."""
    # The phase table (phases.py) admits the roll-off only before the first turn; the engine enforces it.
    values = act.roll.values
    ref.require(len(values) == len(state.seats), "dice-throne.setup.first-player",
                Message('every player rolls one die: {n_seats} dice, not {n_values}',
                        n_seats=len(state.seats), n_values=len(values)), hard=True)
    ref.require(all(1 <= v <= 6 for v in values), "dice-throne.companion.seats", Message('a die shows 1 to 6'), hard=True)
    ref.cite("dice-throne.setup.first-player")
    top = max(values)
    best = [i for i, v in enumerate(values) if v == top]
    shown = ", ".join(f"{s.name} {v}" for s, v in zip(state.seats, values))
    if len(best) > 1:
        tied = [state.seats[i].name for i in best]
        names = Message("{items} and {last}", items=Joined(", ", tuple(tied[:-1])), last=tied[-1])  # 'Ann, Bob and Cat'
        ref.cite("dice-throne.companion.roll-off-tie")
        ref.note(Message('{names} tie with {top}: roll off again', names=names, top=top))
        return state, Message('roll-off {shown}: a tie, roll again', shown=shown)
    first = best[0]
    order = turn_order(state.mode, len(state.seats), first)
    if state.mode.teams:
        ref.cite("dice-throne.teams.zigzag")
    ref.note(Message("turn order: {players}", players=", ".join(state.seats[i].name for i in order)))
    state = replace(state, order=order, turn_index=0, turn=1, phase=UPKEEP, roll=RollState())
    return state, Message('roll-off {shown}: {first} goes first', shown=shown, first=state.seats[first].name)


def _end_upkeep(state: DTState, ref: Referee) -> DTState:
    if not (state.pending or state.heals or state.steals):
        return state
    total = sum(calculate(item.amount, item.steps).final for item in state.pending)
    healing = sum(h.amount for h in state.heals)
    ref.note(Message('upkeep effects applied together: {total} damage, {healing} healing',
                     total=total, healing=healing))
    return land_all(state, ref, "dice-throne.upkeep.order-and-sum")


def _income(state: DTState, ref: Referee) -> DTState:
    seat = state.active
    if state.turn == 1:
        ref.cite("dice-throne.income.first-player-skips")
        ref.note(Message('{player} is the first player: no income on the first turn', player=state.seats[seat].name))
        return state
    ref.cite("dice-throne.income.gain")
    state = gain_cp(state, seat, INCOME_CP, ref)
    state, drawn = draw_cards(state, seat, INCOME_CARDS, ref)
    ref.note(Message('{player} gains {income_cp} CP (now {cp}) and draws {drawn} card',
                     player=state.seats[seat].name, income_cp=INCOME_CP, cp=state.seats[seat].cp, drawn=drawn))
    return state


def end_roll_phase(state: DTState, ref: Referee, said: list[str] | None = None) -> DTState:
    """Apply every pending damage, reflection, heal and steal of the roll phases at once; clear the roll. Who takes how
    much goes to `said` when given (`land_all`)."""
    state = land_all(state, ref, "dice-throne.roll-phase.damage-at-end", said)
    if state.finished:
        return replace(state, roll=RollState())
    # Statuses that last "until the end of the roll phase" (Parley) leave the attacker now.
    attacker = state.seats[state.active]
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == "no-attack-damage" and attacker.count(sdef.id):
                ref.cite("dice-throne.status.parley")
                attacker = attacker.with_count(sdef.id, 0)
                ref.note(Message('{status} leaves {attacker} at the end of the roll phase',
                                 status=game_name(sdef.name), attacker=attacker.name))
    state = state.with_seat(state.active, attacker)
    return replace(state, roll=RollState())


def _attack_needs_target(state: DTState) -> bool:
    return state.roll.needs_target and state.roll.target is None


def _skip_offensive(state: DTState, ref: Referee) -> bool:
    seat = state.seats[state.active]
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == "skip-offensive-unless-paid" and seat.count(sdef.id):
                ref.cite("dice-throne.status.knockdown")
                ref.note(Message('{player} did not pay off {status}: the offensive roll phase is skipped and {status} is removed',
                                 player=seat.name, status=game_name(sdef.name)))
                return True
    return False


def _clear_skip_status(state: DTState) -> DTState:
    seat = state.seats[state.active]
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == "skip-offensive-unless-paid":
                seat = seat.with_count(sdef.id, 0)
    return state.with_seat(state.active, seat)


def resolve_next(state: DTState, act: NextPhase, ref: Referee) -> tuple[DTState, str]:
    """Leave the current phase, doing what its end and the next phase's start require."""
    new, message = _advance(state, ref)
    # What is resolving ends with its phase; an ability carries on through the roll phases.
    if new.resolving and not (state.phase in ROLL_PHASES and new.phase in ROLL_PHASES):
        ref.note(Message('whatever was still resolving is finished with the phase'))
        new = replace(new, resolving=())
    return new, message


def next_refusals(state: DTState) -> Iterator[Requirement]:
    """Why the current phase may not end now (a declared ability waits, a target is missing, too many cards)."""
    phase = state.phase
    if phase == OFFENSIVE and not (state.roll.declared is None or state.roll.activated is not None):
        yield Requirement.unmet("dice-throne.offence.declare", Message('{ability} is declared: activate it (only a die changed since lets the player declare again or roll)',
                                                                       ability=ability_name(state, state.roll.declared)))
    if phase == DEFENSIVE:
        owed = defence_owed_refusal(state)
        if owed is not None:
            yield owed
    if phase == TARGETING and _attack_needs_target(state):
        yield Requirement.unmet("dice-throne.targeting.teams" if state.mode.teams else "dice-throne.koth.free-target",
                                Message('the attack has no target yet: roll for it (teams) or choose it (King of the Hill)'))
    if phase == DISCARD:
        hand = state.seats[state.active].hand
        if hand > HAND_LIMIT:
            yield Requirement.unmet("dice-throne.discard.hand-limit",
                                    Message('{active} holds {hand} cards: sell {excess} before the turn ends',
                                            active=state.seats[state.active].name, hand=hand, excess=hand - HAND_LIMIT))


def _advance(state: DTState, ref: Referee) -> tuple[DTState, str]:
    require_running(state, ref)
    if state.phase == ROLL_OFF:
        ref.refuse("dice-throne.setup.first-player",
                   Message('roll for the first player before the first turn (command: roll-off)'))
    ref.cite("dice-throne.phases.order")
    phase = state.phase
    name = state.seats[state.active].name
    ref.enforce(next_refusals(state))
    if phase == DISCARD:
        return _end_turn(state, ref)
    if phase == UPKEEP:
        state = _end_upkeep(state, ref)
        if state.finished:
            return state, Message('upkeep ends: the match is over')
        if state.seats[state.active].defeated:
            return pass_defeated_turn(state, ref)
    nxt = next_in_turn(phase)
    assert nxt is not None
    state = replace(state, phase=nxt)
    if nxt == INCOME:
        state = _income(state, ref)
    if nxt == OFFENSIVE and _skip_offensive(state, ref):
        state = replace(_clear_skip_status(state), phase=MAIN_2)
        return state, Message('{name} skips the offensive roll: {phase}', name=name, phase=label(MAIN_2))
    if nxt == TARGETING and not _attack_needs_target(state):
        if len(state.seats) == 2:
            ref.cite("dice-throne.targeting.skip-1v1")
        ref.note(Message('no targeting roll needed'))
        state = replace(state, phase=DEFENSIVE)
        nxt = DEFENSIVE
    if nxt == DEFENSIVE and state.roll.activated is None:
        ref.note(Message('no attack was made: no defensive roll'))
        nxt = MAIN_2
        state = replace(state, phase=MAIN_2)
    landed: list[str] = []  # the damage that lands as the roll phase ends: the log's line says who takes how much
    if phase in ROLL_PHASES and nxt not in ROLL_PHASES:
        state = end_roll_phase(state, ref, landed)
        if state.finished:
            return state, _with_landed(Message('the roll phase ends: the match is over'), landed)
    return state, _with_landed(Message('{phase}', phase=label(state.phase)), landed)


def _with_landed(message: str, landed: list[str]) -> str:
    """The line of a `next`, and after it, as clauses of their own, who took how much as the phase ended: "Main phase
    2; Ann takes 4 from Revolver" (a saved line reads back clause by clause, `stored_text.CLAUSE_SEPARATOR`)."""
    return Joined("; ", (message, *landed)) if landed else message


def _end_turn(state: DTState, ref: Referee) -> tuple[DTState, str]:
    order = state.order
    index = state.turn_index
    for _ in range(len(order)):
        index = (index + 1) % len(order)
        if not state.seats[order[index]].defeated:
            break
    state = replace(state, turn_index=index, turn=state.turn + 1, phase=UPKEEP, roll=RollState())
    return state, Message("turn {turn}: {active}'s upkeep", turn=state.turn, active=state.seats[state.active].name)


def pass_defeated_turn(state: DTState, ref: Referee) -> tuple[DTState, str]:
    """The active hero was defeated in their own turn: the rest of it is lost and the next hero still in plays."""
    name = state.seats[state.active].name
    ref.cite("dice-throne.health.defeat")
    ref.note(Message("{name} is defeated: the rest of {name}'s turn is lost", name=name))
    state, message = _end_turn(replace(state, resolving=()), ref)
    return state, Message('{name} is defeated; {message}', name=name, message=message)


def active_defeated(state: DTState) -> bool:
    """True when the match goes on but the hero whose turn it is has been defeated."""
    return bool(state.order) and not state.finished and state.phase != ROLL_OFF and state.seats[state.active].defeated


def add_pending(state: DTState, item: PendingDamage) -> DTState:
    """Queue damage for the end of the roll phase."""
    return replace(state, pending=state.pending + (item,))


def is_roll_phase(state: DTState) -> bool:
    """True in the offensive, targeting or defensive roll phase."""
    return state.phase in ROLL_PHASES


def in_phase(state: DTState, *phases: str) -> bool:
    """True when the current phase is one of these."""
    return state.phase in phases

