"""A blocked exit failed by a hero with no point left: open for everyone until that hero leaves."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import DiceRequest
from rules_engine.values import replace
from tests.dungeoneer.flow import act, started

# The crypt's north side is blocked 5+ (speed); laid south of the south tunnel, it leads back to it.
CRYPT_CELL = (0, 2)


def _both_in_the_crypt() -> DgState:
    """Ann's deeds phase with the crypt laid south of the south tunnel and both heroes standing in it."""
    state = act(act(act(started(), "next"), "place crypt south of t3"), "next")
    assert state.dungeon.cell_of("crypt") == CRYPT_CELL
    for seat in (0, 1):
        state = state.with_hero(seat, replace(state.heroes[seat], cell=CRYPT_CELL,
                                              visited=frozenset({CRYPT_CELL})))
    return state


def _to_bos_deeds(state: DgState) -> DgState:
    """End Ann's turn and walk Bo's to his deeds phase (placing the library)."""
    state = act(act(act(state, "next"), "discard-end"), "next")
    assert state.active == 1
    return act(act(act(state, "next"), "place library north of t1"), "next")


def _asks_a_die(state: DgState, side: str) -> bool:
    return isinstance(GAME.parse_command(state, f"move {side}"), DiceRequest)


@pytest.mark.rule("dungeoneer.exits.blocked")
def test_a_hero_stuck_at_a_blocked_exit_holds_it_open_for_the_other_heroes() -> None:
    state = _both_in_the_crypt()
    state = state.with_hero(0, replace(state.hero, points=1))
    assert _asks_a_die(state, "north")
    # Speed 3 + 1 = 4 against 5+: failed with no point left, Ann opens the exit but stays.
    state = act(state, "move north", 1)
    assert state.heroes[0].cell == CRYPT_CELL and state.heroes[0].holding == (CRYPT_CELL, Side.NORTH)
    state = _to_bos_deeds(state)
    assert state.phase is Phase.DEEDS and state.heroes[1].cell == CRYPT_CELL
    # Bo leaves through the exit Ann holds open: no threat is asked, the move costs its one point.
    assert not _asks_a_die(state, "north")
    points = state.hero.points
    state = act(state, "move north")
    assert state.heroes[1].cell == (0, 1) and state.hero.points == points - 1
    assert state.heroes[0].holding == (CRYPT_CELL, Side.NORTH)  # Bo leaving does not close it


@pytest.mark.rule("dungeoneer.exits.blocked")
def test_once_the_holder_has_left_the_exit_blocks_the_others_again() -> None:
    state = _both_in_the_crypt()
    state = state.with_hero(0, replace(state.hero, points=1))
    state = act(state, "move north", 1)
    # Ann's next turn: she goes through the exit she opened for one point and no die; then it blocks again.
    state = _to_bos_deeds(state)
    state = act(act(state, "next"), "discard-end")
    state = act(state, "next")
    assert state.active == 0
    state = act(act(act(state, "next"), "place pit south of t4"), "next")
    assert state.phase is Phase.DEEDS and not _asks_a_die(state, "north")
    state = act(state, "move north")
    assert state.hero.cell == (0, 1) and state.hero.holding is None
    assert not state.exit_held_open(CRYPT_CELL, Side.NORTH)
    # Bo, still in the crypt, meets the block again in his turn.
    state = act(act(act(state, "next"), "discard-end"), "next")
    state = act(act(act(state, "next"), "place spikes west of t4"), "next")
    assert state.active == 1 and state.hero.cell == CRYPT_CELL and _asks_a_die(state, "north")


@pytest.mark.rule("dungeoneer.exits.blocked")
def test_a_defeated_holder_holds_nothing_open() -> None:
    state = _both_in_the_crypt()
    state = state.with_hero(0, replace(state.hero, holding=(CRYPT_CELL, Side.NORTH)))
    assert state.exit_held_open(CRYPT_CELL, Side.NORTH) and not state.exit_held_open(CRYPT_CELL, Side.SOUTH)
    state = state.with_hero(0, replace(state.heroes[0], defeated=True))
    assert not state.exit_held_open(CRYPT_CELL, Side.NORTH)
