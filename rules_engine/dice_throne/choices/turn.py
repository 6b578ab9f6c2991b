"""Choices that move the match along: the roll-off, ending a phase, and 'done' for what is resolving."""

from __future__ import annotations

from rules_engine.chance import DiceRequest, fill
from rules_engine.decisions import Choice, Rolled
from rules_engine.dice_throne.actions import DefenceNoEffect, NextPhase, Resolved, RollOff
from rules_engine.dice_throne.dice import plain_die
from rules_engine.dice_throne.combat import no_effect_refusals
from rules_engine.dice_throne.flow import next_refusals
from rules_engine.requirements import all_met
from rules_engine.dice_throne.interrupts import describe, finish_refusals
from rules_engine.dice_throne.phases import label
from rules_engine.dice_throne.state import DTState
from rules_engine.messages import Message


def roll_off_choice(state: DTState) -> Choice:
    """Every player rolls one plain die; the highest starts."""
    die, count = plain_die(), len(state.seats)
    request = DiceRequest(die, count, Message("first player roll-off"), fill(RollOff))
    return Choice.of(RollOff, f"roll off: every player rolls one die ({count} × d6)", request=request,
                     verb="roll-off", roll=Rolled(die, count))


def turn_choices(state: DTState) -> tuple[Choice, ...]:
    """'next' when the phase may end; 'no effect' when a rolled defence's result is owed; 'done' when what is on top
    of the resolving stack may be closed."""
    out = []
    if all_met(next_refusals(state)):
        out.append(Choice.of(NextPhase, f"next: end {label(state.phase)}", actor=state.active, verb="next"))
    if all_met(no_effect_refusals(state)):
        defender = state.roll.target
        out.append(Choice.of(DefenceNoEffect, "no effect: the defence's result gives nothing to enter", actor=defender,
                             verb="no effect"))
    if all_met(finish_refusals(state)):
        top = state.resolving[-1]
        out.append(Choice.of(Resolved, f"done: {describe(state, top)} has resolved", actor=top.seat, verb="done"))
    return tuple(out)
