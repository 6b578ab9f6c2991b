"""Creating the SQLAlchemy engine of the store, with SQLite set up for safe concurrent use.

SQLite: WAL journal (readers never block the writer), a busy timeout, foreign keys on, and
synchronous=FULL so a committed action survives power loss, not only a killed process. Write
transactions start with BEGIN IMMEDIATE, so two writers queue on the lock instead of failing
when one upgrades a read transaction.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine, URL
from sqlalchemy.pool import StaticPool

from companion.services.store.errors import StoreError
from companion.services.store.location import Location, locate
from companion.services.store.sqlite_settings import BUSY_TIMEOUT_MS, SYNCHRONOUS

#: Execution option that makes the next transaction take the write lock at once (SQLite).
WRITE_OPTIONS = {"companion_begin": "IMMEDIATE"}

#: Other databases (PostgreSQL): the isolation of reads, and of writes.
READ_ISOLATION, WRITE_ISOLATION = "REPEATABLE READ", "READ COMMITTED"


def write_options(engine: Engine) -> dict:
    """The execution options of a write transaction on `engine` (see `WRITE_OPTIONS`, `WRITE_ISOLATION`)."""
    return WRITE_OPTIONS if engine.dialect.name == "sqlite" else {"isolation_level": WRITE_ISOLATION}


def sqlite_file(url: str | URL) -> Path | None:
    """The file of an SQLite URL, absolute (None for other databases and in-memory SQLite).

    StoreError for an empty SQLite path or a malformed URL (see `location.locate`).
    """
    return locate(url).file


def describe_url(url: str | URL) -> str:
    """The database as a person would name it: a file path, or the URL without its password."""
    try:
        location = locate(url)
    except StoreError:
        return str(url)
    if location.file is not None:
        return str(location.file)
    if location.memory:
        return "an in-memory database"
    return location.url.render_as_string(hide_password=True)


def create_store_engine(url: str | URL | Location) -> Engine:
    """An engine for the store; for SQLite, with the pragmas and BEGIN handling described above."""
    location = url if isinstance(url, Location) else locate(url)
    if not location.sqlite:
        # Every read (a session row, then its log) sees one snapshot, as a read transaction does on
        # SQLite: otherwise a commit in between reads as a log longer than its session's count.
        # Writes run at READ COMMITTED (`write_options`), so a compare-and-set that lost a race
        # matches no row (a conflict) instead of failing to serialize.
        return create_engine(location.url, pool_pre_ping=True, isolation_level=READ_ISOLATION)
    memory = location.memory
    kwargs: dict = {"connect_args": {"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False}}
    if memory:
        kwargs["poolclass"] = StaticPool  # one shared in-memory database, not one per connection
    engine = create_engine(location.url, **kwargs)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:
        # Let SQLAlchemy's "begin" event emit BEGIN itself (the sqlite3 module's own implicit
        # transactions would start them too late and always DEFERRED).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if not memory and not location.read_only:
            cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection) -> None:
        mode = connection.get_execution_options().get("companion_begin", "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine
