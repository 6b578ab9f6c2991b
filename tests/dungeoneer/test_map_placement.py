"""Placing and shifting locations: the book's placement rules, by example and as properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dungeoneer.dungeon_map import DungeonMap
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.placement import RULE_OF, Fault, legal_cells, placement_problems, shift_problems
from rules_engine.rules_index import get_rule
from tests.dungeoneer.cards import ENTRANCE, location

START = DungeonMap().with_card(ENTRANCE, (0, 0))


def faults(problems) -> set[Fault]:
    return {p.fault for p in problems}


@pytest.mark.rule("dungeoneer.map.joined")
def test_a_location_lies_against_the_dungeon() -> None:
    assert placement_problems(START, location("Hall", "OOOO"), (0, -1), more_to_place=True) == ()
    far = placement_problems(START, location("Hall", "OOOO"), (0, -2), more_to_place=True)
    assert faults(far) == {Fault.NOT_TOUCHING}
    assert far[0].rule_id == "dungeoneer.map.joined"


def test_an_occupied_cell_is_refused() -> None:
    assert faults(placement_problems(START, location("Hall", "OOOO"), (0, 0), more_to_place=True)) == {Fault.OCCUPIED}


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
def test_an_exit_may_not_face_a_wall_and_the_problem_says_which_side() -> None:
    # North of the entrance, the new card's south side faces the entrance's open north exit.
    problems = placement_problems(START, location("Crypt", "OOWO"), (0, -1), more_to_place=True)
    assert faults(problems) == {Fault.EXIT_MEETS_WALL}
    assert problems[0].side is Side.SOUTH and "wall" in problems[0].message
    assert problems[0].rule_id == "dungeoneer.map.exits-not-walls"


@pytest.mark.rule("dungeoneer.map.joined", "dungeoneer.map.exits-not-walls")
def test_a_wall_against_a_wall_is_fine_but_not_as_the_only_join() -> None:
    dungeon = START.with_card(location("Hall", "OWOO"), (0, -1))  # east wall
    # (1, -1) touches only Hall: the new card's west wall meets Hall's east wall, and walls
    # meeting walls leave it cut off.
    cut_off = placement_problems(dungeon, location("Niche", "OOOW"), (1, -1), more_to_place=True)
    assert faults(cut_off) == {Fault.CUT_OFF}
    # At (1, 0) the same card touches the entrance's east exit with its west wall: an exit faces a wall.
    assert faults(placement_problems(dungeon, location("Niche", "OOOW"), (1, 0), more_to_place=True)) == {
        Fault.EXIT_MEETS_WALL}
    # A card with walls to Hall and an open exit to the entrance is joined.
    assert placement_problems(dungeon, location("Corner", "WOOO"), (1, 0), more_to_place=True) == ()


@pytest.mark.rule("dungeoneer.map.not-closed")
def test_the_dungeon_may_not_be_closed_while_locations_remain() -> None:
    # Four dead ends around the entrance leave no exit facing an empty cell.
    dungeon = (START.with_card(location("N", "WWOW"), (0, -1)).with_card(location("E", "WWWO"), (1, 0))
               .with_card(location("S", "OWWW"), (0, 1)))
    last = location("W", "WOWW")
    problems = placement_problems(dungeon, last, (-1, 0), more_to_place=True)
    assert faults(problems) == {Fault.CLOSED}
    assert problems[0].rule_id == "dungeoneer.map.not-closed"
    assert placement_problems(dungeon, last, (-1, 0), more_to_place=False) == ()


def test_legal_cells_lists_only_cells_without_problems() -> None:
    card = location("Crypt", "OOWO")
    cells = legal_cells(START, card, more_to_place=True)
    assert (0, -1) not in cells  # its south wall would face the entrance's north exit
    assert {(1, 0), (-1, 0), (0, 1)} <= set(cells)


@pytest.mark.rule("dungeoneer.map.shift")
def test_a_shift_keeps_every_location_reachable() -> None:
    dungeon = START.with_card(location("Hall", "OOOO"), (0, -1)).with_card(location("Tower", "WWOW"), (0, -2))
    # Moving Hall away strands the Tower north of it.
    problems = shift_problems(dungeon, (0, -1), (1, 0), more_to_place=True)
    assert faults(problems) == {Fault.CUT_OFF} and "Tower" in problems[0].message
    # The Tower's west wall cannot face the entrance's east exit; an open card can go there.
    assert faults(shift_problems(dungeon, (0, -2), (1, 0), more_to_place=True)) == {Fault.EXIT_MEETS_WALL}
    open_tower = START.with_card(location("Hall", "OOOO"), (0, -1)).with_card(location("Tower", "OOOO"), (0, -2))
    assert shift_problems(open_tower, (0, -2), (1, 0), more_to_place=True) == ()
    assert faults(shift_problems(dungeon, (5, 5), (1, 0), more_to_place=True)) == {Fault.NOT_PLACED}


def test_every_fault_cites_an_indexed_rule() -> None:
    for fault in Fault:
        assert get_rule(RULE_OF[fault]).book == "dungeoneer"


def test_distance_to_the_entrance_counts_locations_between() -> None:
    dungeon = START.with_card(location("Hall", "OOOO"), (0, -1)).with_card(location("Tower", "WWOW"), (0, -2))
    assert dungeon.distance_to_entrance((0, 0)) == 0
    assert dungeon.distance_to_entrance((0, -2)) == 2


# -- properties --------------------------------------------------------------------------------

LETTERS = st.sampled_from("OOOWBT")  # open exits more often, as on real cards
SIDES_TEXT = st.tuples(LETTERS, LETTERS, LETTERS, LETTERS).map("".join)


@settings(max_examples=60, deadline=None)
@given(decks=st.lists(SIDES_TEXT, min_size=1, max_size=14), picks=st.randoms(use_true_random=False))
def test_random_legal_placements_never_cut_off_or_close_the_dungeon(decks: list[str], picks) -> None:
    dungeon = START
    for index, sides in enumerate(decks):
        card = location(f"L{index}", sides)
        more = index < len(decks) - 1
        cells = legal_cells(dungeon, card, more_to_place=more)
        if not cells:
            continue  # the table would set the card aside; nothing to place
        dungeon = dungeon.with_card(card, picks.choice(cells))
        assert dungeon.reachable_from_entrances() == dungeon.cells()
        if more:
            assert dungeon.frontier(), "the dungeon closed while locations remain"
        for place in dungeon.placed:  # no exit faces a wall anywhere
            for side, _, other in dungeon.neighbours(place.cell):
                assert place.card.exit(side).working == other.exit(side.opposite).working


@settings(max_examples=40, deadline=None)
@given(decks=st.lists(SIDES_TEXT, min_size=2, max_size=10), picks=st.randoms(use_true_random=False))
def test_random_allowed_shifts_keep_every_location_reachable(decks: list[str], picks) -> None:
    dungeon = START
    for index, sides in enumerate(decks):
        card = location(f"L{index}", sides)
        cells = legal_cells(dungeon, card, more_to_place=True)
        if cells:
            dungeon = dungeon.with_card(card, picks.choice(cells))
    for _ in range(5):
        source = picks.choice(sorted(dungeon.cells()))
        target = picks.choice(sorted({(x + dx, y + dy) for x, y in dungeon.cells()
                                      for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))}))
        if not shift_problems(dungeon, source, target, more_to_place=True):
            card = dungeon.card_at(source)
            assert card is not None
            dungeon = dungeon.without(source).with_card(card, target)
            assert dungeon.reachable_from_entrances() == dungeon.cells()


@pytest.mark.parametrize("cell", [(0, -1), (1, 0), (0, 1), (-1, 0)])
def test_a_card_open_all_round_fits_every_side_of_the_entrance(cell) -> None:
    assert placement_problems(START, location("Hall", "OOOO"), cell, more_to_place=True) == ()
