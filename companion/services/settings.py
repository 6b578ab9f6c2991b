"""Where the companion keeps its data (the user data folder, the default database URL) and the settings it remembers.

Settings live in settings.json in the data folder: today the interface's language. A missing or
unreadable file means no setting (the defaults apply); it is rewritten whole on a change.
"""

from __future__ import annotations

import json
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


SETTINGS_FILENAME = "settings.json"

#: The setting that remembers the interface's language (en, ru, pl).
LANGUAGE_SETTING = "language"


def settings_path() -> Path:
    """The settings file: settings.json in the data folder."""
    return data_dir() / SETTINGS_FILENAME


def read_settings(path: Path | None = None) -> dict[str, str]:
    """The remembered settings ({} when the file is missing or unreadable: the defaults apply)."""
    path = settings_path() if path is None else path
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items() if isinstance(key, str) and isinstance(value, str)}


def write_setting(name: str, value: str, path: Path | None = None) -> None:
    """Remember one setting (the others are kept); the file is replaced whole, never half-written."""
    path = settings_path() if path is None else path
    settings = read_settings(path) | {name: value}
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".json.partial")
    partial.write_text(json.dumps(settings, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    partial.replace(path)


def saved_language(path: Path | None = None) -> str | None:
    """The interface language remembered in the settings, if any."""
    return read_settings(path).get(LANGUAGE_SETTING) or None
