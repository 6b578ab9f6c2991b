"""Running the Alembic migrations of the store in code, on the store's own engine."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection, Engine

import companion.migrations
from companion.store.engine import WRITE_OPTIONS
from companion.store.errors import NewerDatabase

MIGRATIONS_DIR = Path(companion.migrations.__file__).parent


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic Config pointing at the packaged migrations (no alembic.ini needed)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@cache
def script_directory() -> ScriptDirectory:
    """The packaged migration scripts."""
    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    """The newest schema revision this version of the app knows."""
    return script_directory().get_current_head()


def revisions_oldest_first() -> list[str]:
    """Every schema revision, oldest first (the first schema is element 0)."""
    return [script.revision for script in reversed(list(script_directory().walk_revisions()))]


def is_known_revision(revision: str) -> bool:
    """True when this app has a migration script with that revision id."""
    return revision in set(revisions_oldest_first())


def current_revision(connection: Connection) -> str | None:
    """The revision recorded in the database (None for an empty database)."""
    return MigrationContext.configure(connection).get_current_revision()


def newer_database_error(where: str, revision: str, app_version: str | None) -> NewerDatabase:
    """The error for a database whose schema this app does not know."""
    by = f" (version {app_version})" if app_version else ""
    return NewerDatabase(
        f"{where} was written by a newer Table Companion{by}, schema {revision}; "
        "upgrade the app to open it (the file was left untouched)"
    )


def upgrade_to(engine: Engine, revision: str = "head", *, where: str = "the database") -> bool:
    """Bring the database to `revision` (head by default); True when a migration ran."""
    with engine.connect() as connection:
        current = current_revision(connection)
    target = head_revision() if revision == "head" else revision
    if current == target:
        return False
    if current is not None and not is_known_revision(current):
        raise newer_database_error(where, current, None)
    # One IMMEDIATE transaction: a second process opening at the same moment waits, then finds
    # the schema already at head and does nothing.
    sqlite = engine.dialect.name == "sqlite"
    with engine.connect().execution_options(**WRITE_OPTIONS) as connection:
        if sqlite:
            # Batch migrations copy and drop tables; with foreign keys on, dropping `sessions`
            # would cascade into the logs. The pragma only takes effect outside a transaction.
            connection.connection.driver_connection.execute("PRAGMA foreign_keys = OFF")
        try:
            with connection.begin():
                command.upgrade(alembic_config(connection), revision)
                if sqlite:
                    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise RuntimeError(f"a migration left {len(broken)} broken references")
        finally:
            if sqlite:
                connection.connection.driver_connection.execute("PRAGMA foreign_keys = ON")
    return True

