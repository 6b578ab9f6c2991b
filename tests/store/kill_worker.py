"""Child process of the kill test: forks workers that apply Tally actions until they are killed.

Run as `python kill_worker.py URL SESSION_ID [board]`. For each line read on stdin it forks a worker
(imports are paid once, so each round starts in milliseconds), prints `pid N`, waits for the
worker and prints `reaped`. A worker opens the store, prints `ready`, then loops: act, and
only after `act` returned print `committed SEQ`. The parent SIGKILLs workers at random moments.
With `board`, a worker reads the session as the app's board does (`display_read`, sqlite3 alone) and its
actions are written by the board's sqlite3 writer (`sqlite_log_writer`), never by the store.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import tests.support.tally_game as tally
from companion.services.store import SessionStore


def say(line: str) -> None:
    """One line to the parent in one write(2): the forked worker writes to the same pipe, and `print` under
    PYTHONUNBUFFERED writes the text and its newline apart, so a worker's `ready` could land between them."""
    os.write(1, f"{line}\n".encode())


def no_store() -> SessionStore:
    raise AssertionError("the board's writer asked for the store")


def work(url: str, session_id: int, board: bool) -> None:
    """Apply actions forever, reporting each one after it is committed."""
    if board:
        from companion.services.store.display_read import open_for_display

        live = open_for_display(Path(url.removeprefix("sqlite:///")), session_id, no_store)
        assert live is not None
    else:
        live = SessionStore.open(url).open_session(session_id)
    sys.stdout.flush()
    os.write(1, b"ready\n")
    points = 1
    while True:
        if live.state.added:
            live.act(tally.EndTurn())
        else:
            live.act(tally.AddPoints(points))
            points = points % 6 + 1
        # One write(2) of a short line to a pipe is atomic: a kill cannot cut the report in half.
        os.write(1, f"committed {live.entries[-1].seq}\n".encode())


def main() -> None:
    url, session_id = sys.argv[1], int(sys.argv[2])
    board = sys.argv[3:] == ["board"]
    # Load every module an opening needs (the SQLite dialect, the game, the log decoding) once,
    # here, so each forked worker starts writing at once instead of importing.
    # The store is closed again before forking: no SQLite connection crosses a fork.
    warm = SessionStore.open(url)
    live = warm.open_session(session_id)
    live.game.view(live.state)
    warm.close()
    for _ in sys.stdin:
        pid = os.fork()
        if pid == 0:
            try:
                work(url, session_id, board)
            except BaseException as error:  # noqa: BLE001 - report, then leave without cleanup
                say(f"error {type(error).__name__}: {' '.join(str(error).split())}")
            finally:
                os._exit(1)
        say(f"pid {pid}")
        os.waitpid(pid, 0)
        say("reaped")


if __name__ == "__main__":
    main()
