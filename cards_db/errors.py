"""The one error of the catalogue layer: an entry or a file that does not fit its kind."""

from __future__ import annotations


class CatalogueError(ValueError):
    """A catalogue entry or import file that does not fit its kind; the message says where."""
