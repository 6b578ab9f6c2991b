"""How many what-if branches are kept from each log entry of a session, read with Python's sqlite3 alone.

The timeline (`screens/timeline_screen.py`) says how many branches are kept from the moment shown. Over a board read
with sqlite3 (`display_read`) the store is not open, and the kept branches' module (`kept_branches`) imports
SQLAlchemy and SQLModel: the timeline reads the counts here instead, the same query as `kept_branches.count_by_start`
(held equal to it by a test), so that opening the timeline over such a board imports no database layer.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

COUNT_QUERY = "SELECT from_seq, count(*) FROM kept_branches WHERE session_id = ? GROUP BY from_seq"


def kept_counts(path: Path, session_id: int) -> dict[int, int] | None:
    """Entry seq -> how many branches are kept from it, for session `session_id` of the database file at `path`;
    None when the file cannot be read this way (the timeline then says nothing of kept branches, as while the store
    opens)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=1)
        try:
            return {from_seq: count for from_seq, count in conn.execute(COUNT_QUERY, (session_id,))}
        finally:
            conn.close()
    except (sqlite3.Error, OSError):
        return None
