"""Who must act now in a Dice Throne match, and what kind of decision the table waits for.

The order follows the turn: the roll-off, then an interrupt waiting for 'done', then what the
phase asks (the offensive roll, a declaration, the activation, the target, the defence, the
hand limit) and otherwise a window where cards or statuses may still be played before 'next'.
"""

from __future__ import annotations

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dice_throne.combat import attack_targets, chooser_refusals, defence_refusals, reopened
from rules_engine.dice_throne.dice import HERO_DICE, ROLL_ATTEMPTS, hero_die
from rules_engine.requirements import all_met
from rules_engine.dice_throne.interrupts import describe, finish_refusals
from rules_engine.dice_throne.modes import HAND_LIMIT
from rules_engine.dice_throne.phases import (
    DEFENSIVE, DISCARD, INCOME, MAIN_1, MAIN_2, OFFENSIVE, ROLL_OFF, TARGETING, UPKEEP, label,
)
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.view import result_text
from rules_engine.dice_throne.game_names import game_name
from rules_engine.messages import Joined, Message
from rules_engine.plurals import count


def decide(state: DTState) -> Decision:
    """The decision the match waits for now, with a short prompt naming the player."""
    if state.finished:
        return Decision(DecisionKind.OVER, None, Message("the match is over. {result}", result=result_text(state)))
    if state.phase == ROLL_OFF:
        return Decision(DecisionKind.DICE, None, Message("every player rolls one die for the first player (highest starts)"))
    if len(state.resolving) > 1 and all_met(finish_refusals(state)):
        top = state.resolving[-1]
        return Decision(DecisionKind.ACTION, top.seat,
                        Message("{top} cuts in: resolve it, then 'done'", top=describe(state, top)),
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
            return Decision(DecisionKind.PASS, seat, Message("upkeep effects land at 'next'; steps, cards or statuses "
                                                             "may come first"),
                            window="upkeep")
        return Decision(DecisionKind.ACTION, seat,
                        Message("{name}'s upkeep: 'upkeep damage|heal' for what triggers, or 'next'",
                                name=name))
    if phase == INCOME:
        return Decision(DecisionKind.PASS, seat, Message("{name}'s income is taken: instant cards, or 'next' for {phase}",
                                                         name=name, phase=label(MAIN_1)), window="income")
    if phase in (MAIN_1, MAIN_2):
        return Decision(DecisionKind.ACTION, seat, Message("{name}'s {phase}: sell, play cards, upgrade, or 'next'",
                                                                name=name, phase=label(phase)))
    if phase == DISCARD:
        hand = state.seats[seat].hand
        if hand > HAND_LIMIT:
            return Decision(DecisionKind.ACTION, seat,
                            Message("{name} holds {cards}: sell {extra} before the turn ends", name=name,
                                    cards=count(hand, "card", "cards"), extra=hand - HAND_LIMIT))
        return Decision(DecisionKind.PASS, seat, Message("'next' ends {name}'s turn", name=name), window="discard")
    return Decision(DecisionKind.ACTION, seat, Message("{name} acts", name=name))


def _offence(state: DTState) -> Decision:
    roll, seat = state.roll, state.active
    name = state.seats[seat].name
    hero = state.hero_of(seat)
    if roll.activated is not None:
        ability = hero.ability(roll.activated)
        shown = game_name(ability.name) if ability is not None else roll.activated
        return Decision(DecisionKind.PASS, seat, Message("{shown} activated: cards or statuses, then 'next'",
                                                         shown=shown),
                        window="offence")
    if roll.declared is not None:
        ability = hero.ability(roll.declared)
        shown = game_name(ability.name) if ability is not None else roll.declared
        return Decision(DecisionKind.ACTION, seat, Message("{name} declared {shown}: the dice may be changed, then "
                                                           "'activate'", name=name, shown=shown))
    if roll.attempts == 0:
        return Decision(DecisionKind.DICE, seat, Message("{name} rolls the offensive dice ({count} × {die})", name=name,
                                                         count=HERO_DICE, die=hero_die(hero).name))
    if not reopened(roll):
        return Decision(DecisionKind.PASS, seat, Message("{name} declared no ability: 'next' moves on", name=name),
                        window="offence")
    left = ROLL_ATTEMPTS - roll.attempts
    if left:
        return Decision(DecisionKind.DICE, seat, Message("{name} may reroll ({attempts} left) or declare an ability",
                                                         name=name, attempts=count(left, "attempt", "attempts")))
    return Decision(DecisionKind.CHOICE, seat, Message("{name} has used every roll attempt: declare an ability (or none)",
                                                             name=name))


def _targeting(state: DTState) -> Decision:
    roll, seat = state.roll, state.active
    name = state.seats[seat].name
    if roll.target is not None or not roll.needs_target:
        target = (Message("{name} is the target", name=state.seats[roll.target].name) if roll.target is not None
                  else Message("no target is needed"))
        return Decision(DecisionKind.PASS, seat, Message("{target}: 'next' goes on to the defensive roll", target=target),
                        window="targeting")
    if state.mode.teams and roll.target_die is None:
        return Decision(DecisionKind.DICE, seat, Message("{name} rolls the targeting die", name=name))
    choosers = tuple(s for s in range(len(state.seats)) if all_met(chooser_refusals(state, s)))
    options = ", ".join(state.seats[t].name for t in attack_targets(state))
    if choosers and seat not in choosers:
        if len(choosers) == 1:
            prompt = Message("{chooser} chooses who {name} attacks: {options}", chooser=state.seats[choosers[0]].name,
                             name=name, options=options)
        else:
            names = state.seats[choosers[0]].name
            for s in choosers[1:]:
                names = Message("{items} or {last}", items=names, last=state.seats[s].name)
            prompt = Message("{choosers} choose who {name} attacks: {options}", choosers=names, name=name,
                             options=options)
        return Decision(DecisionKind.CHOICE, choosers[0], prompt)
    return Decision(DecisionKind.CHOICE, seat, Message("{name} chooses the target: {options}", name=name,
                                                               options=options))


def _defence(state: DTState) -> Decision:
    roll = state.roll
    if roll.defence_owed and roll.target is not None:
        ability = state.hero_of(roll.target).ability(roll.defence or "")
        return Decision(DecisionKind.ACTION, roll.target,
                        Message("{name}: enter {ability}'s result from the board, or 'no effect'",
                                name=state.seats[roll.target].name,
                                ability=game_name(ability.name) if ability is not None else roll.defence))
    if all_met(defence_refusals(state)):
        defender = state.roll.target
        assert defender is not None
        options = Joined(", ", tuple(game_name(a.name) for a in state.hero_of(defender).defensive()))
        return Decision(DecisionKind.DICE, defender,
                        Message("{name} picks a defence and rolls it once: {options}",
                                name=state.seats[defender].name, options=options))
    return Decision(DecisionKind.PASS, state.active, Message("steps, cards or statuses may still be played; 'next' "
                                                             "lands the damage"),
                    window="defence")
