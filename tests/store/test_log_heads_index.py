"""A long log's heads are read from the covering index `ix_log_entries_heads` (revision 0007) alone, by both readers:
the board's quick reading with sqlite3 and the store's SQLAlchemy query (each row looked up in the table among its
action and ruling texts cost 72 ms at 50,000 heads)."""

from __future__ import annotations

import sqlite3

from sqlalchemy.dialects import sqlite as sqlite_dialect

from companion.services.store.display_read import HEADS_QUERY
from companion.services.store.log_loading import LOG_HEAD_COLUMNS
from companion.services.store.sql_log_writer import log_heads_query
from tests.store.conftest import saved_tally_file


def plan(path, query: str, parameters: tuple) -> str:
    with sqlite3.connect(path) as conn:
        return " ".join(row[-1] for row in conn.execute(f"EXPLAIN QUERY PLAN {query}", parameters))


def test_the_index_holds_every_head_column(tmp_path):
    path = tmp_path / "saved.db"
    saved_tally_file(path)
    with sqlite3.connect(path) as conn:
        columns = [name for (name,) in conn.execute("SELECT name FROM pragma_index_info('ix_log_entries_heads')")]
    assert columns[:2] == ["session_id", "seq"] and set(LOG_HEAD_COLUMNS) <= set(columns)


def test_both_readers_read_the_heads_from_the_index_alone(tmp_path):
    path = tmp_path / "saved.db"
    session_id = saved_tally_file(path)
    assert "COVERING INDEX ix_log_entries_heads" in plan(path, HEADS_QUERY, (session_id, 5))
    compiled = log_heads_query(session_id, 5).compile(dialect=sqlite_dialect.dialect(),
                                                       compile_kwargs={"literal_binds": True})
    assert "COVERING INDEX ix_log_entries_heads" in plan(path, str(compiled), ())
