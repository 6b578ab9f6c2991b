"""Benchmark of a long sitting's memory: a Dice Throne match played through the store in one process.

Run: python bench/bench_sitting.py [--rss] [ACTIONS ...]  (default 5,000 and 20,000; figures go to docs/benchmarks.md
by hand).

For each length: a 300-action match is saved and opened once (which writes its snapshots), then opened again in a fresh
store and played on with the scripted match's next actions through `LiveSession.act` (a commit each, as the app does),
with an undo and a redo after every tenth action (the player's order). Every 1,000 actions the cyclic collector runs and
the memory is read: Python's own allocations (tracemalloc, unless `--rss`) and the process's resident set; the log
entries still holding an action or a ruling in memory (decoded, or as text) are counted. Printed: memory per thousand
actions over the sitting (from the first thousand to the last), the held entries at the end, and the CPU a thousand
actions took. The machine's load average is printed beside the figures.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_engine import dice_throne_log  # noqa: E402 - after the sys.path line that lets bench/ run as a script

#: The saved match the sitting begins from (opened as the app opens it).
OPENED_AT = 300
#: Memory is read every this many actions played.
EVERY = 1000


def resident_mib() -> float:
    """The process's resident set now (MiB), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def held_texts(live) -> int:
    """How many log entries hold their action or ruling in memory (decoded, or as stored text)."""
    count = 0
    for entry in live.entries:
        if entry.kind != "action":
            continue
        stored = entry.stored_text
        texts = stored is not None and (getattr(stored, "action_text", None) is not None
                                        or getattr(stored, "ruling_text", None) is not None)
        if entry._action is not None or entry._ruling is not None or texts:
            count += 1
    return count


def saved(url: str, game, setup, log) -> int:
    """The first OPENED_AT actions of the match saved at `url` (as an import, the rulings the engine gives)."""
    from companion.services.store import SessionStore
    from companion.services.store.times import now
    from companion.services.store.transfer import FORMAT, FORMAT_VERSION

    state = game.new_game(setup)
    entries = []
    moment = now().isoformat()
    for seq, action in enumerate(log[:OPENED_AT], start=1):
        outcome = game.apply(state, action)
        state = outcome.state
        entries.append({"seq": seq, "kind": "action", "action": action.to_json(), "ruling": outcome.ruling.to_json(),
                        "overridden": False, "target_seq": None, "created_at": moment})
    document = {"format": FORMAT, "format_version": FORMAT_VERSION, "name": "sitting",
                "game": {"id": game.id, "title": game.title}, "setup": setup.to_json(), "log": entries}
    with SessionStore.open(url) as store:
        session_id = store.import_session(document)
    with SessionStore.open(url) as store:  # the first opening writes the snapshots, as the app's does
        store.open_session(session_id)
    return session_id


def sitting(actions: int, traced: bool) -> None:
    from companion.services.store import SessionStore

    game, setup, log = dice_throne_log(OPENED_AT + actions + 1)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/sitting.db"
        session_id = saved(url, game, setup, log)
        store = SessionStore.open(url)
        live = store.open_session(session_id)
        gc.collect()
        if traced:
            tracemalloc.start()
        readings: list[tuple[int, float, float, float]] = []  # actions played, traced MiB, resident MiB, CPU s
        start_cpu = time.process_time()
        for played, action in enumerate(log[OPENED_AT:OPENED_AT + actions], start=1):
            live.act(action)
            if played % 10 == 0:
                live.undo()
                live.redo()
            if played % EVERY == 0:
                gc.collect()
                traced_mib = tracemalloc.get_traced_memory()[0] / 2**20 if traced else float("nan")
                readings.append((played, traced_mib, resident_mib(), time.process_time() - start_cpu))
        held = held_texts(live)
        entries = len(live.entries)
        store.close()
        del live
        opened_mib = float("nan")
        if traced:  # what the same log holds when opened: the floor a sitting can reach
            gc.collect()
            before = tracemalloc.get_traced_memory()[0]
            store = SessionStore.open(url)
            reopened = store.open_session(session_id)
            gc.collect()
            opened_mib = (tracemalloc.get_traced_memory()[0] - before) / 2**20
            opened_held = held_texts(reopened)
            store.close()
            del reopened
            tracemalloc.stop()
    first, last = readings[0], readings[-1]
    thousands = (last[0] - first[0]) / 1000
    print(f"{actions:,} actions played after opening {OPENED_AT} ({entries:,} log entries at the end, undo + redo "
          f"after every tenth action):")
    if traced:
        print(f"  traced Python memory per thousand actions {(last[1] - first[1]) / thousands:.3f} MiB "
              f"({first[1]:.1f} MiB at {first[0]:,}, {last[1]:.1f} MiB at {last[0]:,})")
        entries_added = (entries - OPENED_AT) * (last[0] - first[0]) / actions
        print(f"  the same per thousand log entries {(last[1] - first[1]) / entries_added * 1000:.3f} MiB; "
              f"the whole log opened again in a fresh store: {opened_mib:.1f} MiB for {entries:,} entries "
              f"({opened_mib / entries * 1000:.3f} MiB per thousand, the store and its caches included; "
              f"{opened_held:,} entries holding texts)")
    print(f"  resident set per thousand actions {(last[2] - first[2]) / thousands:.3f} MiB "
          f"({first[2]:.1f} MiB at {first[0]:,}, {last[2]:.1f} MiB at {last[0]:,})")
    print(f"  entries holding an action or ruling in memory at the end: {held:,} of {entries:,}")
    print(f"  CPU per thousand actions (commits included{', traced' if traced else ''}): "
          f"{(last[3] - first[3]) / thousands:.2f} s")
    print(f"  readings (actions, {'traced MiB, ' if traced else ''}resident MiB): "
          + "; ".join(f"{n:,} {f'{t:.1f} ' if traced else ''}{r:.1f}" for n, t, r, _ in readings))


def main() -> None:
    args = sys.argv[1:]
    traced = "--rss" not in args
    sizes = [int(arg) for arg in args if not arg.startswith("--")] or [5_000, 20_000]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (2 cores)")
    for size in sizes:
        sitting(size, traced)
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
