"""A shift card's move: a placed location goes elsewhere by the placement rules, and what lies on it goes too."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, started


def _library_laid() -> DgState:
    """Ann's deeds phase with the library north of the north tunnel, at (0, -2)."""
    return at_deeds(started())


@pytest.mark.rule("dungeoneer.map.shift")
def test_a_location_shifted_carries_its_heroes_and_a_held_exit() -> None:
    state = _library_laid()
    state = state.with_hero(1, replace(state.heroes[1], cell=(0, -2), holding=((0, -2), Side.SOUTH)))
    state = act(state, "shift library east of t2")  # the east tunnel is at (1, 0): the library goes to (2, 0)
    assert state.dungeon.cell_of("library") == (2, 0) and state.dungeon.card_at((0, -2)) is None
    assert state.heroes[1].cell == (2, 0) and state.heroes[1].holding == ((2, 0), Side.SOUTH)
    assert state.heroes[0].cell == (0, 0)  # Ann stays where she was


@pytest.mark.rule("dungeoneer.map.shift", "dungeoneer.map.joined")
def test_a_shift_that_would_cut_locations_off_is_refused_and_nothing_moves() -> None:
    state = act(_library_laid(), "place crypt north of library")  # explored: the crypt at (0, -3)
    # Taking the library away would leave the crypt with no path to the entrance.
    assert refused(state, "shift library east of t2") == "dungeoneer.map.joined"
    # Taking the north tunnel away would strand both the library and the crypt.
    assert refused(state, "shift t1 east of t2") == "dungeoneer.map.joined"
    assert state.dungeon.cell_of("library") == (0, -2) and state.dungeon.cell_of("t1") == (0, -1)


@pytest.mark.rule("dungeoneer.map.shift")
@settings(max_examples=25, deadline=None)
@given(card=st.sampled_from(["t1", "t2", "t3", "t4", "library"]),
       anchor=st.sampled_from(["entrance", "t1", "t2", "t3", "t4", "library"]),
       side=st.sampled_from(["north", "east", "south", "west"]))
def test_any_shift_allowed_keeps_every_location_reachable_from_the_entrance(card: str, anchor: str,
                                                                            side: str) -> None:
    state = _library_laid()
    try:
        after = act(state, f"shift {card} {side} of {anchor}")
    except RuleViolation:
        return
    dungeon = after.dungeon
    assert dungeon.cells() == dungeon.reachable_from_entrances()
    assert len(dungeon.placed) == len(state.dungeon.placed)
    assert all(dungeon.card_at(h.cell) is not None for h in after.heroes)
