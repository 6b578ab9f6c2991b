"""A snapshot's log digest: the rows under it are opened from their heads, and damage is still found.

Opening a long session reads the rows up to its latest snapshot without their texts when the
snapshot's log digest (checksums.log_chain over each row's place, kind, flags, time and own
checksum) matches them; their texts are read, and checked against the row's own checksum, when
someone looks at them. A digest that does not match (damage, or a snapshot from before digests)
means every row is read and checked as before, and the snapshots are given a digest again.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

import companion.services.store.live as live_module
import companion.services.store.log_loading as log_loading_module
from companion.services.store import SessionStore, StoreError
from companion.services.store.sql_log_writer import chains_at
from companion.services.store.migrate import head_revision
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn

EVERY = 4


@pytest.fixture
def small(monkeypatch):
    """A snapshot every four active actions; only the latest two entries are read whole at opening."""
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", 2)


def _played(url: str, actions: int = 21) -> tuple[int, object, list]:
    """A Tally session with undos and redos; its id, state and log as (seq, kind, active, line)."""
    store = SessionStore.open(url)
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup(target=200))
    for index in range(actions):
        if index == 7:  # a house rule: a second add in one turn
            if not live.state.added:
                live.act(AddPoints(1))
            live.act(AddPoints(2), override=True)
        live.act(EndTurn() if live.state.added else AddPoints(index % 5 + 1))
        if index % 6 == 5:
            live.undo()
            live.undo()
            live.redo()
    store.close()
    return live.id, live.state, _log(live)


def _log(live) -> list:
    return [(e.seq, e.kind, e.active, e.overridden, e.target_seq, e.created_at, e.action, e.ruling)
            for e in live.entries]


def _digests(path) -> dict[int, str | None]:
    with sqlite3.connect(path) as conn:
        return dict(conn.execute("SELECT action_seq, log_digest FROM state_snapshots"))


def test_every_snapshot_written_in_play_or_at_opening_has_the_digest_of_its_rows(db_url, db_path, small):
    session_id, _, _ = _played(db_url)
    store = SessionStore.open(db_url)
    store.open_session(session_id)  # adds the latest state's snapshot
    with store.engine.connect() as conn:
        stored = _digests(db_path)
        assert len(stored) >= 5 and all(stored.values())
        assert chains_at(conn, session_id, stored) == stored
    store.close()


def test_a_long_session_opens_from_its_heads_and_reads_old_texts_when_wanted(db_url, small, monkeypatch):
    session_id, state, log = _played(db_url)
    read_whole = []
    original = live_module.LiveSession._stored_texts

    def counting(self, seq):
        read_whole.append(seq)
        return original(self, seq)

    monkeypatch.setattr(live_module.LiveSession, "_stored_texts", counting)
    for _ in range(2):
        store = SessionStore.open(db_url)
        live = store.open_session(session_id)
        assert read_whole == []  # nothing under the snapshot was read whole to open it
        assert live.state == state
        assert _log(live) == log  # every old action and ruling, read from the file when asked
        assert read_whole  # ... which is where they came from
        assert live.state == TALLY.replay(live.setup, [(e.action, e.overridden) for e in live.entries
                                                       if e.kind == "action" and e.active])
        read_whole.clear()
        store.close()


def test_an_old_row_whose_text_is_damaged_is_found_when_it_is_read(db_url, db_path, small):
    session_id, state, _ = _played(db_url)
    SessionStore.open(db_url).open_session(session_id)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE log_entries SET action = replace(action, '1', '4') WHERE seq = 1")
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    assert live.state == state  # the snapshot and the rows after it are intact
    with pytest.raises(StoreError, match="log entry 1 is damaged .*checksum"):
        live.entries[0].action  # noqa: B018 - reading it is the test
    store.close()


@pytest.mark.parametrize("damage", [
    "UPDATE log_entries SET overridden = 1 - overridden WHERE seq = 3",
    "UPDATE log_entries SET created_at = '2020-01-01 00:00:00.000000' WHERE seq = 2",
    "UPDATE log_entries SET digest = 'x' || substr(digest, 2) WHERE seq = 5",
    "UPDATE log_entries SET target_seq = target_seq - 1 WHERE kind = 'undo' AND seq < 12",
])
def test_an_old_row_whose_head_is_damaged_is_found_at_opening(db_url, db_path, small, damage):
    session_id, _, _ = _played(db_url)
    SessionStore.open(db_url).open_session(session_id)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute(damage).rowcount >= 1
    store = SessionStore.open(db_url)
    with pytest.raises(StoreError, match="log entry \\d+"):
        store.open_session(session_id)
    store.close()


def test_a_damaged_log_digest_is_only_a_stale_cache(db_url, db_path, small):
    session_id, state, log = _played(db_url)
    SessionStore.open(db_url).open_session(session_id)
    good = _digests(db_path)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE state_snapshots SET log_digest = 'not the digest'")
    for _ in range(2):  # the first opening reads every row and writes the digests again
        store = SessionStore.open(db_url)
        live = store.open_session(session_id)
        assert live.state == state and _log(live) == log
        store.close()
    assert _digests(db_path) == good


def test_a_save_from_before_log_digests_opens_the_same_and_gains_them(tmp_path, small):
    """A database at revision 0004 (snapshots without a log digest) opens, replays and shows the same state."""
    path = tmp_path / "old.db"
    url = f"sqlite:///{path}"
    session_id, state, log = _played(url)
    with sqlite3.connect(path) as conn:  # the file as the app before revision 0005 left it
        conn.execute("ALTER TABLE state_snapshots DROP COLUMN log_digest")
        conn.execute("UPDATE alembic_version SET version_num = '0004_game_clock'")
        kept = conn.execute("SELECT action_seq, state FROM state_snapshots ORDER BY action_seq").fetchall()
    assert kept
    for _ in range(2):
        store = SessionStore.open(url)
        live = store.open_session(session_id)
        assert live.state == state and _log(live) == log
        store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
    # The snapshots it had carried no log digest and no checksum: they were rebuilt from the log with both.
    assert _digests(path) and all(_digests(path).values())
    assert all("checksum" in json.loads(notes) for notes in _notes(path))


def _notes(path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [notes for (notes,) in conn.execute("SELECT notes FROM state_snapshots")]


def test_the_heads_under_a_snapshot_are_taken_as_they_are_read_never_all_held_at_once(db_url, small, monkeypatch):
    """A long log's heads are recorded one by one as the cursor gives them (a 50,000-row list of heads was
    most of the memory peak of opening), the digest computed on the way."""
    session_id, state, log = _played(db_url)
    opened = SessionStore.open(db_url)
    opened.open_session(session_id)  # writes the snapshots' digests
    opened.close()
    seen: list[tuple[int, int]] = []
    read_log = log_loading_module.LoadedSession.read_log

    def spying(self, heads, rows):
        def spied(upto):
            for head in heads(upto):
                seen.append((head[0], self._timeline.next_seq))  # (this head's seq, the entry recorded next)
                yield head
        read_log(self, spied, rows)

    monkeypatch.setattr(log_loading_module.LoadedSession, "read_log", spying)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    assert live.state == state and _log(live) == log
    store.close()
    assert len(seen) > 10
    assert all(seq == next_seq for seq, next_seq in seen)


def test_the_old_entries_under_a_snapshot_share_one_object_for_their_texts_on_disk(db_url, small):
    """An entry under the snapshot's digest holds no texts of its own (at 50,000 actions, 80 bytes and its seq
    each): one object reads any of them from the file when asked, checked, equal to what was played."""
    session_id, state, log = _played(db_url)
    opened = SessionStore.open(db_url)
    opened.open_session(session_id)  # writes the snapshots' digests
    opened.close()
    _reopened_under_the_snapshots_digest(db_url, session_id, state, log)


def _reopened_under_the_snapshots_digest(db_url: str, session_id: int, state, log) -> None:
    """Open the session again: its old rows are taken under the snapshot's digest (their texts left on disk,
    shared) and it is what was played."""
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    old = [entry.stored_text for entry in live.entries[:-6] if entry.kind == "action"]
    assert len(old) > 10 and all(text is old[0] for text in old) and old[0] is not None
    assert live.state == state and _log(live) == log
    store.close()


@pytest.mark.parametrize("together", [1, 2, 3])
def test_the_heads_hashed_in_batches_give_the_digest_each_head_hashed_alone_gives(db_url, small, monkeypatch, together):
    """The heads' lines are hashed a batch at a time when a session is opened: with batches of one, two and three
    (so the batches end on and off every row of the log) the rows are still taken under the snapshot's digest
    (their texts left on disk, shared), as the store wrote it hashing one row at a time."""
    session_id, state, log = _played(db_url)
    opened = SessionStore.open(db_url)
    opened.open_session(session_id)  # writes the snapshots' digests, one row at a time
    opened.close()
    monkeypatch.setattr(log_loading_module, "HEADS_HASHED_TOGETHER", together)
    _reopened_under_the_snapshots_digest(db_url, session_id, state, log)
