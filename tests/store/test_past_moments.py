"""Any past moment: the board after each log entry equals replaying the log up to that entry, with undo,
redo, house rules and stored snapshots in play; looking writes nothing."""

from __future__ import annotations

import sqlite3
import tracemalloc
from datetime import datetime, timezone

import pytest
from hypothesis import given, settings

import companion.services.store.live as live_module
import companion.services.store.log_loading as log_loading_module
from companion.services.store import SessionStore
from companion.services.store.past_moments import PastMoments
from companion.services.store.timeline import Timeline
from tests.store.conftest import tally_setup
from tests.store.test_state_snapshots import plans, play
from tests.support.tally_game import TALLY, AddPoints, EndTurn
from tests.support.fresh_store import fresh_store_file


def replayed_states(live) -> list:
    """The truth: a fresh in-memory replay of the log, the state after each entry (the setup's first)."""
    timeline = Timeline(live.game, live.setup)
    states = [timeline.state]
    for entry in live.entries:
        timeline.load(entry.seq, entry.kind, entry.action, entry.ruling, entry.overridden, entry.target_seq,
                      entry.created_at, lenient=True)
        states.append(timeline.state)
    return states


@settings(max_examples=8, deadline=None)
@given(plan=plans, more=plans)
def test_every_moment_equals_the_replay_of_the_log_up_to_it(tmp_path_factory, migrated_store_file, plan, more):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(live_module, "SNAPSHOT_EVERY", 3)
        patch.setattr(log_loading_module, "SHOWN_AT_OPEN", 1)  # older entries' texts stay on disk until a replay reads them
        # an empty database migrated once, copied
        store = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path_factory.mktemp("moments") / "s.db"))
        try:
            live = store.create_session(game_id="tally", name="Moments", setup=tally_setup(target=30))
            play(live, plan)
            reopened = store.open_session(live.id)  # states under the latest snapshot come from the snapshots
            play(reopened, more)
            moments = reopened.past_moments()
            truth = replayed_states(reopened)
            assert moments.total == len(reopened.entries)
            for seq in [*range(moments.total, -1, -1), *range(0, moments.total + 1)]:  # backwards, then forwards
                moment = moments.moment(seq)
                assert moment.seq == seq and moment.total == moments.total
                assert moment.state == truth[seq], seq
                assert moment.entry is (reopened.entries[seq - 1] if seq else None)
                # What the timeline keeps from the collector's passes: the actions just replayed, none once kept.
                assert moments.replayed <= moment.top
                assert moments.moment(seq).state == truth[seq] and moments.replayed == 0
        finally:
            store.close()


def test_the_latest_moment_is_the_board_now_and_new_entries_are_seen(store):
    live = store.create_session(game_id="tally", name="Now", setup=tally_setup())
    live.act(AddPoints(3))
    moments = live.past_moments()
    assert moments.moment(1).state == live.state
    live.act(EndTurn())
    live.undo()
    assert moments.total == 3
    assert moments.moment(3).state == live.state == moments.moment(1).state
    assert moments.moment(0).state == TALLY.new_game(live.setup)
    with pytest.raises(ValueError):
        moments.moment(4)
    with pytest.raises(ValueError):
        moments.moment(-1)


def test_the_active_chain_of_a_moment_skips_undone_actions(store):
    live = store.create_session(game_id="tally", name="Chain", setup=tally_setup())
    live.act(AddPoints(2))  # 1
    live.act(EndTurn())  # 2
    live.undo()  # 3: undoes 2
    live.act(EndTurn())  # 4
    moments = live.past_moments()
    assert moments.chain(moments.top_after(4)) == [1, 4]
    assert moments.chain(moments.top_after(2)) == [1, 2]
    assert moments.top_after(3) == 1


def test_looking_at_past_moments_writes_nothing(db_path, db_url, monkeypatch):
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", 4)
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Still", setup=tally_setup())
    for index in range(30):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    store.close()
    store = SessionStore.open(db_url)
    reopened = store.open_session(live.id)
    with sqlite3.connect(db_path) as conn:
        rows_before = conn.execute("SELECT * FROM log_entries ORDER BY seq").fetchall()
    moments = reopened.past_moments()
    for seq in (30, 1, 17, 0, 29):
        moments.moment(seq)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT * FROM log_entries ORDER BY seq").fetchall() == rows_before
        assert conn.execute("SELECT count(*) FROM sessions WHERE revision = 30").fetchone() == (1,)
    store.close()


def test_the_tables_of_a_long_log_keep_a_few_bytes_an_entry():
    # The timeline's first look at a log scans every entry for its parent and the latest active action after it:
    # at 50,000 entries that scan was the highest point of a player's paths (3.4 MiB in a dict and two lists).
    timeline = Timeline(TALLY, tally_setup())
    at = datetime(2026, 11, 30, tzinfo=timezone.utc)
    for turn in range(1, 3001):
        timeline.append_action(AddPoints(1), None, False, at, None)
        if turn % 10 == 0:  # an undo and its redo now and then, as a table plays
            timeline.append_undo(at)
            timeline.append_redo(at, None)
    entries = len(timeline.entries)
    moments = PastMoments(timeline)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        latest = moments.top_after(entries)
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert latest == timeline.active_seqs[-1] and moments.top_after(11) == 9 and moments.top_after(12) == 10  # 10 undone, then redone
    assert moments.chain(moments.top_after(13))[-3:] == [9, 10, 13]
    assert kept <= 16 * entries, f"{kept / entries:.0f} bytes an entry"

