"""Where a location may be placed, or shifted to, and why not: the book's placement rules.

A new location lies upright (the app has no other way to hold it) in an empty cell beside the
dungeon; where it touches another card no exit may face a wall; it must be joined to the dungeon
through a working exit so that no part is cut off; and while location cards remain to be placed
the dungeon must keep a working exit facing an empty cell, so it is never closed. A shift moves a
card under the same rules, and afterwards every location must still have a path to an entrance.
"""

from __future__ import annotations

from functools import lru_cache

import enum
from collections.abc import Iterator

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.dungeon_map import STEPS, Cell, DungeonMap, beside
from rules_engine.dungeoneer.exits import SIDES, Side
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named, term


class Fault(enum.StrEnum):
    """What is wrong with a placement."""

    OCCUPIED = "occupied"
    NOT_TOUCHING = "not-touching"
    EXIT_MEETS_WALL = "exit-meets-wall"
    CUT_OFF = "cut-off"
    CLOSED = "closed"
    NOT_PLACED = "not-placed"


#: The rule each fault breaks (see rule_index.py).
RULE_OF = {
    Fault.OCCUPIED: "dungeoneer.map.joined",
    Fault.NOT_TOUCHING: "dungeoneer.map.joined",
    Fault.EXIT_MEETS_WALL: "dungeoneer.map.exits-not-walls",
    Fault.CUT_OFF: "dungeoneer.map.joined",
    Fault.CLOSED: "dungeoneer.map.not-closed",
    Fault.NOT_PLACED: "dungeoneer.map.shift",
}


@frozen_value(slots=True)
class Problem:
    """One reason a placement is refused, with where on the map it lies (for drawing it)."""

    fault: Fault
    message: str
    cell: Cell
    side: Side | None = None  # the side of the placed card where the fault is, if one side
    other: Cell | None = None  # the neighbour whose side meets `side`, for an exit meeting a wall
    wall_on_other: bool = False  # True when the wall is the neighbour's (the placed card's exit meets it)

    @property
    def rule_id(self) -> str:
        """The rule the placement breaks."""
        return RULE_OF[self.fault]


def placement_problems(dungeon: DungeonMap, card: LocationCard, cell: Cell, *,
                       more_to_place: bool) -> tuple[Problem, ...]:
    """Every reason `card` may not be placed in `cell` (empty when it may).

    `more_to_place` says whether location cards remain after this one: only then does a closed
    dungeon matter (the app's reading of the rule; with none left nothing more can be joined).
    """
    if dungeon.card_at(cell) is not None:
        taken = dungeon.card_at(cell)
        return (Problem(Fault.OCCUPIED, Message('{value} already lies there',
                                                value=taken.name if taken else Message('a location')), cell),)
    touching = list(dungeon.neighbours(cell))
    if not touching:
        return (Problem(Fault.NOT_TOUCHING, Message('{card} must lie against a location of the dungeon',
                                                    card=named(card.name)), cell),)
    problems = [problem for side, _, other in touching for problem in _facing(card, cell, side, other)]
    if problems:
        return tuple(problems)
    if not any(card.exit(side).working for side, _, _ in touching):
        problems.append(Problem(
            Fault.CUT_OFF, Message('{card} would be cut off: only walls join it to the dungeon',
                                   card=named(card.name)), cell))
    elif more_to_place and _closes(dungeon, card, cell):
        problems.append(Problem(
            Fault.CLOSED, Message('placing {card} there closes the dungeon: no exit is left open to join another location to',
                                  card=named(card.name)), cell))
    return tuple(problems)


def _two_open_faces(dungeon: DungeonMap) -> frozenset[Cell]:
    """Two of the empty cells the map's working exits face (the cells of its `frontier`), or all of them when there
    are fewer: the scan stops at the second, since a card placed in one cell fills one of them at most."""
    index = dungeon.remembered("cells", DungeonMap.cells)
    found: set[Cell] = set()
    for place in dungeon.placed:
        column, row = place.cell
        for way, (dx, dy) in zip(place.card.exits, STEPS):
            face = (column + dx, row + dy)
            if way.working and face not in index:
                found.add(face)
                if len(found) == 2:
                    return frozenset(found)
    return frozenset(found)


def _closes(dungeon: DungeonMap, card: LocationCard, cell: Cell) -> bool:
    """Whether `card` placed in the empty `cell` leaves the dungeon closed: `not dungeon.with_card(card, cell).frontier()`
    read without building that map. An exit of the map still faces an empty cell when it faced one other than `cell`
    before, and the card's own working exits face a cell the map leaves empty."""
    if dungeon.remembered("two open faces", _two_open_faces) - {cell}:
        return False
    index = dungeon.remembered("cells", DungeonMap.cells)
    return not any(way.working and beside(cell, side) not in index for side, way in zip(SIDES, card.exits))


def _facing(card: LocationCard, cell: Cell, side: Side, other: LocationCard) -> list[Problem]:
    """The fault where `card`'s `side` meets `other`: an exit facing a wall, either way round."""
    mine, theirs = card.exit(side), other.exit(side.opposite)
    if mine.working == theirs.working:
        return []
    if mine.working:
        message = Message("{card}'s {side} exit would face a wall of {other}",
                          card=named(card.name), side=term(side), other=named(other.name))
    else:
        message = Message("{card}'s {side} wall would face an exit of {other}",
                          card=named(card.name), side=term(side), other=named(other.name))
    return [Problem(Fault.EXIT_MEETS_WALL, message, cell, side, beside(cell, side), wall_on_other=mine.working)]


def legal_cells(dungeon: DungeonMap, card: LocationCard, *, more_to_place: bool) -> tuple[Cell, ...]:
    """Every cell where `card` may be placed now, nearest the entrance first."""
    candidates = {beside(place.cell, side) for place in dungeon.placed for side in SIDES}
    free = (cell for cell in candidates if dungeon.card_at(cell) is None)
    legal = [cell for cell in free if not placement_problems(dungeon, card, cell, more_to_place=more_to_place)]
    return tuple(sorted(legal, key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0])))


@frozen_value(slots=True)
class _Lifted:
    """The dungeon with the card in one cell lifted off for a shift: what every cell tried for it shares."""

    card: LocationCard | None  # the card lifted (None: the cell is empty)
    rest: DungeonMap  # the map without it

    @property
    def whole(self) -> bool:
        """Whether every location of the rest still reaches an entrance (searched once per rest, when a cell tried
        first gets past the placement rules)."""
        return self.rest.remembered("whole", _reaches_whole)


def _reaches_whole(dungeon: DungeonMap) -> bool:
    return not (dungeon.cells() - dungeon.reachable_from_entrances())


@frozen_value(slots=True)
class _Parts:
    """A map's locations split into the parts its working exits join, and the parts that hold an entrance. Read only
    when `two_way`: every exit between two cards is met by an exit of the same kind (working or wall), as the placement
    rules keep them, so a way runs both ways and the cells reached from the entrances are the parts holding one."""

    two_way: bool
    part_of: dict[Cell, int]
    count: int
    lit: frozenset[int]  # the parts holding an entrance

    def stranded(self, card: LocationCard, cell: Cell) -> frozenset[Cell]:
        """The cells left with no path to an entrance once `card`, joined without a problem, lies in the empty `cell`:
        the parts its working exits face join it, and are stranded with it unless it or one of them holds an entrance;
        every other part is stranded unless it holds its own."""
        column, row = cell
        joined = {self.part_of[(column + dx, row + dy)] for way, (dx, dy) in zip(card.exits, STEPS)
                  if way.working and (column + dx, row + dy) in self.part_of}
        joined_lit = card.entrance or not joined.isdisjoint(self.lit)
        if joined_lit and len(self.lit | joined) == self.count:
            return frozenset()
        cut = {x for x, part in self.part_of.items() if part not in self.lit and part not in joined}
        if not joined_lit:
            cut |= {x for x, part in self.part_of.items() if part in joined} | {cell}
        return frozenset(cut)


def _parts(dungeon: DungeonMap) -> _Parts:
    """The parts of `dungeon` (see `_Parts`), or `two_way` False when some exit meets a wall."""
    by_cell: dict[Cell, LocationCard] = {}
    for place in dungeon.placed:
        by_cell.setdefault(place.cell, place.card)
    for (column, row), card in by_cell.items():
        for side, (way, (dx, dy)) in enumerate(zip(card.exits, STEPS)):
            other = by_cell.get((column + dx, row + dy))
            if other is not None and way.working != other.exits[(side + 2) % 4].working:  # the facing side
                return _Parts(False, {}, 0, frozenset())
    part_of: dict[Cell, int] = {}
    lit: set[int] = set()
    count = 0
    for start in by_cell:
        if start in part_of:
            continue
        part, count = count, count + 1
        part_of[start] = part
        queue = [start]
        while queue:
            column, row = here = queue.pop()
            if by_cell[here].entrance:
                lit.add(part)
            for way, (dx, dy) in zip(by_cell[here].exits, STEPS):
                beyond = (column + dx, row + dy)
                if way.working and beyond in by_cell and beyond not in part_of:
                    part_of[beyond] = part
                    queue.append(beyond)
    return _Parts(True, part_of, count, frozenset(lit))


def _lifted(dungeon: DungeonMap, source: Cell) -> _Lifted:
    """The card in `source` lifted off `dungeon`, worked out once per map and cell."""
    return dungeon.remembered(("lifted", source), lambda whole_map: _Lifted(whole_map.card_at(source),
                                                                            whole_map.without(source)))


def rest_of(dungeon: DungeonMap, source: Cell) -> DungeonMap:
    """The map with the card in `source` lifted off, as the shift's checks read it (remembered per map and cell: its
    index of cards by cell is built once, by the first check)."""
    return _lifted(dungeon, source).rest


def shifted(dungeon: DungeonMap, source: Cell, target: Cell) -> DungeonMap:
    """The map after the card in `source` is shifted to `target` (no rule checked: see `shift_problems`)."""
    lifted = _lifted(dungeon, source)
    assert lifted.card is not None
    return lifted.rest.with_card(lifted.card, target)


def shift_problems(dungeon: DungeonMap, source: Cell, target: Cell, *,
                   more_to_place: bool) -> tuple[Problem, ...]:
    """Every reason the card in `source` may not be shifted to `target` (empty when it may).

    Worked out once per map, cell and target, and kept beside the map without the card (`DungeonMap.remembered`): the
    choices of a state with a shift owed try every target, and the check and the move of the one the table picks read
    the same answer."""
    lifted = _lifted(dungeon, source)
    if lifted.card is None:
        return (Problem(Fault.NOT_PLACED, Message('no location lies there to shift'), source),)
    if not isinstance(target, tuple):  # a cell given in another form (a list read from input): not a key
        return _shift_problems(lifted, target, more_to_place)
    return lifted.rest.remembered(("shifted to", target, more_to_place),
                                  lambda _: _shift_problems(lifted, target, more_to_place))


def _shift_problems(lifted: _Lifted, target: Cell, more_to_place: bool) -> tuple[Problem, ...]:
    """`shift_problems` of a card lifted off its map, worked out."""
    card, rest = lifted.card, lifted.rest
    assert card is not None
    problems = placement_problems(rest, card, target, more_to_place=more_to_place)
    if problems:
        return problems
    parts = rest.remembered("parts", _parts)
    if parts.two_way:
        # The card joins the parts of the rest its working exits face, each exit met by a working exit (no problem
        # above): the locations stranded are the parts that hold no entrance once it lies there, as the path search
        # of the shifted map would find.
        stranded = parts.stranded(card, target)
    elif lifted.whole:
        # Every location of the rest reaches an entrance, and the card joins a neighbour through a working exit met by
        # a working exit: the shifted map leaves none stranded.
        return ()
    else:
        after = rest.with_card(card, target)
        stranded = after.cells() - after.reachable_from_entrances()
    if stranded:
        names = ", ".join(sorted(c.name for c in (card if x == target else rest.card_at(x) for x in stranded)
                                 if c is not None))
        return (Problem(Fault.CUT_OFF, Message('the shift would leave {names} with no path to an entrance',
                                               names=names), target),)
    return ()


def shift_candidates(dungeon: DungeonMap, source: Cell) -> list[Cell]:
    """The cells tried for a shift of the location in `source`, in order: the empty cells beside the rest of
    the dungeon."""
    rest = _lifted(dungeon, source).rest  # the map without it, shared with the cells' checks
    near = {beside(other.cell, side) for other in rest.placed for side in SIDES}
    return sorted(near - rest.cells() - {source})


def shift_cells(dungeon: DungeonMap, source: Cell, *, more_to_place: bool) -> Iterator[Cell]:
    """The cells the location in `source` may be shifted to, in order, each checked by `shift_problems` only
    when it is reached (so a caller that needs one stops after one)."""
    for cell in shift_candidates(dungeon, source):
        if not shift_problems(dungeon, source, cell, more_to_place=more_to_place):
            yield cell


def may_shift(dungeon: DungeonMap, source: Cell, target: Cell, *, more_to_place: bool) -> bool:
    """Whether the location in `source` may be shifted to `target` (one of the cells tried, with no problem)."""
    return target in shift_candidates(dungeon, source) and not shift_problems(
        dungeon, source, target, more_to_place=more_to_place)


@lru_cache(maxsize=64)
def first_legal_shift(dungeon: DungeonMap, *, more_to_place: bool) -> tuple[Cell, Cell] | None:
    """The first location (in the order placed) that may be shifted, with the first cell it may go to; None
    when no location may move. The same as the first of `legal_shifts`, found without trying every shift.
    Remembered per dungeon (a map is an immutable value): the choices of every state between two placements or
    shifts read the same dungeon, and the search (a path search per cell tried) is most of their cost."""
    for place in dungeon.placed:
        for cell in shift_cells(dungeon, place.cell, more_to_place=more_to_place):
            return place.cell, cell
    return None


def legal_shifts(dungeon: DungeonMap, *, more_to_place: bool) -> tuple[tuple[Cell, tuple[Cell, ...]], ...]:
    """Every location that may be shifted, with the cells it may go to: only the empty cells beside the rest of
    the dungeon are tried, each checked by `shift_problems` (the entrance too: the book exempts no location)."""
    found = []
    for place in dungeon.placed:
        cells = tuple(shift_cells(dungeon, place.cell, more_to_place=more_to_place))
        if cells:
            found.append((place.cell, cells))
    return tuple(found)
