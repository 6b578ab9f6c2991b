"""Runebound 3e is a registered game with registered catalogue kinds, a market deal at setup and typed board data."""

from __future__ import annotations

import pytest

from cards_db.kinds import CatalogueError, get_kind, kinds_of
from companion.services.session_setup import setup_from_json
from rules_engine.chance import DrawnCard
from rules_engine.game import SetupError
from rules_engine.games import all_games, get_game
from rules_engine.runebound3.actions import DealMarket
from rules_engine.runebound3.board import R3Board
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Stage
from rules_engine.serialization import to_jsonable
from tests.runebound3.helpers import HERO, new_state

ITEMS = {f"i{n}": {"id": f"i{n}", "name": f"Item {n}", "type": "goods", "cost": n % 4, "tokens": ["axe/miss"]}
         for n in range(14)}


def test_the_game_is_offered_with_heroes() -> None:
    assert get_game("runebound3") is RUNEBOUND3
    assert RUNEBOUND3 in all_games() and RUNEBOUND3.uses_heroes


def test_catalogue_kinds_are_registered_and_decks_go_to_the_session() -> None:
    kinds = {k.kind: k for k in kinds_of("runebound3")}
    assert set(kinds) == {"hero", "item", "enemy", "enemy-token", "skill", "story", "event", "test", "quest",
                          "terrain-dice"}
    assert (kinds["item"].session_key, kinds["enemy"].session_key, kinds["enemy-token"].session_key,
            kinds["skill"].session_key, kinds["story"].session_key, kinds["event"].session_key,
            kinds["test"].session_key, kinds["quest"].session_key) == (
        "items", "enemies", "enemy_tokens", "skills", "story", "events", "tests", "quests")
    assert kinds["hero"].session_key == "" and kinds["terrain-dice"].session_key == ""  # setup reads both itself
    assert all(k.shipped() == {} for k in kinds.values()), "the summary prints no card values, so nothing ships"


def test_an_item_of_unknown_type_is_refused_by_the_registered_kind() -> None:
    with pytest.raises(CatalogueError, match="helmet"):
        get_kind("runebound3", "item").validate({"id": "x", "name": "X", "type": "helmet", "cost": 1})


def test_an_enemy_villain_token_with_an_unknown_symbol_is_refused() -> None:
    with pytest.raises(CatalogueError, match="symbols are"):
        get_kind("runebound3", "enemy").validate({"id": "m", "name": "Margath", "health": 9,
                                                  "villain_token": "fire/skull"})


@pytest.mark.rule("runebound3.setup.markets")
def test_without_named_markets_setup_deals_twelve_items_card_by_card() -> None:
    setup = setup_from_json(RUNEBOUND3, {"players": [{"name": "Ann", "hero": "h"}],
                                         "catalogue": {"heroes": {"h": HERO}, "items": ITEMS}})
    state = RUNEBOUND3.new_game(setup)
    assert state.stage is Stage.MARKETS and len(state.item_deck) == 14
    for n in range(12):
        (choice,) = RUNEBOUND3.choices(state)
        assert choice.request is not None and len(choice.request.candidates) == 14 - n
        state = RUNEBOUND3.apply(state, DealMarket(DrawnCard("items", f"Item {n}", "table"))).state
    assert state.stage is Stage.ACTIONS
    assert [[i.name for i in m.items] for m in state.markets][0] == ["Item 0", "Item 1", "Item 2"]


@pytest.mark.rule("runebound3.setup.markets")
def test_a_dealt_card_of_unknown_type_is_refused_and_nothing_changes() -> None:
    setup = setup_from_json(RUNEBOUND3, {"players": [{"name": "Ann", "hero": "h"}],
                                         "catalogue": {"heroes": {"h": HERO}, "items": ITEMS}})
    state = RUNEBOUND3.new_game(setup)
    before = to_jsonable(state)
    ruling = RUNEBOUND3.check(state, DealMarket(DrawnCard("items", "Odd", data={"type": "helmet", "cost": 1})))
    assert not ruling.allowed and to_jsonable(state) == before
    assert "helmet" in ruling.message and ruling.citations[0].rule_id == "runebound3.setup.markets"


def test_view_data_shows_the_time_track_and_hero_panels() -> None:
    state = new_state(2, story_spaces="3,9")
    data = RUNEBOUND3.view(state).data
    assert isinstance(data, R3Board)
    assert (data.time.act, data.time.position, data.time.next_refresh, data.time.next_story) == (1, 0, 6, 3)
    first = data.heroes[0]
    assert (first.health, first.gold, first.hand, first.actions_left, first.active) == (8, 3, 4, 3, True)
    assert dict(first.skill_limits) == {"body": 2, "mind": 1, "spirit": 1}
    assert dict(first.items) == {t: "" for t in ("weapon", "armour", "equipment", "mount", "goods")}
    assert data.heroes[1].actions_left == 0 and data.fight is None
    assert to_jsonable(data)["time"]["next_story"] == 3


def test_the_wizard_option_places_challenge_tokens_and_a_bad_one_is_named() -> None:
    state = new_state(1, challenge_tokens="Black Wood:orange, Oakvale:Purple")
    assert [(t.space, t.colour.value) for t in state.tokens][-2:] == [("Black Wood", "orange"), ("Oakvale", "purple")]
    with pytest.raises(SetupError, match="'Oakvale:gold'.*green, orange, purple"):
        new_state(1, challenge_tokens="Oakvale:gold")
