"""Reading a database URL without SQLAlchemy: what an SQLite URL names (a file, memory, or nothing).

`location.locate` reads URLs through SQLAlchemy and then asks `sqlite_place` what the SQLite
part names; the shell asks the same function, on the same URL read by `split_url` (SQLAlchemy's
own pattern), before the app starts, so a database that plainly cannot be used is refused without
importing SQLAlchemy, which the app's first frame must not wait for. A test checks that both
readings agree.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, unquote

from companion.services.store.errors import StoreError
from rules_engine.messages import Message

#: Query parameters of an SQLite URI that mean "read, never write".
READ_ONLY_MODES = {("mode", "ro"), ("immutable", "1")}

#: The pattern SQLAlchemy's `make_url` reads a URL string with (sqlalchemy/engine/url.py, 2.x).
URL_PATTERN = re.compile(
    r"""
        (?P<name>[\w\+]+)://
        (?:
            (?P<username>[^:/]*)
            (?::(?P<password>[^@]*))?
        @)?
        (?:
            (?:
                \[(?P<ipv6host>[^/\?]+)\] |
                (?P<ipv4host>[^/:\?]+)
            )?
            (?::(?P<port>[^/\?]*))?
        )?
        (?:/(?P<database>[^\?]*))?
        (?:\?(?P<query>.*))?
    """,
    re.X,
)

EMPTY_URL = Message("the database URL is empty (an unset variable?); give --db sqlite:///path/to/file.db")


@dataclass(frozen=True)
class SplitUrl:
    """The parts of a database URL this module needs: backend, database and query."""

    backend: str
    database: str | None
    query: dict[str, str]


@dataclass(frozen=True)
class SqlitePlace:
    """What an SQLite URL names: memory, or a file (absolute, `~` expanded), and whether only to read it."""

    memory: bool
    file: Path | None = None
    read_only: bool = False


def not_a_url(url: str) -> Message:
    """The message for text that is no database URL."""
    return Message("{url} is not a database URL (try sqlite:///path/to/file.db)", url=repr(url))


def split_url(url: str) -> SplitUrl:
    """The backend, database and query of a URL, read as SQLAlchemy reads it; StoreError if it is none."""
    if not url or not url.strip():
        raise StoreError(EMPTY_URL)
    found = URL_PATTERN.match(url)
    if found is None:
        raise StoreError(not_a_url(url))
    port = found.group("port")
    if port is not None:  # SQLAlchemy reads even an empty port as a number
        try:
            int(port)
        except ValueError:
            raise StoreError(not_a_url(url)) from None
    query = {key: value for key, value in parse_qsl(found.group("query") or "")}  # the last of a repeated key
    database = found.group("database")
    return SplitUrl(found.group("name").split("+", 1)[0], None if database is None else unquote(database), query)


def _flag(value: object) -> bool:
    return str(value).lower() in ("1", "true", "yes", "on")


def uri_path(database: str) -> str:
    """The file path of an SQLite `file:` URI (without its query), as SQLite itself reads it."""
    rest = database[len("file:"):].split("?", 1)[0].split("#", 1)[0]
    if rest.startswith("//"):
        authority, _, path = rest[2:].partition("/")
        if authority not in ("", "localhost"):
            raise StoreError(Message("{database} names another host ({host}); SQLite opens local files only",
                                     database=repr(database), host=authority))
        rest = "/" + path
    return unquote(rest)


def sqlite_place(database: str | None, query: Mapping[str, str]) -> SqlitePlace:
    """What the database part and query of an SQLite URL name; StoreError for an empty path."""
    read_only = any(str(query.get(key, "")).lower() == value for key, value in READ_ONLY_MODES)
    if database is None or database == ":memory:":
        return SqlitePlace(memory=True)
    if database == "":
        raise StoreError(Message(
            "the database path is empty ('sqlite:///' names no file; an unset variable?): give a file, or --memory to "
            "play without saving"))
    if database.startswith("file:") and _flag(query.get("uri", "false")):
        raw = uri_path(database)
        if query.get("mode") == "memory" or raw in ("", ":memory:"):
            if raw == "" and query.get("mode") != "memory":
                raise StoreError(Message("{database} names no file: give a path after 'file:'", database=repr(database)))
            return SqlitePlace(memory=True)
        return SqlitePlace(memory=False, file=_absolute(raw), read_only=read_only)
    return SqlitePlace(memory=False, file=_absolute(database), read_only=read_only)


def _absolute(path: str) -> Path:
    """The path absolute with `~` expanded; StoreError for a `~user` with no home folder."""
    try:
        return Path(path).expanduser().absolute()
    except RuntimeError:  # pathlib: "Could not determine home directory."
        raise StoreError(Message("{path} starts with a home folder that does not exist here", path=repr(path))) from None


def place_of(url: str) -> SqlitePlace | None:
    """What an SQLite URL names, without SQLAlchemy (None for another database); StoreError as above."""
    split = split_url(url)
    if split.backend != "sqlite":
        return None
    return sqlite_place(split.database, split.query)
