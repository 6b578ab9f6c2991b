"""Catalogue import keeps what its templates promise and refuses what a session could not use (issues 26, 29, 34)."""

from __future__ import annotations

import copy
import json

import pytest

from cards_db.kinds import CatalogueError, all_kinds, get_kind
from cards_db.schema import CEILING, MOST_ITEMS
from cards_db.store import import_catalogue_file, imported_entries, list_entries
from cards_db.templates import template_document
from companion.services.session_setup import setup_from_json
from rules_engine.games import get_game
from tests.cli.setup_fuzz import base_setups

FROST_BOLT = {"name": "Frost bolt", "deck": "Mage", "kind": "spell", "hostile": True, "cost": 2, "timing": "challenge"}


def _file(tmp_path, game: str, kind: str, entries, name: str = "cards.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"format": "table-companion/catalogue", "version": 1, "game": game, "kind": kind,
                                "entries": entries}), encoding="utf-8")
    return path


def test_the_class_card_template_without_its_id_imports_with_the_id_from_the_name(store, tmp_path):
    entry = copy.deepcopy(template_document(get_kind("runebound2", "class-card"))["entries"][0])
    del entry["id"]
    assert import_catalogue_file(_file(tmp_path, "runebound2", "class-card", [entry]), db=store)[2] == 1
    assert imported_entries("runebound2", "class-card", db=store) == {
        entry["name"].lower(): get_kind("runebound2", "class-card").validate(entry)}


def test_a_kind_whose_id_is_required_still_refuses_an_entry_without_one(store, tmp_path):
    hero = copy.deepcopy(template_document(get_kind("dungeoneer", "hero"))["entries"][0])
    del hero["id"]
    with pytest.raises(CatalogueError, match="has no 'id'"):
        import_catalogue_file(_file(tmp_path, "dungeoneer", "hero", [hero]), db=store)


def test_two_class_cards_of_one_name_in_one_deck_are_refused_at_import(store, tmp_path):
    twice = [{**FROST_BOLT, "id": "frost-1"}, {**FROST_BOLT, "id": "frost-2"}]
    with pytest.raises(CatalogueError, match="the class card Frost bolt appears twice in its deck.*Składanie talii"):
        import_catalogue_file(_file(tmp_path, "runebound2", "class-card", twice), db=store)
    assert imported_entries("runebound2", "class-card", db=store) == {}


def test_a_class_card_of_a_name_its_deck_already_holds_is_refused_at_import(store, tmp_path):
    import_catalogue_file(_file(tmp_path, "runebound2", "class-card", [{**FROST_BOLT, "id": "frost-1"}]), db=store)
    with pytest.raises(CatalogueError, match="appears twice"):
        import_catalogue_file(_file(tmp_path, "runebound2", "class-card", [{**FROST_BOLT, "id": "frost-2"}],
                                    "more.json"), db=store)
    assert list(imported_entries("runebound2", "class-card", db=store)) == ["frost-1"]
    # the same card again under its own id replaces it, and the same name in another deck is another card
    import_catalogue_file(_file(tmp_path, "runebound2", "class-card", [{**FROST_BOLT, "id": "frost-1", "cost": 3},
                                                                      {**FROST_BOLT, "id": "frost-w",
                                                                       "deck": "Warrior"}], "again.json"), db=store)
    assert imported_entries("runebound2", "class-card", db=store)["frost-1"]["cost"] == 3


@pytest.mark.parametrize("cost", [10**30, 11, -1])
def test_a_class_card_cost_past_the_threat_pool_is_refused(store, tmp_path, cost):
    with pytest.raises(CatalogueError, match="'cost' expects a whole number from 0 to 10.*Wydawanie żetonów"):
        import_catalogue_file(_file(tmp_path, "runebound2", "class-card", [{**FROST_BOLT, "cost": cost}]), db=store)


ZOMBIE = {"id": "zombie-2", "name": "Zombie", "health": None, "cost": None, "forms": {"melee": {"value": None}}}


def test_a_monster_with_unknown_values_it_does_not_list_is_refused(store, tmp_path):
    with pytest.raises(CatalogueError, match="'health' is null but not listed in 'unconfirmed'"):
        import_catalogue_file(_file(tmp_path, "dungeoneer", "monster", [ZOMBIE]), db=store)


def test_a_monster_the_catalogue_accepts_leaves_every_new_session_playable(store, tmp_path):
    listed = {**ZOMBIE, "unconfirmed": ["health", "cost", "forms.melee.value"]}
    import_catalogue_file(_file(tmp_path, "dungeoneer", "monster", [listed]), db=store)
    assert "zombie-2" in list_entries("dungeoneer", "monster", db=store)
    _, setup = base_setups()["dungeoneer-two-heroes"]
    setup = copy.deepcopy(setup)
    setup["catalogue"]["monsters"]["zombie-2"] = list_entries("dungeoneer", "monster", db=store)["zombie-2"]
    started = setup_from_json(get_game("dungeoneer"), setup, store)  # starts the game once, as every path does
    assert get_game("dungeoneer").new_game(started).left_out  # the card is left out, as its unknown values say


@pytest.mark.parametrize("kind", [k for k in all_kinds() if k.schema is not None and k.validate.__module__.startswith(
    "cards_db.")], ids=lambda k: k.template_name)
def test_no_number_or_list_of_any_kind_is_unbounded(kind):
    for path, spec, _ in kind.schema.rows():
        if spec.type == "integer":
            assert spec.highest <= max(CEILING, spec.minimum or 0), path
        if spec.type in ("list", "map"):
            assert spec.most_items <= MOST_ITEMS, path


def test_two_class_cards_each_twice_in_their_deck_are_named_together_at_import(store, tmp_path):
    ward = {**FROST_BOLT, "name": "Ward"}
    twice = [{**FROST_BOLT, "id": "frost-1"}, {**FROST_BOLT, "id": "frost-2"}, {**ward, "id": "ward-1"},
             {**ward, "id": "ward-2"}]
    with pytest.raises(CatalogueError, match="the class cards Frost bolt, Ward each appear twice in their deck"):
        import_catalogue_file(_file(tmp_path, "runebound2", "class-card", twice), db=store)
    assert imported_entries("runebound2", "class-card", db=store) == {}
