"""Alembic revisions of the session store, oldest first (0001 is the first schema)."""
