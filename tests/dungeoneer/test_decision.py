"""Who must act now: setup steps, the turn, a battle's stages, a hazard, the solo automation."""

from __future__ import annotations

from rules_engine.decisions import DecisionKind
from rules_engine.dungeoneer.game import GAME
from rules_engine.values import replace
from tests.dungeoneer.flow import act, new_table, solo_table, started, tunnels_down


def test_setup_steps_are_the_tables_then_the_first_player_die() -> None:
    assert GAME.decision(new_table()).kind is DecisionKind.ACTION
    state = tunnels_down()
    for text in ("quests p1 magic-fish library-ward", "quests p2 crypt-vow pit-offering", "shared t1-watch"):
        state = act(state, text)
    assert GAME.decision(state).kind is DecisionKind.DICE


def test_the_active_player_acts_in_the_turn() -> None:
    waiting = GAME.decision(started())
    assert waiting.kind is DecisionKind.ACTION and waiting.seat == 0


def test_a_battle_waits_on_the_attacked_player_then_the_dice() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=1))
    state = act(state, "monsters p2 zombie:melee")
    response = GAME.decision(state)
    assert response.kind is DecisionKind.PASS and response.seat == 1 and response.window == "response"
    state = act(state, "respond")
    attack = GAME.decision(state)
    assert attack.kind is DecisionKind.DICE and attack.seat == 0
    counter = GAME.decision(act(state, "attack-roll", 3))
    assert counter.kind is DecisionKind.DICE and counter.seat == 1


def test_solo_waits_for_the_peril_dice_then_the_cards() -> None:
    state = solo_table()
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    state = act(act(state, "move north"), "move north")
    assert GAME.decision(state).kind is DecisionKind.DICE
    state = act(state, "peril-roll", 1, 1)
    waiting = GAME.decision(state)
    assert waiting.kind is DecisionKind.CARD and "2 peril" in waiting.prompt
