"""The mark a Table Companion database carries in its `companion_meta` table (read before SQLAlchemy is)."""

from __future__ import annotations

#: Value of the `application` key in `companion_meta`: how the store recognises its own files.
APPLICATION_MARKER = "table-companion"
