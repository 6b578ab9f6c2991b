"""State snapshots are only a cache: snapshot + tail replay equals the full replay, and stale or
unreadable snapshots are rebuilt silently from the log."""

from __future__ import annotations

import sqlite3

import pytest
from alembic import command
from hypothesis import given, settings
from hypothesis import strategies as st

import companion.services.store.live as live_module
import companion.services.store.log_loading as log_loading_module
from companion.services.store import SessionStore
from companion.services.store import snapshot_cache as snapshot_cache_module
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import alembic_config
from rules_engine.errors import RuleViolation
from tests.store.conftest import tally_setup
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import TALLY, AddPoints, EndTurn

EVERY = 3  # a snapshot every three active actions, so short random logs cross many of them

plans = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 8), st.booleans()),
        st.tuples(st.just("end"), st.just(0), st.booleans()),
        st.tuples(st.just("undo"), st.just(0), st.just(False)),
        st.tuples(st.just("redo"), st.just(0), st.just(False)),
    ),
    min_size=1,
    max_size=40,
)


def play(live, plan) -> None:
    for verb, points, override in plan:
        try:
            if verb == "add":
                live.act(AddPoints(points), override=override)
            elif verb == "end":
                live.act(EndTurn(), override=override)
            elif verb == "undo":
                live.undo()
            else:
                live.redo()
        except RuleViolation:
            pass


def full_replay(live):
    """The truth: the state replayed from the setup over the active actions of the log."""
    return TALLY.replay(live.setup, [(e.action, e.overridden) for e in live.entries if e.kind == "action" and e.active])


def snapshot_rows(db_path) -> list[tuple[int, str]]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute("SELECT action_seq, rules_key FROM state_snapshots ORDER BY action_seq").fetchall()


@pytest.fixture
def every(monkeypatch):
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    return EVERY


@settings(max_examples=30, deadline=None)
@given(plan=plans, more=plans, shown=st.sampled_from([1, 2, 5, 200]))
def test_snapshot_and_tail_replay_equal_the_full_replay(tmp_path_factory, migrated_store_file, plan, more, shown):
    """`shown`: how many latest entries are read whole at opening; the older ones under the latest
    snapshot are taken from their heads (checked by its log digest) and their texts read when wanted.
    Each example starts from a copy of an empty database migrated once (the migration is not what is checked)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
        patch.setattr(log_loading_module, "SHOWN_AT_OPEN", shown)
        url = fresh_store_file(migrated_store_file, tmp_path_factory.mktemp("snap") / "s.db")
        store = SessionStore.open(url)
        try:
            live = store.create_session(game_id="tally", name="Prop", setup=tally_setup(target=30))
            play(live, plan)
            first = store.open_session(live.id)  # may write snapshots for the next opening
            play(first, more)
            reopened = store.open_session(live.id)
            assert reopened.state == full_replay(first) == first.state
            assert [(e.seq, e.kind, e.active, e.overridden, e.target_seq) for e in reopened.entries] == [
                (e.seq, e.kind, e.active, e.overridden, e.target_seq) for e in first.entries
            ]
            assert [e.action for e in reopened.entries] == [e.action for e in first.entries]
            assert [e.ruling for e in reopened.entries] == [e.ruling for e in first.entries]
            # Undo back to the start and redo again: each state a lazy step from a snapshot.
            while reopened.can_undo:
                reopened.undo()
                assert reopened.state == full_replay(reopened)
            while reopened.can_redo:
                reopened.redo()
                assert reopened.state == full_replay(reopened)
        finally:
            store.close()


def _long_session(db_url: str, actions: int = 10) -> int:
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
    for index in range(actions):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    store.close()
    return live.id


def test_snapshots_are_written_every_few_actions_and_used(db_url, db_path, every, monkeypatch):
    session_id = _long_session(db_url)
    assert [seq for seq, _ in snapshot_rows(db_path)] == [3, 6, 9]
    replayed = []
    original = TALLY.apply

    def counting(state, action, **kwargs):
        replayed.append(action)
        return original(state, action, **kwargs)

    # Patched on the class: an instance's patch leaves a stale bound method behind that a bound copy would call.
    monkeypatch.setattr(type(TALLY), "apply", lambda _game, state, action, **kwargs: counting(state, action, **kwargs))
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    assert live.state.scores == (3, 2)
    assert len(replayed) == 1  # only the action after the snapshot of action 9
    store.close()
    assert [seq for seq, _ in snapshot_rows(db_path)] == [3, 6, 9, 10]  # that opening kept the latest state
    replayed.clear()
    store = SessionStore.open(db_url)
    assert store.open_session(session_id).state.scores == (3, 2)
    assert replayed == []  # the snapshot of the latest action is the state: nothing to replay
    store.close()


def test_snapshots_of_other_rules_are_ignored_and_rebuilt(db_url, db_path, every, monkeypatch):
    session_id = _long_session(db_url)
    monkeypatch.setattr(snapshot_cache_module, "sources_digest", lambda: "the-next-version")
    store = SessionStore.open(db_url)
    assert store.open_session(session_id).state.scores == (3, 2)
    store.close()
    rows = snapshot_rows(db_path)
    assert [seq for seq, _ in rows] == [3, 6, 9, 10]
    assert all(key.endswith("/the-next-version") for _, key in rows)


def test_an_unreadable_snapshot_is_rebuilt_silently(db_url, db_path, every):
    session_id = _long_session(db_url)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE state_snapshots SET state = '{\"scores\": \"broken' WHERE action_seq = 9")
    store = SessionStore.open(db_url)
    assert store.open_session(session_id).state.scores == (3, 2)
    store.close()
    store = SessionStore.open(db_url)
    assert store.open_session(session_id).state.scores == (3, 2)
    store.close()
    with sqlite3.connect(db_path) as conn:
        (state,) = conn.execute("SELECT state FROM state_snapshots WHERE action_seq = 9").fetchone()
    assert "broken" not in state


def test_old_rulings_are_decoded_only_when_read(db_url, every, monkeypatch):
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", 2)  # the log shows the two latest entries first
    session_id = _long_session(db_url)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    first = live.entries[0]
    assert not first.ruling_decoded  # still the stored text
    assert first.ruling.allowed and first.ruling.message
    assert first.ruling_decoded
    assert live.entries[-1].ruling_decoded  # the latest ones were read at opening
    assert first._stored is not None  # its action is still text
    assert first.action is not None
    assert first._stored is None  # both read: the stored texts are let go
    store.close()


def test_a_session_saved_before_snapshots_opens_replays_and_shows_the_same_state(tmp_path):
    """A database written at the schema before snapshots (0002) opens, replays and shows the same state."""
    url = f"sqlite:///{tmp_path}/old.db"
    store = SessionStore.open(url)
    live = store.create_session(game_id="tally", name="Old", setup=tally_setup())
    for index in range(300):
        live.act(AddPoints(index % 5 + 1) if index % 2 == 0 else EndTurn())
        if index % 7 == 6:
            live.undo()
            live.redo()
    live.redo()
    before_state, before_log = live.state, [(e.seq, e.kind, e.active, e.describe()) for e in live.entries]
    store.close()
    engine = create_store_engine(url)
    with engine.begin() as conn:
        command.downgrade(alembic_config(conn), "0002_session_uid")
        assert not conn.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE name = 'state_snapshots'").fetchall()
    engine.dispose()
    for _ in range(2):  # the first opening rebuilds the snapshots, the second uses them
        store = SessionStore.open(url)
        reopened = store.open_session(live.id)
        assert reopened.state == before_state
        assert [(e.seq, e.kind, e.active, e.describe()) for e in reopened.entries] == before_log
        store.close()
    assert snapshot_rows(tmp_path / "old.db")
