"""A long log's heads keep their times as stored until someone reads one (`LogEntry.created_at`): opening a session
parses none of the times under its latest snapshot but those read whole, and each time read equals the one a full
reading of every row gives."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import companion.services.store.live as live_module
import companion.services.store.log_loading as log_loading_module
import companion.services.store.timeline as timeline_module
from companion.services.store import SessionStore
from companion.services.store.display_read import open_for_display
from companion.services.store.log_loading import LOG_READ_COLUMNS, checked_row_time
from tests.store.conftest import saved_tally_file


def no_store():
    raise AssertionError("the store was asked for although nothing was written")


def test_heads_times_are_read_when_first_wanted_and_equal_the_full_readings(tmp_path, monkeypatch):
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", 8)
    monkeypatch.setattr(log_loading_module, "SHOWN_AT_OPEN", 3)
    path = tmp_path / "long.db"
    session_id = saved_tally_file(path, actions=40)
    store = SessionStore.open(f"sqlite:///{path}")
    store.open_session(session_id)  # writes the snapshot of the latest action
    store.close()
    parsed: list[str] = []
    real = timeline_module.from_db

    def counted(moment: datetime | str) -> datetime:
        parsed.append(moment)
        return real(moment)

    monkeypatch.setattr(timeline_module, "from_db", counted)
    shown = open_for_display(path, session_id, no_store)
    assert shown is not None
    heads = [entry for entry in shown.entries if isinstance(entry._created_at, str)]
    assert len(heads) >= 30 and parsed == []  # under the snapshot, not read whole: no time parsed at opening
    with sqlite3.connect(path) as conn:  # every row's time as a full reading checks it (`checked_row_time`)
        rows = conn.execute(f"SELECT {', '.join(LOG_READ_COLUMNS)} FROM log_entries WHERE session_id = ? ORDER BY seq",
                            (session_id,)).fetchall()
    assert [entry.created_at for entry in shown.entries] == [checked_row_time("test", row) for row in rows]
    assert len(parsed) == len(heads)  # each parsed once, when read
    assert [entry.created_at for entry in shown.entries] == [checked_row_time("test", row) for row in rows]
    assert len(parsed) == len(heads)  # and kept
