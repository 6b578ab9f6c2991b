"""Asked once, remembered: values typed for a card the catalogue lacks serve a later card of the same name."""

from __future__ import annotations

import pytest

from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import ItemType, R3State, Stage
from rules_engine.values import replace
from tests.runebound3.helpers import HERO, TOKENS, after as run, fighting_state


def dealing_state() -> R3State:
    return RUNEBOUND3.new_game(GameSetup((PlayerSetup("Ann", "h"),), {}, {"heroes": {"h": HERO}, "tokens": TOKENS}))


@pytest.mark.rule("runebound3.setup.markets")
def test_an_item_typed_once_is_read_by_name_the_next_time() -> None:
    state = run(dealing_state(), 'deal Rope as equipment 2 axe/shield*')
    state = run(state, "deal Rope")
    first, second = state.markets[0].items[:2]
    assert first == second and (second.type, second.cost, second.tokens[0].notation()) == (
        ItemType.EQUIPMENT, 2, "axe/shield*")
    assert [i.name for i in state.typed_items] == ["Rope"]


@pytest.mark.rule("runebound3.trade.market")
def test_a_name_never_typed_still_needs_its_values_and_nothing_changes() -> None:
    state = run(dealing_state(), *(f'deal "Card {n}" as goods 1' for n in range(12)))
    ruling = RUNEBOUND3.check(state, RUNEBOUND3.parse_command(state, "trade Lantern"))
    assert not ruling.allowed and "type" in ruling.message
    state = run(state, "trade Lantern as equipment 3", "discard Lantern", "trade Lantern")
    assert state.markets[-1].items[-1].cost == 3 and state.stage is Stage.TRADING


def test_typing_a_name_again_replaces_what_was_remembered() -> None:
    state = run(dealing_state(), "deal Rope as equipment 2", "deal Rope as goods 4", "deal Rope")
    assert state.markets[0].items[2].type is ItemType.GOODS and len(state.typed_items) == 1


@pytest.mark.rule("runebound3.enemy")
def test_an_enemy_health_typed_once_serves_the_next_card_of_that_name() -> None:
    state = fighting_state(1)
    fought = run(state, "adventure enemy Troll health 6")
    assert fought.combat.enemy.health == 6 and [e.name for e in fought.typed_enemies] == ["Troll"]
    again = replace(fought, stage=Stage.ACTIONS, combat=None, actions_used=0,
                    tokens=tuple(replace(t, face_up=True) for t in fought.tokens))
    again = run(again, "adventure enemy troll")
    assert again.combat.enemy.health == 6


def test_catalogue_cards_are_not_remembered_and_a_replay_rebuilds_the_memory() -> None:
    assert run(fighting_state(1), "adventure enemy Wolf health 9").typed_enemies == ()
    setup = GameSetup((PlayerSetup("Ann", "h"),), {}, {"heroes": {"h": HERO}, "tokens": TOKENS})
    step_by_step = run(RUNEBOUND3.new_game(setup), "deal Rope as equipment 2", "deal Rope")
    actions = [RUNEBOUND3.parse_command(dealing_state(), "deal Rope as equipment 2"),
               RUNEBOUND3.parse_command(dealing_state(), "deal Rope")]
    assert RUNEBOUND3.replay(setup, [(a, False) for a in actions]) == step_by_step
