"""The session list read with Python's sqlite3 module alone, for the home screen's first showing.

Importing SQLAlchemy and SQLModel takes longer than the app's whole first frame, so the app reads
the list this way (read-only, a few milliseconds) before its first frame, which shows it, while the
store itself is imported and opened after that frame. The store stays the authority: it checks the file's
integrity and schema as it opens, and refuses it (closing the app with the reason) whatever this
read showed. `read_session_list` answers None whenever only the store can say (no file yet,
memory, another program's file, a schema without these columns, a busy or unreadable file).
A test checks that it lists exactly what `SessionStore.list_sessions` lists.
"""

from __future__ import annotations

import sqlite3
from collections import namedtuple
from pathlib import Path

from companion.services.store.errors import DamagedDatabase
from companion.services.store.marker import APPLICATION_MARKER
from companion.services.store.summaries import SUMMARY_COLUMNS, SessionSummary, summary_from_row

#: The same rows and order as `SessionStore.list_sessions` (most recently played first).
LIST_QUERY = f"SELECT {', '.join(SUMMARY_COLUMNS)} FROM sessions ORDER BY last_played DESC, id DESC"
MARKER_QUERY = "SELECT value FROM companion_meta WHERE key = 'application'"

SessionListRow = namedtuple("SessionListRow", SUMMARY_COLUMNS)  # type: ignore[misc]  # the columns are named once, in summaries


def read_session_list(path: Path, *, busy_timeout: float = 1.0) -> list[SessionSummary] | None:
    """The saved sessions in the database file at `path`, read without SQLAlchemy; None if only the store can tell.

    `busy_timeout`: how long to wait for a file another program is writing (seconds); 0 answers None at once.
    """
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=busy_timeout)
        try:
            if conn.execute(MARKER_QUERY).fetchone() != (APPLICATION_MARKER,):
                return None
            rows = conn.execute(LIST_QUERY).fetchall()
        finally:
            conn.close()
    except (sqlite3.Error, OSError, UnicodeDecodeError):
        return None
    try:
        return [summary_from_row(SessionListRow(*row)) for row in rows]
    except DamagedDatabase:
        return None
