"""The session store: saved games as append-only logs in SQLite (or any SQLAlchemy database).

Open a store with `SessionStore.open(url)`; `create_session` / `open_session` give a
`LiveSession` whose `act`, `undo` and `redo` commit one transaction each before returning.

The errors and `SessionSummary` are imported with the package; `SessionStore`, `LiveSession` and
`LogEntry` only when first asked for, because they bring SQLAlchemy and SQLModel (or the rules
engine) with them and the app's first frame must not wait for those: a screen may name
`StoreError` or `SessionSummary` without importing the database layer.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from companion.services.store.errors import (
    DamagedDatabase,
    DiskFull,
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
from companion.services.store.summaries import SessionSummary

if TYPE_CHECKING:
    from companion.services.store.live import LiveSession
    from companion.services.store.sessions import SessionStore
    from companion.services.store.timeline import LogEntry

#: The names this package gives on first use, and the module of each.
LOADED_ON_USE = {
    "LiveSession": "companion.services.store.live",
    "LogEntry": "companion.services.store.timeline",
    "SessionStore": "companion.services.store.sessions",
}

__all__ = [
    "DamagedDatabase",
    "DiskFull",
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


def __getattr__(name: str) -> object:
    """Import the module of a name in LOADED_ON_USE when it is first asked for (PEP 562)."""
    module = LOADED_ON_USE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
