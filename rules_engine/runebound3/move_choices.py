"""Choices and the decision of a move by terrain dice: the roll, then spending, rerolling or stopping."""

from __future__ import annotations

from rules_engine.decisions import Choice, Decision, DecisionKind, OneOf
from rules_engine.messages import Message
from rules_engine.runebound3.challenge_choices import terrain_roll
from rules_engine.runebound3.dice_moves import ANY, WILD, STEP_NEEDS, move_request, reroll_request
from rules_engine.runebound3.actions import EndMove, MoveReroll, MoveRoll, MoveStep
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.state import CITIES, R3State, SpaceKind

#: Space names the random games and completion offer for a step (the board's spaces are the table's).
STEP_SPACES = (*CITIES, "Wilds", "Town", "Sanctuary")


def roll_choice(state: R3State) -> Choice:
    """Roll the hero's terrain dice for a move (one action)."""
    return Choice.of(MoveRoll, "move by terrain dice", actor=state.active, request=move_request(state),
                     roll=terrain_roll(terrain_die(state), state.hero.sheet.speed))


def move_choices(state: R3State) -> tuple[Choice, ...]:
    """While a move is under way: spend each unspent die on a space its face pays for, exert to reroll one, stop."""
    moving = state.moving
    assert moving is not None
    seat = state.active
    found: list[Choice] = []
    kinds = tuple(k.value for k in SpaceKind)
    for die in moving.unspent:
        face = moving.faces[die]
        needs = STEP_NEEDS if WILD in face else tuple(n for n in STEP_NEEDS if n in face or n == ANY)
        found.append(Choice.of(MoveStep, f"spend die {die + 1} ({'+'.join(face)})", actor=seat, die=die,
                               space=OneOf(STEP_SPACES), kind=OneOf(kinds), needs=OneOf(needs)))
    if state.hero.hand and moving.unspent:
        for die in moving.unspent:
            found.append(Choice.of(MoveReroll, f"exert: reroll die {die + 1}", actor=seat, die=die,
                                   request=reroll_request(state, die), roll=terrain_roll(terrain_die(state), 1)))
    found.append(Choice.of(EndMove, "stop the move", actor=seat))
    return tuple(found)


def move_decision(state: R3State) -> Decision:
    """What a move under way waits for: the dice left to spend."""
    moving = state.moving
    assert moving is not None
    faces = ", ".join(f"{die + 1}: {'+'.join(moving.faces[die])}" for die in moving.unspent)
    return Decision(DecisionKind.CHOICE, state.active,
                    Message("{player}: spend a die per space (step), exert to reroll one, or stop; dice left {faces}",
                            player=state.names[state.active], faces=faces))
