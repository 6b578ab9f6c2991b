"""Telling a full disk from a damaged database: SQLite's own error code, or no free space where the file is.

SQLite says SQLITE_FULL ("database or disk is full") when a write finds no room. Opening a file
whose write-ahead log must be read can fail earlier, while SQLite creates its shared-memory file
(a "disk I/O error" or "unable to open database file"): with no space left in the file's folder,
that too is a full disk, not damage. Standard library only (the probe runs before SQLAlchemy).
"""

from __future__ import annotations

import shutil
from pathlib import Path

#: SQLite's primary result codes met here (the extended codes keep them in their low byte).
SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN = 10, 13, 14

#: Less free space than this where the database lives reads as a full disk.
LOW_SPACE = 1 << 20

FULL_TEXT = "database or disk is full"


def free_bytes(folder: Path) -> int:
    """The space left for files in `folder` (a very large number when it cannot be told)."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return 1 << 62


def is_disk_full(error: BaseException, folder: Path | None = None) -> bool:
    """True when `error` (an sqlite3 or SQLAlchemy error) means there is no room to write.

    `folder`: where the database file lives; an I/O or can't-open error counts as a full disk when
    almost no space is left there.
    """
    original = getattr(error, "orig", None) or error
    code = getattr(original, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(original)
    if primary == SQLITE_FULL or FULL_TEXT in text:
        return True
    trouble = primary in (SQLITE_IOERR, SQLITE_CANTOPEN) or "disk I/O error" in text or "unable to open" in text
    return trouble and folder is not None and free_bytes(folder) < LOW_SPACE
