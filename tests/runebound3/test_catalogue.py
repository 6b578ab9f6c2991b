"""The Runebound 3e catalogue: imported heroes and items are checked field by field and become engine cards."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import hero_card, item_card, validate_hero, validate_item
from cards_db.runebound3_format import HERO, ITEM
from rules_engine.runebound3.state import ItemType
from rules_engine.runebound3.tokens import Symbol


def test_the_documented_templates_are_valid_entries() -> None:
    hero = hero_card(validate_hero(HERO.example()))
    item = item_card(validate_item(ITEM.example()))
    assert (hero.name, hero.health, hero.start) == ("Elder Mok", 10, "Tamalir")
    assert item.type is ItemType.WEAPON and item.cost == 4
    assert hero.tokens[0].front.symbol is Symbol.AXE and hero.tokens[0].back.initiative


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_an_item_of_unknown_type_is_refused_naming_the_field_and_card() -> None:
    raw = ITEM.example() | {"type": "helmet"}
    with pytest.raises(CatalogueError) as error:
        validate_item(raw)
    message = str(error.value)
    assert "war-axe" in message and "type" in message and "helmet" in message
    assert "armour" in message


def test_a_token_that_is_not_two_faces_names_the_entry_and_the_token() -> None:
    with pytest.raises(CatalogueError, match=r"war-axe.*tokens\[1\].*front/back"):
        validate_item(ITEM.example() | {"tokens": ["axe/shield", "axe"]})


def test_a_token_symbol_that_does_not_exist_is_refused() -> None:
    with pytest.raises(CatalogueError, match=r"tokens\[0\].*symbols are"):
        validate_hero(HERO.example() | {"tokens": ["sword/shield"]})


@pytest.mark.parametrize("field", ["body", "health", "speed", "start", "hand_size"])
def test_a_hero_missing_a_value_names_it(field: str) -> None:
    raw = {k: v for k, v in HERO.example().items() if k != field}
    with pytest.raises(CatalogueError, match=field):
        validate_hero(raw)


def test_a_hero_with_no_health_is_refused() -> None:
    with pytest.raises(CatalogueError, match="'health' expects a whole number from 1 to 30, not 0"):
        validate_hero(HERO.example() | {"health": 0})


def test_a_negative_cost_is_refused() -> None:
    with pytest.raises(CatalogueError, match="cost"):
        validate_item(ITEM.example() | {"cost": -2})
