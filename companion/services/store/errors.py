"""Errors of the session store; each message is one clear line a player can act on, in the interface's language.

A store error carries a `rules_engine.messages.Message` (its English text and catalogue id): `str()`
renders it in the active language, so every screen and the CLI show it translated, and an English
interface reads exactly as before.
"""

from __future__ import annotations

from companion.services.i18n import translate
from rules_engine.messages import Message


class StoreError(Exception):
    """Base of every store error: the message is one line for the user, shown in the interface's language."""

    def __str__(self) -> str:
        message = self.args[0] if len(self.args) == 1 else None
        return translate(message) if hasattr(message, "render") else super().__str__()


class DamagedDatabase(StoreError):
    """The file is not an SQLite database, or is corrupt or unreadable; it was not modified."""


class ForeignDatabase(StoreError):
    """An SQLite database that belongs to some other program; it was not modified."""


class NewerDatabase(StoreError):
    """A database whose schema was written by a newer version of Table Companion."""


class StaleSession(StoreError):
    """Another writer moved the session on since it was loaded: reload it and try again."""


class SessionNotFound(StoreError):
    """No saved session has that id."""


class SessionDeleted(SessionNotFound):
    """The session a window or process opened was deleted elsewhere; nothing was written."""


class ReadOnlyDatabase(StoreError):
    """The database can be read but not written (a read-only file, folder or URI)."""


class DiskFull(StoreError):
    """The disk holding the database has no room left: nothing more could be written; what was saved is intact."""


class InvalidDocument(StoreError):
    """An export document that cannot be imported (malformed, unknown game, does not replay)."""


class InvalidName(StoreError):
    """A session, player or catalogue name that is too long or holds a control character; nothing was written."""


def disk_full_error(where: object, doing: str | None = None) -> DiskFull:
    """The error for a database whose disk has no room left (`doing`: what could not be done, marked with N_)."""
    if doing is None:
        return DiskFull(Message("the disk holding {where} is full; free some space and start again (what was saved is "
                                "intact)", where=where))
    return DiskFull(Message("the disk holding {where} is full: could not {doing}; free some space and try again (what "
                            "was saved is intact)", where=where, doing=Message(doing)))


def reason(error: BaseException) -> object:
    """What `error` says, kept translatable: its message when it carries one (an engine or store message), else its text."""
    message = error.args[0] if len(error.args) == 1 else None
    return message if hasattr(message, "render") else str(error)
