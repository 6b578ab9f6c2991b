"""Alembic environment of the session store: runs on the connection the store hands over.

No alembic.ini is needed at runtime: `companion.services.store.migrate` builds the Config in code and
passes the open connection in `config.attributes["connection"]`. For development,
`alembic -x url=sqlite:///dev.db revision --autogenerate -m "..."` works with a small ini
whose script_location points here.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

import cards_db.store  # noqa: F401  (registers the catalogue table in the metadata)
import companion.services.store.schema  # noqa: F401  (registers the session tables)

target_metadata = SQLModel.metadata


def _configure_and_run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite cannot ALTER most things; batch mode copies the table
        compare_type=True,
        # The whole upgrade is one transaction, stamp included: SQLite's DDL is transactional even
        # though Alembic assumes not, so a failure or a kill half-way leaves the old schema and stamp.
        # (On the store's connection the transaction is the store's own, already open: see migrate.py.)
        transactional_ddl=True,
        transaction_per_migration=False,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    """Run the migrations on the store's connection (or on `-x url=...` from the alembic CLI)."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or context.config.get_main_option("sqlalchemy.url")
    assert url is not None  # the app always passes the store's URL
    engine = create_engine(url)
    with engine.connect() as connection:
        _configure_and_run(connection)
    engine.dispose()


if context.is_offline_mode():
    raise SystemExit("the session store migrations run online only")
run_migrations_online()
