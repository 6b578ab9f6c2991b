"""Developer tool: write a new schema migration by comparing the models with a database at head."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from alembic import command

from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import alembic_config, revisions_oldest_first, upgrade_to


def new_revision(message: str) -> None:
    """Write a new migration script by comparing the models with a scratch database at head.

    For developers changing the schema: `python -m companion.services.migrations.new_revision "add a column"`,
    then read and edit the generated file under companion/services/migrations/versions/.
    """
    with tempfile.TemporaryDirectory() as folder:
        engine = create_store_engine(f"sqlite:///{Path(folder) / 'scratch.db'}")
        try:
            upgrade_to(engine)
            with engine.connect() as connection:
                config = alembic_config(connection)
                revision = f"{len(revisions_oldest_first()) + 1:04d}"
                command.revision(config, message, autogenerate=True, rev_id=revision)
        finally:
            engine.dispose()
    print(f"Now set SCHEMA_HEAD = {revision!r} in companion/services/store/marker.py, add what the revision "
          "creates to REVISION_COLUMNS in companion/services/store/revision_shapes.py, and keep a save made by "
          "the new schema under tests/store/released/ (its README says how)")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit('usage: python -m companion.services.migrations.new_revision "what the new revision changes"')
    new_revision(sys.argv[1])
