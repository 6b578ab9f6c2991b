"""The dungeon map's index of cards by cell: what `card_at` answers is what a scan of the placed cards finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dungeoneer.dungeon_map import DungeonMap
from rules_engine.values import replace
from tests.dungeoneer.cards import ENTRANCE, location
from tests.support.search_budget import budget

CELLS = st.tuples(st.integers(-2, 2), st.integers(-2, 2))


def scanned(dungeon: DungeonMap, cell: tuple[int, int]) -> object:
    """The first card placed in `cell`, found by reading every placed card in order."""
    return next((place.card for place in dungeon.placed if place.cell == cell), None)


@settings(max_examples=budget(40, 300), deadline=None)
@given(steps=st.lists(st.tuples(st.booleans(), CELLS), max_size=12))
def test_card_at_answers_what_a_scan_of_the_placed_cards_finds(steps: list[tuple[bool, tuple[int, int]]]) -> None:
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0))
    for index, (adds, cell) in enumerate(steps):
        before = dungeon.card_at(cell)  # the index is built and read before the map changes
        assert before is scanned(dungeon, cell)
        dungeon = dungeon.with_card(location(f"L{index}", "OOOO"), cell) if adds else dungeon.without(cell)
        for x in range(-2, 3):
            for y in range(-2, 3):
                assert dungeon.card_at((x, y)) is scanned(dungeon, (x, y))


def test_a_copy_with_other_cards_never_reads_the_index_of_the_map_it_was_copied_from() -> None:
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0))
    assert dungeon.card_at((0, 0)) is ENTRANCE  # the index now remembers the entrance at (0, 0)
    moved = replace(dungeon, placed=DungeonMap().with_card(ENTRANCE, (1, 0)).placed)
    assert moved.card_at((0, 0)) is None
    assert moved.card_at((1, 0)) is ENTRANCE
    assert moved == DungeonMap().with_card(ENTRANCE, (1, 0))  # equality reads the placed cards only


def test_a_cell_given_as_a_list_is_compared_as_it_always_was() -> None:
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0))
    assert dungeon.card_at([0, 0]) is None  # type: ignore[arg-type]  # a list, as input may give it: no tuple equals it


def ways_out_read_from_the_neighbours(dungeon: DungeonMap, cell: tuple[int, int]) -> list[object]:
    """The ways out of `cell` as the map's neighbours and the card's exits give them, side by side."""
    card = dungeon.card_at(cell)
    if card is None:
        return []
    return [(side, other) for side, other, _ in dungeon.neighbours(cell) if card.exit(side).working]


def reached_through_ways_out(dungeon: DungeonMap) -> frozenset[tuple[int, int]]:
    """Every cell reached from the entrances, one way out at a time."""
    seen = set(dungeon.entrances())
    todo = list(seen)
    while todo:
        for _, other in ways_out_read_from_the_neighbours(dungeon, todo.pop()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return frozenset(seen)


@settings(max_examples=budget(40, 300), deadline=None)
@given(placed=st.lists(st.tuples(st.text("OWBT", min_size=4, max_size=4), CELLS), max_size=12))
def test_ways_out_and_the_cells_reached_are_what_the_neighbours_and_the_exits_give(
        placed: list[tuple[str, tuple[int, int]]]) -> None:
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0))
    for index, (sides, cell) in enumerate(placed):
        dungeon = dungeon.with_card(location(f"L{index}", sides), cell)
    for x in range(-3, 4):
        for y in range(-3, 4):
            assert list(dungeon.ways_out((x, y))) == ways_out_read_from_the_neighbours(dungeon, (x, y))
    assert dungeon.reachable_from_entrances() == reached_through_ways_out(dungeon)
