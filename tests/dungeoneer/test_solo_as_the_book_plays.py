"""Solo play as the book plays it (issue 27): no shift cards, a response from a card in the hand, the point saved
across the stayed-put peril roll, a win that owes nothing more, a hero defeated once, draws named by name."""

from __future__ import annotations

import pytest

from rules_engine.chance import CardRequest
from rules_engine.decisions import DecisionKind
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.values import replace
from tests.dungeoneer.flow import act, refused, solo_table, standing_in
from tests.dungeoneer.test_solo import draw, into_corner


def _deeds():
    return act(act(act(solo_table(), "next"), "place corner north of t1"), "next")


@pytest.mark.rule("dungeoneer.solo.setup")
def test_alone_no_location_is_shifted_and_no_shift_is_offered() -> None:
    state = _deeds()
    assert refused(state, "shift corner east of t2") == "dungeoneer.solo.setup"
    assert not [c for c in GAME.choices(state) if c.action.KIND == "dungeoneer.shift-location"]


@pytest.mark.rule("dungeoneer.solo.glory-draws", "dungeoneer.battle.stages")
def test_alone_a_response_needs_a_response_card_in_the_hand() -> None:
    state = act(into_corner(), "move north")
    state = act(state, "peril-roll", 1, 6)
    state = draw(state, "draw-peril", "Zombie")
    state = state.with_hero(0, replace(state.hero, glory=5))
    assert state.battle.stage is Stage.RESPONSE
    assert refused(state, "respond remove zombie 3") == "dungeoneer.solo.glory-draws"  # no scare in the hand
    assert state.hero.glory == 5
    held = replace(state, solo=replace(state.solo, hand=("scare",)))
    after = act(held, "respond remove zombie with scare")
    assert after.battle is None and after.hero.glory == 2  # the card's own cost, paid from her glory
    assert after.solo.hand == () and "scare" in after.solo.glory_discard


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.solo.peril-roll")
def test_next_save_keeps_the_point_across_the_stayed_put_peril_roll() -> None:
    state = standing_in(_deeds(), "corner")  # she did not move this turn
    state = act(state, "next")
    assert state.phase is Phase.DISCARD_DRAW
    state = act(state, "next save")  # staying put: two peril dice first
    assert state.solo.peril_dice == 2
    assert state.solo.save_kept
    state = act(state, "peril-roll", 6, 6)
    result = GAME.apply(state, GAME.parse_command(state, "next"))  # a plain 'next': the save asked for holds
    assert "one action point saved" in str(result.ruling.message)
    assert "dungeoneer.turn.save-point" in [c.rule_id for c in result.ruling.citations]
    assert not result.state.solo.save_kept


@pytest.mark.rule("dungeoneer.solo.goal")
def test_a_win_at_the_entrance_announces_no_peril_roll() -> None:
    state = act(_deeds(), "move north")  # into the north tunnel
    hero = state.hero
    state = state.with_hero(0, replace(hero, quests_done=3, visited=frozenset({hero.cell})))
    result = GAME.apply(state, GAME.parse_command(state, "move south"))
    assert result.state.phase is Phase.OVER and result.state.solo.peril_dice == 0
    assert "peril-roll" not in str(result.ruling.message)


@pytest.mark.rule("dungeoneer.battle.compare")
def test_a_hero_is_defeated_once_with_no_wound_past_health_and_no_reward_after() -> None:
    state = act(into_corner(), "move north")
    state = state.with_hero(0, replace(state.hero, wounds=state.hero.hero.health - 1))
    state = act(state, "peril-roll", 1, 1)
    state = draw(draw(state, "draw-peril", "Zombie"), "draw-peril", "Legion")
    state = act(act(state, "respond"), "attack-roll", 6, 6)
    result = GAME.apply(state, GAME.parse_command(state, "counter-roll").build(_dice(1, 1)))
    after = result.state
    assert after.hero.defeated and after.hero.wounds == after.hero.hero.health
    assert str(result.ruling.message).count("defeated") == 1
    assert after.phase is Phase.OVER and after.battle is None  # no reward stage after the defeat


def _dice(*faces: int):
    from rules_engine.dice import TableDice
    from rules_engine.dungeoneer.commands import D6
    return TableDice([str(f) for f in faces]).roll(D6, len(faces))


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.solo.glory-draws")
def test_the_apps_draws_name_the_card_never_its_id() -> None:
    state = act(into_corner(), "move north")
    state = act(state, "peril-roll", 1, 6)
    choice = next(c for c in GAME.choices(state) if isinstance(c.request, CardRequest))
    assert "Grave wraith" in choice.request.candidates and "wraith" not in choice.request.candidates
    assert GAME.decision(state).kind is DecisionKind.CARD


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_alone_the_choices_offer_a_response_only_with_a_response_card_held() -> None:
    state = act(into_corner(), "move north")
    state = draw(act(state, "peril-roll", 1, 6), "draw-peril", "Zombie")
    state = state.with_hero(0, replace(state.hero, glory=5))

    def responses(s):
        return [c for c in GAME.choices(s) if c.action.KIND == "dungeoneer.respond" and "out" in str(c.label)]

    assert responses(state) == []
    held = replace(state, solo=replace(state.solo, hand=("scare",)))
    [choice] = responses(held)
    from rules_engine.dungeoneer.actions import Respond
    assert GAME.check(held, Respond("zombie", 0, "scare")).allowed
