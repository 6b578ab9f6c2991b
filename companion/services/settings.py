"""Where the companion keeps its data: the user data folder (platformdirs) and the default database URL."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "table-companion"

#: Set this to a folder to keep all data there instead of the platform's user data folder
#: (tests use it so they never touch a player's real saves).
DATA_DIR_ENV = "COMPANION_DATA_DIR"

#: Set this to an SQLAlchemy URL to use another database by default (`--db` still wins).
DB_URL_ENV = "COMPANION_DB"

DB_FILENAME = "companion.db"


def data_dir() -> Path:
    """The folder holding the companion's saves: $COMPANION_DATA_DIR, else the user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def default_db_path() -> Path:
    """The embedded SQLite database file in the data folder."""
    return data_dir() / DB_FILENAME


def default_db_url() -> str:
    """The database URL used when none is given: $COMPANION_DB, else SQLite in the data folder."""
    override = os.environ.get(DB_URL_ENV)
    if override:
        return override
    return f"sqlite:///{default_db_path()}"
