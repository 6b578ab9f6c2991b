"""An import trusts nothing a text editor can change: dice are checked against their faces, rulings are recomputed."""

from __future__ import annotations

import copy
import json

import pytest

from companion.services.store import InvalidDocument, SessionStore
from rules_engine.dice import SeededDiceSource, numbered_die
from tests.store.conftest import tally_setup
from tests.store.released_saves import FIRST_RELEASE, save_named
from tests.support.tally_game import AddPoints, EndTurn, RollPoints


@pytest.fixture
def played(store):
    live = store.create_session(game_id="tally", name="Exported", setup=tally_setup())
    live.act(AddPoints(9), override=True)
    live.act(EndTurn())
    live.act(RollPoints(SeededDiceSource(3).roll(numbered_die(6), 1)))
    return live


def _document(store: SessionStore, session_id: int) -> dict:
    return json.loads(json.dumps(store.export_session(session_id)))


def _roll_entry(doc: dict) -> dict:
    return next(e for e in doc["log"] if e["kind"] == "action" and e["action"]["kind"] == "tally.roll")


def test_forged_ruling_text_is_replaced_by_the_replay(store, played):
    doc = _document(store, played.id)
    for entry in doc["log"]:
        entry["ruling"]["message"] = "Bob wins by forfeit"
        entry["ruling"]["citations"] = []
        entry["ruling"]["allowed"] = True
    doc["log"][0]["ruling"]["waived"] = []  # hide that the first action was a house rule
    imported = store.open_session(store.import_session(doc))
    assert [e.ruling for e in imported.entries] == [e.ruling for e in played.entries]
    assert "Bob wins by forfeit" not in json.dumps(store.export_session(imported.id))
    assert imported.entries[0].ruling.waived  # the house rule is marked again


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda face: face.update(label="9", value=9), "cannot show 9"),
        (lambda face: face.update(value=face["value"] % 6 + 1), "has no face"),  # the label reads what was rolled
        (lambda face: face.update(symbols=["bullseye"]), "has no face"),  # a d6 has no symbols
        (lambda face: face.update(label="six"), "no face 'six'"),
    ],
    ids=["a d6 showing 9", "value changed", "symbol added", "label changed"],
)
def test_an_edited_die_face_is_refused(store, played, edit, message):
    doc = _document(store, played.id)
    before = store.list_sessions()
    entry = _roll_entry(doc)
    face = entry["action"]["data"]["roll"]["faces"][0]
    edit(face)
    with pytest.raises(InvalidDocument, match=message):
        store.import_session(doc)
    assert store.list_sessions() == before


def test_a_roll_from_nowhere_is_refused(store, played):
    doc = _document(store, played.id)
    _roll_entry(doc)["action"]["data"]["roll"]["source"] = "wishful thinking"
    with pytest.raises(InvalidDocument, match="dice come from the app or the table"):
        store.import_session(doc)


def test_a_die_the_game_does_not_know_is_refused(store, played):
    doc = _document(store, played.id)
    _roll_entry(doc)["action"]["data"]["roll"]["die"] = "loaded-die"
    with pytest.raises(InvalidDocument, match="cannot be checked against their faces"):
        store.import_session(doc)


def _released_document(tmp_path, game_id: str) -> tuple[SessionStore, dict, list]:
    save = save_named(FIRST_RELEASE)
    store = SessionStore.open(f"sqlite:///{save.copy_to(tmp_path)}")
    recorded = next(s for s in save.expected["sessions"] if s["game_id"] == game_id)
    return store, _document(store, recorded["id"]), store.open_session(recorded["id"]).entries


def _without_rulings(entries: list) -> list:
    return [entry.replaced(ruling=None, created_at=None) for entry in entries]


@pytest.mark.parametrize("game_id", ["dice-throne", "runebound2"])
def test_real_games_import_unchanged(tmp_path, game_id):
    # The log comes back as it was; its rulings are today's, recomputed by replay, never the stored
    # text (a later version may cite more, e.g. the card-wording rules added since the save).
    store, doc, entries = _released_document(tmp_path, game_id)
    try:
        imported = store.open_session(store.import_session(doc))
        assert _without_rulings(imported.entries) == _without_rulings(entries)
        game, state = imported.game, imported.game.new_game(imported.setup)
        for entry in imported.entries:
            if entry.kind == "action" and entry.active:
                outcome = game.apply(state, entry.action, override=entry.overridden)
                assert entry.ruling == outcome.ruling
                state = outcome.state
    finally:
        store.close()


def _rolls(doc: dict, die: str) -> list[dict]:
    found = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if value.get("die") == die and "faces" in value:
                found.append(value)
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk([e["action"] for e in doc["log"] if e["action"]])
    return found


def test_an_edited_hero_die_is_refused(tmp_path):
    store, doc, _ = _released_document(tmp_path, "dice-throne")
    try:
        assert _rolls(doc, "dt-gunslinger"), "the Dice Throne save has Gunslinger rolls"
        face = _rolls(doc, "dt-gunslinger")[0]["faces"][0]
        other_symbol = ["bullseye"] if face["symbols"] != ["bullseye"] else ["dash"]
        edits = [
            ({"symbols": other_symbol}, "has no face"),
            ({"value": face["value"] % 6 + 1}, "has no face"),
            ({"label": "7", "value": 7}, "cannot show 7|no face '7'"),
        ]
        for edit, message in edits:
            forged = copy.deepcopy(doc)
            _rolls(forged, "dt-gunslinger")[0]["faces"][0].update(edit)
            with pytest.raises(InvalidDocument, match=message):
                store.import_session(forged)
    finally:
        store.close()


def test_an_edited_terrain_die_is_refused(tmp_path):
    store, doc, _ = _released_document(tmp_path, "runebound2")
    try:
        assert _rolls(doc, "terrain"), "the Runebound save has terrain rolls"
        forged = copy.deepcopy(doc)
        face = _rolls(forged, "terrain")[0]["faces"][0]
        face.update(label="dragon", symbols=["dragon"])
        with pytest.raises(InvalidDocument, match="no symbol dragon"):
            store.import_session(forged)
        forged = copy.deepcopy(doc)
        face = _rolls(forged, "terrain")[0]["faces"][0]
        face.update(symbols=["mountains"])  # the label still says what the table entered
        with pytest.raises(InvalidDocument, match="has no face"):
            store.import_session(forged)
    finally:
        store.close()
