"""A user's catalogue imports: validated by kind, all or nothing, merged over the shipped entries."""

from __future__ import annotations

import json

import pytest

from cards_db.kinds import CatalogueError, CatalogueKind, register_kind
from cards_db.store import delete_imported, import_catalogue_file, imported_entries, list_entries
from companion.services.store import SessionStore


def _validate(raw):
    if not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise CatalogueError("a bonus needs a name")
    points = raw.get("points")
    if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 6:
        raise CatalogueError("points must be a whole number from 1 to 6")
    return {"name": raw["name"].strip(), "points": points}


KIND = register_kind(
    CatalogueKind("tally", "bonuses", "Bonus", _validate, lambda: {"lucky": {"name": "Lucky", "points": 1}})
)


def _file(tmp_path, entries, **extra):
    path = tmp_path / "bonuses.json"
    doc = {"format": "table-companion/catalogue", "version": 1, "game": "tally", "kind": "bonuses",
           "entries": entries, **extra}
    path.write_text(json.dumps(doc))
    return path


def test_import_and_merge(store, tmp_path):
    path = _file(tmp_path, [{"id": "big", "name": "Big", "points": 6}, {"id": "lucky", "name": "Luckier", "points": 2}])
    assert import_catalogue_file(path, db=store) == ("tally", "bonuses", 2)
    merged = list_entries("tally", "bonuses", db=store)
    assert merged == {"lucky": {"name": "Luckier", "points": 2}, "big": {"name": "Big", "points": 6}}
    # importing again replaces, never duplicates
    import_catalogue_file(_file(tmp_path, {"big": {"name": "Bigger", "points": 5}}), db=store)
    assert imported_entries("tally", "bonuses", db=store)["big"] == {"name": "Bigger", "points": 5}
    assert delete_imported("tally", "bonuses", "lucky", db=store)
    assert list_entries("tally", "bonuses", db=store)["lucky"] == {"name": "Lucky", "points": 1}


@pytest.mark.parametrize(
    "entries, message",
    [
        ([{"id": "ok", "name": "Ok", "points": 3}, {"id": "bad", "name": "Bad", "points": 9}], "from 1 to 6"),
        ([{"name": "No id", "points": 1}], "has no 'id'"),
        ([], "no entries"),
        ("nope", "must be a list"),
    ],
)
def test_invalid_file_writes_nothing(store, tmp_path, entries, message):
    with pytest.raises(CatalogueError, match=message):
        import_catalogue_file(_file(tmp_path, entries), db=store)
    assert imported_entries("tally", "bonuses", db=store) == {}


def test_not_json_or_wrong_kind(store, tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{not json")
    with pytest.raises(CatalogueError, match="not valid JSON"):
        import_catalogue_file(path, db=store)
    with pytest.raises(CatalogueError, match="no catalogue of spells"):
        import_catalogue_file(_file(tmp_path, [], kind="spells"), db=store)
    with pytest.raises(CatalogueError, match="not a catalogue file"):
        import_catalogue_file(_file(tmp_path, [], format="other"), db=store)


def test_the_catalogue_takes_an_open_store_never_a_url(tmp_path):
    # cards_db sits below the services: it never opens (or creates) a database itself.
    url = f"sqlite:///{tmp_path / 'catalogue.db'}"
    path = _file(tmp_path, [{"id": "big", "name": "Big", "points": 6}])
    with pytest.raises(TypeError, match="not a URL"):
        import_catalogue_file(path, db=url)
    assert not (tmp_path / "catalogue.db").exists()
    with SessionStore.open(url) as store:
        import_catalogue_file(path, db=store)
    with SessionStore.open(url) as store:
        assert list_entries("tally", "bonuses", db=store)["big"]["points"] == 6
