"""The dungeon as laid out on the table: location cards on a grid, and the ways between them.

Cells are (column, row) pairs, the entrance wherever the table put it (the app starts it at
(0, 0)); north is the row above. Two cards side by side are neighbours whatever their exits
show; a hero passes between them only through a working exit (anything but a wall) of the card
being left. The placement rules keep exits from facing walls, so a working exit is always met by
a working exit on the other side.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterator
from typing import TypeVar

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.exits import SIDES, Side
from rules_engine.dungeoneer.locations import LocationCard

Cell = tuple[int, int]
T = TypeVar("T")


def beside(cell: Cell, side: Side) -> Cell:
    """The cell next to `cell` on `side`."""
    dx, dy = side.step
    return cell[0] + dx, cell[1] + dy


#: The (column, row) step to the neighbouring cell on each side, in the order of `SIDES`.
STEPS = tuple(side.step for side in SIDES)


@frozen_value(slots=True)
class PlacedLocation:
    """A location card lying in one cell of the dungeon."""

    card: LocationCard
    cell: Cell


@frozen_value
class DungeonMap:
    """Every placed location, in the order placed.

    Without slots on purpose: the map keeps, beside its one field, an index of its cards by cell worked
    out on first use (`_by_cell`), since a path search or a placement check asks `card_at` hundreds of
    times of the same map, and what the placement rules derive from it (`remembered`: the rest of the
    map with one card lifted for a shift, the exits still facing empty cells) and its hash. None of them
    is a field (equality, hashing and the stored form read `placed` only) and each remembers the very
    tuple it was built from, so a copy with other cards never reads it.
    """

    placed: tuple[PlacedLocation, ...] = ()

    def __hash__(self) -> int:
        """The hash of `placed` (the generated one), worked out once per map: the shift search's memo hashes the
        map on every look-up, and hashing walks every card's exits."""
        known = self.__dict__.get("_hash")
        if known is not None and known[0] is self.placed:
            value: int = known[1]
            return value
        value = hash((self.placed,))
        self.__dict__["_hash"] = (self.placed, value)
        return value

    def remembered(self, key: Hashable, work: Callable[[DungeonMap], T]) -> T:
        """What `work` makes of this map, worked out once per map object and kept beside it under `key` (the map is
        an immutable value, so whatever is derived from it alone stays true: a check, the apply after it and the
        choices of the same state share it)."""
        memo = self.__dict__.get("_remembered")
        if memo is None or memo[0] is not self.placed:
            memo = (self.placed, {})
            self.__dict__["_remembered"] = memo
        table: dict[Hashable, object] = memo[1]
        if key in table:
            return table[key]  # type: ignore[return-value]  # stored by this very key's `work`, of type T
        value = work(self)
        table[key] = value
        return value

    def _by_cell(self) -> dict[Cell, LocationCard]:
        """Each occupied cell's card (the first placed there, as a scan in order finds it)."""
        known = self.__dict__.get("_cell_index")
        if known is not None and known[0] is self.placed:
            index: dict[Cell, LocationCard] = known[1]
            return index
        index = {}
        for place in self.placed:
            index.setdefault(place.cell, place.card)
        self.__dict__["_cell_index"] = (self.placed, index)
        return index

    def card_at(self, cell: Cell) -> LocationCard | None:
        """The card lying in `cell`, or None for an empty cell."""
        if isinstance(cell, tuple):
            return self._by_cell().get(cell)
        for place in self.placed:  # a cell given in another form (a list read from input): compared as before
            if place.cell == cell:
                return place.card
        return None

    def cell_of(self, card_id: str) -> Cell | None:
        """Where the card with this id lies, or None when it is not on the table."""
        for place in self.placed:
            if place.card.id == card_id:
                return place.cell
        return None

    def cells(self) -> frozenset[Cell]:
        """Every occupied cell."""
        return frozenset(place.cell for place in self.placed)

    def with_card(self, card: LocationCard, cell: Cell) -> DungeonMap:
        """A copy with one more card placed (no rule checked: see `placement`)."""
        return DungeonMap(self.placed + (PlacedLocation(card, cell),))

    def without(self, cell: Cell) -> DungeonMap:
        """A copy with the card in `cell` taken off the table."""
        return DungeonMap(tuple(place for place in self.placed if place.cell != cell))

    def told_beside(self, cell: Cell, avoid: str = "") -> tuple[Side, LocationCard] | None:
        """How the table names `cell`: a side and a placed location, `cell` lying on that side of it ('east of the
        Library'); a location other than `avoid` (the card a shift moves) while another will do; None when no
        location touches `cell`."""
        index = self._by_cell()
        column, row = cell
        second: tuple[Side, LocationCard] | None = None
        for side, (dx, dy) in zip(SIDES, STEPS):
            card = index.get((column - dx, row - dy))  # the card on the side of `cell` opposite to `side`
            if card is not None:
                if card.id != avoid:
                    return side, card  # the first side in order whose card is not `avoid`, as a stable min would pick
                if second is None:
                    second = side, card
        return second

    def neighbours(self, cell: Cell) -> Iterator[tuple[Side, Cell, LocationCard]]:
        """The cards beside `cell`, with the side of `cell` they lie on."""
        index = self._by_cell()  # each neighbouring cell is a tuple: `card_at` reads it from the index
        column, row = cell
        for side, (dx, dy) in zip(SIDES, STEPS):
            other = (column + dx, row + dy)
            card = index.get(other)
            if card is not None:
                yield side, other, card

    def ways_out(self, cell: Cell) -> Iterator[tuple[Side, Cell]]:
        """The neighbouring cells a hero in `cell` may try to reach: through the card's working exits (in the order
        of `SIDES`, the order a card lists its exits)."""
        card = self.card_at(cell)
        if card is None:
            return
        index = self._by_cell()
        column, row = cell
        for side, way, (dx, dy) in zip(SIDES, card.exits, STEPS):
            if way.working:
                other = (column + dx, row + dy)
                if other in index:
                    yield side, other

    def entrances(self) -> tuple[Cell, ...]:
        """The cells of every entrance location on the table."""
        return tuple(place.cell for place in self.placed if place.card.entrance)

    def reachable_from_entrances(self) -> frozenset[Cell]:
        """Every cell a hero could walk to from an entrance, ignoring what exits ask of it (`ways_out`, written out
        here: a shift or a placement asks it of every map it tries)."""
        index = self._by_cell()
        seen = set(self.entrances())
        queue = deque(seen)
        while queue:
            column, row = queue.popleft()
            card = index.get((column, row))
            if card is None:
                continue
            for way, (dx, dy) in zip(card.exits, STEPS):
                other = (column + dx, row + dy)
                if way.working and other in index and other not in seen:
                    seen.add(other)
                    queue.append(other)
        return frozenset(seen)

    def distance_to_entrance(self, cell: Cell) -> int | None:
        """Steps through working exits from `cell` to the nearest entrance (None when cut off).

        A hero on the entrance is 0 steps away, next to it 1; the locations lying between the two
        are one fewer than the steps (see `locations_between`).
        """
        starts = self.entrances()
        steps = {start: 0 for start in starts}
        queue = deque(starts)
        while queue:
            here = queue.popleft()
            if here == cell:
                return steps[here]
            for _, other in self.ways_out(here):
                if other not in steps:
                    steps[other] = steps[here] + 1
                    queue.append(other)
        return None

    def locations_between(self, cell: Cell) -> int | None:
        """How many locations separate `cell` from the nearest entrance, both left out (None when cut off)."""
        steps = self.distance_to_entrance(cell)
        return None if steps is None else max(steps - 1, 0)

    def frontier(self) -> tuple[tuple[Cell, Side], ...]:
        """Each working exit that faces an empty cell: where a new location could still be joined."""
        found = []
        for place in self.placed:
            for side in SIDES:
                if place.card.exit(side).working and self.card_at(beside(place.cell, side)) is None:
                    found.append((place.cell, side))
        return tuple(found)
