"""Files the commands read and write: whole or not at all, never the database in use, one clear line on failure."""

from __future__ import annotations

import gc
import json
import sys
from pathlib import Path
from typing import Any

from companion.services.atomic_file import write_whole
from companion.services.i18n import _
from companion.shell.cli.failures import Failure, UsageError


def _same_file(one: Path, other: Path) -> bool:
    """True when both paths name one file (after symlinks; hard links by inode)."""
    import os

    if one.resolve() == other.resolve():
        return True
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def check_export_target(target: Path, database: Path | None, *, force: bool) -> None:
    """Refuse to overwrite the database in use (or its journal files) ever, any other file without --force."""
    if database is not None:
        guarded = [database] + [database.with_name(database.name + s) for s in ("-wal", "-shm", "-journal")]
        if any(_same_file(target, file) for file in guarded):
            raise UsageError(_("{target} is the database in use ({database}); export to another file").format(
                target=target, database=database))
    if target.is_dir():
        raise UsageError(_("{target} is a folder; give a file name to export to").format(target=target))
    if target.exists() and not force:
        raise UsageError(_("{target} already exists; add --force to overwrite it").format(target=target))


def write_replacing(target: Path, text: str) -> None:
    """Write the file whole or not at all: a temporary file beside it, then an atomic rename."""
    try:
        write_whole(target, text)
    except OSError as error:
        raise Failure(_("cannot write {target}: {reason}").format(target=target, reason=error.strerror or error)) from None


def parse_json(text: str, name: str) -> Any:
    """The JSON document in `text`; UsageError naming the file when it is malformed or nested too deeply.

    Python's collector is held while the text is parsed. A document nested thousands deep takes the parser to the
    interpreter's recursion limit before it is refused, and whatever a collection runs there (an object's finalizer,
    a callback) fails and prints "Exception ignored …" on the terminal, under the one clear line. Held, the parse of
    a large export also takes about half the time (the parser's new objects are never scanned while it runs)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UsageError(_("{name} is not valid JSON (line {line}: {reason})").format(
            name=name, line=error.lineno, reason=error.msg)) from None
    except RecursionError:
        raise UsageError(_("{name} is nested too deeply to be a session, setup or catalogue file").format(
            name=name)) from None
    except ValueError:  # a number of thousands of digits (Python refuses to read it)
        raise UsageError(_("{name} holds a number too long to be a count, face or id").format(name=name)) from None
    finally:
        if collecting:
            gc.enable()


def read_text(name: str, what: str) -> str:
    """A text file's contents ('-': standard input); UsageError naming the file when it cannot be read."""
    shown = _("standard input") if name == "-" else name
    try:
        return sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except FileNotFoundError:
        missing = {"transcript": _("no transcript file {name}"), "setup": _("no setup file {name}")}
        raise UsageError(missing.get(what, _("no file {name}")).format(name=shown)) from None
    except UnicodeDecodeError:
        raise UsageError(_("{name} is not a text file").format(name=shown)) from None
    except OSError as error:
        raise Failure(_("cannot read {name}: {reason}").format(name=shown, reason=error.strerror or error)) from None
