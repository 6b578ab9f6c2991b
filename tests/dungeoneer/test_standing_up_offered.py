"""Standing up is one of the book's special actions ("Особые действия": done in your own turn or another's), so
the engine allows it in every phase of a turn; `choices()` offered it in the deeds phase only, and the app's offers
(completion, the board's buttons, the help) missed it elsewhere (found by random solo play, issue 32)."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.values import replace
from tests.dungeoneer.flow import act, refused, solo_table, started


def _fallen(state: DgState, points: int = 3) -> DgState:
    return state.with_hero(state.active, replace(state.hero, fallen=True, points=points))


def _offers_stand(state: DgState) -> bool:
    return any(choice.action.KIND == "dungeoneer.stand-up" for choice in GAME.choices(state))


def _phases(state: DgState) -> list[DgState]:
    """The state in each of the four phases of the active player's turn (placing the library in the location
    phase), no card played."""
    lord = state
    location = act(lord, "next")
    deeds = act(act(location, "place library north of t1"), "next")
    discard = deeds.with_hero(deeds.active, replace(deeds.hero, hand=4))  # nothing owed to discard
    return [lord, location, deeds, act(discard, "next")]


@pytest.mark.rule("dungeoneer.special.stand-up")
@pytest.mark.parametrize("table", [started, solo_table], ids=["two players", "alone"])
def test_a_fallen_hero_is_offered_standing_up_in_every_phase_of_its_turn(table) -> None:
    states = _phases(table())
    assert [s.phase for s in states] == [Phase.DUNGEON_LORD, Phase.LOCATION, Phase.DEEDS, Phase.DISCARD_DRAW]
    for state in states:
        fallen = _fallen(state)
        assert GAME.check(fallen, GAME.parse_command(fallen, "stand")).allowed, state.phase
        assert _offers_stand(fallen), state.phase
        assert not _offers_stand(state), state.phase  # standing, nothing to stand up from


@pytest.mark.rule("dungeoneer.special.stand-up")
def test_a_fallen_hero_with_no_point_left_is_neither_offered_standing_up_nor_allowed() -> None:
    state = _fallen(started(), points=0)
    assert not _offers_stand(state)
    assert refused(state, "stand") == "dungeoneer.special.stand-up"
