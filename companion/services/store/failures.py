"""One line for a database failure, whatever raised it: SQLAlchemy (the store) or Python's sqlite3 (a board's writer
before the store is open, `sqlite_log_writer`). Standard library only."""

from __future__ import annotations

from pathlib import Path

from companion.services.store.disk_space import is_disk_full
from companion.services.store.errors import DamagedDatabase, ReadOnlyDatabase, StoreError, disk_full_error
from rules_engine.messages import Message


def database_failure(where: str, doing: str, error: BaseException, *, operational: bool,
                     folder: Path | None) -> StoreError:
    """A one-line StoreError for `error` (an SQLAlchemy error or the driver's own) while `doing` something
    (a marked message) in the database `where`; `operational`: the driver called it an OperationalError;
    `folder`: where the database file lives (None for other databases), to tell a full disk."""
    original = getattr(error, "orig", None) or error
    text = str(original).splitlines()[0] if str(original) else type(original).__name__
    what = Message(doing)
    if is_disk_full(error, folder):
        return disk_full_error(where, doing)
    if operational and ("locked" in text or "busy" in text):
        return StoreError(Message("{where} is busy in another program; could not {doing}, try again",
                                  where=where, doing=what))
    if "readonly" in text or "read-only" in text:
        return ReadOnlyDatabase(Message(
            "{where} is read-only: could not {doing} (its sessions can still be listed and read)",
            where=where, doing=what))
    if "malformed" in text or "not a database" in text:
        return DamagedDatabase(Message("{where} is damaged ({text}); could not {doing}",
                                       where=where, text=text, doing=what))
    return StoreError(Message("could not {doing} in {where}: {text}", doing=what, where=where, text=text))
