"""What a live session needs of the store it came from: the database it reads and writes through.

`LiveSession` (live.py) is written against this protocol and `SessionStore` (sessions.py) satisfies it,
so the store's modules depend one way: sessions.py imports live.py, never the other way round.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from datetime import datetime
from typing import Protocol

from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError

from companion.services.store.errors import StoreError


class SessionDatabase(Protocol):
    """The database side of a live session: where it is, its engine, one write transaction, its error lines."""

    #: The database as the player reads it (a file path or a URL without its password).
    where: str
    #: The database's engine (reads open their own connection on it).
    engine: Engine
    @property
    def in_memory(self) -> bool:
        """True for an in-memory database: nothing is saved when the app closes."""
        ...

    def write(self, doing: str = ...) -> AbstractContextManager[Connection]:
        """One write transaction about `doing` (a marked message); ReadOnlyDatabase on a read-only database."""
        ...

    def stored_time(self, moment: datetime) -> str:
        """The text a log row's time `moment` is stored as."""
        ...

    def unreadable(self, error: Exception, doing: str) -> StoreError:
        """The error for a stored value that cannot be read back (a damaged file)."""
        ...

    def database_error(self, error: SQLAlchemyError, doing: str) -> StoreError:
        """A one-line StoreError for a database failure while `doing` something."""
        ...
