"""Editing a hero part by part: accepted changes land, a refused one changes nothing and names the field."""

from __future__ import annotations

import re

import pytest

from cards_db.dice_throne_format import BLANK_ITEMS, HERO
from cards_db.entry_draft import OMITTED, DraftError, EntryDraft, Part, value_from_text, value_to_text
from cards_db.kinds import get_kind

ABILITY_2 = Part("abilities", 1)


def draft() -> EntryDraft:
    return EntryDraft(get_kind("dice-throne", "hero"), HERO.example(), BLANK_ITEMS)


def test_an_accepted_change_lands_and_marks_the_draft_changed():
    hero = draft()
    values = hero.part_values(ABILITY_2) | {"damage": 9}
    hero.replace(ABILITY_2, values)
    assert hero.entry["abilities"][1]["damage"] == 9 and hero.changed


@pytest.mark.parametrize(("change", "field", "message"), [
    ({"damage": -2}, "damage", "'abilities[2].damage' expects a whole number from 0 to 99"),
    ({"condition": {"symbols": {"laser": 3}}}, "condition", "the hero's dice have no symbol 'laser'"),
    ({"kind": "defensive"}, "dice", "'abilities[2].dice' is missing (needed when 'abilities[2].kind' is"),
    ({"damage_type": "ultimate"}, "damage_type", "only an ultimate ability deals ultimate damage"),
    ({"name": OMITTED}, "name", "'abilities[2].name' is missing"),
])
def test_a_refused_change_changes_nothing_and_names_the_field(change, field, message):
    hero = draft()
    before = hero.entry
    with pytest.raises(DraftError, match=re.escape(message)) as refused:
        hero.replace(ABILITY_2, hero.part_values(ABILITY_2) | change)
    assert refused.value.field == field
    assert hero.entry == before and not hero.changed


def test_details_are_edited_without_touching_the_sections():
    hero = draft()
    hero.replace(Part(), hero.part_values(Part()) | {"name": "Thunder Caller"})
    assert hero.entry["name"] == "Thunder Caller" and hero.entry["abilities"] == HERO.example()["abilities"]
    assert list(hero.entry)[:3] == ["id", "name", "dice"]


def test_a_new_ability_and_status_get_free_ids_and_are_valid():
    hero = draft()
    first, second = hero.add("abilities"), hero.add("abilities")
    assert [hero.entry["abilities"][p.index]["id"] for p in (first, second)] == ["new-ability", "new-ability-2"]
    status = hero.add("statuses")
    assert hero.entry["statuses"][status.index]["name"] == "New status"
    hero.clean()


def test_removing_the_only_defensive_ability_is_refused():
    hero = draft()
    gust = next(i for i, a in enumerate(hero.entry["abilities"]) if a["kind"] == "defensive")
    with pytest.raises(DraftError, match="at least one defensive ability"):
        hero.remove(Part("abilities", gust))
    assert len(hero.entry["abilities"]) == len(HERO.example()["abilities"])
    hero.remove(Part("abilities", 1))
    assert "squall" not in [a["id"] for a in hero.entry["abilities"]]


@pytest.mark.parametrize(("name", "text", "value"), [
    ("limit", "3", 3), ("limit", "", OMITTED), ("effect_values", "[1, 2]", [1, 2]), ("name", " Static ", "Static"),
])
def test_form_text_becomes_values(name, text, value):
    assert value_from_text(HERO.field("statuses").schema.field(name), text, f"statuses[1].{name}") == value


@pytest.mark.parametrize(("name", "text", "message"), [
    ("limit", "two", "'statuses[1].limit' expects a whole number from 1 to 99, not 'two'"),
    ("effect_values", "1, 2", "'statuses[1].effect_values' expects a list, each item a whole number from 1 to 6, "
                              "written as JSON"),
])
def test_text_that_is_not_a_value_is_refused_naming_the_field(name, text, message):
    with pytest.raises(DraftError, match=re.escape(message)) as refused:
        value_from_text(HERO.field("statuses").schema.field(name), text, f"statuses[1].{name}")
    assert refused.value.field == name


def test_values_show_as_the_text_that_reads_back():
    spec = HERO.field("dice")
    assert value_from_text(spec, value_to_text(spec, HERO.example()["dice"]), "dice") == HERO.example()["dice"]
