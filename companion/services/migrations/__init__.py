"""Alembic migrations of the session store, run programmatically when a database is opened."""
