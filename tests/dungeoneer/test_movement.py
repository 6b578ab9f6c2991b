"""Leaving a location through its exits, entering the next: the book's movement rules by example."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.action_points import may_save_a_point, points_at_refresh
from rules_engine.dungeoneer.dungeon_map import DungeonMap
from rules_engine.dungeoneer.entering import Gain, face_hazard, gain_for_staying, gain_on_entering, hazard_met
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.locations import Hazard, HazardKind
from rules_engine.dungeoneer.movement import NoWay, Passage, Way, asks_threat, try_exit, way_out
from rules_engine.dungeoneer.stats import Stat
from rules_engine.values import replace
from tests.dungeoneer.cards import ENTRANCE, location

# The book's movement example: the crypt and, east of it, the library, whose exit towards the
# crypt is a trap.
CRYPT = location("Crypt", "OOOO", glory=1, peril=2)
LIBRARY = location("Library", "OOOT", glory=2, peril=1)
DUNGEON = DungeonMap().with_card(ENTRANCE, (0, 0)).with_card(CRYPT, (0, -1)).with_card(LIBRARY, (1, -1))


def way(cell, side) -> Way:
    found = way_out(DUNGEON, cell, side)
    assert isinstance(found, Way), found
    return found


@pytest.mark.rule("dungeoneer.move.leaving-exits", "dungeoneer.deeds.move")
def test_entering_the_library_ignores_its_trapped_exit() -> None:
    into_library = way((0, -1), Side.EAST)
    assert into_library.to == (1, -1) and not asks_threat(into_library, held_open=False)
    assert try_exit(into_library, None, points_left=2).passage is Passage.MOVES


@pytest.mark.rule("dungeoneer.exits.trap")
def test_leaving_the_library_the_other_way_meets_its_trap() -> None:
    back = way((1, -1), Side.WEST)
    assert asks_threat(back, held_open=False) and back.exit.target == 4
    assert try_exit(back, True, points_left=0).passage is Passage.MOVES
    failed = try_exit(back, False, points_left=3)
    assert failed.passage is Passage.MOVES_WOUNDED and failed.wounds == 1 and failed.moved


@pytest.mark.rule("dungeoneer.exits.blocked")
def test_a_blocked_exit_costs_a_point_or_holds_the_hero() -> None:
    gate = location("Gate", "BOOO")
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0)).with_card(gate, (0, 1)).with_card(location("Pit", "OOOO"), (0, 2))
    # The gate's south side is open; its north side (towards the entrance) is blocked 5+.
    north = way_out(dungeon, (0, 1), Side.NORTH)
    assert isinstance(north, Way) and asks_threat(north, held_open=False)
    assert try_exit(north, True, points_left=0).passage is Passage.MOVES
    paying = try_exit(north, False, points_left=2)
    assert paying.passage is Passage.MOVES_PAYING and paying.points_lost == 1 and paying.moved
    stuck = try_exit(north, False, points_left=0)
    assert stuck.passage is Passage.OPENED_STAYS and not stuck.moved
    # Opened, it asks no threat until the hero who opened it leaves.
    assert not asks_threat(north, held_open=True)
    assert try_exit(north, None, points_left=0, held_open=True).moved


@pytest.mark.rule("dungeoneer.exits.wall", "dungeoneer.exits.open")
def test_walls_are_never_passed_and_open_exits_ask_nothing() -> None:
    dungeon = DungeonMap().with_card(ENTRANCE, (0, 0)).with_card(location("Dead end", "WWOW"), (0, -1))
    refusal = way_out(dungeon, (0, -1), Side.EAST)
    assert isinstance(refusal, NoWay) and "no location" in refusal.message
    walled = DungeonMap().with_card(location("Hall", "OWOO"), (0, 0)).with_card(location("Side", "OOOW"), (1, 0))
    wall = way_out(walled, (0, 0), Side.EAST)
    assert isinstance(wall, NoWay) and "wall" in wall.message and wall.rule_id == "dungeoneer.exits.wall"
    assert not asks_threat(way((0, 0), Side.NORTH), held_open=False)


@pytest.mark.rule("dungeoneer.points.new-location")
def test_a_new_location_gives_its_points_only_in_ones_own_turn() -> None:
    assert gain_on_entering(LIBRARY, own_turn=True, new_to_hero=True) == Gain(glory=2, peril=1)
    assert gain_on_entering(LIBRARY, own_turn=False, new_to_hero=True) == Gain()
    assert gain_on_entering(LIBRARY, own_turn=True, new_to_hero=False) == Gain()


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_alone_the_peril_becomes_dice() -> None:
    corner = location("Corner", "OOOO", glory=1, peril=2)
    assert gain_on_entering(corner, own_turn=True, new_to_hero=True, solo=True) == Gain(glory=1, peril_dice=2)


@pytest.mark.rule("dungeoneer.turn.stayed-put")
def test_a_hero_that_stayed_put_gains_its_location_at_the_end() -> None:
    assert gain_for_staying(CRYPT, moved_this_turn=False) == Gain(glory=1, peril=2)
    assert gain_for_staying(CRYPT, moved_this_turn=True) == Gain()


@pytest.mark.rule("dungeoneer.hazards.own-turn", "dungeoneer.hazards.spikes", "dungeoneer.hazards.pit")
def test_spikes_wound_and_pits_fell_only_in_ones_own_turn() -> None:
    spikes = replace(location("Spiked hall", "OOOO"), hazard=Hazard(HazardKind.SPIKES, 4, Stat.SPEED))
    pit = replace(location("Pit room", "OOOO"), hazard=Hazard(HazardKind.PIT, 3, Stat.SPEED))
    assert hazard_met(spikes, own_turn=False) is None
    met = hazard_met(spikes, own_turn=True)
    assert met is not None
    assert face_hazard(met, False).wounds == 1 and face_hazard(met, True).wounds == 0
    fallen = face_hazard(Hazard(HazardKind.PIT, 3, Stat.SPEED), False)
    assert fallen.falls and fallen.wounds == 0
    assert hazard_met(pit, own_turn=True) == Hazard(HazardKind.PIT, 3, Stat.SPEED)
    danger = replace(location("Dark hall", "OOOO"), hazard=Hazard(HazardKind.DANGER, 1))
    assert hazard_met(danger, own_turn=True) is None  # danger only raises trap encounters played there


@pytest.mark.rule("dungeoneer.variant.dodging-spikes")
def test_dodging_spikes_spends_a_point_instead_of_the_threat() -> None:
    dodged = face_hazard(Hazard(HazardKind.SPIKES, 4, Stat.SPEED), None, dodge=True)
    assert dodged.points_spent == 1 and dodged.wounds == 0


@pytest.mark.rule("dungeoneer.turn.refresh", "dungeoneer.points.speed", "dungeoneer.variant.limited-movement")
def test_points_at_refresh_follow_speed_or_the_limited_movement_variant() -> None:
    assert points_at_refresh(4) == 4
    assert points_at_refresh(5, limited_movement=True) == 3
    assert points_at_refresh(-1) == 0


@pytest.mark.rule("dungeoneer.turn.save-point")
def test_one_point_may_be_saved_except_with_limited_movement() -> None:
    assert may_save_a_point(2)
    assert not may_save_a_point(0)
    assert not may_save_a_point(2, limited_movement=True)
