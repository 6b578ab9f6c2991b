"""One of two writers racing on one session: run as `python two_writer_worker.py URL SESSION_ID ATTEMPTS`.

Each attempt applies the Tally action the writer's copy of the session calls for. A committed
action is reported as `committed SEQ ACTION-JSON` only after `act` returned; a StaleSession
(the other writer got there first) is reported as `stale`, then the writer reloads and goes on.
Anything else is reported as `error ...` and ends the writer. It says `ready` once the session
is open and starts on the line its parent sends when both writers are ready.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

import tests.support.tally_game as tally
from companion.services.store import SessionStore, StaleSession

#: Longest pause between two attempts, in seconds (about one commit).
PAUSE = 0.008


def main() -> None:
    url, session_id, attempts = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    store = SessionStore.open(url)
    live = store.open_session(session_id)
    print("ready", flush=True)
    sys.stdin.readline()  # both writers start together, so they really race
    points = 1
    rng = random.Random(os.getpid())
    try:
        for _ in range(attempts):
            action = tally.EndTurn() if live.state.added else tally.AddPoints(points)
            points = points % 6 + 1
            time.sleep(rng.random() * PAUSE)  # a moment between actions lets the other writer in
            try:
                live.act(action)
            except StaleSession:
                print("stale", flush=True)
                live.refresh()
                continue
            print(f"committed {live.entries[-1].seq} {json.dumps(action.to_json())}", flush=True)
    except Exception as error:  # noqa: BLE001 - reported to the parent, which counts it
        print(f"error {type(error).__name__}: {' '.join(str(error).split())}", flush=True)
    finally:
        store.close()


if __name__ == "__main__":
    main()
