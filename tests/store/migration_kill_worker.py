"""Child process of the migration kill test: forks one upgrade of a database file per line it reads.

Run as `python migration_kill_worker.py`. Alembic and the migration scripts are loaded once here,
so each forked upgrade starts at once. For each line (a database path) it forks a worker that
opens the file with the store (which migrates it), prints `pid N`, waits for the worker and
prints `reaped CODE`. The worker prints `migrated` once the store is open. The parent SIGKILLs
workers at random moments of the upgrade.
"""

from __future__ import annotations

import os
import sys

import alembic.command  # noqa: F401  (loaded before forking, like the rest of the upgrade's code)

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.store import SessionStore
from companion.services.store.migrate import script_directory


def say(line: str) -> None:
    """One line to the parent in one write(2): the forked child writes to the same pipe, and `print` under
    PYTHONUNBUFFERED writes the text and its newline apart, so a child's `migrated` could land between them."""
    os.write(1, f"{line}\n".encode())


def upgrade(path: str) -> None:
    """Open (and so migrate) the database, then report it."""
    SessionStore.open(f"sqlite:///{path}").close()
    os.write(1, b"migrated\n")


def main() -> None:
    script_directory()  # parse the revision scripts once
    SessionStore.open(memory=True).close()  # load the SQLite dialect and run Alembic's env once
    for line in sys.stdin:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                upgrade(line.strip())
            except BaseException as error:  # noqa: BLE001 - report, then leave without cleanup
                os.write(1, f"error {type(error).__name__}: {' '.join(str(error).split())}\n".encode())
                code = 1
            finally:
                os._exit(code)
        say(f"pid {pid}")
        _, status = os.waitpid(pid, 0)
        say(f"reaped {status}")


if __name__ == "__main__":
    main()
