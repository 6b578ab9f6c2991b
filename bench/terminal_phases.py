"""Where a key's wall time goes in a real terminal: the app's phases stamped inside it, beside the key's own times.

`bench_terminal.play(..., phases=FOLDER)` gives the app a `sitecustomize` (in FOLDER, put on its PYTHONPATH only: no
other process sees it). Once the board is settled the player's side sends SIGUSR1: the app then wraps a few methods
and stamps each call's start and end, in wall time (`time.perf_counter`: CLOCK_MONOTONIC, one clock for every process
of the machine, so the app's stamps and the player's key written compare) and in the CPU time of the thread that
called it (`time.thread_time`); and the cyclic collector's passes (`gc.callbacks`). SIGURG writes the stamps out. The
phases:

- `input`: the driver's input thread hands a parsed key (or any other event) to the app;
- `command`, `undo`, `redo`: the handling of Enter (the command line's key handler, any key it gets), ctrl+z and ctrl+y
  (everything they change, set);
- `automated`: the steps the app plays itself after a move (solo Dungeoneer's dungeon lord), each step committed;
- `commit`: one write transaction of the store (an action, an undo, a redo, an automated step), its wall time the
  disk's wait beside its CPU;
- `frame`: the screen's update (its compositor drawing what changed);
- `write`: the driver hands a frame's bytes to its writer thread (three hand-overs a frame: the synchronized update's
  start, the frame, its end);
- `written`, `flushed`: the writer thread writes them to the terminal and flushes (its file wrapped as the thread
  starts, before its `run` binds the file's methods; stamped from SIGUSR1 on like the rest);
- `gc`: a pass of the cyclic garbage collector.

`PHASES_GC_THRESHOLDS=A,B,C` sets the collector's thresholds when the stamps begin (another design tried on the same
keys); `PHASES_GC_SIZES=1` and `PHASES_GC_GARBAGE=1` are described at `collector` and `install` below;
`PHASES_GC_KINDS=FILE` appends, at the start of each pass of an older generation, what it is about to scan by type
(JSON lines: when, the generation, how many objects, the 25 commonest types).

`write_path(began, ended, stamps)` splits a key's last frame's way to the terminal (`print_write_paths`, printed after
`print_slow_samples`): the wait after the key's handler for the screen's update, the writer's wake and write, the read.

`split(sample, stamps)` gives one key's phases from the moment it was written to the end of its last frame: the
wall and CPU seconds of each phase and how often it ran, and the wall time no phase accounts for (`unstamped`: the
time before the app's main thread took the key, between its phases, and the terminal's read).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

#: The methods stamped: (module, class, method, phase).
STAMPED = (
    ("textual.driver", "Driver", "process_message", "input"),
    ("screens.command_line", "CommandLine", "on_key", "command"),
    ("screens.session.undo_redo", "FrameUndoRedo", "action_undo", "undo"),
    ("screens.session.undo_redo", "FrameUndoRedo", "action_redo", "redo"),
    ("companion.services.controller", "SessionController", "run_automated", "automated"),
    ("companion.services.store.live", "LiveSession", "_commit", "commit"),
    ("textual.screen", "Screen", "_compositor_refresh", "frame"),
    ("textual.drivers.linux_driver", "LinuxDriver", "write", "write"),
    ("textual.worker", "Worker", "_run", "worker"),
    ("textual.timer", "Timer", "_tick", "timer"),
    ("screens.localized_footer", "Footer", "_fit", "footer fit"),
    ("screens.localized_footer", "Footer", "_rebuild_if_changed", "footer rebuild"),
)

SITE = r'''
import gc, importlib, inspect, json, os, signal, threading, time
STAMPED = %(stamped)r
STAMPS = []
STATE = {"installed": False, "gc": None}
THREADS = {}  # native thread id -> the thread's name, noted as each thread starts

class WrittenFile:
    # The writer thread's file, its writes and flushes stamped ("written", "flushed"; the detail: the bytes, and
    # "end" for a frame's last code) once the stamps are on. Put in before the thread's run() binds the file's methods.
    def __init__(self, file):
        self._file = file
    def write(self, text):
        if not STATE["installed"]:
            return self._file.write(text)
        began, cpu = time.perf_counter(), time.thread_time()
        try:
            return self._file.write(text)
        finally:
            said = "end" if text == "\x1b[?2026l" else str(len(text))
            STAMPS.append(("written", began, time.perf_counter(), time.thread_time() - cpu, said))
    def flush(self):
        if not STATE["installed"]:
            return self._file.flush()
        began, cpu = time.perf_counter(), time.thread_time()
        try:
            return self._file.flush()
        finally:
            STAMPS.append(("flushed", began, time.perf_counter(), time.thread_time() - cpu, ""))
    def __getattr__(self, name):
        return getattr(self._file, name)

def named(bootstrap):
    def noted(self):  # every thread, a subclass that overrides run() too (Textual's writer)
        THREADS[threading.get_native_id()] = f"{type(self).__name__}:{self.name}"
        if hasattr(self, "_file") and hasattr(self, "_queue"):  # Textual's writer thread (any driver's)
            self._file = WrittenFile(self._file)
        return bootstrap(self)
    return noted

threading.Thread._bootstrap_inner = named(threading.Thread._bootstrap_inner)

def detail(phase, args):
    # What a stamp names beside its phase: a worker's name, a timer's callback or target.
    if phase == "worker":
        return str(args[0].name)
    if phase == "write":  # a frame's last code, or the bytes handed over
        return "end" if args[1] == "\x1b[?2026l" else str(len(args[1]))
    if phase == "timer":
        timer = args[0]
        callback = timer._callback
        return getattr(callback, "__qualname__", "") if callback is not None else type(timer.target).__name__
    return ""

def drawn(screen):
    # What a frame draws: the widgets it repaints (class#id), and "layout" when it lays the screen out first.
    names = sorted({type(w).__name__ + ("#" + w.id if w.id else "") for w in screen._dirty_widgets})
    return " ".join((["layout"] if screen._layout_required else []) + names)

def stamp(owner, name, phase):
    original = owner.__dict__[name]
    if inspect.iscoroutinefunction(original):  # its CPU is the main thread's over its wall time, awaits included
        async def awaited(*args, **kwargs):
            began, cpu = time.perf_counter(), time.thread_time()
            said = detail(phase, args)
            try:
                return await original(*args, **kwargs)
            finally:
                STAMPS.append((phase, began, time.perf_counter(), time.thread_time() - cpu, said))
        setattr(owner, name, awaited)
        return
    def stamped(*args, **kwargs):
        began, cpu = time.perf_counter(), time.thread_time()
        said = drawn(args[0]) if phase == "frame" else detail(phase, args)
        try:
            return original(*args, **kwargs)
        finally:
            STAMPS.append((phase, began, time.perf_counter(), time.thread_time() - cpu, said))
    setattr(owner, name, stamped)

def collector(phase, info):
    # A pass's detail: its generation, then what it scanned (the objects in it and the younger ones, counted when
    # PHASES_GC_SIZES is set: a list of them is made, which the pass's stamp then holds) and what it freed.
    if phase == "start":
        scanned = (sum(len(gc.get_objects(g)) for g in range(info["generation"] + 1))
                   if os.environ.get("PHASES_GC_SIZES") else -1)
        if os.environ.get("PHASES_GC_KINDS") and info["generation"] >= 1:  # what an older pass scans, by type
            import collections
            kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}"
                                        for g in range(info["generation"] + 1) for o in gc.get_objects(g))
            with open(os.environ["PHASES_GC_KINDS"], "a") as out:
                out.write(json.dumps([time.perf_counter(), info["generation"], sum(kinds.values()),
                                      kinds.most_common(25)]) + "\n")
        STATE["gc"] = (time.perf_counter(), time.thread_time(), scanned)
    elif STATE["gc"] is not None:
        began, cpu, scanned = STATE["gc"]
        said = f'{info["generation"]} ({scanned} scanned, {info["collected"]} freed)'
        STAMPS.append(("gc", began, time.perf_counter(), time.thread_time() - cpu, said))

def install(*_):
    if STATE["installed"]:
        return
    STATE["installed"] = True
    for module, owner, name, phase in STAMPED:
        stamp(getattr(importlib.import_module(module), owner), name, phase)
    gc.callbacks.append(collector)
    if os.environ.get("PHASES_GC_THRESHOLDS"):  # another design of the thresholds tried from the first key on
        gc.set_threshold(*(int(n) for n in os.environ["PHASES_GC_THRESHOLDS"].split(",")))
    if os.environ.get("PHASES_GC_GARBAGE"):  # what the collector frees, kept to be counted by type instead
        gc.set_debug(gc.DEBUG_SAVEALL)

def write(*_):
    with open(os.environ["PHASES_OUT"] + ".part", "w") as out:
        json.dump(STAMPS, out)
    THREADS[os.getpid()] = "main"
    if os.environ.get("PHASES_GC_GARBAGE"):
        import collections
        gc.collect()
        kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.garbage)
        with open(os.environ["PHASES_OUT"] + ".garbage", "w") as out:
            json.dump(kinds.most_common(60), out)
    with open(os.environ["PHASES_OUT"] + ".threads", "w") as out:
        json.dump(THREADS, out)
    os.replace(os.environ["PHASES_OUT"] + ".part", os.environ["PHASES_OUT"])  # whole or not at all

if os.environ.get("PHASES_OUT"):
    signal.signal(signal.SIGUSR1, install)
    signal.signal(signal.SIGURG, write)
''' % {"stamped": STAMPED}

#: The phases in the order a report lists them.
PHASES = ("input", "command", "undo", "redo", "automated", "commit", "frame", "write", "written", "flushed", "gc",
          "worker", "timer", "footer fit", "footer rebuild")


def site_folder(folder: Path) -> dict[str, str]:
    """Write the `sitecustomize` into `folder`; the environment the app is started with to load it."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(SITE, encoding="utf-8")
    return {"PYTHONPATH": str(folder), "PHASES_OUT": str(folder / "phases.json")}


#: One stamp: the phase, its wall start and end, the CPU seconds of its thread, and what it did (a frame: the widgets
#: it drew, and "layout" when it laid the screen out; the collector: its generation).
Stamp = tuple[str, float, float, float, str]


def read_thread_names(folder: Path) -> dict[int, str]:
    """The app's threads by their native id (the main thread "main"), as the app wrote them beside its stamps."""
    return {int(tid): name for tid, name in json.loads((folder / "phases.json.threads").read_text(encoding="utf-8")).items()}


def read_stamps(folder: Path) -> list[Stamp]:
    """The stamps the app wrote, in the order they ended."""
    return [tuple(row) for row in json.loads((folder / "phases.json").read_text(encoding="utf-8"))]  # type: ignore[misc]


@dataclass
class KeyPhases:
    """One key's phases: wall and CPU seconds and calls per phase, and the wall time none of them accounts for."""

    wall: float
    spent: dict[str, float] = field(default_factory=dict)
    cpu: dict[str, float] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)

    def both(self, phase: str) -> str:
        """A phase's wall and CPU milliseconds, or a dash when it did not run."""
        from bench.bench_app import ms

        return f"{ms(self.spent[phase])} / {ms(self.cpu[phase])}" if phase in self.spent else "–"

    @property
    def unstamped(self) -> float:
        """The key's wall time outside every phase of the main thread (the input thread's and the writer's aside):
        the wait for the main thread to take the key, the gaps between its phases, the terminal's read."""
        return self.wall - sum(self.spent.get(phase, 0.0) for phase in ("command", "undo", "redo", "frame"))


def split(began: float, ended: float, stamps: list[Stamp]) -> KeyPhases:
    """The phases that started between a key written (`began`) and the end of its last frame (`ended`). A phase
    inside another (a commit inside a command) is counted in both: read each row on its own."""
    got = KeyPhases(ended - began)
    for phase, start, end, cpu, _ in stamps:
        if began <= start <= ended:
            got.spent[phase] = got.spent.get(phase, 0.0) + min(end, ended) - start
            got.cpu[phase] = got.cpu.get(phase, 0.0) + cpu
            got.calls[phase] = got.calls.get(phase, 0) + 1
    return got


def print_keys(title: str, commands: list[str], samples: dict, stamps: list[Stamp]) -> None:
    """A row per typed command's Enter, ctrl+z and ctrl+y: key to screen, its own CPU, and its phases (wall / CPU
    milliseconds, and how many commits), the slowest tenth of each key marked."""
    from bench.bench_app import ms

    keys = (("enter", "command"), ("ctrl+z", "undo"), ("ctrl+y", "redo"))
    print(f"\n{title}, each key in the terminal with the app's phases (wall / CPU):\n")
    print("| # | command | key | key to screen | its own CPU | handler | commits | their wall / CPU | app's steps "
          "| frames | their wall / CPU | collector | outside every phase |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for number, text in enumerate(commands):
        for key, kind in keys:
            sample = samples[kind][number]
            if not sample.frames:
                continue
            got = split(sample.began, sample.began + sample.wall, stamps)
            print(f"| {number + 1} | {text} | {key} | {ms(sample.wall)} | {ms(sample.own_cpu)} | {got.both(kind)} "
                  f"| {got.calls.get('commit', 0)} | {got.both('commit')} | {got.both('automated')} "
                  f"| {got.calls.get('frame', 0)} | {got.both('frame')} | {got.both('gc')} | {ms(got.unstamped)} |",
                  flush=True)
    print()


#: The screen's own timer, whose tick is the frame (stamped as "frame" within it): not listed among the timers.
FRAME_TIMER = "Screen._on_timer_update"

#: A sample this many times its kind's median (key to screen, or the key's own CPU) is a slow one (`print_slow_samples`).
SLOW = 1.5


def print_slow_samples(title: str, commands: list[str], samples: dict, stamps: list[Stamp],
                       threads: dict[int, str]) -> None:
    """Every Enter, ctrl+z and ctrl+y over `SLOW` times its kind's median (key to screen or its own CPU), with what
    ran in it: the collector's passes (generation, ms of CPU), the threads other than the main one that used CPU (by
    name), the workers and timers that ran on the main loop, the frames (those laid out first), the footer's fit or
    rebuild, the rows the terminal was sent. Then, per kind, how many of all its keys had each of those."""
    import statistics

    from bench.bench_app import ms

    keys = (("enter", "command"), ("ctrl+z", "undo"), ("ctrl+y", "redo"))
    print(f"\n{title}, each key over {SLOW}x its kind's median (key to screen or its own CPU):\n")
    print("| # | command | key | key to screen (x median) | its own CPU (x median) | collector | other threads' CPU "
          "| workers, timers | frames (laid out) | footer | rows written | bytes | blinks of the cursor met "
          "| minor faults | its core's pace |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    counts: dict[str, dict[str, int]] = {}
    for key, kind in keys:
        drawn = [(number, s) for number, s in enumerate(samples[kind]) if s.frames]
        if not drawn:
            continue
        wall = statistics.median(s.wall for _, s in drawn)
        own = statistics.median(s.own_cpu for _, s in drawn)
        tally = counts.setdefault(key, {"keys": 0, "slow": 0, "collector": 0, "oldest": 0, "thread": 0,
                                        "worker or timer": 0, "layout": 0, "footer": 0, "blink": 0})
        for number, sample in drawn:
            ended = sample.began + sample.wall
            inside = [s for s in stamps if sample.began <= s[1] <= ended]
            passes = [s for s in inside if s[0] == "gc"]
            loops = [s for s in inside if s[0] == "worker" or (s[0] == "timer" and s[4] != FRAME_TIMER)]
            frames = [s for s in inside if s[0] == "frame"]
            laid = sum(1 for s in frames if s[4].startswith("layout"))
            footer = [s for s in inside if s[0].startswith("footer")]
            others = {tid: cpu for tid, cpu in sample.threads.items() if threads.get(tid) != "main" and cpu >= 0.0005}
            slow = sample.wall > SLOW * wall or sample.own_cpu > SLOW * own
            tally["keys"] += 1
            tally["slow"] += slow
            tally["collector"] += bool(passes)
            tally["oldest"] += any(s[4].startswith("2") for s in passes)
            tally["thread"] += bool(others)
            tally["worker or timer"] += bool(loops)
            tally["layout"] += bool(laid)
            tally["footer"] += bool(footer)
            tally["blink"] += bool(sample.blinks)
            if not slow:
                continue
            collected = ", ".join(f"gen {s[4]} {ms(s[3])}" for s in passes) or "–"
            named = ", ".join(f"{threads.get(tid, tid)} {ms(cpu)}" for tid, cpu in sorted(others.items())) or "–"
            ran = ", ".join(f"{s[0]} {s[4]} {ms(s[3])}" for s in loops) or "–"
            fitted = ", ".join(f"{s[0]} {ms(s[3])}" for s in footer) or "–"
            others = "".join(f" (core {core} {pace:.2f}x)" for core, pace in sorted(sample.paces.items())
                             if core != sample.core)
            print(f"| {number + 1} | {commands[number]} | {key} | {ms(sample.wall)} ({sample.wall / wall:.1f}x) "
                  f"| {ms(sample.own_cpu)} ({sample.own_cpu / own:.1f}x) | {collected} | {named} | {ran} "
                  f"| {len(frames)} ({laid}) | {fitted} | {sample.rows} | {sample.written:,} | {sample.blinks} "
                  f"| {sample.faults} | core {sample.core}, {sample.pace:.2f}x{others} |", flush=True)
    print(f"\n{title}, every pass of the collector from the first key to the last key's frame:\n")
    print("| pass | generation (scanned, freed) | its CPU | in which key |")
    print("|---|---|---|---|")
    timed = [(number, key, s) for key, kind in keys for number, s in enumerate(samples[kind]) if s.frames]
    first, last = min(s.began for _, _, s in timed), max(s.began + s.wall for _, _, s in timed)
    for count, one in enumerate(s for s in stamps if s[0] == "gc" and first <= s[1] <= last):
        within = [f"{key} #{number + 1}" for number, key, s in timed if s.began <= one[1] <= s.began + s.wall]
        print(f"| {count + 1} | {one[4]} | {ms(one[3])} | {', '.join(within) or 'between keys (or a typed character)'} |")
    print(f"\n{title}, all keys: how many had each\n")
    print("| key | keys | slow | a collection | of the oldest generation | another thread's CPU | a worker or timer "
          "| a layout | the footer's fit or rebuild | a blink of the cursor met |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for key, tally in counts.items():
        print(f"| {key} | {tally['keys']} | {tally['slow']} | {tally['collector']} | {tally['oldest']} "
              f"| {tally['thread']} | {tally['worker or timer']} | {tally['layout']} | {tally['footer']} "
              f"| {tally['blink']} |", flush=True)
    print()
    print_pace(title, samples)
    dump_keys(title, commands, samples, threads)
    print_write_paths(title, commands, samples, stamps)


def dump_keys(title: str, commands: list[str], samples: dict, threads: dict[int, str]) -> None:
    """With BENCH_KEYS_DUMP=FILE, every key of the run appended to FILE as one JSON line: its kind, command, when it
    was written, key to screen, own CPU, each thread's CPU by name, its core and every core's pace, its minor faults
    (for reading the keys beside the machine after the run)."""
    import math
    import os

    path = os.environ.get("BENCH_KEYS_DUMP")
    if not path:
        return
    with open(path, "a", encoding="utf-8") as out:
        for kind, taken in samples.items():
            for number, sample in enumerate(taken):
                if not sample.frames:
                    continue
                out.write(json.dumps({
                    "run": title, "kind": kind, "number": number,
                    "command": commands[number] if kind != "character" and number < len(commands) else "",
                    "began": sample.began, "wall": sample.wall, "own_cpu": sample.own_cpu,
                    "threads": {threads.get(tid, str(tid)): cpu for tid, cpu in sample.threads.items()},
                    "core": sample.core, "pace": None if math.isnan(sample.pace) else sample.pace,
                    "paces": {str(core): None if math.isnan(pace) else pace for core, pace in sample.paces.items()},
                    "faults": sample.faults, "queued": sample.queued}) + "\n")


#: The machine's pace at or over which a key counts as played on a slow machine (`print_pace`).
SLOW_MACHINE = 1.3


def print_pace(title: str, samples: dict) -> None:
    """The keys beside their cores' pace (`machine_pace`): per kind, how many keys drew their last frame on a core that
    ran the fixed work at `SLOW_MACHINE` times its usual CPU or more; key to screen and the key's own CPU, median and
    p95, as measured and with the key's own CPU put back at the machine's usual pace (own CPU / pace; the key's wall
    beyond its own CPU kept as measured); the minor page faults. Then each core's pace in one sentence. Nothing when no
    pace was taken."""
    import math
    import statistics

    from bench import bench_terminal
    from bench.bench_app import ms, p95

    pace = bench_terminal.last_pace
    keys = (("enter", "command"), ("ctrl+z", "undo"), ("ctrl+y", "redo"), ("typed character", "character"))
    if pace is None or not any(pace.readings.values()):
        return
    print(f"\n{title}, the keys beside their cores' pace (the same fixed work timed every {pace_period_ms()} ms on "
          f"each core; a key on a slow core: its last frame drawn on a core running that work at {SLOW_MACHINE}x its "
          f"usual CPU or more):\n")
    print("| key | keys | on a slow core | key to screen: median / p95 (ratio) | the same, own CPU at the core's usual "
          "pace | own CPU: median / p95 (ratio) | the same at the core's usual pace | minor faults, median / most |")
    print("|---|---|---|---|---|---|---|---|")

    def spread(values: list[float]) -> str:
        middle, tail = statistics.median(values), p95(values)
        return f"{ms(middle)} / {ms(tail)} ({tail / middle:.2f}x)"

    for key, kind in keys:
        drawn = [s for s in samples.get(kind, []) if s.frames and not math.isnan(s.pace)]
        if not drawn:
            continue
        slow = sum(1 for s in drawn if s.pace >= SLOW_MACHINE)
        print(f"| {key} | {len(drawn)} | {slow} | {spread([s.wall for s in drawn])} "
              f"| {spread([s.wall - s.own_cpu + s.own_cpu / s.pace for s in drawn])} "
              f"| {spread([s.own_cpu for s in drawn])} | {spread([s.own_cpu / s.pace for s in drawn])} "
              f"| {statistics.median(s.faults for s in drawn):.0f} / {max(s.faults for s in drawn)} |", flush=True)
    print(f"\nThe cores' pace: {pace.summary()}.\n", flush=True)


def pace_period_ms() -> str:
    from bench.machine_pace import PERIOD

    return f"{PERIOD * 1e3:.0f}"


@dataclass
class WritePath:
    """The way of a key's last frame from the app's main thread to the terminal (`write_path`), in seconds: from the
    key written to the end of the compositor's last frame (`to_frame`); from there to the frame's last code handed to
    the writer thread (`to_queue`: the frame's escape codes made); from there until the writer thread began writing
    it (`handoff`: the writer's wake and its wait for the interpreter's lock while the main thread runs on); the
    writer's write and flush (`writing`); from the flush's end to the moment the bench read the frame's end
    (`reading`: the pseudo-terminal and the bench's own reader). And the main thread's hand-overs (`puts`) and the
    writer's writes for the key's frames."""

    to_frame: float
    to_queue: float
    handoff: float
    writing: float
    reading: float
    puts: int
    writes: int
    frames: int
    #: From the end of the key's last handler phase (its key handler, a commit, a timer's or worker's run) before its
    #: last frame to that frame's start: the wait for the screen's update timer (Textual draws at most MAX_FPS frames
    #: a second, on a grid set by the frame before).
    paced: float = float("nan")
    #: From the end of the frame drawn before the key's last one (the key's own, or one before the key: the cursor's
    #: blink) to the last one's start.
    since_frame: float = float("nan")


#: The main thread's phases that are a key's work or run beside it (the frame and the collector aside).
HANDLERS = ("command", "undo", "redo", "automated", "commit", "worker", "timer", "footer fit", "footer rebuild")


def write_path(began: float, ended: float, stamps: list[Stamp]) -> WritePath | None:
    """The write path of the last frame of the key written at `began` whose last frame was read at `ended`; None
    when a stamp of it is missing (the writer's stamps begin with the app's, after SIGUSR1)."""
    inside = [s for s in stamps if began <= s[1] <= ended]
    ends = [s for s in inside if s[0] == "write" and s[4] == "end"]
    written = [s for s in inside if s[0] == "written" and s[4] == "end"]
    frames = [s for s in inside if s[0] == "frame"]
    if not ends or not written or not frames:
        return None
    put, wrote = ends[-1], written[-1]
    flushed = [s for s in inside if s[0] == "flushed" and s[1] >= wrote[2]]
    done = flushed[0][2] if flushed else wrote[2]
    frame = max((s for s in frames if s[1] <= put[1]), key=lambda s: s[1], default=frames[-1])
    ticks = [s for s in inside if s[0] == "timer" and s[4] == FRAME_TIMER and s[1] <= frame[1] and s[2] >= frame[2]]
    start = ticks[-1][1] if ticks else frame[1]  # the screen's update began (a layout first, then the frame)
    handlers = [s[2] for s in inside if s[0] in HANDLERS and s[2] <= start]
    before = [s[2] for s in stamps if s[0] == "frame" and s[2] <= start]
    return WritePath(frame[2] - began, put[2] - frame[2], wrote[1] - put[2], done - wrote[1], ended - done,
                     sum(1 for s in inside if s[0] == "write"), sum(1 for s in inside if s[0] == "written"),
                     len(ends), start - max(handlers) if handlers else float("nan"),
                     start - max(before) if before else float("nan"))


def print_write_paths(title: str, commands: list[str], samples: dict, stamps: list[Stamp]) -> None:
    """Per kind of key (Enter, ctrl+z, ctrl+y), the median and the slowest of each step of its last frame's way to the
    terminal (`write_path`), and a row per key over `SLOW` times its kind's median key to screen."""
    import statistics

    from bench.bench_app import ms

    keys = (("enter", "command"), ("ctrl+z", "undo"), ("ctrl+y", "redo"))
    steps = ("to_frame", "paced", "since_frame", "to_queue", "handoff", "writing", "reading")
    print(f"\n{title}, the last frame's way to the terminal, median / slowest (ms):\n")
    print("| key | keys | key to screen | to the frame's end | its handler's end to the frame | the frame before to it "
          "| its codes made | writer's wake (handoff) | writer's write | read by the bench | hand-overs / writes a frame |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    slow_rows: list[str] = []
    for key, kind in keys:
        got = [(number, s, write_path(s.began, s.began + s.wall, stamps)) for number, s in enumerate(samples[kind])
               if s.frames]
        got = [(number, s, path) for number, s, path in got if path is not None]
        if not got:
            continue
        walls = [s.wall for _, s, _ in got]
        median = statistics.median(walls)
        cells = [f"{ms(statistics.median(getattr(p, step) for _, _, p in got))} / "
                 f"{ms(max(getattr(p, step) for _, _, p in got))}" for step in steps]
        puts = sum(p.puts for _, _, p in got) / sum(p.frames for _, _, p in got)
        writes = sum(p.writes for _, _, p in got) / sum(p.frames for _, _, p in got)
        print(f"| {key} | {len(got)} | {ms(median)} / {ms(max(walls))} | {' | '.join(cells)} | {puts:.1f} / {writes:.1f} |")
        for number, sample, path in got:
            if sample.wall > SLOW * median:
                ended = sample.began + sample.wall
                inside = [s for s in stamps if sample.began <= s[1] <= ended]
                handler = [s for s in inside if s[0] == kind]
                parsed = [s for s in inside if s[0] == "input"]
                taken = f"{ms(parsed[0][2] - sample.began)} / {ms(handler[0][1] - sample.began)}" if handler and parsed else "–"
                commits = [s for s in inside if s[0] == "commit"]
                spent = (f"{ms(handler[0][2] - handler[0][1])} / {ms(handler[0][3])}" if handler else "–")
                wrote = (f"{ms(sum(s[2] - s[1] for s in commits))} / {ms(sum(s[3] for s in commits))}" if commits else "–")
                slow_rows.append(f"| {key} #{number + 1} {commands[number]} | {ms(sample.wall)} ({sample.wall / median:.1f}x) "
                                 f"| {ms(sample.own_cpu)} | {ms(sample.queued)} | {ms(sample.reader_queued)} "
                                 f"| {sample.reader_gc[0]}, {ms(sample.reader_gc[1])} "
                                 f"| {taken} | {spent} | {wrote} | "
                                 + " | ".join(ms(getattr(path, step)) for step in steps) + f" | {path.frames} |")
    print(f"\n{title}, the keys over {SLOW}x their kind's median key to screen: their wall beyond their own CPU, "
          "and what waited (ms, summed):\n")
    print("| key | slow keys | wall beyond own CPU | the app's threads waiting for a core | the commits' wait for the "
          "disk | the rest | the bench's collector in any key of the kind (passes, ms) |")
    print("|---|---|---|---|---|---|---|")
    for key, kind in keys:
        drawn = [s for s in samples[kind] if s.frames]
        if not drawn:
            continue
        median = statistics.median(s.wall for s in drawn)
        slow = [s for s in drawn if s.wall > SLOW * median]
        beyond = sum(s.wall - s.own_cpu for s in slow)
        queued = sum(s.queued for s in slow)
        disk = sum(x[2] - x[1] - x[3] for s in slow for x in stamps
                   if x[0] == "commit" and s.began <= x[1] <= s.began + s.wall)
        print(f"| {key} | {len(slow)} | {ms(beyond)} | {ms(queued)} | {ms(disk)} | {ms(beyond - queued - disk)} "
              f"| {sum(s.reader_gc[0] for s in drawn)}, {ms(sum(s.reader_gc[1] for s in drawn))} |")
    if slow_rows:
        print(f"\n{title}, each key over {SLOW}x its kind's median key to screen, its last frame's way (ms):\n")
        print("| key | key to screen | its own CPU | the app's wait for a core | the bench's | the bench's collector "
              "| parsed / its handler began | its handler, wall / CPU | commits, wall / CPU | to the frame's end "
              "| its handler's end to the frame | the frame before to it | its codes made | writer's wake | writer's write "
              "| read by the bench | frames |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        print("\n".join(slow_rows))
    print(flush=True)
