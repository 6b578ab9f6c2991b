"""Export documents carry the whole session; import checks everything before writing anything."""

from __future__ import annotations

import copy
import json

import pytest

from companion.services.store import StoreError
from companion.services.store.transfer import FORMAT, FORMAT_VERSION
from rules_engine.dice import SeededDiceSource, numbered_die
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn, RollPoints


@pytest.fixture
def played(store):
    live = store.create_session(game_id="tally", name="Exported", setup=tally_setup())
    live.act(AddPoints(9), override=True)
    live.act(EndTurn())
    live.act(RollPoints(SeededDiceSource(3).roll(numbered_die(6), 1)))
    live.undo()
    live.redo()
    live.undo()
    return live


def test_export_document_shape(store, played):
    doc = store.export_session(played.id)
    assert doc["format"] == FORMAT and doc["format_version"] == FORMAT_VERSION
    assert doc["app_version"] and doc["game"]["id"] == "tally" and doc["name"] == "Exported"
    assert doc["setup"]["options"] == {"target": 1000}
    assert [e["kind"] for e in doc["log"]] == ["action", "action", "action", "undo", "redo", "undo"]
    assert doc["log"][0]["overridden"] is True and doc["log"][0]["ruling"]["waived"]
    assert doc["log"][3]["target_seq"] == 3
    json.dumps(doc)  # plain JSON all the way down


def test_import_round_trip(store, played):
    doc = json.loads(json.dumps(store.export_session(played.id)))
    new_id = store.import_session(doc)
    assert new_id != played.id
    imported = store.open_session(new_id)
    assert imported.state == played.state
    assert imported.entries == played.entries  # same rulings, marks, dice and timestamps
    assert imported.can_redo
    summary = {s.id: s for s in store.list_sessions()}[new_id]
    assert summary.actions == 2 and summary.name == "Exported"
    imported.redo()  # the imported session plays on
    assert imported.state.scores[1] > 0


def _broken_documents(doc: dict) -> list[tuple[str, object]]:
    cases: list[tuple[str, object]] = [("a list", []), ("no format", {**doc, "format": "x"})]
    cases.append(("newer format", {**doc, "format_version": FORMAT_VERSION + 1}))
    cases.append(("unknown game", {**doc, "game": {"id": "chess"}}))
    cases.append(("bad setup", {**doc, "setup": {"players": []}}))
    cases.append(("no name", {**doc, "name": "  "}))
    cases.append(("log not a list", {**doc, "log": {}}))
    bad_action = copy.deepcopy(doc)
    bad_action["log"][1]["action"] = {"kind": "tally.add", "v": 1, "data": {"points": "many"}}
    cases.append(("undecodable action", bad_action))
    unknown_action = copy.deepcopy(doc)
    unknown_action["log"][1]["action"] = {"kind": "chess.move", "v": 1, "data": {}}
    cases.append(("unknown action", unknown_action))
    illegal = copy.deepcopy(doc)
    illegal["log"][0]["overridden"] = False  # AddPoints(9) no longer replays without the house rule
    cases.append(("does not replay", illegal))
    bad_undo = copy.deepcopy(doc)
    bad_undo["log"][3]["target_seq"] = 1
    cases.append(("undo of the wrong action", bad_undo))
    bad_time = copy.deepcopy(doc)
    bad_time["log"][2]["created_at"] = "yesterday"
    cases.append(("bad time", bad_time))
    no_ruling = copy.deepcopy(doc)
    no_ruling["log"][2]["ruling"] = None
    cases.append(("action without ruling", no_ruling))
    return cases


def test_malformed_imports_write_nothing(store, played):
    doc = json.loads(json.dumps(store.export_session(played.id)))
    before = store.list_sessions()
    for label, broken in _broken_documents(doc):
        with pytest.raises(StoreError) as raised:
            store.import_session(broken)
        assert "\n" not in str(raised.value), label
        assert store.list_sessions() == before, label
