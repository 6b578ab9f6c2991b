"""Creating the SQLAlchemy engine of the store, with SQLite set up for safe concurrent use.

SQLite: WAL journal (readers never block the writer), a busy timeout, foreign keys on, and
synchronous=FULL so a committed action survives power loss, not only a killed process. Write
transactions start with BEGIN IMMEDIATE, so two writers queue on the lock instead of failing
when one upgrades a read transaction.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine, URL, make_url
from sqlalchemy.pool import StaticPool

BUSY_TIMEOUT_MS = 10_000
SYNCHRONOUS = "FULL"

#: Execution option that makes the next transaction take the write lock at once (SQLite).
WRITE_OPTIONS = {"companion_begin": "IMMEDIATE"}


def sqlite_file(url: str | URL) -> Path | None:
    """The file of an SQLite URL (None for other databases and in-memory SQLite)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser()


def describe_url(url: str | URL) -> str:
    """The database as a person would name it: a file path, or the URL without its password."""
    path = sqlite_file(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)


def create_store_engine(url: str | URL) -> Engine:
    """An engine for the store; for SQLite, with the pragmas and BEGIN handling described above."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(parsed, pool_pre_ping=True)
    memory = sqlite_file(parsed) is None and not (parsed.database or "").startswith("file:")
    kwargs: dict = {"connect_args": {"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False}}
    if memory:
        kwargs["poolclass"] = StaticPool  # one shared in-memory database, not one per connection
    engine = create_engine(parsed, **kwargs)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:
        # Let SQLAlchemy's "begin" event emit BEGIN itself (the sqlite3 module's own implicit
        # transactions would start them too late and always DEFERRED).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if not memory:
            cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection) -> None:
        mode = connection.get_execution_options().get("companion_begin", "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine
