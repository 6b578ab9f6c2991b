"""Looking at a database file before anything may write to it: damaged, foreign, empty or ours.

The checks read the file's header with plain Python, then open it through SQLite without write
access (`immutable=1` when no other process has it open, so not even -wal/-shm files appear),
run `PRAGMA quick_check`, and list its tables. Migrations only ever run on a file that passed.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from companion.services.store.disk_space import is_disk_full
from companion.services.store.errors import DamagedDatabase, ForeignDatabase, StoreError, disk_full_error
from companion.services.store.marker import APPLICATION_MARKER
from companion.services.store.revision_shapes import classify, shape_of_sqlite
from companion.services.store.sqlite_settings import READ_ONCE_CACHE_KIB
from rules_engine.messages import Message

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100


@dataclass(frozen=True)
class Probe:
    """What the file holds: nothing yet (`new`), or our database at schema `revision`."""

    new: bool
    revision: str | None = None
    app_version: str | None = None
    #: False when the tables are not what the stamp says (a revision missing or half there): the
    #: store must repair the file before anything reads it (see revision_shapes).
    tables_agree: bool = True


def probe_sqlite_file(path: Path) -> Probe:
    """Classify a database file without modifying it; raises DamagedDatabase or ForeignDatabase."""
    check_file_header(path)
    if not path.exists() or path.stat().st_size == 0:
        return Probe(new=True)
    tables, marker, revision, app_version, agree = _read_catalogue(path)
    if not tables:
        return Probe(new=True)
    if "companion_meta" not in tables or "alembic_version" not in tables or marker != APPLICATION_MARKER:
        shown = ", ".join(sorted(tables)[:5]) + (", ..." if len(tables) > 5 else "")
        raise ForeignDatabase(Message(
            "{path} is an SQLite database of another program (tables: {tables}); it was left untouched: choose another "
            "file with --db", path=path, tables=shown))
    return Probe(new=False, revision=revision, app_version=app_version, tables_agree=agree)


def check_file_header(path: Path) -> None:
    """Refuse a folder, or a file that is plainly not a whole SQLite file, reading only its header.

    The quick look the app takes before it starts (no SQL at all); `probe_sqlite_file` does the rest.
    """
    if not path.exists():
        return
    if path.is_dir():
        raise StoreError(Message("{path} is a folder, not a database file", path=path))
    try:
        size = path.stat().st_size
        if size == 0:
            return
        with path.open("rb") as handle:
            header = handle.read(HEADER_SIZE)
    except OSError as error:
        raise DamagedDatabase(Message("cannot read {path}: {error}", path=path, error=error.strerror or error)) from None
    _check_header(path, header, size)


def _wal_path(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _check_header(path: Path, header: bytes, size: int) -> None:
    """Refuse what is plainly not a whole SQLite file, before SQLite itself is asked."""
    if len(header) < HEADER_SIZE or not header.startswith(SQLITE_MAGIC):
        raise DamagedDatabase(Message("{path} is not a database (not an SQLite file); it was left untouched", path=path))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise DamagedDatabase(Message("{path} is damaged (its header is corrupt); it was left untouched", path=path))
    if _wal_path(path).exists():
        return  # pages may live in the write-ahead log; SQLite's own check below decides
    page_count = int.from_bytes(header[28:32], "big")
    count_valid = header[92:96] == header[24:28] and page_count > 0
    if size % page_size or count_valid and size < page_count * page_size:
        raise DamagedDatabase(Message("{path} is damaged (the file is truncated); it was left untouched", path=path))


def _connect_readonly(path: Path, immutable: bool) -> sqlite3.Connection:
    mode = "immutable=1" if immutable else "mode=ro"
    uri = f"{path.resolve().as_uri()}?{mode}"
    conn = sqlite3.connect(uri, uri=True, timeout=10)
    conn.execute(f"PRAGMA cache_size = -{READ_ONCE_CACHE_KIB}")  # the check reads every page once
    # A damaged file's names and integrity messages may hold bytes that are not UTF-8.
    conn.text_factory = lambda data: data.decode("utf-8", "replace")
    return conn


def _read_catalogue(path: Path) -> tuple[set[str], str | None, str | None, str | None, bool]:
    """Tables, application marker, alembic revision, app version and whether the tables agree with
    the revision, read without write access."""
    # With no -wal file nobody has the database open in WAL mode, so it cannot change under us
    # and `immutable` reads it without creating -wal/-shm files. Otherwise read it normally.
    immutable = not _wal_path(path).exists()
    try:
        return _read_with(path, immutable)
    except sqlite3.DatabaseError as first_error:
        error: sqlite3.DatabaseError = first_error
        if immutable and _wal_path(path).exists():  # another process opened it meanwhile
            try:
                return _read_with(path, False)
            except sqlite3.DatabaseError as retry_error:
                error = retry_error
        message = str(error)
        if "locked" in message or "busy" in message:
            raise StoreError(Message("{path} is busy in another program; try again", path=path)) from None
        if is_disk_full(error, path.parent):
            raise disk_full_error(path) from None
        raise DamagedDatabase(Message("{path} is damaged ({problem}); it was left untouched", path=path,
                                      problem=message)) from None


def _read_with(path: Path, immutable: bool) -> tuple[set[str], str | None, str | None, str | None, bool]:
    conn = _connect_readonly(path, immutable)
    try:
        try:
            check = conn.execute("PRAGMA quick_check").fetchall()
        except UnicodeDecodeError:
            raise sqlite3.DatabaseError("integrity check failed: its own names are unreadable") from None
        if check != [("ok",)]:
            lines = [line.strip() for (row,) in check for line in str(row).splitlines()]
            problems = [line for line in lines if line and not line.startswith("***")]
            raise sqlite3.DatabaseError(f"integrity check failed: {problems[0] if problems else 'no detail'}")
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        marker = revision = app_version = None
        if "companion_meta" in tables:
            meta = dict(conn.execute("SELECT key, value FROM companion_meta").fetchall())
            marker, app_version = meta.get("application"), meta.get("app_version")
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
        agree = classify(shape_of_sqlite(conn)).agrees_with(revision)
        return tables, marker, revision, app_version, agree
    finally:
        conn.close()
