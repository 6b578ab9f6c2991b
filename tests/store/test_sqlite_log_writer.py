"""The board's writer (`sqlite_log_writer`): a session read with sqlite3 for the board writes its moves with sqlite3 on
the same file, never asking for the store, and writes exactly the rows the store writes; a stale or deleted session,
a busy file and a file the store must migrate first are handled as the store handles them."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import companion.services.store.display_read as display_read_module
import companion.services.store.live as live_module
import companion.services.store.sessions as sessions_module
import companion.services.store.sqlite_log_writer as writer_module
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance
from companion.services.outcomes import Applied
from companion.services.store import SessionDeleted, SessionStore, StaleSession, StoreError
from companion.services.store.display_read import open_for_display
from companion.services.store.engine import create_store_engine
from companion.services.store.sqlite_log_writer import SqliteLogWriter, time_text, writer_for
from rules_engine.decisions import Decision, DecisionKind
from tests.store.conftest import saved_tally_file, sidecars, tally_setup
from tests.store.released_saves import released_saves
from tests.store.test_display_read import no_store, same_session
from tests.store.test_state_snapshots import full_replay, play, plans
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import AddPoints, EndTurn

EVERY = 3
START = datetime(2026, 11, 30, 6, 0, tzinfo=timezone.utc)

#: What the two writers must store alike (the rows' own ids too: both append in the same order).
TABLES = (
    "SELECT id, session_id, seq, kind, action, ruling, overridden, typeof(overridden), target_seq, typeof(target_seq), "
    "created_at, typeof(created_at), digest FROM log_entries ORDER BY seq",
    "SELECT revision, actions, last_played, typeof(last_played) FROM sessions",
    "SELECT session_id, action_seq, rules_key, state, notes, log_digest FROM state_snapshots ORDER BY action_seq",
    "SELECT session_id, seq, record, digest FROM chance_requests ORDER BY seq",
    "SELECT key, value FROM companion_meta ORDER BY key",
)


def stored(path: Path) -> list[list[tuple]]:
    with sqlite3.connect(path) as conn:
        return [conn.execute(query).fetchall() for query in TABLES]


def ticking_clock():
    """A clock that moves on a millisecond per reading, from the same moment each time it is made."""
    moments = (START + timedelta(milliseconds=step) for step in range(1_000_000))
    return lambda: next(moments)


@settings(max_examples=10, deadline=None)
@given(plan=plans, more=plans)
def test_the_boards_writer_stores_exactly_the_rows_the_store_stores(tmp_path_factory, migrated_store_file, plan,
                                                                     more):
    """The same session played on, once through the store and once on the board read with sqlite3: every stored
    row (log, session, snapshots every three actions, the app's version) is the same, value for value and type for
    type; and the board's session is the one the store then opens."""
    folder = tmp_path_factory.mktemp("writers")
    results = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
        for side in ("store", "board"):
            path = folder / f"{side}.db"
            clock = ticking_clock()
            patch.setattr(live_module, "now", clock)
            patch.setattr(sessions_module, "now", clock)
            store = SessionStore.open(fresh_store_file(migrated_store_file, path))
            try:
                live = store.create_session(game_id="tally", name="Prop", setup=tally_setup(target=30))
                play(live, plan)
                if side == "store":
                    play(store.open_session(live.id), more)
                    store.open_session(live.id)  # as the board's side is opened once more below
                else:
                    shown = open_for_display(path, live.id, no_store)
                    assert shown is not None
                    play(shown, more)
                    assert isinstance(shown.live._store, SqliteLogWriter)
                    assert shown.state == full_replay(shown)
                    same_session(shown, store.open_session(live.id))
                    shown.live._store.close()
            finally:
                store.close()
            results[side] = stored(path)
    assert results["board"] == results["store"]


@settings(max_examples=60, deadline=None)
@given(moment=st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 30),
                           timezones=st.sampled_from([timezone.utc, timezone(timedelta(hours=5, minutes=30)), None])))
def test_a_time_is_stored_as_the_store_stores_it(moment):
    if moment.tzinfo is not None and moment.utcoffset():
        moment = max(moment, datetime(1, 1, 2, tzinfo=moment.tzinfo))  # still a valid year once moved to UTC
    assert time_text(moment) == STORE.stored_time(live_module.to_db(moment))


#: The store whose time text is compared (no file: the text comes from its column type alone).
STORE = SessionStore(create_store_engine("sqlite://"), "sqlite://")



def test_a_boards_moves_are_committed_with_sqlite3_and_import_no_store(tmp_path):
    """In a fresh process: a session read for the board, a redo, an action, an undo and a roll answered by the
    app's dice: every one committed (another connection reads it at once), SQLAlchemy, SQLModel, pydantic and
    Alembic never imported, and the write-ahead log folded back into the file when the program ends."""
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    code = (
        "import sqlite3, sys, tests.support.tally_game\n"
        "from pathlib import Path\n"
        "from companion.services.controller import SessionController\n"
        "from companion.services.fulfillers import AppChance\n"
        "from companion.services.store.display_read import open_for_display\n"
        "from tests.support.tally_game import AddPoints\n"
        "def no_store():\n"
        "    raise AssertionError('the store was asked for')\n"
        f"path = Path({str(path)!r})\n"
        f"shown = open_for_display(path, {session_id}, no_store)\n"
        "counts = []\n"
        "for move in (shown.redo, lambda: shown.act(AddPoints(3)), shown.undo):\n"
        "    move()\n"
        "    other = sqlite3.connect(path)\n"
        "    counts.append(other.execute('SELECT count(*) FROM log_entries').fetchone()[0])\n"
        "    other.close()\n"
        "controller = SessionController(shown)\n"
        "controller.play(controller.read('roll'), AppChance.seeded(3))\n"
        "import gc\n"
        "shown.itself = shown  # held as the app holds its board: in a cycle the collector was told to skip\n"
        "gc.freeze()\n"
        "print(counts)\n"
        "print(sorted(m for m in ('sqlalchemy', 'sqlmodel', 'pydantic', 'alembic') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2])
    counts, modules = out.stdout.strip().splitlines()
    assert counts == "[10, 11, 12]"  # eight actions and an undo saved; each move one more row, committed
    assert modules == "[]"
    assert sidecars(path) == []  # the writer's connection closed as the program ended: the file alone holds it all
    with SessionStore.open(f"sqlite:///{path}") as store:
        reopened = store.open_session(session_id)
        assert [entry.kind for entry in reopened.entries[-4:]] == ["redo", "action", "undo", "action"]
        assert reopened.chance_record(13) is not None  # the roll's request, written beside its action


def test_a_roll_on_the_board_keeps_its_request_as_the_store_does(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    shown = open_for_display(path, session_id, no_store)
    shown.redo()  # the turn's end again: the next seat may roll
    monkeypatch.setattr(type(shown.game), "own_decision",
                        lambda self, state: Decision(DecisionKind.ACTION, state.active, "your turn"))
    controller = SessionController(shown)
    assert isinstance(controller.play(controller.read("roll"), AppChance.seeded(3)), Applied)
    with SessionStore.open(f"sqlite:///{path}") as store:
        record = store.open_session(session_id).chance_record(11)
    assert record is not None and record.seat == shown.state.active and record.by_app
    assert record.replay() == shown.entries[-1].action


def test_another_window_moving_the_session_on_is_a_conflict_then_a_reload(tmp_path):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    shown = open_for_display(path, session_id, no_store)
    shown.act(EndTurn())  # the board writes with sqlite3 from here on
    with SessionStore.open(f"sqlite:///{path}") as store:
        other = store.open_session(session_id)
        other.act(AddPoints(1))
        with pytest.raises(StaleSession, match="changed by another window"):
            shown.act(AddPoints(1))
        assert shown.refresh() is True and shown.refresh() is False
        shown.act(EndTurn())
        same_session(shown, store.open_session(session_id))
        store.rename_session(session_id, "Renamed")
        assert shown.refresh() is True and shown.name == "Renamed"
        store.delete_session(session_id)
        with pytest.raises(SessionDeleted, match="deleted elsewhere"):
            shown.act(AddPoints(1))


def test_a_busy_file_is_one_line_and_nothing_is_changed(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    shown = open_for_display(path, session_id, no_store)
    shown.undo()
    monkeypatch.setattr(writer_module, "BUSY_TIMEOUT_MS", 50)
    shown.live._store.close()  # the next use opens a connection with the short timeout
    before = (shown.revision, len(shown.entries), shown.state)
    with sqlite3.connect(path, isolation_level=None) as conn:  # another program holds the file for writing
        conn.execute("BEGIN EXCLUSIVE")
        with pytest.raises(StoreError, match="busy in another program; could not save the action") as raised:
            shown.act(AddPoints(4))
        conn.execute("ROLLBACK")
    assert "\n" not in str(raised.value) and str(path) in str(raised.value)
    assert (shown.revision, len(shown.entries), shown.state) == before
    shown.act(AddPoints(4))
    with SessionStore.open(f"sqlite:///{path}") as store:
        same_session(shown, store.open_session(session_id))


@pytest.mark.parametrize("save", [save for save in released_saves() if save.needs_upgrade], ids=lambda save: save.name)
def test_a_file_the_store_must_upgrade_first_gets_no_sqlite3_writer(save, tmp_path):
    assert writer_for(save.copy_to(tmp_path), "the save") is None


def test_a_session_whose_file_only_the_store_may_write_waits_for_the_store(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    asked = []

    def wait_for_store():
        asked.append(True)
        return SessionStore.open(f"sqlite:///{path}")

    shown = open_for_display(path, session_id, wait_for_store)
    monkeypatch.setattr(display_read_module, "writer_for", lambda *_: None)  # as for a file to migrate first
    shown.redo()
    shown.act(AddPoints(2))
    assert asked == [True]  # once: later writes go through the same session
    with SessionStore.open(f"sqlite:///{path}") as store:
        same_session(shown, store.open_session(session_id))
    shown.live._store.store.close()


def counted_file_checks(monkeypatch) -> list[str]:
    """The file checks `writer_for` makes (`probe_sqlite_file`: `PRAGMA quick_check`), by the thread that made each."""
    import threading

    made: list[str] = []
    probe = writer_module.probe_sqlite_file

    def counted(path):
        made.append(threading.current_thread().name)
        return probe(path)

    monkeypatch.setattr(writer_module, "probe_sqlite_file", counted)
    return made


def test_the_file_checked_ahead_is_not_checked_again_on_the_first_move(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path)
    made = counted_file_checks(monkeypatch)
    shown = open_for_display(path, session_id, no_store)
    writer_module.check_ahead(path)  # as the app's worker does once the board is drawn
    assert len(made) == 1
    shown.redo()  # the first move: the answer made ahead is taken, no quick_check on its path
    shown.act(AddPoints(3))
    assert len(made) == 1 and isinstance(shown.live._store, SqliteLogWriter)
    with SessionStore.open(f"sqlite:///{path}") as store:
        same_session(shown, store.open_session(session_id))
    shown.live._store.close()


def test_a_check_ahead_is_taken_once_and_a_file_put_in_its_place_is_checked_again(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    saved_tally_file(path)
    made = counted_file_checks(monkeypatch)
    writer_module.check_ahead(path)
    writer_for(path, "s.db").close()  # the answer made ahead, once
    assert len(made) == 1
    writer_for(path, "s.db").close()  # none made ahead any more: checked on the spot
    assert len(made) == 2
    writer_module.check_ahead(path)
    copy = tmp_path / "copy.db"
    copy.write_bytes(path.read_bytes())
    copy.replace(path)  # another file in its place since the check: checked again
    assert writer_for(path, "s.db") is not None
    assert len(made) == 4


def test_a_file_damaged_after_the_board_was_read_is_refused_by_the_check_ahead_and_left_untouched(tmp_path):
    path = tmp_path / "s.db"
    session_id = saved_tally_file(path, actions=40)
    asked = []

    def wait_for_store():
        asked.append(True)
        return SessionStore.open(f"sqlite:///{path}")

    shown = open_for_display(path, session_id, wait_for_store)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page:2 * page] = bytes(page)  # page 2, a table's root, zeroed: the board has read it already
    path.write_bytes(bytes(data))
    files = {side: side.read_bytes() for side in [path, *sidecars(path)]}
    writer_module.check_ahead(path)
    before = (shown.revision, len(shown.entries), shown.state)
    with pytest.raises(StoreError, match="damaged") as refused:
        shown.act(AddPoints(2))
    assert asked == [True]  # no sqlite3 writer for it: the store was asked, and refused the file
    assert str(path) in str(refused.value) and "\n" not in str(refused.value)
    assert (shown.revision, len(shown.entries), shown.state) == before
    assert {side: side.read_bytes() for side in [path, *sidecars(path)]} == files  # nothing written
