"""Leaving a location: which exit, what it asks, and what happens when its threat is passed or failed.

Only the exits of the location being left count; those of the location entered are ignored. A
move costs one action point. An open exit asks nothing. A blocked exit asks for its threat: failed,
the hero loses an action point instead of moving (and with no points left it has opened the exit
for others but stays). A trapped exit asks for its threat too: failed, the hero takes a wound but
leaves anyway. A wall is never passed.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.dungeon_map import Cell, DungeonMap, beside
from rules_engine.dungeoneer.exits import Exit, ExitKind, Side
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named, term

MOVE_RULE = "dungeoneer.deeds.move"
LEAVING_RULE = "dungeoneer.move.leaving-exits"
OPEN_RULE = "dungeoneer.exits.open"
BLOCKED_RULE = "dungeoneer.exits.blocked"
TRAP_RULE = "dungeoneer.exits.trap"
WALL_RULE = "dungeoneer.exits.wall"

RULE_OF_EXIT = {ExitKind.OPEN: OPEN_RULE, ExitKind.BLOCKED: BLOCKED_RULE, ExitKind.TRAP: TRAP_RULE,
                ExitKind.WALL: WALL_RULE}


@frozen_value(slots=True)
class Way:
    """A way out of a location on one side: the exit of the card being left and where it leads."""

    side: Side
    exit: Exit
    to: Cell

    @property
    def needs_threat(self) -> bool:
        """True when passing asks for a threat roll (a blocked or trapped exit)."""
        return self.exit.kind in (ExitKind.BLOCKED, ExitKind.TRAP)


@frozen_value(slots=True)
class NoWay:
    """Why there is no way out on a side: the rule and the message of the refusal."""

    rule_id: str
    message: str


def way_out(dungeon: DungeonMap, cell: Cell, side: Side) -> Way | NoWay:
    """The way out of `cell` on `side`, or why there is none."""
    here = dungeon.card_at(cell)
    if here is None:
        return NoWay(MOVE_RULE, Message('there is no location there'))
    target = beside(cell, side)
    if dungeon.card_at(target) is None:
        return NoWay(MOVE_RULE, Message('no location lies {side} of {here}', side=term(side), here=named(here.name)))
    exit_ = here.exit(side)
    if not exit_.working:
        return NoWay(WALL_RULE, Message('{here} has a wall on its {side} side', here=named(here.name), side=term(side)))
    return Way(side, exit_, target)


def way_open(dungeon: DungeonMap, cell: Cell, side: Side) -> bool:
    """Whether `way_out` finds a way out of `cell` on `side` (read without wording why not)."""
    here = dungeon.card_at(cell)
    return here is not None and dungeon.card_at(beside(cell, side)) is not None and here.exit(side).working


class Passage(enum.StrEnum):
    """What happens at the exit."""

    MOVES = "moves"  # the hero moves through
    MOVES_PAYING = "moves-paying"  # a failed blocked exit: one more action point, and the hero goes through
    MOVES_WOUNDED = "moves-wounded"  # a failed trap: one wound, and the hero leaves anyway
    OPENED_STAYS = "opened-stays"  # a failed blocked exit with no point left: open now, the hero stays


@frozen_value(slots=True)
class ExitResult:
    """The result of trying an exit: what happened and what it costs beyond the move's own point."""

    passage: Passage
    points_lost: int = 0
    wounds: int = 0

    @property
    def moved(self) -> bool:
        """True when the hero is now in the next location."""
        return self.passage is not Passage.OPENED_STAYS


def asks_threat(way: Way, *, held_open: bool) -> bool:
    """True when leaving through `way` needs its threat rolled (not for a blocked exit held open)."""
    if way.exit.kind is ExitKind.BLOCKED and held_open:
        return False
    return way.needs_threat


def try_exit(way: Way, passed: bool | None, points_left: int, *, held_open: bool = False) -> ExitResult:
    """The result of leaving through `way`; `passed` is the threat's outcome (None when none was asked).

    `points_left` counts the action points the hero still has after paying for the move itself;
    `held_open` says a blocked exit was opened earlier and has not been closed since.
    """
    if not asks_threat(way, held_open=held_open) or passed:
        return ExitResult(Passage.MOVES)
    if way.exit.kind is ExitKind.TRAP:
        return ExitResult(Passage.MOVES_WOUNDED, wounds=1)
    if points_left > 0:
        return ExitResult(Passage.MOVES_PAYING, points_lost=1)
    return ExitResult(Passage.OPENED_STAYS)
