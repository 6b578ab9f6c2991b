"""The session store: saved games as append-only logs in SQLite (or any SQLAlchemy database).

Open a store with `SessionStore.open(url)`; `create_session` / `open_session` give a
`LiveSession` whose `act`, `undo` and `redo` commit one transaction each before returning.
"""

from companion.services.store.errors import (
    DamagedDatabase,
    ForeignDatabase,
    InvalidDocument,
    InvalidName,
    NewerDatabase,
    ReadOnlyDatabase,
    SessionDeleted,
    SessionNotFound,
    StaleSession,
    StoreError,
)
from companion.services.store.live import LiveSession
from companion.services.store.sessions import SessionStore, SessionSummary
from companion.services.store.timeline import LogEntry

__all__ = [
    "DamagedDatabase",
    "ForeignDatabase",
    "InvalidDocument",
    "InvalidName",
    "LiveSession",
    "LogEntry",
    "NewerDatabase",
    "ReadOnlyDatabase",
    "SessionDeleted",
    "SessionNotFound",
    "SessionStore",
    "SessionSummary",
    "StaleSession",
    "StoreError",
]
