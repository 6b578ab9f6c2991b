"""Alone, 'next save' where staying put first rolls for peril (issue 32, found by random solo play): the book lets
a hero keep one point only "if you did not spend all your action points" (V. Фаза сброса/добора карт), so the
save is refused at once when none is left, and a point kept across the peril roll then spent (a spike dodged, a
challenge) leaves nothing to save but still lets the turn end: the game never waits on a point that is gone."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.values import replace
from tests.dungeoneer.flow import act, refused, solo_table, standing_in


def _discard_draw_in_the_corner(points: int) -> DgState:
    """Ann alone in her discard and draw phase, standing in the corner she did not move from this turn (staying
    there rolls two peril dice before the turn ends), with `points` action points unspent."""
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")
    state = act(standing_in(state, "corner"), "next")
    assert state.phase is Phase.DISCARD_DRAW
    return state.with_hero(0, replace(state.hero, points=points))


def _offered_next(state: DgState) -> set[bool]:
    """The `save_point` values of the 'next' choices offered."""
    return {choice.fields["save_point"].value for choice in GAME.choices(state)  # type: ignore[attr-defined]
            if choice.action.KIND == "dungeoneer.next-phase"}


@pytest.mark.rule("dungeoneer.turn.save-point")
def test_next_save_with_no_point_left_is_refused_before_the_stayed_put_roll() -> None:
    state = _discard_draw_in_the_corner(points=0)
    assert refused(state, "next save") == "dungeoneer.turn.save-point"
    assert _offered_next(state) == {False}  # only the plain end of the turn is offered


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.solo.peril-roll")
def test_a_point_kept_across_the_peril_roll_then_spent_lets_the_turn_end_with_nothing_saved() -> None:
    state = act(_discard_draw_in_the_corner(points=1), "next save")
    assert state.solo.save_kept and state.solo.peril_dice == 2
    state = act(state, "peril-roll", 6, 6)
    state = state.with_hero(0, replace(state.hero, points=0))  # the kept point spent before the turn ends
    assert _offered_next(state) == {False}
    result = GAME.apply(state, GAME.parse_command(state, "next"))
    after = result.state
    assert after.turn_number == state.turn_number + 1 and after.phase is Phase.DUNGEON_LORD
    assert not after.heroes[0].saved_point
    assert "no unspent action point to save" in str(result.ruling.message)
    assert "one action point saved" not in str(result.ruling.message)
    assert refused(state, "next save") == "dungeoneer.turn.save-point"  # asked for again: none to save


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.solo.peril-roll")
def test_a_point_kept_across_the_peril_roll_and_unspent_is_saved_by_a_plain_next() -> None:
    state = act(act(_discard_draw_in_the_corner(points=1), "next save"), "peril-roll", 6, 6)
    assert _offered_next(state) == {False, True}
    result = GAME.apply(state, GAME.parse_command(state, "next"))
    assert "one action point saved" in str(result.ruling.message)
    assert result.state.turn_number == state.turn_number + 1
