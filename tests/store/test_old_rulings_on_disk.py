"""A long log keeps only its latest rulings' texts in memory; an older one is read from the file, checked."""

from __future__ import annotations

import sqlite3

import pytest

import companion.services.store.log_loading as log_loading_module
from companion.services.store import SessionDeleted, SessionStore, StoreError
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn

KEPT = 3


@pytest.fixture(autouse=True)
def few_kept(monkeypatch) -> None:
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", KEPT)


def played(url: str) -> tuple[int, list]:
    """A saved session of 12 actions with an undo and a redo, and the rulings it got as played."""
    store = SessionStore.open(url)
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup("Ann", "Bo"))
    for points in range(1, 7):
        live.act(AddPoints(points))
        live.act(EndTurn())
    live.undo()
    live.redo()
    rulings = [entry.ruling for entry in live.entries]
    store.close()
    return live.id, rulings


def texts_in_memory(live) -> list[int]:
    """The seqs of action entries whose ruling text is still held in memory, undecoded."""
    held = []
    for entry in live.entries:
        if not entry.ruling_decoded and entry._stored.ruling_text is not None:
            held.append(entry.seq)
    return held


def test_old_rulings_are_read_from_the_file_and_equal_what_was_played(db_url) -> None:
    session_id, rulings = played(db_url)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    actions = [entry.seq for entry in live.entries if entry.kind == "action"]
    held = texts_in_memory(live)
    assert held and set(held) <= set(actions[-KEPT:])  # only the latest texts stay; older ones are on disk
    assert [entry.ruling for entry in live.entries] == rulings
    store.close()


def test_an_old_ruling_damaged_after_opening_is_a_clear_error(db_url, db_path) -> None:
    session_id, _ = played(db_url)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE log_entries SET ruling = replace(ruling, 'Ann', 'Anx') WHERE seq = 1")
    conn.close()
    with pytest.raises(StoreError, match="log entry 1 is damaged"):
        live.entries[0].ruling  # noqa: B018 - reading it is the test
    store.close()


def test_an_old_ruling_of_a_session_deleted_elsewhere_says_so(db_url) -> None:
    session_id, _ = played(db_url)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    other = SessionStore.open(db_url)
    other.delete_session(session_id)
    other.close()
    with pytest.raises(SessionDeleted):
        live.entries[0].ruling  # noqa: B018 - reading it is the test
    store.close()


def test_in_memory_every_ruling_stays_in_memory() -> None:
    store = SessionStore.open(memory=True)
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup("Ann", "Bo"))
    for points in range(1, 7):
        live.act(AddPoints(points))
        live.act(EndTurn())
    reopened = store.open_session(live.id)
    assert len(texts_in_memory(reopened)) == 12 - KEPT
    assert [e.ruling for e in reopened.entries] == [e.ruling for e in live.entries]
    store.close()
