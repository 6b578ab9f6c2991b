"""Child process of the kill test: forks workers that apply Tally actions until they are killed.

Run as `python kill_worker.py URL SESSION_ID`. For each line read on stdin it forks a worker
(imports are paid once, so each round starts in milliseconds), prints `pid N`, waits for the
worker and prints `reaped`. A worker opens the store, prints `ready`, then loops: act, and
only after `act` returned print `committed SEQ`. The parent SIGKILLs workers at random moments.
"""

from __future__ import annotations

import os
import sys

import tests.support.tally_game as tally
from companion.services.store import SessionStore


def work(url: str, session_id: int) -> None:
    """Apply actions forever, reporting each one after it is committed."""
    store = SessionStore.open(url)
    live = store.open_session(session_id)
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
                work(url, session_id)
            except BaseException as error:  # noqa: BLE001 - report, then leave without cleanup
                print(f"error {type(error).__name__}: {error}", flush=True)
            finally:
                os._exit(1)
        print(f"pid {pid}", flush=True)
        os.waitpid(pid, 0)
        print("reaped", flush=True)


if __name__ == "__main__":
    main()
