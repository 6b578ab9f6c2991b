"""A fresh session database for a test, copied from one migrated once per test process.

Migrating an empty file to the schema's head loads every Alembic revision: about a tenth of a second
of CPU, paid by each of the hundreds of tests that want an empty store. The `migrated_store_file`
fixture (tests/conftest.py) pays it once; each test copies the result. The store's own tests
(tests/store) still migrate fresh files, where the migration is what they check.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from companion.services.store import SessionStore


def migrated_empty_database(path: Path) -> Path:
    """Create the empty session database `path` at the schema's head (closed again, WAL folded in)."""
    SessionStore.open(f"sqlite:///{path}").close()
    return path


def fresh_store_file(template: Path, path: Path) -> str:
    """Copy the migrated empty database `template` to `path`; the SQLAlchemy URL of the copy."""
    shutil.copyfile(template, path)
    return f"sqlite:///{path}"
