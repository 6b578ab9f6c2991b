"""Where a database URL points: one reading of every way an SQLite file can be named.

A path (absolute, relative or starting with `~`), an SQLite `file:` URI (with `uri=true`,
percent-encoding, `//localhost`, `mode=ro`) and the in-memory forms all come through `locate`,
so the damaged-or-foreign check always looks at the very file the engine will open, and the
engine opens that file by its resolved path. An empty path (`sqlite:///`, as an unset variable
leaves it) is refused instead of silently meaning an in-memory database.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from companion.services.store.errors import StoreError
from companion.services.store.url_reading import EMPTY_URL, not_a_url, sqlite_place


@dataclass(frozen=True)
class Location:
    """A database as the store will open it: the engine URL, the SQLite file (if one), how it may be used."""

    url: URL
    file: Path | None = None  # the SQLite file, absolute and with `~` expanded
    memory: bool = False  # an SQLite database in memory: nothing is saved
    read_only: bool = False  # asked for by the URL (mode=ro, immutable=1) or the file cannot be written

    @property
    def sqlite(self) -> bool:
        """True for SQLite (a file or memory)."""
        return self.url.get_backend_name() == "sqlite"


def parse_url(url: str | URL) -> URL:
    """The URL parsed; StoreError with a hint when it is not a database URL."""
    if isinstance(url, URL):
        return url
    if not url or not url.strip():
        raise StoreError(EMPTY_URL)
    try:
        return make_url(url)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        raise StoreError(not_a_url(url)) from None


def locate(url: str | URL) -> Location:
    """Where `url` points; StoreError for an empty SQLite path or a malformed URL."""
    parsed = parse_url(url)
    if parsed.get_backend_name() != "sqlite":
        return Location(parsed)
    query = {key: (value[-1] if isinstance(value, tuple) else value) for key, value in parsed.query.items()}
    place = sqlite_place(parsed.database, query)
    if place.memory:
        return Location(parsed, memory=True)
    file = place.file
    assert file is not None  # not in memory: a file
    if place.read_only or _unwritable(file):
        return Location(_file_url(file, parsed, read_only=True), file=file, read_only=True)
    return Location(_file_url(file, parsed, read_only=False), file=file)


def _unwritable(file: Path) -> bool:
    """True when the file exists but this process may not write it (or the folder its journal needs)."""
    if not file.exists() or file.is_dir():
        return False
    return not os.access(file, os.W_OK) or not os.access(file.parent, os.W_OK)


def _file_url(file: Path, parsed: URL, *, read_only: bool) -> URL:
    """The URL that opens exactly `file` (by its absolute path), read-only as an SQLite URI with mode=ro."""
    query = {key: value for key, value in parsed.query.items() if key not in ("mode", "uri", "immutable")}
    if read_only:
        return parsed.set(database=f"file:{quote(str(file))}", query={**query, "mode": "ro", "uri": "true"})
    if query != dict(parsed.query):  # a writable file: URI: keep its other parameters
        return parsed.set(database=f"file:{quote(str(file))}", query={**query, "uri": "true"})
    return parsed.set(database=str(file))
