"""A refused placement carries where it goes wrong: the sides and the neighbour, for the map to draw."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.board import attack_preview, placement_faults
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.placement import Fault, placement_problems
from rules_engine.dungeoneer.stats import Stat
from tests.dungeoneer.screen_tables import battle_table, lord_table, walled_table


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
def test_a_wall_against_an_exit_names_both_sides_and_the_neighbour() -> None:
    state = walled_table()
    faults = placement_faults(state, "cell", (0, -2))  # north of the north tunnel: its south wall meets t1's exit
    assert [(f.fault, f.side, f.other_column, f.other_row, f.wall_on_other) for f in faults] == [
        ("exit-meets-wall", "south", 0, -1, False)]
    ruling = GAME.check(state, PlaceLocation("cell", (0, -2)))
    assert not ruling.allowed and ruling.message == faults[0].message
    assert ruling.citations[0].rule_id == faults[0].rule_id


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
def test_two_neighbours_give_two_faults_in_the_order_of_the_sides() -> None:
    faults = placement_faults(walled_table(), "cell", (1, -1))  # beside t1 (west) and above t2 (south)
    assert [(f.side, (f.other_column, f.other_row)) for f in faults] == [("south", (1, 0)), ("west", (0, -1))]


def test_a_wall_of_the_placed_card_against_an_exit_is_its_own() -> None:
    state = walled_table()
    # The sealed cell east of the east tunnel: its west wall meets t2's open east exit.
    faults = placement_faults(state, "cell", (2, 0))
    assert [(f.side, f.wall_on_other) for f in faults] == [("west", False)]
    assert placement_faults(state, "library", (2, 0)) == ()  # the library fits there: nothing to draw
    assert placement_problems(state.dungeon, state.card("library"), (2, 0), more_to_place=True) == ()


def test_faults_for_other_reasons_carry_the_cell_only() -> None:
    state = walled_table()
    faults = placement_faults(state, "library", (5, 5))
    assert [(f.fault, f.column, f.row, f.side, f.other_column) for f in faults] == [
        (str(Fault.NOT_TOUCHING), 5, 5, "", None)]


def test_the_attack_preview_gives_exact_odds_out_of_36() -> None:
    state = lord_table()
    legion = attack_preview(state, "legion", 1, Stat.MELEE)
    assert (legion.attacker_hits_in_36, legion.defender_hits_in_36) == (21, 10)
    assert (legion.attacker_hits, legion.defender_hits) == (58.3, 27.8)
    rows = GAME.view(battle_table()).data.attacks
    assert [(a.attacker, a.attacker_hits_in_36, a.defender_hits_in_36) for a in rows] == [
        ("Legion", 21, 10), ("Zombie", 15, 15)]


@pytest.mark.rule("dungeoneer.map.exits-not-walls")
def test_an_exit_of_the_placed_card_against_a_neighbours_wall_says_the_wall_is_the_neighbours() -> None:
    state = GAME.apply(walled_table(), PlaceLocation("cell", (-2, 0))).state  # joined by its east exit only
    faults = placement_faults(state, "library", (-2, -1))  # the library's open south exit on the cell's north wall
    assert [(f.side, (f.other_column, f.other_row), f.wall_on_other) for f in faults] == [("south", (-2, 0), True)]
    assert "south exit would face a wall of Sealed cell" in faults[0].message
