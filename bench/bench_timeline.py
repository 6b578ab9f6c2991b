"""Benchmark of past moments (the log as a timeline) on a Dice Throne match of 50,000 actions.

Run: python bench/bench_timeline.py [ACTIONS]  (figures go to docs/benchmarks.md by hand; target ≤ 50 ms a step).
Saves a scripted Dice Throne 1v1 match (bench_app.saved_match), opens it once as the app does (which
writes the state snapshots), then in a fresh store measures:
- a step of `PastMoments.moment`: one action earlier, 300 times from the latest action back;
- a jump to a random action (seeded), 200 times;
- the same in the real app run headless: f2 from the session frame to the timeline drawn, then steps
  (the left key) and jumps (`TimelineScreen.go_to`) until the screen has drawn the moment.
Prints the machine's load average beside the figures (steps are CPU work: a loaded machine is slower).
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import saved_match  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def spread(samples: list[float]) -> str:
    """Median, p99 and most of timed samples."""
    ordered = sorted(samples)
    return (f"median {ms(statistics.median(ordered))}, p99 {ms(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))])}, "
            f"most {ms(ordered[-1])} over {len(ordered)}")


def bench_service(url: str, session_id: int) -> None:
    """Steps and jumps through the store's PastMoments (no screen)."""
    from companion.services.store import SessionStore

    store = SessionStore.open(url)
    live = store.open_session(session_id)
    moments = live.past_moments()
    total = moments.total
    steps = []
    for seq in range(total, total - 300, -1):
        start = time.perf_counter()
        moments.moment(seq)
        steps.append(time.perf_counter() - start)
    rng = random.Random(412)
    jumps = []
    for _ in range(200):
        seq = rng.randint(0, total)
        start = time.perf_counter()
        moments.moment(seq)
        jumps.append(time.perf_counter() - start)
    # Stepping back from a random moment: the first step replays from a snapshot, the rest one action each.
    back = []
    for seq in range(total // 2, total // 2 - 100, -1):
        start = time.perf_counter()
        moments.moment(seq)
        back.append(time.perf_counter() - start)
    store.close()
    print(f"PastMoments at {total:,} log entries: step one earlier {spread(steps)}")
    print(f"PastMoments at {total:,} log entries: jump to a random action {spread(jumps)}")
    print(f"PastMoments at {total:,} log entries: steps back from the middle {spread(back)}")


def bench_screen(url: str, session_id: int) -> None:
    """Steps and jumps in the real app, headless, each until the screen has drawn the moment."""
    from companion.services.store import SessionStore
    from companion.shell.app import make_app
    from screens.session_frame import SessionFrame
    from screens.timeline_screen import TimelineScreen

    store = SessionStore.open(url)
    app = make_app(store)
    timings: dict[str, list[float]] = {"open": [], "step": [], "jump": []}

    async def drawn(pilot) -> None:
        await pilot.pause()  # the messages handled
        await pilot.pause()  # and the screen drawn

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            app.open_session(session_id)
            while not isinstance(app.screen, SessionFrame):
                await pilot.pause()
            start = time.perf_counter()
            await pilot.press("f2")
            while not isinstance(app.screen, TimelineScreen):
                await pilot.pause()
            await drawn(pilot)
            timings["open"].append(time.perf_counter() - start)
            screen = app.screen
            for _ in range(60):
                start = time.perf_counter()
                await pilot.press("left")
                await drawn(pilot)
                timings["step"].append(time.perf_counter() - start)
            rng = random.Random(3080)
            for _ in range(60):
                seq = rng.randint(0, screen.moments.total)
                start = time.perf_counter()
                screen.go_to(seq)
                await drawn(pilot)
                timings["jump"].append(time.perf_counter() - start)

    asyncio.run(run())
    store.close()
    print(f"in the app (80x24, headless): f2 to the timeline drawn {ms(timings['open'][0])}; "
          f"a step (left key) {spread(timings['step'])}; a jump {spread(timings['jump'])}")


def main() -> None:
    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'timeline.db'}"
        start = time.perf_counter()
        session_id, _extra = saved_match(url, actions)
        from companion.services.store import SessionStore

        with SessionStore.open(url) as store:  # the first opening writes the snapshots, as the app's does
            store.open_session(session_id)
        print(f"saved and opened a Dice Throne match of {actions:,} actions in {time.perf_counter() - start:.1f} s")
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (2 cores)")
        bench_service(url, session_id)
        bench_screen(url, session_id)
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
