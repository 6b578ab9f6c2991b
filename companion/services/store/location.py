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
from urllib.parse import quote, unquote

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from companion.services.store.errors import StoreError

#: Query parameters of an SQLite URI that mean "read, never write".
READ_ONLY_MODES = {("mode", "ro"), ("immutable", "1")}


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
        raise StoreError("the database URL is empty (an unset variable?); give --db sqlite:///path/to/file.db")
    try:
        return make_url(url)
    except ArgumentError:
        raise StoreError(f"{url!r} is not a database URL (try sqlite:///path/to/file.db)") from None


def _flag(value: object) -> bool:
    text = value[-1] if isinstance(value, tuple) else value
    return str(text).lower() in ("1", "true", "yes", "on")


def _uri_path(database: str) -> str:
    """The file path of an SQLite `file:` URI (without its query), as SQLite itself reads it."""
    rest = database[len("file:"):].split("?", 1)[0].split("#", 1)[0]
    if rest.startswith("//"):
        authority, _, path = rest[2:].partition("/")
        if authority not in ("", "localhost"):
            raise StoreError(f"{database!r} names another host ({authority}); SQLite opens local files only")
        rest = "/" + path
    return unquote(rest)


def locate(url: str | URL) -> Location:
    """Where `url` points; StoreError for an empty SQLite path or a malformed URL."""
    parsed = parse_url(url)
    if parsed.get_backend_name() != "sqlite":
        return Location(parsed)
    database = parsed.database
    query = {key: (value[-1] if isinstance(value, tuple) else value) for key, value in parsed.query.items()}
    read_only = any((key, str(query.get(key, "")).lower()) in READ_ONLY_MODES for key, _ in READ_ONLY_MODES)
    if database is None or database == ":memory:":
        return Location(parsed, memory=True)
    if database == "":
        raise StoreError(
            "the database path is empty ('sqlite:///' names no file; an unset variable?): "
            "give a file, or --memory to play without saving"
        )
    if database.startswith("file:") and _flag(query.get("uri", "false")):
        raw = _uri_path(database)
        if query.get("mode") == "memory" or raw in ("", ":memory:"):
            if raw == "" and query.get("mode") != "memory":
                raise StoreError(f"{database!r} names no file: give a path after 'file:'")
            return Location(parsed, memory=True)
        file = Path(raw).expanduser().absolute()
    else:
        file = Path(database).expanduser().absolute()
    if read_only or _unwritable(file):
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
