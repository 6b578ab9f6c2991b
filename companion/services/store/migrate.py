"""Running the Alembic migrations of the store in code, on the store's own engine.

Alembic is imported only when a migration has to run (or a revision must be looked up), so
opening a database that is already at `SCHEMA_HEAD` — the usual case — costs no Alembic import.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine

import companion.services.migrations
from companion.services.store.engine import WRITE_OPTIONS
from companion.services.store.errors import DamagedDatabase, NewerDatabase
from companion.services.store.marker import SCHEMA_HEAD
from companion.services.store.revision_shapes import classify, shape_of
from rules_engine.messages import Message

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

MIGRATIONS_DIR = Path(companion.services.migrations.__file__).parent

__all__ = ["SCHEMA_HEAD", "alembic_config", "current_revision", "half_schema_error", "head_revision",
           "incomplete_upgrade_error", "is_known_revision", "newer_database_error", "revisions_oldest_first",
           "script_directory", "upgrade_to"]


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
    head = script_directory().get_current_head()
    assert head is not None  # the app ships its migrations
    return head


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
    """Bring the database to `revision` (head by default); True when a migration ran.

    The stamp is checked against the tables (`revision_shapes`): a file whose tables lack a
    revision its stamp claims (the stray 0003 of 07e74c2..8176425, or such a file an earlier app
    then stamped as newer) gets the missing revision run first. Everything happens in one
    transaction that ends with the tables checked against the new stamp: the file reaches the
    target whole, or stays byte for byte as it was.
    """
    with engine.connect() as connection:
        current = current_revision(connection)
        settled = _tables_agree(connection, current)
    if settled and revision == "head" and current == SCHEMA_HEAD:
        return False
    if current is not None and not is_known_revision(current):
        raise newer_database_error(where, current, None)
    target = head_revision() if revision == "head" else revision
    if settled and current == target:
        return False
    sqlite = engine.dialect.name == "sqlite"
    # One IMMEDIATE transaction: a second process opening at the same moment waits, then finds
    # the schema already at head and does nothing.
    with engine.connect().execution_options(**WRITE_OPTIONS) as connection:
        if sqlite:
            # Batch migrations copy and drop tables; with foreign keys on, dropping `sessions`
            # would cascade into the logs. The pragma only takes effect outside a transaction.
            driver: Any = connection.connection.driver_connection  # the DB-API connection: untyped
            driver.execute("PRAGMA foreign_keys = OFF")
        try:
            with connection.begin():
                _upgrade_in_transaction(connection, target, where)
                if sqlite:
                    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise incomplete_upgrade_error(where, target)
        finally:
            if sqlite:
                driver.execute("PRAGMA foreign_keys = ON")
    return True


def incomplete_upgrade_error(where: str, revision: str) -> DamagedDatabase:
    """The error for an upgrade that did not finish: nothing of it was kept."""
    return DamagedDatabase(Message(
        "{where} could not be brought to schema {revision} (the upgrade did not complete); it was left as it was",
        where=where, revision=revision))


def half_schema_error(where: str, revision: str) -> DamagedDatabase:
    """The error for a file whose tables hold only part of a revision: no upgrade can tell what it is."""
    return DamagedDatabase(Message(
        "{where} holds only part of schema {revision} (a table or column of it is missing); it was left untouched",
        where=where, revision=revision))


def _tables_agree(connection: Connection, stamp: str | None) -> bool:
    """True when the tables hold exactly the revisions up to the stamp (a few catalogue reads, no Alembic)."""
    return stamp is None or classify(shape_of(connection)).agrees_with(stamp)


def _upgrade_in_transaction(connection: Connection, target: str, where: str) -> None:
    """Fill the gaps the tables show, stamp what they then hold, upgrade to `target`, check the result."""
    from alembic import command

    stamp = current_revision(connection)
    if stamp is not None:
        reading = classify(shape_of(connection))
        if reading.partial:
            raise half_schema_error(where, reading.partial[0])
        for missing in reading.gaps:
            _run_one_revision(connection, missing)
        if reading.newest is not None and reading.newest != stamp:
            connection.execute(text("UPDATE alembic_version SET version_num = :revision"),
                               {"revision": reading.newest})
    command.upgrade(alembic_config(connection), target)
    reached = current_revision(connection)
    if reached != target or not classify(shape_of(connection)).agrees_with(target):
        raise incomplete_upgrade_error(where, target)


def _run_one_revision(connection: Connection, revision: str) -> None:
    """Run one revision's upgrade on its own (not from the stamp), in the open transaction."""
    from alembic.operations import Operations
    from alembic.runtime.migration import MigrationContext

    context = MigrationContext.configure(connection, opts={"render_as_batch": True})
    with Operations.context(context):
        script_directory().get_revision(revision).module.upgrade()
