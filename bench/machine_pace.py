"""The machine's own pace beside a run in a terminal: on each core, a small process doing the same fixed work again and again.

Issue 32's p95 rows failed in runs where, for a few seconds at a time, every key of the app took about twice its usual
CPU, at moments that moved from run to run, while the load average stayed under 1 and the VM's steal counter did not
move. Whether the app or the machine slowed down cannot be told from the app's own figures. This tells it: on every
core, pinned there, a process runs one fixed piece of pure-interpreter work (`work`: no allocation that grows, no system
call, no file) every `PERIOD` seconds and notes when it began, its wall seconds and the CPU seconds its thread was
charged (`time.thread_time`). The work never changes, so its CPU seconds change only when the core itself runs slower:
a hypervisor taking the core without the guest being told, another guest's thread on the same physical core, a lower
clock. Its wall beyond its CPU is the wait for a core (the run queue).

Measured on this machine with nothing else running (2026-12-01, docs/benchmarks.md, "Twenty-first pass"): each of the
two cores switches, by itself and independently of the other, between its usual pace and about 1.5x slower, in
stretches of half a second to several seconds. So the pace that tells a key's story is that of the core the app's main
thread ran the key on (`Sample.core`), not the machine's as a whole.

Each process takes about `work`'s 0.25 ms every `PERIOD` (about 1.3% of its core) and sleeps between the pieces.

    python bench/machine_pace.py FILE CORE        (until SIGTERM, pinned to CORE; the readings written to FILE as JSON)
    python bench/machine_pace.py --series [SECONDS]   (the machine alone: every core's pace per half second, 30 s)

`Pace.start(folder)` runs one per core beside a benchmark; `Pace.stop()` ends them and reads their readings;
`Pace.at(began, ended, core)` gives a core's pace around a key: the median CPU seconds of that core's pieces within
`AROUND` seconds of the key, divided by the median of all the pieces of the run, every core's (1.0: as usual; 1.5: the
same work took half as long again).
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

#: Seconds between the starts of two pieces of work.
PERIOD = 0.02
#: Seconds either side of a key whose pieces tell the machine's pace at that key.
AROUND = 0.25


def work() -> int:
    """The fixed piece: integer arithmetic and a small list, the same every time."""
    total = 0
    values = [3, 1, 4, 1, 5, 9, 2, 6]
    for i in range(3000):
        total += values[i & 7] * i
        total ^= i << 1
    return total


def run(path: Path, core: int) -> None:
    os.sched_setaffinity(0, {core})
    readings: list[tuple[float, float, float]] = []
    stopping = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    next_start = time.perf_counter()
    while not stopping:
        began, cpu = time.perf_counter(), time.thread_time()
        work()
        readings.append((began, time.perf_counter() - began, time.thread_time() - cpu))
        next_start += PERIOD
        pause = next_start - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        else:
            next_start = time.perf_counter()
    temporary = path.with_suffix(".part")
    temporary.write_text(json.dumps(readings))
    temporary.rename(path)


@dataclass
class Pace:
    """The running pace processes, one per core, and once stopped their readings (began, wall, CPU seconds) by core."""

    processes: dict[int, subprocess.Popen]
    folder: Path
    readings: dict[int, list[tuple[float, float, float]]] = field(default_factory=dict)
    #: The CPU seconds of a piece at the machine's usual pace in this run, by core: the median of every core's pieces
    #: together, so the same for each. A key's pace then says how it ran beside the run's typical key, which is what
    #: p95 over the median compares: a core that ran slow for the whole run reads slow, not "usual" (two cores apart,
    #: one at its slower level throughout, read 0.278 and 0.362 ms as their own medians at 10:52 on 2026-12-01).
    usual: dict[int, float] = field(default_factory=dict)

    @classmethod
    def start(cls, folder: Path) -> Pace:
        folder.mkdir(parents=True, exist_ok=True)
        processes = {core: subprocess.Popen([sys.executable, str(Path(__file__).resolve()),
                                             str(folder / f"pace-{core}.json"), str(core)],
                                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
                     for core in sorted(os.sched_getaffinity(0))}
        return cls(processes, folder)

    def stop(self) -> Pace:
        for process in self.processes.values():
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for core, process in self.processes.items():
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            path = self.folder / f"pace-{core}.json"
            if path.exists():
                self.readings[core] = [tuple(one) for one in json.loads(path.read_text())]
        self.processes = {}
        every = [cpu for readings in self.readings.values() for _, _, cpu in readings]
        if every:  # the machine's usual pace in this run, the same for every core (see `usual_pace`)
            self.usual = dict.fromkeys(self.readings, statistics.median(every))
        return self

    def at(self, began: float, ended: float, core: int) -> float:
        """The pace of `core` around [began, ended]: the median CPU of its pieces within `AROUND` seconds of it over
        its run's median (nan without a piece there)."""
        near = [cpu for start, _, cpu in self.readings.get(core, ()) if began - AROUND <= start <= ended + AROUND]
        usual = self.usual.get(core, 0.0)
        return statistics.median(near) / usual if near and usual > 0 else float("nan")

    def waited_at(self, began: float, ended: float, core: int) -> float:
        """The wait for `core` of its pieces around [began, ended]: their median wall minus CPU, in seconds."""
        near = [wall - cpu for start, wall, cpu in self.readings.get(core, ())
                if began - AROUND <= start <= ended + AROUND]
        return statistics.median(near) if near else float("nan")

    def summary(self) -> str:
        """The machine's usual CPU a piece, then per core how many pieces and the share of the run at 1.3x that or
        more (half-second stretches, each read as the median of its pieces), and each core's own median."""
        said = []
        for core, readings in sorted(self.readings.items()):
            if not readings:
                continue
            usual = self.usual[core]
            halves: dict[int, list[float]] = {}
            for start, _, cpu in readings:
                halves.setdefault(int(start * 2), []).append(cpu)
            slow = sum(1 for cpus in halves.values() if statistics.median(cpus) >= 1.3 * usual)
            own = statistics.median(cpu for _, _, cpu in readings)
            said.append(f"core {core}: {len(readings):,} pieces, {own * 1e3:.3f} ms each as its median, {slow} of its "
                        f"{len(halves)} half seconds ({slow / len(halves):.0%}) at 1.3x the machine's usual or more")
        if not said:
            return "no readings of the machine's pace"
        usual = next(iter(self.usual.values()))
        return f"the same work took {usual * 1e3:.3f} ms of CPU a piece as the machine's usual; " + "; ".join(said)


def series(seconds: float) -> None:
    """The machine alone: a pace process on every core for `seconds`, then each core's pace per half second (the
    median of its pieces in that half over the machine's usual, `Pace.usual`), twenty halves a line."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        pace = Pace.start(Path(folder))
        time.sleep(seconds)
        pace.stop()
    began = min(start for readings in pace.readings.values() for start, _, _ in readings[:1])
    for core, readings in sorted(pace.readings.items()):
        halves: dict[int, list[float]] = {}
        for start, _, cpu in readings:
            halves.setdefault(int((start - began) * 2), []).append(cpu / pace.usual[core])
        paces = [f"{statistics.median(values):.2f}" for _, values in sorted(halves.items())]
        print(f"core {core}, its pace per half second beside the machine's usual ({pace.usual[core] * 1e3:.3f} ms):")
        for at in range(0, len(paces), 20):
            print("  " + " ".join(paces[at:at + 20]))
    print(pace.summary())


if __name__ == "__main__":
    if sys.argv[1] == "--series":
        series(float(sys.argv[2]) if len(sys.argv) > 2 else 30.0)
    else:
        run(Path(sys.argv[1]), int(sys.argv[2]))
