"""The marks of a current Table Companion database, read before SQLAlchemy is: its owner and its schema."""

from __future__ import annotations

#: Value of the `application` key in `companion_meta`: how the store recognises its own files.
APPLICATION_MARKER = "table-companion"

#: The newest revision under companion/services/migrations/versions (a test keeps this in step with
#: Alembic). A file at this revision needs no migration, so it may be read without the store.
SCHEMA_HEAD = "0007_log_heads_index"
