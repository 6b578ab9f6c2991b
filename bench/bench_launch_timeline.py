"""Where the launch from the list goes, phase by phase: the app started as `bench_app.py --open-only` starts it
(`LAUNCH_PROBE`), the session picked the moment the list is drawn, the process's CPU and wall time at each mark.

Marks (each the median over the rounds, each round a fresh process on the same saved Dice Throne match):
- interpreter: the probe's first line (the interpreter and `site` started);
- app imported: `companion.shell.app` and Textual imported (the collector held as the command holds it);
- first frame: the app's `on_ready` (Textual's Ready: the home screen's first frame is out);
- list drawn: the list and its footer's keys on the screen, nothing left to lay out or draw (the key is sent);
- board read: the session read with sqlite3 (`display_read.open_for_display` returned; its module, the game's
  engine and the rules digest imported or computed on the way);
- frame imported: the session frame's module imported (`deferred.session_frame`);
- board mounted: the session frame's `on_mount` done (its widgets composed and mounted);
- board drawn: the board and its footer's keys on the screen, nothing left to lay out or draw.
Also the passes of the cyclic collector (`gc.callbacks`) with their CPU (the thread's own clock around each pass), and the
modules imported at each mark.

Run: python bench/bench_launch_timeline.py [--rounds N] [--cache kept|empty] [--evict] [--each] [--language L] [SIZES...]
     (default 5 rounds, 10,000 actions)
`--each` (twenty-eighth pass): each round on a row of its own besides the medians, with the machine's pace over its
list and its key (`machine_pace.Pace`: a fixed piece of work on every core beside the rounds; 1.00 is the run's usual,
1.5 the same work half as long again), the main thread's own CPU beside the process's (the rest is the worker's head
start), the collector's passes and the clock's commits between the key and the board drawn (and how many of those
came before the footer's keys were laid out, and how many after them with a layout or a drawing still pending: a blink
or the clock's tick), the page faults (minor, major: a major one read a page from the disk) and the context switches by the board.
`--cache`: the probes get a cache folder of their own (XDG_CACHE_HOME: the rules digest, the compiled catalogues),
kept between the rounds (its first round fills it) or emptied before each round (a first launch after an install or
a change of the rules); without it they use the user's. `--evict`: before each round, the pages of the checkout's
and the interpreter environment's files (sys.prefix: the venv) are dropped from the OS's page cache (posix_fadvise
DONTNEED, file by file: nothing else's), as after a reboot or a fresh install; the standard library's stay.
For an A/B, copy this file and bench/bench_app.py into the other checkout and run it from there, alternating.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import LAUNCH_PROBE, opened_match, run  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.machine_pace import Pace  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import compile_project, probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path

#: The marks in the order they come, as the probe names them.
MARKS = ("interpreter", "app imported", "first frame", "list drawn", "board read", "frame imported", "board mounted",
         "board drawn")

#: LAUNCH_PROBE with the marks: the app's own methods wrapped, nothing of the app changed.
TIMELINE_PROBE = r"""
import gc, sys, time
launched = float(sys.argv[3])
SEEN = {}
CLOCK_SAVES = []  # when the clock's resume was committed (wall seconds from the launch)
PASSES = [0]
PASS_CPU = [0.0, 0.0]  # the CPU of the passes so far, and when the running one started (the thread's own clock)

def noted_pass(phase, info):
    if phase == "start":
        PASSES[0] += 1
        PASS_CPU[1] = time.thread_time()
    else:
        PASS_CPU[0] += time.thread_time() - PASS_CPU[1]

gc.callbacks.append(noted_pass)

import resource, threading
perf_launched = time.perf_counter() - (time.time() - launched)  # the launch on the clock the pace processes use

def mark(name):
    if name not in SEEN:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        SEEN[name] = [time.time() - launched, time.process_time(), PASSES[0], len(sys.modules), PASS_CPU[0],
                      time.perf_counter(),
                      time.thread_time() if threading.current_thread() is threading.main_thread() else float("nan"),
                      usage.ru_minflt, usage.ru_majflt, usage.ru_nivcsw,
                      usage.ru_nvcsw, perf_launched]

mark("interpreter")
""" + LAUNCH_PROBE.replace("import sys, time\nlaunched = float(sys.argv[3])\n", "", 1).replace(
    "from screens.localized_footer import Footer\n", r'''from screens.localized_footer import Footer
from companion.shell.app import CompanionApp
mark("app imported")

def marked(owner, name, label, before=False):
    real = getattr(owner, name)
    def wrapper(*args, **kwargs):
        if before:
            mark(label)
        result = real(*args, **kwargs)
        if not before:
            mark(label)
        return result
    wrapper.__wrapped__ = real  # Textual reads a handler's parameters through it
    setattr(owner, name, wrapper)

marked(CompanionApp, "on_ready", "first frame", before=True)
real_display_read, real_session_frame = deferred.display_read, deferred.session_frame

def display_read():
    module = real_display_read()
    if not hasattr(module.open_for_display, "__wrapped__"):
        marked(module, "open_for_display", "board read")
        saving = module.PendingClockStore.write_clock_text

        def write_clock_text(self, *args, **kwargs):  # the clock's commits, when they came, and whether the board
            # was drawn whole then (its footer's keys laid out, nothing left to lay out or draw)
            from textual._context import active_app
            screen = active_app.get().screen
            keys = [key for key in screen.query(FooterKey) if key.display]
            laid_out = bool(keys) and all(key.region.width for key in keys)
            pending = bool(screen._layout_required or screen._repaint_required or screen._dirty_widgets)
            CLOCK_SAVES.append([time.time() - launched, laid_out, pending])
            return saving(self, *args, **kwargs)

        write_clock_text.__wrapped__ = saving
        module.PendingClockStore.write_clock_text = write_clock_text
    return module

def session_frame():
    frame = real_session_frame()
    mark("frame imported")
    if not hasattr(frame.on_mount, "__wrapped__"):
        marked(frame, "on_mount", "board mounted")
    return frame

deferred.display_read, deferred.session_frame = display_read, session_frame
''', 1).replace(
    "        listed, listed_cpu = time.time() - launched, time.process_time()\n",
    "        listed, listed_cpu = time.time() - launched, time.process_time()\n        mark(\"list drawn\")\n", 1).replace(
    "        board, board_cpu = time.time() - launched, time.process_time()\n",
    "        board, board_cpu = time.time() - launched, time.process_time()\n        mark(\"board drawn\")\n", 1).replace(
    "        print(json.dumps(seen))\n", "        SEEN[\"clock saves\"] = CLOCK_SAVES\n        print(json.dumps(SEEN))\n", 1)


def evict_pages() -> int:
    """Drop the checkout's and the environment's files from the page cache; how many files."""
    import os

    count = 0
    for root in {REPO, Path(sys.prefix)}:
        for folder, _dirs, files in os.walk(root):
            for name in files:
                path = os.path.join(folder, name)
                if os.path.islink(path):
                    continue  # the interpreter's own binary and libraries are shared: left alone
                try:
                    fd = os.open(path, os.O_RDONLY)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                    count += 1
                finally:
                    os.close(fd)
    return count


def run_in(cache: Path | None, empty: bool, *args: str) -> dict:
    """One round (`run`'s), with its own cache folder when `cache` is given, emptied first when `empty`."""
    if EVICT:
        evict_pages()
    if cache is None and LANGUAGE is None:
        return run(TIMELINE_PROBE, *args)
    env = probe_environment()
    if cache is not None:
        if empty:
            shutil.rmtree(cache, ignore_errors=True)
        env["XDG_CACHE_HOME"] = str(cache)
    if LANGUAGE is not None:
        env["LANGUAGE"] = env["LC_ALL"] = env["LANG"] = LANGUAGE
    out = subprocess.run([sys.executable, "-c", TIMELINE_PROBE, *args], cwd=REPO, check=True, capture_output=True,
                         text=True, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


#: The language the app is started in (`--language ru`: LANGUAGE, LC_ALL and LANG), else the user's.
LANGUAGE = sys.argv[sys.argv.index("--language") + 1] if "--language" in sys.argv else None

#: Whether each round is printed on a row of its own with the machine's pace beside it (`--each`).
EACH = "--each" in sys.argv

#: Whether the page cache is emptied of the checkout's and the environment's files before each round (`--evict`).
EVICT = "--evict" in sys.argv


def main() -> None:
    args = [a for a in sys.argv[1:] if a not in ("--evict", "--each")]
    if "--language" in args:
        at = args.index("--language")
        del args[at:at + 2]
    rounds = 5
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    mode = None
    if "--cache" in args:
        at = args.index("--cache")
        mode = args[at + 1]
        assert mode in ("kept", "empty"), "--cache kept or --cache empty"
        del args[at:at + 2]
    sizes = [int(a) for a in args] or [10_000]
    assert TIMELINE_PROBE.count("mark(") >= 8 and "launched = float" not in TIMELINE_PROBE.split('mark("interpreter")')[1], \
        "LAUNCH_PROBE changed: the marks no longer fit it"
    compile_project()
    for size in sizes:
        with opened_match(size) as (_, url, session_id, _extra), tempfile.TemporaryDirectory() as folder:
            cache = None if mode is None else Path(folder, "cache")
            if mode == "kept":
                run_in(cache, False, url, str(session_id), repr(time.time()))  # fills the cache
            pace = Pace.start(Path(folder, "pace")) if EACH else None
            try:
                runs = [run_in(cache, mode == "empty", url, str(session_id), repr(time.time())) for _ in range(rounds)]
            finally:
                if pace is not None:
                    pace.stop()
        print(f"\n{size:,} actions, {rounds} rounds, cache {mode or 'of the user'}{', page cache evicted' if EVICT else ''}"
              f"{f', language {LANGUAGE}' if LANGUAGE else ''} "
              f"(medians; wall / CPU of the process, both threads)\n")
        print("| mark | at (wall) | at (CPU) | phase (wall) | phase (CPU) | collector passes in the phase "
              "| their CPU | modules at the mark |")
        print("|---|---|---|---|---|---|---|---|")
        before = [0.0, 0.0, 0.0, 0.0, 0.0]
        for name in MARKS:
            at = [statistics.median(one[name][i] for one in runs) for i in range(5)]
            print(f"| {name} | {at[0] * 1000:.0f} ms | {at[1] * 1000:.0f} ms | {(at[0] - before[0]) * 1000:.0f} ms "
                  f"| {(at[1] - before[1]) * 1000:.0f} ms | {at[2] - before[2]:.0f} | {(at[4] - before[4]) * 1000:.1f} ms "
                  f"| {at[3]:.0f} |")
            before = at
        print(f"\nkey to board: {statistics.median(one['board drawn'][1] - one['list drawn'][1] for one in runs) * 1000:.0f} ms"
              f" of CPU (median); launch to board {statistics.median(one['board drawn'][0] for one in runs) * 1000:.0f} ms"
              f" wall, min {min(one['board drawn'][0] for one in runs) * 1000:.0f} ms", flush=True)
        if pace is not None:
            print_each(runs, pace)


def span_pace(pace: Pace, began: float, ended: float) -> str:
    """The machine's pace over [began, ended] (perf_counter seconds): the median CPU of every core's fixed pieces that
    began in it over the run's usual (1.00 as usual, 1.5 half as long again), and how many pieces that is."""
    near = [cpu for readings in pace.readings.values() for start, _, cpu in readings if began <= start <= ended]
    usual = next(iter(pace.usual.values()), 0.0)
    return f"{statistics.median(near) / usual:.2f} ({len(near)})" if near and usual else "–"


def print_each(runs: list[dict], pace: Pace) -> None:
    """Each round on a row of its own (`--each`): the list's and the key's wall and CPU (the process's, and the main
    thread's, the rest being the worker's head start and Textual's other threads), the page faults and the context
    switches the process had by the board, and the machine's pace over each span beside it."""
    print(f"\nEach round (`--each`); {pace.summary()}\n")
    print("| round | list drawn: wall / CPU / main thread's CPU | machine's pace to the list (pieces) "
          "| key to board: wall / CPU / main thread's CPU | machine's pace on the key (pieces) "
          "| collector passes on the key (their CPU) | clock commits on the key (before the footer's keys were laid out / after, a drawing pending) | faults minor / major by the board "
          "| context switches by the board: involuntary / voluntary |")
    print("|---|---|---|---|---|---|---|---|---|")
    for number, one in enumerate(runs, 1):
        listed, board = one["list drawn"], one["board drawn"]
        print(f"| {number} | {listed[0] * 1000:.0f} / {listed[1] * 1000:.0f} / {listed[6] * 1000:.0f} ms "
              f"| {span_pace(pace, listed[11], listed[5])} "
              f"| {(board[0] - listed[0]) * 1000:.0f} / {(board[1] - listed[1]) * 1000:.0f} / "
              f"{(board[6] - listed[6]) * 1000:.0f} ms | {span_pace(pace, listed[5], board[5])} "
              f"| {board[2] - listed[2]} ({(board[4] - listed[4]) * 1000:.1f} ms) "
              f"| {sum(1 for at, *_ in one.get('clock saves', ()) if listed[0] <= at <= board[0])} "
              f"({sum(1 for at, laid_out, _ in one.get('clock saves', ()) if listed[0] <= at <= board[0] and not laid_out)}"
              f" / {sum(1 for at, laid_out, pending in one.get('clock saves', ()) if listed[0] <= at <= board[0] and laid_out and pending)}) "
              f"| {board[7]:,} / {board[8]} | {board[9]} / {board[10]} |", flush=True)


if __name__ == "__main__":
    main()
