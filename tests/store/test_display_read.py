"""A session read with sqlite3 for the board (`display_read`) is the session the store opens, and
writes through the store once it is attached (its own sqlite3 writer: test_sqlite_log_writer.py); an old schema or a
damaged session is left to the store."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import companion.services.store.display_read as display_read_module
import companion.services.store.live as live_module
import companion.services.store.log_loading as log_loading_module
from companion.services.store import SessionStore
from companion.services.store.display_read import PendingClockStore, open_for_display
from companion.services.store.errors import StoreError
from tests.store.conftest import saved_tally_file, tally_setup
from tests.store.released_saves import released_saves, shown
from tests.store.test_state_snapshots import full_replay, play, plans
from tests.support.fresh_store import fresh_store_file

EVERY = 3


def no_store() -> SessionStore:
    raise AssertionError("the store was asked for although nothing was written")


def same_session(shown, opened) -> None:
    """The two readings agree on everything the board and the log show."""
    assert shown.state == opened.state
    assert [(e.seq, e.kind, e.active, e.overridden, e.target_seq, e.created_at) for e in shown.entries] == [
        (e.seq, e.kind, e.active, e.overridden, e.target_seq, e.created_at) for e in opened.entries
    ]
    assert [e.action for e in shown.entries] == [e.action for e in opened.entries]
    assert [e.ruling for e in shown.entries] == [e.ruling for e in opened.entries]
    assert (shown.id, shown.uid, shown.name, shown.revision) == (opened.id, opened.uid, opened.name, opened.revision)
    assert shown.replay_notes == opened.replay_notes
    assert shown.last_ruling == opened.last_ruling
    assert (shown.can_undo, shown.can_redo) == (opened.can_undo, opened.can_redo)


@settings(max_examples=12, deadline=None)
@given(plan=plans, more=plans, shown=st.sampled_from([1, 2, 200]))
def test_the_display_read_and_the_store_give_the_same_session(tmp_path_factory, migrated_store_file, plan, more,
                                                              shown):
    """Random logs with undo, redo and house rules, with snapshots (every three actions) and without. Each
    example starts from a copy of an empty database migrated once (the migration is not what is checked)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
        patch.setattr(log_loading_module, "SHOWN_AT_OPEN", shown)
        path = tmp_path_factory.mktemp("display") / "s.db"
        store = SessionStore.open(fresh_store_file(migrated_store_file, path))
        try:
            live = store.create_session(game_id="tally", name="Prop", setup=tally_setup(target=30))
            play(live, plan)
            # Before any reopening (snapshots written only while playing), then after one (which
            # may write the snapshots and log digests of the whole log).
            for _ in range(2):
                displayed = open_for_display(path, live.id, no_store)
                assert displayed is not None
                same_session(displayed, store.open_session(live.id))
            # Writes go through the store's session, which shares the displayed timeline.
            displayed.attach(store)
            play(displayed, more)
            assert displayed.state == full_replay(displayed)
            same_session(displayed, store.open_session(live.id))
            same_session(open_for_display(path, live.id, no_store), store.open_session(live.id))
        finally:
            store.close()



@pytest.mark.parametrize("save", released_saves(), ids=lambda save: save.name)
def test_an_old_schema_is_left_to_the_store_which_migrates_it_then_it_reads_the_same(save, tmp_path):
    """A save of an older schema (or one whose tables lack part of its stamp) is never read this way: the
    store must migrate or repair it first; after that, the display read gives what the store and that
    version showed. The save at today's head reads so at once."""
    path = save.copy_to(tmp_path)
    recorded = save.expected["sessions"]
    if save.needs_upgrade:  # an older schema, or one whose tables lack part of what it is stamped
        assert all(open_for_display(path, e["id"], no_store) is None for e in recorded)
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        for expected in recorded:
            displayed = open_for_display(path, expected["id"], no_store)
            assert displayed is not None
            assert shown(displayed) == expected
            same_session(displayed, store.open_session(expected["id"]))
    finally:
        store.close()


def test_what_only_the_store_can_tell_is_left_to_it(tmp_path):
    path = tmp_path / "s.db"
    assert open_for_display(path, 1, no_store) is None  # no file yet
    session_id = saved_tally_file(path)
    assert open_for_display(path, session_id + 1, no_store) is None  # no such session
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE log_entries SET action = replace(action, '1', '7') WHERE seq = 7")
    assert open_for_display(path, session_id, no_store) is None  # a damaged row: the store says which
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        with pytest.raises(StoreError, match="log entry 7 is damaged"):
            store.open_session(session_id)
    finally:
        store.close()


def test_a_displayed_clock_is_saved_with_sqlite3_before_the_store_and_through_it_after(tmp_path):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    clocks = PendingClockStore(path)
    before = clocks.read_clock_text(session_id)
    clocks.write_clock_text(session_id, before.replace('"played": 0.0', '"played": 5.0'))
    with sqlite3.connect(path) as conn:  # committed at once, the store not needed
        assert '"played": 5.0' in conn.execute("SELECT clock FROM sessions").fetchone()[0]
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        assert '"played": 5.0' in store.read_clock_text(session_id)
        clocks.attach(store)
        clocks.write_clock_text(session_id, before.replace('"played": 0.0', '"played": 7.0'))
        assert '"played": 7.0' in store.read_clock_text(session_id)
    finally:
        store.close()


def test_a_clock_that_cannot_be_saved_before_the_store_says_so_in_one_line(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    clocks = PendingClockStore(path)
    text = clocks.read_clock_text(session_id)
    monkeypatch.setattr(display_read_module, "BUSY_TIMEOUT_MS", 50)
    with sqlite3.connect(path) as conn:  # another program holds the file for writing
        conn.execute("BEGIN EXCLUSIVE")
        with pytest.raises(StoreError, match="could not save the game clock") as raised:
            clocks.write_clock_text(session_id, text.replace('"played": 0.0', '"played": 9.0'))
        conn.rollback()
    assert "\n" not in str(raised.value) and str(path) in str(raised.value)
    assert clocks.read_clock_text(session_id) == text  # nothing changed


def test_reading_for_display_imports_no_sqlalchemy(tmp_path):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    code = (
        "import sys, tests.support.tally_game\n"
        "from pathlib import Path\n"
        "from companion.services.store.display_read import open_for_display\n"
        f"shown = open_for_display(Path({str(path)!r}), {session_id}, lambda: None)\n"
        "assert shown is not None and shown.state is not None\n"
        "print(sorted(m for m in ('sqlalchemy', 'sqlmodel', 'pydantic', 'alembic') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "[]"


def test_the_board_read_and_the_check_before_its_first_write_keep_a_small_page_cache(tmp_path, monkeypatch):
    # Both read the file once and close: SQLite's default cache (2,000 KiB) was filled by them and stayed in the
    # process's resident set (at 50,000 actions, 3.6 MiB of a player's paths in Russian).
    from companion.services.store.sqlite_log_writer import check_ahead
    from companion.services.store.sqlite_settings import READ_ONCE_CACHE_KIB

    caches: list[int] = []
    connect = sqlite3.connect

    class Noted(sqlite3.Connection):
        def close(self) -> None:
            caches.append(self.execute("PRAGMA cache_size").fetchone()[0])
            super().close()

    path = tmp_path / "s.db"
    session_id = saved_tally_file(path, actions=40)
    monkeypatch.setattr(sqlite3, "connect", lambda *args, **kwargs: connect(*args, factory=Noted, **kwargs))
    assert open_for_display(path, session_id, no_store) is not None
    read = len(caches)
    check_ahead(path)
    assert read and len(caches) > read, caches  # the board's reads, then the check's
    assert caches == [-READ_ONCE_CACHE_KIB] * len(caches)


def test_the_times_of_the_heads_a_digest_checked_are_read_when_first_asked(tmp_path, monkeypatch):
    """Counted: an opening reads the times of the rows it takes whole (the newest, `SHOWN_AT_OPEN`), not those of the
    heads its snapshot's log digest checked (10,000 at a long log's opening, none of them shown); each is read when
    first asked, the same time the store reads."""
    import companion.services.store.timeline as timeline_module

    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", 4)
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path, actions=30)
    assert open_for_display(path, session_id, no_store) is not None  # the snapshots written by the first opening
    read: list[object] = []
    from_db = timeline_module.from_db
    monkeypatch.setattr(timeline_module, "from_db", lambda moment: read.append(moment) or from_db(moment))
    shown = open_for_display(path, session_id, no_store)
    assert shown is not None and read == []  # none read at the opening
    times = [entry.created_at for entry in shown.entries]
    heads = len(read)
    assert 20 <= heads < len(times)  # the heads' times (not the newest rows', read whole): read as asked
    assert [entry.created_at for entry in shown.entries] == times and len(read) == heads  # each once
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        assert [entry.created_at for entry in store.open_session(session_id).entries] == times
    finally:
        store.close()


def test_a_damaged_time_among_the_heads_is_refused_at_the_opening_with_its_entry(tmp_path, monkeypatch):
    """A time read only when asked is still checked at the opening: a damaged one changes the heads' digest, and the
    log read row by row refuses that row, which the store names."""
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", 4)
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path, actions=30)
    assert open_for_display(path, session_id, no_store) is not None  # the snapshots written by the first opening
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE log_entries SET created_at = 'not a time' WHERE seq = 5")
    assert open_for_display(path, session_id, no_store) is None  # a damaged row: the store says which
    store = SessionStore.open(f"sqlite:///{path}")
    try:
        with pytest.raises(StoreError, match="log entry 5 is damaged"):
            store.open_session(session_id)
    finally:
        store.close()
