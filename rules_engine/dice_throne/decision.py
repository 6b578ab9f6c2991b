"""Who must act now in a Dice Throne match, and what kind of decision the table waits for.

The order follows the turn: the roll-off, then an interrupt waiting for 'done', then what the
phase asks (the offensive roll, a declaration, the activation, the target, the defence, the
hand limit) and otherwise a window where cards or statuses may still be played before 'next'.
"""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dice_throne.combat import attack_targets, chooser_refusals, defence_refusals, reopened
from rules_engine.dice_throne.dice import HERO_DICE, ROLL_ATTEMPTS, hero_die
from rules_engine.dice_throne.guards import allowed
from rules_engine.dice_throne.interrupts import describe, finish_refusals
from rules_engine.dice_throne.modes import HAND_LIMIT
from rules_engine.dice_throne.phases import (
    DEFENSIVE, DISCARD, INCOME, MAIN_1, MAIN_2, OFFENSIVE, ROLL_OFF, TARGETING, UPKEEP, label,
)
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.view import result_text


def decide(state: DTState) -> Decision:
    """The decision the match waits for now, with a short prompt naming the player."""
    if state.finished:
        return Decision(DecisionKind.OVER, None, f"the match is over. {result_text(state)}")
    if state.phase == ROLL_OFF:
        return Decision(DecisionKind.DICE, None, "every player rolls one die for the first player (highest starts)")
    if len(state.resolving) > 1 and allowed(finish_refusals(state)):
        top, under = state.resolving[-1], state.resolving[-2]
        return Decision(DecisionKind.ACTION, top.seat,
                        f"{describe(state, top)} interrupts {describe(state, under)}: resolve it, then 'done'",
                        window="interrupt")
    phase = state.phase
    if phase == OFFENSIVE:
        return _offence(state)
    if phase == TARGETING:
        return _targeting(state)
    if phase == DEFENSIVE:
        return _defence(state)
    name, seat = state.seats[state.active].name, state.active
    if phase == UPKEEP:
        if state.pending or state.heals or state.steals:
            return Decision(DecisionKind.PASS, seat, f"{name}'s upkeep effects wait to land: steps, cards or statuses "
                            "may still be played; 'next' lands them", window="upkeep")
        return Decision(DecisionKind.ACTION, seat,
                        f"{name}'s upkeep: enter effects that trigger now (upkeep damage|heal), or 'next'")
    if phase == INCOME:
        return Decision(DecisionKind.PASS, seat, f"{name}'s income is taken: instant cards may be played; "
                        f"'next' for {label(MAIN_1)}", window="income")
    if phase in (MAIN_1, MAIN_2):
        return Decision(DecisionKind.ACTION, seat, f"{name}'s {label(phase)}: sell, play cards, upgrade, or 'next'")
    if phase == DISCARD:
        hand = state.seats[seat].hand
        if hand > HAND_LIMIT:
            return Decision(DecisionKind.ACTION, seat,
                            f"{name} holds {hand} cards: sell {hand - HAND_LIMIT} before the turn ends")
        return Decision(DecisionKind.PASS, seat, f"'next' ends {name}'s turn", window="discard")
    return Decision(DecisionKind.ACTION, seat, f"{name} acts")


def _offence(state: DTState) -> Decision:
    roll, seat = state.roll, state.active
    name = state.seats[seat].name
    hero = state.hero_of(seat)
    if roll.activated is not None:
        ability = hero.ability(roll.activated)
        shown = ability.name if ability is not None else roll.activated
        return Decision(DecisionKind.PASS, seat, f"{name} activated {shown}: cards and statuses may still be played; "
                        "'next' moves on", window="offence")
    if roll.declared is not None:
        ability = hero.ability(roll.declared)
        shown = ability.name if ability is not None else roll.declared
        return Decision(DecisionKind.ACTION, seat, f"{name} declared {shown}: opponents may change the dice; "
                        "then 'activate'")
    if roll.attempts == 0:
        return Decision(DecisionKind.DICE, seat, f"{name} rolls the offensive dice ({HERO_DICE} × {hero_die(hero).name})")
    if not reopened(roll):
        return Decision(DecisionKind.PASS, seat, f"{name} declared no ability: 'next' moves on", window="offence")
    left = ROLL_ATTEMPTS - roll.attempts
    if left:
        return Decision(DecisionKind.DICE, seat, f"{name} may reroll ({left} attempt{'s' if left > 1 else ''} left) "
                        "or declare an ability")
    return Decision(DecisionKind.CHOICE, seat, f"{name} has used every roll attempt: declare an ability (or none)")


def _targeting(state: DTState) -> Decision:
    roll, seat = state.roll, state.active
    name = state.seats[seat].name
    if roll.target is not None or not roll.needs_target:
        target = f"{state.seats[roll.target].name} is the target" if roll.target is not None else "no target is needed"
        return Decision(DecisionKind.PASS, seat, f"{target}: 'next' goes on to the defensive roll", window="targeting")
    if state.mode.teams and roll.target_die is None:
        return Decision(DecisionKind.DICE, seat, f"{name} rolls the targeting die")
    choosers = tuple(s for s in range(len(state.seats)) if allowed(chooser_refusals(state, s)))
    options = ", ".join(state.seats[t].name for t in attack_targets(state))
    if choosers and seat not in choosers:
        names = " or ".join(state.seats[s].name for s in choosers)
        return Decision(DecisionKind.CHOICE, choosers[0], f"{names} choose{'s' if len(choosers) == 1 else ''} "
                        f"who {name} attacks: {options}")
    return Decision(DecisionKind.CHOICE, seat, f"{name} chooses the target: {options}")


def _defence(state: DTState) -> Decision:
    if allowed(defence_refusals(state)):
        defender = state.roll.target
        assert defender is not None
        options = ", ".join(a.name for a in state.hero_of(defender).defensive())
        return Decision(DecisionKind.DICE, defender,
                        f"{state.seats[defender].name} picks a defensive ability and rolls its dice once: {options}")
    return Decision(DecisionKind.PASS, state.active, "damage lands when the roll phase ends: steps, cards or statuses "
                    "may still be played; 'next' ends it", window="defence")
