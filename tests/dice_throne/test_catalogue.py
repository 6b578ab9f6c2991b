"""The hero catalogue: shipped heroes validate, a malformed import gets a message naming the field."""

from __future__ import annotations

import copy
import re

import pytest

from cards_db.kinds import CatalogueError, get_kind
from rules_engine.dice_throne.heroes import parse_hero
from tests.dice_throne.support import HEROES


def test_shipped_heroes_are_registered_and_parse():
    kind = get_kind("dice-throne", "hero")
    shipped = kind.shipped()
    assert set(shipped) == {"gunslinger", "cursed-pirate"}
    gunslinger = parse_hero(shipped["gunslinger"])
    assert gunslinger.symbol_of(6) == "bullseye"
    assert [a.id for a in gunslinger.offensive()][-1] == "fill-em-with-lead"
    assert all(a.unconfirmed for a in gunslinger.offensive())  # damage values are editable, unconfirmed


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda h: h.pop("dice"), "'dice' is missing"),
        (lambda h: h["dice"].pop("6"), "face 6 is missing"),
        (lambda h: h["abilities"][0].update(condition={"symbols": {"laser": 3}}), "no symbol 'laser'"),
        (lambda h: h["abilities"][0].update(condition={"symbols": {"bullet": 6}}), "'abilities[1].condition.symbols.bullet' expects a whole number from 1 to 5, not 6"),
        (lambda h: h["abilities"][0].update(damage=-1), "'abilities[1].damage' expects a whole number from 0 to 99"),
        (lambda h: h["abilities"][0].update(damage_type="fire"), "'abilities[1].damage_type' expects one of \"regular\""),
        (lambda h: h["statuses"][0].update(limit=0), "'statuses[1].limit' expects a whole number from 1 to 99, not 0"),
        (lambda h: h["statuses"][0].update(effect="teleport"), "leave 'effect' empty"),
        (lambda h: h.update(colour="red"), "unknown field 'colour'; the fields of a Dice Throne hero are id, name, dice"),
        (lambda h: h["abilities"].append({"id": "revolver", "name": "Again", "condition": {"straight": "small"}}),
         "share an id"),
        (lambda h: h.update(abilities=[a for a in h["abilities"] if a["kind"] != "defensive"]),
         "at least one defensive"),
        (lambda h: h["abilities"][0].update(damage_type="ultimate"), "only an ultimate"),
        (lambda h: h.update(companions=["Evasive"]), "companion 'Evasive' has the name of a status"),
        (lambda h: h.update(companions=["reload"]), "companion 'reload' has the name of a status"),
        (lambda h: h["abilities"][0].update(name=""), "'abilities[1].name' expects text that is not empty"),
        (lambda h: h["abilities"][0].update(name="   "), "'abilities[1].name' expects text that is not empty"),
        (lambda h: h["statuses"][0].update(name=""), "'statuses[1].name' expects text that is not empty"),
        (lambda h: h.update(name=" "), "'name' expects text that is not empty"),
    ],
)
def test_malformed_import_is_refused_with_a_clear_message(change, message):
    data = copy.deepcopy(HEROES["gunslinger"])
    change(data)
    with pytest.raises(CatalogueError, match=re.escape(message)):
        get_kind("dice-throne", "hero").validate(data)


def test_a_users_new_hero_imports():
    data = {
        "id": "Barbarian", "name": "Barbarian",
        "dice": {"1": "sword", "2": "sword", "3": "sword", "4": "heart", "5": "heart", "6": "pow"},
        "statuses": [{"id": "concussion", "name": "Concussion", "polarity": "negative", "limit": 1}],
        "abilities": [
            {"id": "smack", "name": "Smack", "condition": {"symbols": {"sword": 3}}, "damage": 4},
            {"id": "overpower", "name": "Overpower", "condition": {"of_a_kind": 3}, "damage": None},
            {"id": "thick-skin", "name": "Thick Skin", "kind": "defensive", "dice": 3},
        ],
    }
    clean = get_kind("dice-throne", "hero").validate(data)
    assert clean["id"] == "barbarian"
    assert parse_hero(clean).ability("overpower").damage is None  # unknown: the table types it


@pytest.mark.rule("dice-throne.ultimate.lock")
def test_the_ultimate_lock_summary_names_every_opponent():
    from rules_engine.rules_index import all_rules
    rule = next(r for r in all_rules() if r.id == "dice-throne.ultimate.lock")
    assert "every opponent" in rule.summary and "target" not in rule.summary
