"""A Dungeoneer turn as the table types it: setup, phases, placing and exploring, moving, hazards."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.phases import Phase
from tests.dungeoneer.flow import act, new_table, refused, started, tunnels_down


@pytest.mark.rule("dungeoneer.setup.entrance")
def test_setup_lays_four_tunnels_around_the_entrance_then_rolls_for_first() -> None:
    state = new_table()
    assert state.phase is Phase.TUNNELS
    assert all(h.glory == 1 and h.peril == 1 for h in state.heroes)  # entering the entrance
    assert refused(state, "tunnel north library") == "dungeoneer.setup.entrance"  # a room, not a tunnel
    state = act(state, "tunnel north t1")
    assert refused(state, "tunnel north t2") == "dungeoneer.setup.entrance"  # that side is taken
    for side, tunnel in (("e", "t2"), ("south", "South tunnel"), ("w", "t4")):
        state = act(state, f"tunnel {side} {tunnel}" if " " not in tunnel else f'tunnel {side} "{tunnel}"')
    assert state.phase is Phase.QUESTS and len(state.dungeon.placed) == 5


@pytest.mark.rule("dungeoneer.setup.first-player")
def test_the_highest_die_starts_and_a_tie_rolls_again() -> None:
    state = tunnels_down()
    for text in ("quests p1 magic-fish library-ward", "quests p2 crypt-vow pit-offering", "shared t1-watch"):
        state = act(state, text)
    assert state.phase is Phase.FIRST_PLAYER
    tie = act(state, "first-player", 5, 5)
    assert tie.phase is Phase.FIRST_PLAYER
    state = act(tie, "first-player", 2, 6)
    assert state.active == 1 and state.phase is Phase.DUNGEON_LORD


@pytest.mark.rule("dungeoneer.turn.refresh", "dungeoneer.turn.phases")
def test_a_turn_refreshes_points_and_walks_the_phases() -> None:
    state = started()
    assert state.active == 0 and state.hero.points == 3  # the rogue's speed at level 1
    state = act(state, "next")
    assert state.phase is Phase.LOCATION


@pytest.mark.rule("dungeoneer.turn.location", "dungeoneer.map.joined")
def test_the_location_phase_places_one_location_before_going_on() -> None:
    state = act(started(), "next")
    assert refused(state, "next") == "dungeoneer.turn.location"
    state = act(state, "place Library north of \"North tunnel\"")
    assert state.dungeon.cell_of("library") == (0, -2)
    assert refused(state, "place crypt east of library") == "dungeoneer.turn.location"  # one per phase
    state = act(state, "next")
    assert state.phase is Phase.DEEDS


@pytest.mark.rule("dungeoneer.deeds.explore")
def test_exploring_in_the_deeds_phase_costs_a_point() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    state = act(state, "place crypt east of t2")
    assert state.hero.points == 2 and "crypt" not in state.locations


@pytest.mark.rule("dungeoneer.points.new-location", "dungeoneer.deeds.move")
def test_moving_costs_a_point_and_a_new_location_gives_its_points() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    ann = state.hero
    state = act(state, "move north")  # into the north tunnel: 1 glory, 1 peril
    assert state.hero.cell == (0, -1) and state.hero.points == ann.points - 1
    assert (state.hero.glory, state.hero.peril) == (ann.glory + 1, ann.peril + 1)
    state = act(state, "move south")  # back to the entrance: not new this turn? It was the start: no points
    assert (state.hero.glory, state.hero.peril) == (ann.glory + 1, ann.peril + 1)


@pytest.mark.rule("dungeoneer.exits.trap", "dungeoneer.threats.check")
def test_a_trapped_exit_is_rolled_and_wounds_on_a_failure() -> None:
    # The library (north of the north tunnel) has a trap on its west side; put a room west of it.
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    state = act(state, "place spikes west of library")
    state = act(state, "move north")  # to the north tunnel
    state = act(state, "move north")  # into the library: its own trap is not met on entering
    assert state.hero.cell == (0, -2) and state.hero.points == 0
    # Next turn (Bo plays meanwhile) Ann leaves west through the trap: roll 1 + melee 1 = 2 < 4: wounded.
    state = act(state, "next")  # Ann: deeds -> discard and draw
    state = act(state, "discard-end")  # one card from the hand
    state = act(state, "next")  # Bo's turn: dungeon lord
    state = act(state, "next")  # location
    state = act(state, "place crypt east of t2")
    state = act(state, "next")  # Bo: deeds
    state = act(state, "next")  # Bo: discard and draw
    state = act(state, "discard-end")
    for _ in range(2):
        state = act(state, "next")  # Ann: dungeon lord, location
    state = act(state, "place pit south of t3")
    state = act(state, "next")
    assert state.active == 0 and state.phase is Phase.DEEDS and state.hero.points == 3
    before = state.hero.wounds
    state = act(state, "move west", 1)
    assert state.hero.cell == (-1, -2) and state.hero.wounds == before + 1
    assert state.hazard is not None  # the spiked hall's spikes wait to be faced


@pytest.mark.rule("dungeoneer.hazards.pit", "dungeoneer.general.falling", "dungeoneer.special.stand-up")
def test_a_pit_fells_the_hero_who_must_stand_before_anything_else() -> None:
    state = act(act(act(started(), "next"), "place pit north of t1"), "next")
    state = act(state, "move north")
    state = act(state, "move north")  # into the pit room
    assert refused(state, "move south") == "dungeoneer.hazards.own-turn"
    state = act(state, "hazard", 1)  # 1 + speed 3 = 4 < 5: falls
    assert state.hero.fallen
    assert refused(state, "move south") == "dungeoneer.general.falling"
    state = act(state, "stand")  # its last point
    assert not state.hero.fallen and state.hero.points == 0
    assert refused(state, "move south") == "dungeoneer.deeds.move"  # no point left


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.turn.stayed-put")
def test_the_end_of_the_turn_saves_a_point_and_pays_a_hero_who_stayed() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    state = act(state, "next")  # to discard and draw, having not moved
    state = act(state, "discard-end")
    ann = state.hero
    state = act(state, "next save")
    assert state.active == 1
    assert state.heroes[0].saved_point and state.heroes[0].glory == ann.glory + 1
