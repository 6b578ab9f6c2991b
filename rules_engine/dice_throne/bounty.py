"""Bounty-like statuses ("attacked-bonus"): the attack on their holder deals +1 and earns its attacker 1 CP."""

from __future__ import annotations

from rules_engine.dice_throne.damage import DAMAGE_TYPES, Step
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.phases import ROLL_PHASES
from rules_engine.dice_throne.state import DTState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dice_throne.game_names import game_name

EFFECT = "attacked-bonus"


def attack_index(state: DTState) -> int | None:
    """The position of the attack's own damage among the pending damage, if the attack deals any."""
    for i, item in enumerate(state.pending):
        if item.attack:
            return i
    return None


def bounty_statuses(state: DTState) -> tuple[StatusDef, ...]:
    """Every status in the match that rewards attacking its holder."""
    return tuple(s for h in state.heroes for s in h.statuses if s.effect == EFFECT)


def reward(state: DTState, sdef: StatusDef, ref: Referee) -> DTState:
    """Count one Bounty-like status on the attack's target: +1 to the attack's damage, 1 CP when the roll phase ends.

    Counted once per attack and status: when the target is fixed (the status is there already), or
    when the status lands on the fixed target during the roll phases; a retarget starts afresh.
    """
    index = attack_index(state)
    if index is None or sdef.id in state.roll.bounty_counted:
        return state
    item = state.pending[index]
    ref.cite("dice-throne.status.bounty")
    if DAMAGE_TYPES[item.kind].boostable:
        pending = list(state.pending)
        pending[index] = replace(item, steps=item.steps + (Step("add", 1, sdef.name, True),))
        state = replace(state, pending=tuple(pending))
    # The CP comes with the attack, when the roll phase ends: if the target changes first
    # (a card turns the targeting die), the new target's statuses decide instead.
    ref.note(Message('{status}: the attack deals +1 and {active} gains 1 CP when the roll phase ends',
                     status=game_name(sdef.name), active=state.seats[state.active].name))
    return replace(state, roll=replace(state.roll, bounty_cp=state.roll.bounty_cp + 1,
                                       bounty_counted=state.roll.bounty_counted + (sdef.id,)))


def on_placed(state: DTState, seat: int, sdef: StatusDef, held_before: int, ref: Referee) -> DTState:
    """A Bounty-like status that newly lands on the current attack's target still counts for that attack."""
    roll = state.roll
    if (sdef.effect != EFFECT or held_before or not state.seats[seat].count(sdef.id)
            or state.phase not in ROLL_PHASES or roll.activated is None or roll.target != seat):
        return state
    return reward(state, sdef, ref)
