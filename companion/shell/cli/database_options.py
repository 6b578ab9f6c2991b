"""`--db` and `--memory`: the database a command reads or writes, checked before anything opens it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from companion.services.i18n import _
from companion.shell.cli.failures import UsageError, said


def database_location(args: argparse.Namespace):
    """Where --db (or the default) points, checked: an empty path is refused, memory needs --memory."""
    from companion.services.store import StoreError
    from companion.services.store.location import locate

    url = database_url_of(args)
    try:
        location = locate(url)
    except StoreError as error:
        raise UsageError(said(error)) from None
    _check_memory_flag(args, url, location.memory)
    return location


def database_url_of(args: argparse.Namespace) -> str:
    """The database URL --db gives, or the default one (in memory with --memory)."""
    from companion.services.settings import default_db_url

    return args.db if args.db is not None else ("sqlite://" if getattr(args, "memory", False) else default_db_url())


def _check_memory_flag(args: argparse.Namespace, url: str, in_memory: bool) -> None:
    """UsageError unless --memory is given exactly when the database is in memory."""
    memory = getattr(args, "memory", False)
    if in_memory and not memory:
        raise UsageError(_("--db {url} is an in-memory database: nothing would be saved; add --memory to mean it")
                         .format(url=repr(url)))
    if memory and not in_memory:
        raise UsageError(_("--memory keeps nothing, so it takes no database file (leave out --db, or give --db "
                           "sqlite://)"))


def glance(args: argparse.Namespace) -> None:
    """The checks of `database_location` without SQLAlchemy, for the app: its first frame must not wait for it."""
    from companion.services.store import StoreError
    from companion.services.store.url_reading import place_of

    url = database_url_of(args)
    try:
        place = place_of(url)
    except StoreError as error:
        raise UsageError(said(error)) from None
    _check_memory_flag(args, url, place is not None and place.memory)


def open_store(args: argparse.Namespace):
    from companion.services.store import SessionStore

    location = database_location(args)
    if location.memory:
        print(_("companion: in memory: nothing is saved"), file=sys.stderr)
    return SessionStore.open(args.db, memory=location.memory)


def database_url(text: str) -> str:
    """A --db value that is a database URL; anything else is a usage error (exit 2).

    Read as SQLAlchemy reads it but without importing it (`url_reading`), so the app starts sooner.
    """
    from companion.services.store import StoreError
    from companion.services.store.url_reading import not_a_url, split_url

    if not text.strip():
        raise argparse.ArgumentTypeError(_("the database URL is empty (an unset variable?); give a file, "
                                           "e.g. sqlite:///path/to/file.db, or --memory"))
    try:
        split_url(text)
    except StoreError:
        raise argparse.ArgumentTypeError(not_a_url(text)) from None
    return text


def missing_sqlite_file(args: argparse.Namespace) -> Path | None:
    """The database file a read-only command would have to create, if the URL names one that is absent."""
    path = database_location(args).file
    return None if path is None or path.exists() else path


def require_database(args: argparse.Namespace) -> None:
    """Reading commands never create a database: a missing file is a clear error instead."""
    missing = missing_sqlite_file(args)
    if missing is not None:
        raise UsageError(_("no database at {path}").format(path=missing))
