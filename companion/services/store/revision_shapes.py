"""What each schema revision adds to the tables, so a file's real schema is checked, not only its stamp.

The stamp in `alembic_version` says which revision a file is at; the tables say which revisions
really ran. They disagree in files from one stretch of main (07e74c2 to 8176425), whose
`0003_state_snapshots` was chained straight after the first schema: such a file is stamped 0003
without 0002's `sessions.uid`, and the app of that time upgraded it "from 0003" to the newest
stamp without ever adding the uid. `classify` reads the tables and names every revision whose
columns are all there, every one that is missing before the newest one present (a gap to fill),
and any revision that is only half there (a file this app must not touch).

A revision that only adds an index (0007) is read from the index's columns: its entry names the index as
`INDEX_PREFIX` + its name, and a shape lists the columns of each such index found (`shape_of`,
`shape_of_sqlite`), as it lists a table's.

A test keeps `REVISION_COLUMNS` in step with the migration scripts: upgrading an empty database to
each revision in turn must show exactly the revisions up to it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # SQLAlchemy is imported only by `shape_of`: the probe reads before the store loads it
    from sqlalchemy.engine import Connection

#: How an index stands among the tables of `REVISION_COLUMNS` and of a shape: this prefix and its name.
INDEX_PREFIX = "index "

#: The tables and columns each revision creates, oldest first (a created table lists all its columns; a created
#: index is listed as `INDEX_PREFIX` + its name, with its columns).
REVISION_COLUMNS: tuple[tuple[str, dict[str, frozenset[str]]], ...] = (
    ("0001", {
        "companion_meta": frozenset({"key", "value"}),
        "sessions": frozenset({"id", "name", "game_id", "game_title", "players", "setup", "created_at",
                               "last_played", "revision", "actions", "app_version"}),
        "log_entries": frozenset({"id", "session_id", "seq", "kind", "action", "ruling", "overridden",
                                  "target_seq", "created_at"}),
        "catalogue_entries": frozenset({"id", "game", "kind", "entry_id", "data", "source", "imported_at"}),
    }),
    ("0002_session_uid", {"sessions": frozenset({"uid", "digest"}), "log_entries": frozenset({"digest"})}),
    ("0003_state_snapshots", {
        "state_snapshots": frozenset({"session_id", "action_seq", "rules_key", "state", "notes"}),
    }),
    ("0004_game_clock", {"sessions": frozenset({"clock"})}),
    ("0005_log_digest", {"state_snapshots": frozenset({"log_digest"})}),
    ("0006_chance_and_branches", {
        "chance_requests": frozenset({"session_id", "seq", "record", "digest"}),
        "kept_branches": frozenset({"id", "uid", "session_id", "from_seq", "from_top", "name", "created_at",
                                    "last_played", "entries", "actions", "digest"}),
        "branch_entries": frozenset({"branch_id", "seq", "kind", "action", "ruling", "overridden", "target_seq",
                                     "created_at", "chance", "digest"}),
    }),
    ("0007_log_heads_index", {
        INDEX_PREFIX + "ix_log_entries_heads": frozenset({"session_id", "seq", "kind", "overridden", "target_seq",
                                                          "created_at", "digest"}),
    }),
)

#: The tables the revisions touch (the only ones read).
TABLES = tuple(dict.fromkeys(table for _, added in REVISION_COLUMNS for table in added
                             if not table.startswith(INDEX_PREFIX)))

#: The indexes the revisions create, by name (the only ones read).
INDEXES = tuple(dict.fromkeys(table.removeprefix(INDEX_PREFIX) for _, added in REVISION_COLUMNS for table in added
                              if table.startswith(INDEX_PREFIX)))

#: What a database's tables hold: table name -> its column names (only tables that exist), and
#: `INDEX_PREFIX` + index name -> the index's column names (only indexes that exist).
Shape = dict[str, frozenset[str]]


@dataclass(frozen=True)
class SchemaReading:
    """Which revisions the tables show: all there, missing before the newest present one, or half there."""

    present: tuple[str, ...]
    gaps: tuple[str, ...]
    partial: tuple[str, ...]

    @property
    def newest(self) -> str | None:
        """The newest revision whose columns are all there (None for a database with no tables of ours)."""
        return self.present[-1] if self.present else None

    @property
    def consistent(self) -> bool:
        """True when the revisions present are exactly the first few, with nothing half there."""
        return not self.gaps and not self.partial

    def agrees_with(self, stamp: str | None) -> bool:
        """True when the tables are exactly what the stamp says: nothing missing, nothing half done."""
        return self.consistent and self.newest == stamp


def classify(shape: Shape) -> SchemaReading:
    """Read a shape against the revisions' columns (see the module's docstring)."""
    present: list[str] = []
    missing: list[str] = []
    partial: list[str] = []
    for revision, added in REVISION_COLUMNS:
        found = [bool(columns & shape.get(table, frozenset())) for table, columns in added.items()]
        whole = all(columns <= shape.get(table, frozenset()) for table, columns in added.items())
        if whole:
            present.append(revision)
        elif any(found):
            partial.append(revision)
        else:
            missing.append(revision)
    newest_index = max((index for index, (revision, _) in enumerate(REVISION_COLUMNS) if revision in present),
                       default=-1)
    order = [revision for revision, _ in REVISION_COLUMNS]
    gaps = tuple(revision for revision in missing if order.index(revision) < newest_index)
    return SchemaReading(tuple(present), gaps, tuple(partial))


def shape_of(connection: Connection) -> Shape:
    """The tables of ours and their columns, through SQLAlchemy (any database)."""
    from sqlalchemy import inspect

    inspector = inspect(connection)
    names = set(inspector.get_table_names())
    shape = {table: frozenset(column["name"] for column in inspector.get_columns(table))
             for table in TABLES if table in names}
    for table in names & set(TABLES):
        for index in inspector.get_indexes(table):
            if index["name"] in INDEXES:
                shape[INDEX_PREFIX + str(index["name"])] = frozenset(str(name) for name in index["column_names"])
    return shape


def shape_of_sqlite(conn: sqlite3.Connection) -> Shape:
    """The same, read with Python's sqlite3 module (for the probe that runs before SQLAlchemy)."""
    shape: Shape = {}
    for table in TABLES:
        columns = frozenset(name for (name,) in conn.execute("SELECT name FROM pragma_table_info(?)", (table,)))
        if columns:
            shape[table] = columns
    for index in INDEXES:
        columns = frozenset(name for (name,) in conn.execute("SELECT name FROM pragma_index_info(?)", (index,)))
        if columns:
            shape[INDEX_PREFIX + index] = columns
    return shape
