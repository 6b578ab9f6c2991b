"""Action points over whole turns: points given at refresh stay as given when speed changes, and a saved
point is spent in another player's turn or lost at the next refresh."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, standing_in, started


def _end_turn(state: DgState, *, save: bool = False) -> DgState:
    """From the deeds phase: to discard and draw, the discard, and the turn passed (saving a point if asked)."""
    if state.phase is Phase.DEEDS:
        state = act(state, "next")
    state = act(state, "discard-end")
    return act(state, "next save" if save else "next")


def _to_deeds(state: DgState, placement: str) -> DgState:
    """Through the dungeon lord and location phases of the turn just begun."""
    return act(act(act(state, "next"), placement), "next")


@pytest.mark.rule("dungeoneer.points.speed")
def test_a_level_gained_mid_turn_does_not_add_points_but_the_next_refresh_does() -> None:
    state = standing_in(at_deeds(started()), "library")
    state = state.with_hero(0, replace(state.hero, level=2))  # the rogue: speed 3 at level 2, 4 at level 3
    points = state.hero.points
    assert points == 3
    state = act(state, "quest library-ward", 5)  # magic 1 + 5 = 6: done, level 3
    ann = state.heroes[0]
    assert ann.level == 3 and ann.hero.value(Stat.SPEED, ann.level) == 4
    assert ann.points == points  # the points given at refresh stand
    state = _end_turn(state)
    state = _end_turn(_to_deeds(state, "place crypt east of t2"))  # Bo's turn
    assert state.active == 0 and state.hero.points == 4  # the larger speed at Ann's next refresh


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.battle.challenge")
def test_a_point_saved_at_the_end_of_a_turn_strikes_back_in_the_other_players_turn() -> None:
    state = _end_turn(at_deeds(started()), save=True)  # Ann did nothing: 3 points left, one kept
    assert state.active == 1 and state.heroes[0].saved_point and state.heroes[0].points == 0
    state = state.with_hero(0, replace(state.heroes[0], peril=1))
    glory = state.heroes[0].glory
    state = act(state, "monsters p1 zombie:melee")  # Bo's dungeon lord phase, paid with Ann's peril
    state = act(act(state, "respond"), "attack-roll", 1)  # 1 + 2 = 3
    state = act(state, "counter-roll", 2)  # the rogue's melee 1 + 2 = 3: a tie
    assert state.battle.stage is Stage.CHALLENGE
    state = act(state, "challenge zombie melee")
    assert not state.heroes[0].saved_point  # spent in Bo's turn
    state = act(state, "attack-roll", 6)  # Ann 6 + 1 = 7
    state = act(state, "counter-roll", 1)  # the zombie 1 + 2 = 3: slain
    assert state.battle is None and state.heroes[0].glory == glory + 1  # one for the wound dealt


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.turn.refresh")
def test_a_saved_point_unused_is_lost_at_the_next_refresh_and_adds_nothing() -> None:
    state = _end_turn(at_deeds(started()), save=True)
    assert state.heroes[0].saved_point
    state = _end_turn(_to_deeds(state, "place crypt east of t2"))  # Bo's turn passes without a battle
    assert state.active == 0 and state.hero.points == 3 and not state.hero.saved_point


@pytest.mark.rule("dungeoneer.turn.save-point")
def test_no_point_is_saved_when_none_is_left_nor_before_the_turns_end() -> None:
    state = at_deeds(started())
    assert refused(state, "next save") == "dungeoneer.turn.save-point"  # only at the end of the turn
    state = act(act(state, "next"), "discard-end")
    state = state.with_hero(0, replace(state.hero, points=0))
    assert refused(state, "next save") == "dungeoneer.turn.save-point"


@pytest.mark.rule("dungeoneer.points.speed", "dungeoneer.turn.refresh")
@settings(max_examples=25, deadline=None)
@given(level=st.integers(1, 4), gained=st.integers(0, 3))
def test_points_given_at_refresh_never_follow_a_level_change_in_the_turn(level: int, gained: int) -> None:
    state = at_deeds(started())
    given_points = state.hero.points
    state = state.with_hero(0, replace(state.hero, level=min(level + gained, 4)))
    state = act(state, "next")  # a phase passes: nothing recomputes the points
    assert state.hero.points == given_points
