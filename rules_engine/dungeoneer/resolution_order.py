"""The book's order of resolution («Порядок действий», general rules): what waits is resolved in that order.

In a dispute the book resolves, in this order: boons (heroes' abilities too), treasures, banes, the exit,
spending action points, entering the location, gaining peril and glory, the location's effect, the
encounter, the attack roll, the counter roll, the quest, passing the turn. The app meets several of these
waiting at once: alone, a room's peril dice (the peril gained) with its hazard (the location's effect); the
hazard with the peril cards owed or a trap's threat (encounters); a trap's threat with a battle's rolls;
a battle with a shared quest to replace (the quest); any of them with the end of a phase (passing the
turn). `waiting` lists what waits, each at its place in the book's order; `in_order` refuses resolving a
step while an earlier one waits, citing the order. Cards (boons, treasures, banes) come first in the
book's order, so playing one never waits; their own timing rules say when they are played.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.words import term
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement

ORDER_RULE = "dungeoneer.general.order"


class Step(enum.IntEnum):
    """The book's order of resolution, first first."""

    BOONS = 0
    TREASURES = 1
    BANES = 2
    EXIT = 3
    POINTS = 4
    ENTERING = 5
    GAINING = 6  # alone: the peril dice rolled instead of the peril gained
    LOCATION = 7  # the location's effect: its hazard
    ENCOUNTER = 8  # the peril cards drawn alone, a trap's threat
    ATTACK_ROLL = 9  # with the response before it
    COUNTER_ROLL = 10  # with the battle's later stages (challenge, lair, reward), which follow it
    QUEST = 11  # a quest attempt, the new shared quest
    PASSING = 12  # ending a phase, and with it the turn


@frozen_value(slots=True)
class Waiting:
    """One thing waiting to be resolved, at its place in the book's order."""

    step: Step
    what: str  # a message naming it and the command that resolves it


#: The waiting things whose words name nothing of the state: one value each, made once (a ruling that only asks whether
#: something earlier waits makes none).
_PERIL_ROLL = Waiting(Step.GAINING, Message('the peril roll (peril-roll)'))
_PERIL_CARDS = Waiting(Step.ENCOUNTER, Message('the peril cards owed (draw-peril)'))
_TRAP = Waiting(Step.ENCOUNTER, Message("the trap's threat (trap-roll)"))
_ATTACK_ROLL = Waiting(Step.ATTACK_ROLL, Message("the battle's attack roll"))
_SHARED_QUEST = Waiting(Step.QUEST, Message('the new shared quest (shared QUEST)'))


def _in_order(state: DgState) -> Iterator[Waiting]:
    """What waits now, one at a time in the book's order (each step's check below is written in that order, so the
    first found is the first to resolve): a caller that needs only the first names only the first."""
    solo = state.solo
    if solo is not None and solo.peril_dice:
        yield _PERIL_ROLL
    if state.hazard is not None:
        yield Waiting(Step.LOCATION, Message("the location's {kind} (hazard)", kind=term(state.hazard.kind)))
    if solo is not None and solo.to_draw:
        yield _PERIL_CARDS
    if state.traps:
        yield _TRAP
    if state.battle is not None:
        if state.battle.stage in (Stage.RESPONSE, Stage.ATTACK_ROLLS):
            yield _ATTACK_ROLL
        else:
            yield Waiting(Step.COUNTER_ROLL, Message("the rest of the battle ({stage})", stage=term(state.battle.stage)))
    if state.shared_wanted:
        yield _SHARED_QUEST


def waiting(state: DgState) -> tuple[Waiting, ...]:
    """Everything that waits now, in the book's order (the first is resolved first)."""
    return tuple(_in_order(state))


def first_waiting(state: DgState, step: Step) -> Waiting | None:
    """The first thing waiting that the book resolves before `step`, or None: the first that waits, when it comes
    before `step` (what follows it comes later still)."""
    first = next(_in_order(state), None)
    return first if first is not None and first.step < step else None


#: The book's order kept (nothing earlier waits): one value for every ruling that finds it so (a met requirement's
#: words are never read).
_MET_IN_ORDER = Requirement(True, ORDER_RULE, "")


def in_order_requirement(state: DgState, step: Step) -> Requirement:
    """Nothing the book resolves before `step` still waiting."""
    earlier = first_waiting(state, step)
    return _MET_IN_ORDER if earlier is None else Requirement.unmet(ORDER_RULE, Message(
        "{what} comes first (the book's order of resolution)", what=earlier.what))


def in_order(state: DgState, step: Step, ref: Referee) -> None:
    """Refuse resolving `step` while something the book resolves earlier still waits, citing the order."""
    ref.enforce((in_order_requirement(state, step),))


def nothing_waits(state: DgState) -> Requirement:
    """Nothing still waiting before a new deed (a move, an exploration, standing up, a battle): the steps of the
    deed under way are resolved first, in the book's order."""
    first = next(_in_order(state), None)
    return _MET_IN_ORDER if first is None else Requirement.unmet(ORDER_RULE, Message(
        "{what} comes first (the book's order of resolution)", what=first.what))


def nothing_waiting(state: DgState, ref: Referee) -> None:
    """Refuse a new deed while anything still waits (see `nothing_waits`)."""
    ref.enforce((nothing_waits(state),))
