"""A card the table drew that the session does not know, typed in the card tray as 'NAME as VALUES': an enemy met
on an adventure, an item dealt or traded. The action carries the values, so replay is exact."""

from __future__ import annotations

import json

import pytest

from companion.services.fulfillers import TableCard

from rules_engine.actions import decode_action
from rules_engine.chance import CardRequest
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Fight, ItemType, R3State
from rules_engine.runebound3.typed_draws import enemy_values, item_values
from tests.runebound3.helpers import HERO, TOKENS, fighting_state, new_state


def drawn(state: R3State, command: str, named: str) -> A.Action:
    request = RUNEBOUND3.parse_command(state, command)
    assert isinstance(request, CardRequest) and request.values_help
    return request.build(TableCard(named).fulfil(request))


@pytest.mark.rule("runebound3.enemy")
def test_an_enemy_typed_when_met_starts_the_fight_with_its_values() -> None:
    state = fighting_state(1)
    action = drawn(state, "adventure", "Troll as enemy health 6 reward 3 gold")
    outcome = RUNEBOUND3.apply(state, action)
    assert outcome.ruling.allowed, outcome.ruling.message
    fight = outcome.state.combat
    assert isinstance(fight, Fight) and (fight.enemy.name, fight.enemy.health, fight.enemy.reward) == ("Troll", 6, "3 gold")
    assert [e.name for e in outcome.state.typed_enemies] == ["Troll"]
    assert decode_action(json.loads(json.dumps(action.to_json()))) == action, "the log keeps the values: replay is exact"


def test_an_enemy_typed_without_a_deck_is_in_the_deck_it_was_drawn_from() -> None:
    state = fighting_state(1)
    action = drawn(state, "adventure", "Troll as enemy health 6")
    colour = next(t.colour for t in state.tokens if t.space == state.hero.space and t.face_up)
    assert action.card.data["deck"] == colour.value


@pytest.mark.rule("runebound3.typed-card")
def test_an_enemy_typed_with_a_wrong_health_is_refused_citing_the_rule_and_nothing_changes() -> None:
    state = fighting_state(1)
    ruling = RUNEBOUND3.check(state, drawn(state, "adventure", "Troll as enemy health many"))
    assert not ruling.allowed and "health" in ruling.message
    assert ruling.citations and ruling.citations[0].rule_id == "runebound3.typed-card"


def test_a_quest_card_typed_by_its_kind_is_kept_for_the_table_to_resolve() -> None:
    state = fighting_state(1)
    outcome = RUNEBOUND3.apply(state, drawn(state, "adventure", "Old Ruins as quest"))
    assert outcome.ruling.allowed and [q.name for q in outcome.state.quests] == ["Old Ruins"]


def test_an_event_typed_by_its_kind_alone_is_refused_naming_what_it_lacks() -> None:
    state = fighting_state(1)
    ruling = RUNEBOUND3.check(state, drawn(state, "adventure", "Toll Bridge as event"))
    assert not ruling.allowed and "options" in ruling.message and ruling.citations


@pytest.mark.rule("runebound3.setup.markets")
def test_an_item_typed_when_dealt_goes_to_the_market_with_its_values() -> None:
    state = RUNEBOUND3.new_game(GameSetup((PlayerSetup("Ann", "h"),), {}, {"heroes": {"h": HERO}, "tokens": TOKENS}))
    action = drawn(state, "deal", "War Axe as weapon 4 axe/shield*")
    outcome = RUNEBOUND3.apply(state, action)
    assert outcome.ruling.allowed, outcome.ruling.message
    axe = outcome.state.markets[0].items[0]
    assert (axe.name, axe.type, axe.cost, axe.tokens[0].notation()) == ("War Axe", ItemType.WEAPON, 4, "axe/shield*")
    assert decode_action(json.loads(json.dumps(action.to_json()))) == action


def test_an_item_typed_with_a_wrong_cost_is_refused_and_nothing_changes() -> None:
    state = RUNEBOUND3.new_game(GameSetup((PlayerSetup("Ann", "h"),), {}, {"heroes": {"h": HERO}, "tokens": TOKENS}))
    ruling = RUNEBOUND3.check(state, drawn(state, "deal", "War Axe as weapon cheap"))
    assert not ruling.allowed and "cost" in ruling.message and ruling.citations


def test_typed_words_are_read_into_the_card_data_the_engine_checks() -> None:
    assert enemy_values("enemy health 4 deck green villain 3skull*/2shield reward two gold") == {
        "kind": "enemy", "health": 4, "deck": "green", "villain_token": "3skull*/2shield", "reward": "two gold"}
    assert enemy_values("quest") == {"kind": "quest"}
    assert enemy_values("enemy") == {"kind": "enemy", "health": ""}
    assert item_values("goods 2") == {"type": "goods", "cost": 2, "tokens": []}


def test_a_new_state_without_enemies_still_asks_for_a_challenge_card_by_name() -> None:
    assert new_state(1).enemies == ()
