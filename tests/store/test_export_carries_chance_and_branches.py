"""A session's export carries everything the table saw: the chance request each action answered and the what-if
branches kept beside it. Importing it gives a session whose timeline shows the same chance notes and the same kept
branches; a damaged request or branch is refused with one clear line and nothing is written; an export from before
(format version 1) still imports."""

from __future__ import annotations

import copy
import json
import sqlite3

import pytest

from companion.services.branch import BranchSession, keep, reopen
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance, DiceFrom
from companion.services.outcomes import Applied
from companion.services.store import SessionStore, StoreError
from companion.services.store.kept_branches import branches_of
from rules_engine.chance import DiceRequest, made_by
from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dice import TableDice, numbered_die
from screens.timeline_screen import chance_note
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn

#: A roll whose action keeps only the total it made: its record keeps the roll itself.
TOTAL_OF_D6 = DiceRequest(numbered_die(6), 1, "points", made_by("tally.total"))


def table_rows(path, table: str) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute(f"SELECT * FROM {table}").fetchall()  # a table name of this test's own


@pytest.fixture
def store(tmp_path):
    with SessionStore.open(f"sqlite:///{tmp_path / 's.db'}") as opened:
        yield opened


@pytest.fixture
def played(store, monkeypatch):
    """A session with an app roll, a typed action and a table roll, and two branches kept beside it."""
    live = store.create_session(game_id="tally", name="Dice night", setup=tally_setup())
    # Tally leaves its decisions to the table; here the seat whose turn it is decides, as in the real games.
    monkeypatch.setattr(type(live.game), "own_decision",
                        lambda self, state: Decision(DecisionKind.ACTION, state.active, "your turn"))
    controller = SessionController(live)
    assert isinstance(controller.play(controller.read("roll"), AppChance.seeded(3)), Applied)
    assert isinstance(controller.apply(EndTurn()), Applied)
    assert isinstance(controller.fulfil(TOTAL_OF_D6, DiceFrom(TableDice(["4"]))), Applied)
    bold = BranchSession.from_moment(live, 1)
    bold_play = SessionController(bold)
    assert isinstance(bold_play.apply(EndTurn()), Applied)
    assert isinstance(bold_play.fulfil(TOTAL_OF_D6, DiceFrom(TableDice(["6"]))), Applied)
    bold.undo()
    keep(store, live, bold, "Bold line")
    calm = BranchSession.from_moment(live, 0)
    calm.act(AddPoints(9), override=True)
    keep(store, live, calm, "Calm start")
    return live


def notes(session, seqs) -> list[str | None]:
    return [chance_note(record) if (record := session.chance_record(seq)) is not None else None for seq in seqs]


def test_an_export_carries_the_chance_requests_and_the_kept_branches(store, played):
    doc = store.export_session(played.id)
    assert doc["format_version"] == 2
    assert [entry["chance"] is not None for entry in doc["log"]] == [True, False, True]
    assert doc["log"][2]["chance"]["outcome"]["faces"][0]["value"] == 4  # a maker's record keeps the roll itself
    assert [(b["name"], b["from_seq"], [e["kind"] for e in b["log"]]) for b in doc["branches"]] == [
        ("Calm start", 0, ["action"]), ("Bold line", 1, ["action", "action", "undo"])]
    assert doc["branches"][1]["log"][1]["chance"]["outcome"]["faces"][0]["value"] == 6


def test_importing_an_export_shows_the_same_chance_notes_and_the_same_kept_branches(store, played):
    doc = json.loads(json.dumps(store.export_session(played.id)))
    imported = store.open_session(store.import_session(doc))
    seqs = range(1, len(played.entries) + 1)
    assert notes(imported, seqs) == notes(played, seqs) and notes(imported, seqs)[0] is not None
    before, after = branches_of(store, played.id), branches_of(store, imported.id)
    assert [(b.name, b.from_seq, b.from_top, b.actions, b.entries) for b in after] == \
        [(b.name, b.from_seq, b.from_top, b.actions, b.entries) for b in before]
    for old, new in zip(before, after, strict=True):
        original, copied = reopen(store, played, old.id), reopen(store, imported, new.id)
        assert copied.state == original.state and copied.entries == original.entries
        branch_seqs = range(1, len(original.entries) + 1)
        assert notes(copied, branch_seqs) == notes(original, branch_seqs)
    assert notes(reopen(store, imported, after[1].id), [2]) == [notes(played, [3])[0].replace("4", "6")]


def test_an_export_from_before_the_requests_and_branches_still_imports(store, played):
    doc = store.export_session(played.id)
    doc["format_version"] = 1
    del doc["branches"]
    for entry in doc["log"]:
        del entry["chance"]
    imported = store.open_session(store.import_session(doc))
    assert imported.state == played.state
    assert notes(imported, range(1, 4)) == [None, None, None] and branches_of(store, imported.id) == []


def _damaged(doc: dict) -> list[tuple[str, dict, str]]:
    cases = []
    forged = copy.deepcopy(doc)
    forged["log"][2]["chance"]["outcome"]["faces"][0]["value"] = 5  # the action made 4
    cases.append(("a request that makes another action", forged, "does not give the action"))
    impossible = copy.deepcopy(doc)
    impossible["log"][2]["chance"]["outcome"]["faces"][0].update(value=9, label="9")
    impossible["log"][2]["action"]["data"]["points"] = 9
    impossible["log"][2]["overridden"] = True  # 9 points replay as a house rule: only the die is wrong
    cases.append(("a d6 showing 9", impossible, "edited dice"))
    shapeless = copy.deepcopy(doc)
    shapeless["log"][0]["chance"] = {"request": "dice please"}
    cases.append(("a request of no shape", shapeless, "chance request is malformed"))
    on_undo = copy.deepcopy(doc)
    on_undo["branches"][1]["log"][2]["chance"] = on_undo["branches"][1]["log"][1]["chance"]
    cases.append(("a request on an undo", on_undo, "only an action entry keeps a chance request"))
    too_late = copy.deepcopy(doc)
    too_late["branches"][0]["from_seq"] = 40
    cases.append(("a branch from an entry the log lacks", too_late, "log entry 40"))
    stray = copy.deepcopy(doc)
    stray["branches"][0]["log"][0]["overridden"] = False  # 9 points replay only as the house rule they were
    cases.append(("a branch that does not replay", stray, "session export branch 1"))
    unnamed = copy.deepcopy(doc)
    unnamed["branches"][1]["name"] = "Bold\x1b[31m line"
    cases.append(("a branch name with a control character", unnamed, "control character"))
    not_list = copy.deepcopy(doc)
    not_list["branches"] = {"Bold line": 1}
    cases.append(("branches not a list", not_list, "'branches' is missing or malformed"))
    return cases


def test_a_damaged_request_or_branch_is_refused_in_one_line_and_nothing_is_written(store, played, tmp_path):
    doc = json.loads(json.dumps(store.export_session(played.id)))
    path = tmp_path / "s.db"
    before = {table: table_rows(path, table) for table in ("sessions", "log_entries", "chance_requests",
                                                           "kept_branches", "branch_entries")}
    for label, broken, words in _damaged(doc):
        with pytest.raises(StoreError) as caught:
            store.import_session(broken)
        message = str(caught.value)
        assert "\n" not in message and "Traceback" not in message, label
        assert words in message, (label, message)
        assert {table: table_rows(path, table) for table in before} == before, label
