"""The session under the list's cursor read while the list waits, so that the key that opens it does not read it.

At launch, once the worker's head start has imported what a board needs, the worker reads the session under the
home screen's cursor as the key would (`display_read.open_for_display`: every check of the file and of the log, its
own read-only connection) and works out the game's view of its current state (Dice Throne's carries the active hero's
odds). The key that opens that same session takes what was read if the file is unchanged since (`display_read.file_mark`
taken before the read), and otherwise reads it again itself, checks and refusals and all, exactly as without this.

Never on a key's way: the read ahead is begun on the UI thread (`begin`) only while no session is chosen; a key for
the same session that comes while the worker is still reading waits for the rest of that read (the interpreter then
runs the worker alone) rather than doing it all over again beside it; a key for another session interrupts the
worker's read (`sqlite3.Connection.interrupt`), waits for it to stop (the worker would otherwise share the interpreter
with the key's own read, and its reading pauses the cyclic collector, which the key's opening holds itself), collects
what it read (a session at 50,000 actions would otherwise be held beside the one the key reads) and reads its own.
What was read ahead and not taken is dropped at the next key that opens a session, or once the store is open (a
session is then opened through the store). A read ahead that fails keeps nothing: the key reads the session itself.
"""

from __future__ import annotations

import gc
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

#: The longest a key waits for the worker's read of the same session to end (seconds); then it reads its own.
SAME_SESSION_WAIT = 5.0


class SessionReadAhead(NamedTuple):
    """A session read ahead: the board's session, the file's mark before the read, and the view worked out for its
    state (kept by `screens.view_cache` for that state object, in the language of the time, where the board finds it)."""

    session: Any
    mark: Any
    view: Any


class ReadAhead:
    """At most one session read ahead at a time: begun on the UI thread, read in a worker, taken (or not) on the key."""

    def __init__(self) -> None:
        #: The session being read or read, or None.
        self.session_id: int | None = None
        self._path: Path | None = None
        #: Set when no read is running.
        self._done = threading.Event()
        self._done.set()
        #: True once the key gave up on the running read (another session chosen, or waited too long).
        self._cancelled = False
        #: The worker's connection while it reads (interrupted from the UI thread when the key wants another session).
        self._connection: sqlite3.Connection | None = None
        self._read: SessionReadAhead | None = None

    @property
    def reading(self) -> bool:
        """True while the worker reads."""
        return not self._done.is_set()

    @property
    def read(self) -> SessionReadAhead | None:
        """What the worker's last read gave, not taken yet."""
        return self._read if self._done.is_set() else None

    def begin(self, session_id: int, path: Path) -> None:
        """On the UI thread: the worker reads `session_id` of the file at `path` next (`read_now`)."""
        self.session_id, self._path, self._read, self._cancelled = session_id, path, None, False
        self._done.clear()

    def read_now(self, open_for_display: Callable[..., Any], file_mark: Callable[[Path], Any],
                 wait_for_store: Callable[[], Any], view: Callable[[Any], Any]) -> None:
        """In the worker: read the session begun (`begin`) with `open_for_display`, the file's mark taken first, then
        its game's `view` of the session's state; kept unless the key gave up on it meanwhile."""
        try:  # whatever happens, the key waits no longer (a failure is the caller's, and nothing is kept)
            session_id, path = self.session_id, self._path
            if session_id is None or path is None:
                return
            mark = file_mark(path)
            session = open_for_display(path, session_id, wait_for_store, connected=self._connected)
            if session is None or self._cancelled:
                return
            shown = view(session)
            if not self._cancelled:
                self._read = SessionReadAhead(session, mark, shown)
        finally:
            self._connection = None
            self._done.set()

    def _connected(self, connection: sqlite3.Connection | None) -> None:
        self._connection = connection
        if connection is not None and self._cancelled:
            connection.interrupt()

    def take(self, session_id: int, file_mark: Callable[[Path], Any]) -> SessionReadAhead | None:
        """On the key that opens `session_id` (UI thread): what was read ahead for it when the file is unchanged since,
        else None (the key reads it itself); either way nothing is kept after it. A read of the same session still
        running is waited for; one of another session is interrupted."""
        if self.session_id is None:
            return None
        if session_id != self.session_id:
            self._cancel()  # its read ends at its next row (its view, if it is that far, is not interrupted)
        if not self._done.wait(SAME_SESSION_WAIT):
            self._cancel()
        read, path = self.read, self._path
        self.drop()
        if read is None or path is None or session_id != read.session.id or file_mark(path) != read.mark:
            # What was read (or begun) is cyclic garbage (a session and its timeline refer to each other), which the
            # key's hold of the collector would keep beside the session it reads now: collected first.
            del read
            gc.collect()
            return None
        return read

    def _cancel(self) -> None:
        self._cancelled = True
        connection = self._connection
        if connection is not None:
            try:
                connection.interrupt()
            except sqlite3.Error:  # closed meanwhile: its read is over
                pass

    def drop(self) -> None:
        """Keep nothing read ahead (a running read is given up)."""
        if self.reading:
            self._cancel()
        self.session_id, self._path, self._read = None, None, None
