"""Running the Alembic migrations of the store in code, on the store's own engine.

Alembic is imported only when a migration has to run (or a revision must be looked up), so
opening a database that is already at `SCHEMA_HEAD` — the usual case — costs no Alembic import.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine

import companion.services.migrations
from companion.services.store.engine import WRITE_OPTIONS
from companion.services.store.errors import NewerDatabase
from companion.services.store.marker import SCHEMA_HEAD
from rules_engine.messages import Message

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

MIGRATIONS_DIR = Path(companion.services.migrations.__file__).parent

__all__ = ["SCHEMA_HEAD", "alembic_config", "current_revision", "head_revision", "is_known_revision",
           "newer_database_error", "revisions_oldest_first", "script_directory", "upgrade_to"]


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic Config pointing at the packaged migrations (no alembic.ini needed)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@cache
def script_directory() -> ScriptDirectory:
    """The packaged migration scripts."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    """The newest schema revision this version of the app knows, as Alembic sees the scripts."""
    return script_directory().get_current_head()


def revisions_oldest_first() -> list[str]:
    """Every schema revision, oldest first (the first schema is element 0)."""
    return [script.revision for script in reversed(list(script_directory().walk_revisions()))]


def is_known_revision(revision: str) -> bool:
    """True when this app has a migration script with that revision id."""
    return revision == SCHEMA_HEAD or revision in set(revisions_oldest_first())


def current_revision(connection: Connection) -> str | None:
    """The revision recorded in the database (None for an empty database)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


def newer_database_error(where: str, revision: str, app_version: str | None) -> NewerDatabase:
    """The error for a database whose schema this app does not know."""
    if app_version:
        return NewerDatabase(Message(
            "{where} was written by a newer Table Companion (version {version}), schema {revision}; upgrade the app to "
            "open it (the file was left untouched)", where=where, version=app_version, revision=revision))
    return NewerDatabase(Message(
        "{where} was written by a newer Table Companion, schema {revision}; upgrade the app to open it (the file was "
        "left untouched)", where=where, revision=revision))


def upgrade_to(engine: Engine, revision: str = "head", *, where: str = "the database") -> bool:
    """Bring the database to `revision` (head by default); True when a migration ran."""
    with engine.connect() as connection:
        current = current_revision(connection)
    if revision == "head" and current == SCHEMA_HEAD:
        return False
    target = head_revision() if revision == "head" else revision
    if current == target:
        return False
    if current is not None and not is_known_revision(current):
        raise newer_database_error(where, current, None)
    from alembic import command

    sqlite = engine.dialect.name == "sqlite"
    # One IMMEDIATE transaction: a second process opening at the same moment waits, then finds
    # the schema already at head and does nothing.
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
