"""Crash reports: what a player sends with a bug report, written where the platform keeps an app's logs.

When something fails that is a bug (a game module raising, the app or a command stopping on an
unexpected error), the traceback is written with the app's version, the platform, the game and
its last actions to `crash.log` in the log folder: `platformdirs.user_log_path`, or
$COMPANION_LOG_DIR, or, when the data folder is moved ($COMPANION_DATA_DIR, as the tests do),
`logs/` inside it. The message the player reads names that file. The last few reports are kept
(`crash.log` the newest, then `crash.log.1` ... `crash.log.4`), through the standard library's
rotating file handler. Writing a report never raises: a report that cannot be written is None.
"""

from __future__ import annotations

import logging
import os
import platform
import sys
import threading
from collections.abc import Iterable
from datetime import datetime, timezone
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

from companion import __version__
from companion.services.settings import APP_NAME, DATA_DIR_ENV

#: Set this to a folder to keep crash reports there instead of the platform's log folder.
LOG_DIR_ENV = "COMPANION_LOG_DIR"

CRASH_FILENAME = "crash.log"

#: Reports kept besides the newest.
KEPT = 4

#: Actions of the game listed in a report (the latest ones).
LAST_ACTIONS = 12

_LOCK = threading.Lock()


def log_dir() -> Path:
    """Where crash reports go: $COMPANION_LOG_DIR, else logs/ in a moved data folder, else the platform's."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override).expanduser()
    data = os.environ.get(DATA_DIR_ENV)
    if data:
        return Path(data).expanduser() / "logs"
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def crash_file() -> Path:
    """The newest crash report's file."""
    return log_dir() / CRASH_FILENAME


def report_text(doing: str, game: str | None, last_actions: Iterable[str]) -> str:
    """The head of a report: when, which version, which platform, what was being done, the game and its last actions."""
    lines = [
        f"Table Companion {__version__} crash report, {datetime.now(timezone.utc).isoformat(timespec='seconds')}",
        f"Platform: {platform.platform()}; Python {platform.python_version()} ({sys.executable})",
        f"While: {doing}",
        f"Game: {game or '(none open)'}",
    ]
    actions = list(last_actions)
    lines.append(f"Last actions ({len(actions)}):" if actions else "Last actions: none")
    lines += [f"  {action}" for action in actions]
    return "\n".join(lines)


def write_crash_report(error: BaseException, doing: str, game: str | None = None,
                       last_actions: Iterable[str] = ()) -> Path | None:
    """Write a report of `error` (with its traceback) as the newest crash.log; its path, or None if it could not be written."""
    try:
        head = report_text(doing, game, last_actions)
        path = crash_file()
        with _LOCK:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(path, backupCount=KEPT, encoding="utf-8", delay=True)
            try:
                if path.exists() and path.stat().st_size:
                    handler.doRollover()  # one report a file: the older ones move down, the oldest goes
                handler.setFormatter(logging.Formatter("%(message)s"))
                record = logging.LogRecord("companion.crash", logging.CRITICAL, __file__, 0, head, None,
                                           (type(error), error, error.__traceback__))
                handler.emit(record)
            finally:
                handler.close()
        return path
    except Exception:  # noqa: BLE001 - a report must never become a second failure
        return None


def described(entries: Iterable[object]) -> list[str]:
    """The latest log entries of a session as lines for a report (each entry's own description)."""
    lines = []
    for entry in list(entries)[-LAST_ACTIONS:]:
        try:
            lines.append(f"{getattr(entry, 'seq', '?')}. {entry.describe()}")  # type: ignore[attr-defined]  # a log entry; any other object fails here, reported
        except Exception as error:  # noqa: BLE001 - the report lists what it can
            lines.append(f"{getattr(entry, 'seq', '?')}. (cannot be described: {type(error).__name__})")
    return lines
