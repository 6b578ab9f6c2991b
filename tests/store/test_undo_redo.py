"""Undo and redo are events appended to the log: nothing is ever deleted or rewritten."""

from __future__ import annotations

import sqlite3

from companion.services.store import SessionStore
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn


def _rows(db_path) -> list[tuple]:
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute("SELECT seq, kind, action, ruling, overridden, target_seq FROM log_entries ORDER BY seq").fetchall()
    finally:
        conn.close()


def test_undo_appends_and_never_deletes(store, db_path):
    live = store.create_session(game_id="tally", name="Undo", setup=tally_setup())
    live.act(AddPoints(3))
    live.act(EndTurn())
    before = _rows(db_path)
    undo = live.undo()
    after = _rows(db_path)
    assert len(after) == len(before) + 1 and after[: len(before)] == before
    assert undo.kind == "undo" and undo.target_seq == 2 and undo.seq == 3
    assert live.state.active == 0 and live.state.added
    assert [e.active for e in live.entries] == [True, False, True]
    assert live.can_redo and live.can_undo
    assert live.last_ruling.message == "Undone: Ann ends the turn"


def test_redo_brings_back_the_latest_undone(store):
    live = store.create_session(game_id="tally", name="Redo", setup=tally_setup())
    live.act(AddPoints(3))
    live.act(EndTurn())
    live.act(AddPoints(4))
    state = live.state
    live.undo()
    live.undo()
    assert live.state.scores == (3, 0) and live.state.active == 0
    redo = live.redo()
    assert redo.target_seq == 2 and live.state.active == 1
    live.redo()
    assert live.state == state and not live.can_redo
    assert live.redo() is None
    assert [e.kind for e in live.entries] == ["action"] * 3 + ["undo", "undo", "redo", "redo"]


def test_new_action_after_undo_clears_redo_for_good(store, db_url):
    live = store.create_session(game_id="tally", name="Branch", setup=tally_setup())
    live.act(AddPoints(3))
    live.undo()
    live.act(AddPoints(5))
    assert not live.can_redo and live.state.scores == (5, 0)
    assert [(e.kind, e.active) for e in live.entries] == [("action", False), ("undo", True), ("action", True)]
    store.close()
    again = SessionStore.open(db_url)
    reopened = again.open_session(live.id)
    assert reopened.entries == live.entries and not reopened.can_redo and reopened.state == live.state
    assert again.list_sessions()[0].actions == 1
    again.close()


def test_undo_with_nothing_to_undo_writes_nothing(store, db_path):
    live = store.create_session(game_id="tally", name="Empty", setup=tally_setup())
    assert live.undo() is None and live.redo() is None
    assert _rows(db_path) == [] and live.revision == 0


def test_undo_everything_then_reopen(store, db_url):
    live = store.create_session(game_id="tally", name="All", setup=tally_setup())
    for action in (AddPoints(1), EndTurn(), AddPoints(2), EndTurn()):
        live.act(action)
    while live.can_undo:
        live.undo()
    assert live.state == live.game.new_game(live.setup)
    reopened = SessionStore.open(db_url)
    assert reopened.open_session(live.id).state == live.state
    assert reopened.list_sessions()[0].actions == 0
    reopened.close()


def test_override_is_marked_and_replays(store, db_url, db_path):
    live = store.create_session(game_id="tally", name="House", setup=tally_setup())
    ruling = live.act(AddPoints(9), override=True)
    assert ruling.overridden and ruling.waived[0].rule_id == "tally.points"
    assert live.entries[0].overridden and live.state.scores == (9, 0)
    assert _rows(db_path)[0][4] == 1
    live.act(AddPoints(2), override=True)  # a second add in one turn is waived too
    live.act(EndTurn(), override=True)  # nothing to waive: not marked
    assert [e.overridden for e in live.entries] == [True, True, False]
    store.close()
    again = SessionStore.open(db_url)
    reopened = again.open_session(live.id)
    assert reopened.state.scores == (11, 0) and reopened.entries == live.entries
    assert reopened.entries[0].ruling.waived[0].rule_id == "tally.points"
    # undo/redo of a house-rule action re-applies it as a house rule
    reopened.undo()
    reopened.undo()
    reopened.redo()
    assert reopened.state.scores == (11, 0)
    again.close()
