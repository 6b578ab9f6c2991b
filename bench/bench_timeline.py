"""Benchmark of past moments (the log as a timeline) on a Dice Throne match of 50,000 actions.

Run: python bench/bench_timeline.py [ACTIONS]  (figures go to docs/benchmarks.md by hand; target ≤ 50 ms a step).
Saves a scripted Dice Throne 1v1 match (bench_app.saved_match), opens it once as the app does (which
writes the state snapshots), then in a fresh store measures:
- a step of `PastMoments.moment`: one action earlier, 300 times from the latest action back;
- a jump to a random action (seeded), 200 times;
- what-if branches from 20 random actions: starting one, 10 actions played in it, keeping it, reopening it;
- the same in the real app run headless: f2 from the session frame to the timeline drawn, then steps
  (the left key pressed by the test pilot, then posted as a terminal's driver posts it) and jumps
  (`TimelineScreen.go_to`) until the screen has drawn the moment (`settled`: the pilot's own wait, lighter;
  its cost on a screen with nothing to draw is printed apart).
Prints the machine's load average beside the figures (steps are CPU work: a loaded machine is slower).
"""

from __future__ import annotations

import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import saved_match  # noqa: E402 - after the sys.path line that lets bench/ run as a script


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def spread(samples: list[float], cpu: list[float] | None = None) -> str:
    """Median, p99 and most of timed samples (wall time), and the median CPU time of the process when given."""
    ordered = sorted(samples)
    cpu_part = f" (CPU median {ms(statistics.median(cpu))})" if cpu else ""
    return (f"median {ms(statistics.median(ordered))}{cpu_part}, "
            f"p99 {ms(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))])}, most {ms(ordered[-1])} over {len(ordered)}")


def measured(work, wall: list[float], cpu: list[float]):
    """`work()`'s result, its wall time and the process's CPU time added to the lists."""
    start, start_cpu = time.perf_counter(), time.process_time()
    result = work()
    wall.append(time.perf_counter() - start)
    cpu.append(time.process_time() - start_cpu)
    return result


def bench_service(url: str, session_id: int) -> None:
    """Steps and jumps through the store's PastMoments (no screen)."""
    from companion.services.store import SessionStore

    store = SessionStore.open(url)
    live = store.open_session(session_id)
    moments = live.past_moments()
    total = moments.total
    first: tuple[list[float], list[float]] = ([], [])
    measured(lambda: moments.moment(total), *first)  # reads the log's shape once (one pass over its entries)
    steps: tuple[list[float], list[float]] = ([], [])
    for seq in range(total - 1, total - 301, -1):
        measured(lambda seq=seq: moments.moment(seq), *steps)
    rng = random.Random(412)
    jumps: tuple[list[float], list[float]] = ([], [])
    for _ in range(200):
        seq = rng.randint(0, total)
        measured(lambda seq=seq: moments.moment(seq), *jumps)
    # Stepping back from a jump: the jump replays from a snapshot, and each step back finds its state kept.
    back: tuple[list[float], list[float]] = ([], [])
    for seq in range(total // 2, total // 2 - 100, -1):
        measured(lambda seq=seq: moments.moment(seq), *back)
    store.close()
    print(f"PastMoments at {total:,} log entries: the first look {spread(*first)}")
    print(f"PastMoments at {total:,} log entries: step one earlier {spread(*steps)}")
    print(f"PastMoments at {total:,} log entries: jump to a random action {spread(*jumps)}")
    print(f"PastMoments at {total:,} log entries: a jump to the middle, then steps back {spread(*back)}")


def bench_branches(url: str, session_id: int, actions: int) -> None:
    """What-if branches from random past moments: start one, play 10 actions in it, keep it, reopen it, discard it."""
    from bench.bench_engine import dice_throne_log
    from companion.services.branch import BranchSession, discard_kept, keep, reopen
    from companion.services.store import SessionStore

    log = dice_throne_log(actions + 100)[2]  # the same scripted match: entry N of the saved log is log[N - 1]
    store = SessionStore.open(url)
    live = store.open_session(session_id)
    total = live.past_moments().total
    rng = random.Random(33)
    started: tuple[list[float], list[float]] = ([], [])
    played: tuple[list[float], list[float]] = ([], [])
    kept: tuple[list[float], list[float]] = ([], [])
    reopened: tuple[list[float], list[float]] = ([], [])
    for number in range(20):
        seq = rng.randint(1, total - 20)
        branch = measured(partial(BranchSession.from_moment, live, seq), *started)
        for action in log[seq:seq + 10]:  # the real game's next actions: allowed on the branch's board
            measured(partial(branch.act, action), *played)
        saved = measured(partial(keep, store, live, branch, f"bench {number}"), *kept)
        discard_kept(store, measured(partial(reopen, store, live, saved.id), *reopened))
    store.close()
    print(f"branches at {total:,} log entries: start from a random action {spread(*started)}")
    print(f"branches at {total:,} log entries: an action in the branch {spread(*played)}")
    print(f"branches at {total:,} log entries: keep it (10 actions) {spread(*kept)}")
    print(f"branches at {total:,} log entries: reopen it after keeping {spread(*reopened)}")


async def settled(app) -> None:
    """What the test pilot's `pause()` waits for: every widget of the screen has handled the messages sent before,
    the app is idle, and the screen has drawn what changed.

    The same steps as `Pilot.pause` (Textual 8.2.8), with one difference in cost only: the pilot gives each of
    the screen's widgets (about 70 here) a new callback wrapped in a new `partial`, whose parameters Textual
    counts with `inspect.signature` every time, twice per measured step; this one posts the same callback
    message with one function whose count is given (`_param_count`, which Textual reads first), so the
    probe's own waiting weighs a little less in the figures (its cost on an idle screen is printed apart).
    """
    from textual import events
    from textual._wait import wait_for_idle

    screen = app.screen
    pending = 0
    all_handled = asyncio.Event()

    def handled() -> None:
        nonlocal pending
        pending -= 1
        if pending == 0:
            all_handled.set()

    handled._param_count = 0  # type: ignore[attr-defined]  # Textual's cached count of the callback's parameters
    for node in [app, *screen.walk_children(with_self=True)]:
        if node.post_message(events.Callback(callback=handled)):  # as `call_later(handled)`, without the partial
            pending += 1
    if pending:
        await asyncio.wait_for(all_handled.wait(), timeout=30)
    await wait_for_idle(0)
    app.screen._on_timer_update()


class Collections:
    """Python's garbage collections while the app is measured: how many of each generation, and how long they took
    (a pause of the oldest generation is one candidate for a step's p99; gc.callbacks, no sampling)."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.pauses[info["generation"]].append(time.perf_counter() - self._started)

    def summary(self) -> str:
        return "; ".join(f"generation {generation}: {len(pauses)} collections, {ms(sum(pauses))} in all, "
                         f"longest {ms(max(pauses, default=0.0))}" for generation, pauses in self.pauses.items())


def bench_screen(url: str, session_id: int) -> None:
    """Steps and jumps in the real app, headless, each until the screen has drawn the moment."""
    from textual import events

    from companion.services.store import SessionStore
    from companion.shell.app import make_app
    from screens.session_frame import SessionFrame
    from screens.timeline_screen import TimelineScreen

    store = SessionStore.open(url)
    app = make_app(store)
    timings: dict[str, list[float]] = {"open": [], "step": [], "jump": [], "step_cpu": [], "jump_cpu": [],
                                       "posted": [], "posted_cpu": [], "idle": [], "idle_cpu": []}

    async def drawn(pilot) -> None:
        await settled(pilot.app)  # the messages handled
        await settled(pilot.app)  # and the screen drawn

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
            gc.callbacks.append(collections)
            # The probe's own waiting, on a screen with nothing to do: part of every figure below.
            for _ in range(30):
                start, start_cpu = time.perf_counter(), time.process_time()
                await drawn(pilot)
                timings["idle"].append(time.perf_counter() - start)
                timings["idle_cpu"].append(time.process_time() - start_cpu)
            for _ in range(60):
                start, start_cpu = time.perf_counter(), time.process_time()
                await pilot.press("left")
                await drawn(pilot)
                timings["step"].append(time.perf_counter() - start)
                timings["step_cpu"].append(time.process_time() - start_cpu)
            # The same steps with the key posted as the terminal's driver posts it: the pilot's press also
            # waits for a callback it sends to every widget of the screen (about 70 here), which a player's
            # terminal never does, and that waiting is part of the figures above.
            for _ in range(60):
                start, start_cpu = time.perf_counter(), time.process_time()
                app.post_message(events.Key("left", None))
                await drawn(pilot)
                timings["posted"].append(time.perf_counter() - start)
                timings["posted_cpu"].append(time.process_time() - start_cpu)
            rng = random.Random(3080)
            for _ in range(60):
                seq = rng.randint(0, screen.moments.total)
                start, start_cpu = time.perf_counter(), time.process_time()
                screen.go_to(seq)
                await drawn(pilot)
                timings["jump"].append(time.perf_counter() - start)
                timings["jump_cpu"].append(time.process_time() - start_cpu)

    collections = Collections()
    asyncio.run(run())
    gc.callbacks.remove(collections)
    store.close()
    print(f"in the app (80x24, headless): f2 to the timeline drawn {ms(timings['open'][0])}; "
          f"the probe's wait alone, nothing to draw {spread(timings['idle'], timings['idle_cpu'])}; "
          f"a step (left key) {spread(timings['step'], timings['step_cpu'])}; "
          f"a step (left key posted as a terminal does) {spread(timings['posted'], timings['posted_cpu'])}; "
          f"a jump {spread(timings['jump'], timings['jump_cpu'])}")
    print(f"in the app, Python's garbage collections while measured: {collections.summary()}")


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
        bench_branches(url, session_id, actions)
        bench_screen(url, session_id)
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
