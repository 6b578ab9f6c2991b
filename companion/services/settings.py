"""Where the companion keeps its data (the user data folder, via platformdirs, the default database URL)
and the player's preferences it remembers.

Preferences live in settings.json in the data folder: the theme and the interface's language. A
missing or unreadable file means no preference (the defaults apply); it is rewritten whole on a
change, never half-written.
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


def cache_dir() -> Path:
    """The folder of what the companion can always make again (a compiled catalogue, the rules' digest):
    cache/ in a moved data folder ($COMPANION_DATA_DIR), else the platform's user cache folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser() / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def default_db_path() -> Path:
    """The embedded SQLite database file in the data folder."""
    return data_dir() / DB_FILENAME


def default_db_url() -> str:
    """The database URL used when none is given: $COMPANION_DB, else SQLite in the data folder."""
    override = os.environ.get(DB_URL_ENV)
    if override:
        return override
    return f"sqlite:///{default_db_path()}"


# -- the player's preferences -------------------------------------------------------------------

SETTINGS_FILENAME = "settings.json"

#: The setting holding the chosen Textual theme's name.
THEME_KEY = "theme"
#: The setting that remembers the interface's language (en, ru, pl).
LANGUAGE_SETTING = "language"


def settings_path() -> Path:
    """The preferences file: settings.json in the data folder."""
    return data_dir() / SETTINGS_FILENAME


def _stored(path: Path) -> dict[str, object]:
    """Everything in the settings file, whatever its values ({} when missing or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def read_settings(path: Path | None = None) -> dict[str, str]:
    """The remembered settings with text values ({} when the file is missing or unreadable: the defaults apply)."""
    stored = _stored(settings_path() if path is None else path)
    return {key: value for key, value in stored.items() if isinstance(key, str) and isinstance(value, str)}


class SettingsHeld(OSError):
    """A setting written while this process keeps the settings as they are (an app locked on one session)."""


#: Why this process keeps every setting as it is (a phone's player link changes nothing of the
#: laptop's), or None when settings may be written.
_held_because: str | None = None


def hold_settings(reason: str | None) -> None:
    """From now on every `write_setting` raises SettingsHeld(reason) and writes nothing; None lifts it."""
    global _held_because
    _held_because = reason


def settings_held() -> bool:
    """True while this process keeps its settings as they are (see `hold_settings`)."""
    return _held_because is not None


def write_setting(name: str, value: str, path: Path | None = None) -> None:
    """Remember one setting, keeping every other one as it was; OSError when the folder cannot be written
    (SettingsHeld, writing nothing, while the settings are held)."""
    if _held_because is not None:
        raise SettingsHeld(_held_because)
    path = settings_path() if path is None else path
    settings = _stored(path)
    if settings.get(name) == value:
        return
    settings[name] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".tmp")
    partial.write_text(json.dumps(settings, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    partial.replace(path)


def saved_theme(path: Path | None = None) -> str | None:
    """The theme name the player chose last time, or None when none is saved."""
    return read_settings(path).get(THEME_KEY) or None


def save_theme(theme: str, path: Path | None = None) -> None:
    """Remember the chosen theme, keeping the other preferences; OSError when the folder cannot be written."""
    write_setting(THEME_KEY, theme, path)


def saved_language(path: Path | None = None) -> str | None:
    """The interface language remembered in the settings, if any."""
    return read_settings(path).get(LANGUAGE_SETTING) or None
