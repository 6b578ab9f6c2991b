"""The one error of the catalogue layer: an entry or a file that does not fit its kind."""

from __future__ import annotations


class CatalogueError(ValueError):
    """A catalogue entry or import file that does not fit its kind; the message says where."""


def reason(error: BaseException) -> str:
    """What `error` says, kept translatable: its message when it carries one (`Message`), else its text."""
    message = error.args[0] if len(error.args) == 1 else None
    return message if isinstance(message, str) and hasattr(message, "render") else str(error)
