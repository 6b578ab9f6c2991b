"""What the key from the list to a saved Dice Throne board does, counted (twenty-seventh pass): the app launched as
`bench_app.LAUNCH_PROBE` launches it, the list drawn, then the key; while the key runs (until the board is drawn) the
probe counts the widgets on the board, the screen's layouts, the full renders and the renders, the widget renders
(`render_lines`), the stylesheet's applications, the theme variables tokenized by `parse_style`, the stored times
parsed (`from_db`), the sessions read with sqlite3 (`display_read.open_for_display`) and the game's views worked out
(`Game.view`), each on the UI thread or by a worker (a read ahead still running when the key came), and the modules
imported (by either thread). Counts, never a timing to read under load; the key's CPU is printed beside
them. With `--read-list SECONDS` (thirtieth pass) the key comes that long after the list is drawn, as a player who
reads the list first presses it (the session under the cursor read ahead meanwhile: `companion/shell/read_ahead.py`).

With `--callgrind` the probe runs under valgrind's callgrind with its instrumentation switched on at the key and off
once the board is drawn (`callgrind_control -i on|off`), both threads counted; Pilot's wait for the screen is given
900 s there. Bytecode is written first (an environment with PYTHONDONTWRITEBYTECODE would compile changed modules
at every run, which callgrind then counts).

The clock's commits on the key (thirty-first pass) are counted by thread, with their wall and their thread's CPU: a
commit waits for the disk (`PRAGMA synchronous = FULL`), which the CPU figures do not show. With `--open` (thirty-first
pass) the app is launched as `companion --open ID` launches it (no list, the session at once) and everything from the
launch to the board drawn is counted, the layouts and the widget renders by screen (the home screen's frame drawn
before the board's).

Run: python bench/launch_key_counts.py [--callgrind] [--read-list SECONDS | --open] [ACTIONS]   (default 10,000
     actions, 120x40, the key at once)
For an A/B, copy this file into the other checkout and run it from there.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import DRAWN, opened_match  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import compile_project, probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path

PROBE = r"""
import asyncio, collections, os, subprocess, sys, time
from companion.shell import launch_collector
launch_collector.hold(launch_collector.STARTING)
from companion.shell.app import make_app
from screens.localized_footer import Footer
from textual.widgets._footer import FooterKey
from textual._compositor import Compositor
from textual.css.stylesheet import Stylesheet
from textual.screen import Screen
from textual.widget import Widget
import textual.markup as markup
import companion.services.store.times as times
COUNTS = collections.Counter()
ON = [False]
def counted(owner, name, label, many=None):
    real = getattr(owner, name)
    def wrapper(*args, **kwargs):
        if ON[0]:
            COUNTS[label] += many(*args) if many else 1
        return real(*args, **kwargs)
    setattr(owner, name, wrapper)
counted(Screen, "_refresh_layout", "layouts of the screen")
counted(Compositor, "render_full_update", "full renders of the screen")
counted(Compositor, "render_update", "renders (the compositor's updates)")
counted(Widget, "render_lines", "widget renders (render_lines)")
OPEN = sys.argv[3] == "open"  # `companion --open ID`: counted from the launch, by screen
if OPEN:
    counted(Screen, "_refresh_layout", "", lambda screen, *rest: COUNTS.update(
        {f"layouts of the {type(screen).__name__}": 1}) or 0)
    counted(Widget, "render_lines", "", lambda widget, *rest: COUNTS.update(
        {f"widget renders on the {type(widget.screen).__name__}": 1}) or 0)
counted(Stylesheet, "apply", "applications of the stylesheet")
counted(markup, "tokenize_values", "theme variables tokenized (parse_style given the variables)", len)
counted(times, "from_db", "stored times parsed (from_db)")
for name in ("companion.services.store.log_loading", "companion.services.store.timeline",
             "companion.services.store.checksums"):
    module = __import__(name, fromlist=["from_db"])
    if hasattr(module, "from_db"):
        module.from_db = times.from_db
import threading
def by_thread(label):
    return label + (" on the UI thread" if threading.current_thread() is threading.main_thread() else " by a worker")
import companion.services.store.display_read as display_read
reading = display_read.open_for_display
def read(*args, **kwargs):
    if ON[0]:
        COUNTS[by_thread("sessions read with sqlite3 (open_for_display)")] += 1
    return reading(*args, **kwargs)
display_read.open_for_display = read
import screens.view_cache as view_cache
kept_views = view_cache._views.get
def kept_view(game, state, work):
    def counted_work():
        if ON[0]:
            COUNTS[by_thread("game views worked out (Game.view)")] += 1
        return work()
    return kept_views(game, state, counted_work)
view_cache._views.get = kept_view
CLOCK_WALL, CLOCK_CPU = [0.0], [0.0]
def timed_clock(real):  # the board's clock saved with sqlite3 before the store is open (the store is not imported here)
    def write_clock_text(self, *args, **kwargs):
        if not ON[0]:
            return real(self, *args, **kwargs)
        COUNTS[by_thread("the clock's commits (write_clock_text)")] += 1
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return real(self, *args, **kwargs)
        finally:
            CLOCK_WALL[0] += time.perf_counter() - wall
            CLOCK_CPU[0] += time.thread_time() - cpu
    return write_clock_text
display_read.PendingClockStore.write_clock_text = timed_clock(display_read.PendingClockStore.write_clock_text)
READ_LIST = 0.0 if OPEN else float(sys.argv[3])
CALLGRIND = os.environ.get("CALLGRIND") == "1"
if CALLGRIND:
    from textual.pilot import Pilot
    waited = Pilot._wait_for_screen
    async def long_wait(self, timeout=900.0):
        return await waited(self, timeout)
    Pilot._wait_for_screen = long_wait

""" + DRAWN + r"""
async def main():
    if OPEN:  # everything from here to the board drawn is counted
        modules, cpu, ON[0] = len(sys.modules), time.process_time(), True
    app = make_app(db_url=sys.argv[1], open_session=int(sys.argv[2])) if OPEN else make_app(db_url=sys.argv[1])
    async with app.run_test(size=(120, 40)) as pilot:
        while not OPEN and (not app.screen.query("#sessions") or not app.screen.query_one("#sessions").row_count):
            await pilot.pause(0.005)
        if not OPEN:
            await drawn(pilot)
        if READ_LIST:
            await asyncio.sleep(READ_LIST)
        if CALLGRIND:
            subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
        if not OPEN:
            modules = len(sys.modules)
            ON[0] = True
            cpu = time.process_time()
            app.open_session(int(sys.argv[2]))
        while type(app.screen).__name__ != "SessionFrame":
            await pilot.pause(0.005)
        await drawn(pilot)
        cpu = time.process_time() - cpu
        ON[0] = False
        if CALLGRIND:
            subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)
        print(f"| the key's CPU (not a figure to read under load) | {cpu * 1000:.0f} ms |")
        print(f"| modules imported on the key | {len(sys.modules) - modules} |")
        if CLOCK_WALL[0]:
            print(f"| the clock's commits on the key: their wall / their thread's CPU (the disk's, not the load's) "
                  f"| {CLOCK_WALL[0] * 1000:.1f} / {CLOCK_CPU[0] * 1000:.1f} ms |")
        print(f"| widgets on the board (with the screen) | {len(list(app.screen.walk_children(Widget, with_self=True)))} |")
        for label, count in sorted(COUNTS.items()):
            if label:  # "": the counts by screen are kept under their own labels
                print(f"| {label} | {count:,} |")
    store = app.store or app.opened_store
    if store is not None:
        store.close()

asyncio.run(main())
"""


def main() -> None:
    arguments = sys.argv[1:]
    grind = "--callgrind" in arguments
    read_list = arguments[arguments.index("--read-list") + 1] if "--read-list" in arguments else "0"
    given = "--open" in arguments  # `companion --open ID`, counted from the launch
    if given and (grind or "--read-list" in arguments):
        sys.exit("--open counts from the launch: neither --callgrind (switched on at a key) nor --read-list goes with it")
    sizes = [int(a) for i, a in enumerate(arguments) if a.isdigit() and (i == 0 or arguments[i - 1] != "--read-list")] or [10_000]
    compile_project()
    env = probe_environment()
    for size in sizes:
        with opened_match(size) as (folder, url, session_id, _extra):
            saved = Path(folder, "bench.db").read_bytes()
            command = [sys.executable, "-c", PROBE, url, str(session_id), "open" if given else read_list]
            subprocess.run(command, cwd=REPO, env=env, check=True, capture_output=True)  # caches and bytecode warm
            Path(folder, "bench.db").write_bytes(saved)  # the same log for the counted run
            if grind:
                out = Path(tempfile.mkdtemp()) / "callgrind.out"
                command = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
                           *command]
                env = {**env, "CALLGRIND": "1"}
            when = f"the list read {read_list} s first" if float(read_list) else "the key at once"
            if given:
                print(f"\n{size:,} actions, `companion --open ID` from the launch to the board, 120x40\n")
                print("| counted from the launch (\"the key\": the launch) | |\n|---|---|")
            else:
                print(f"\n{size:,} actions, the key from the list to the board ({when}), 120x40\n")
                print("| counted on the key | |\n|---|---|")
            done = subprocess.run(command, cwd=REPO, env=env, check=True, capture_output=True, text=True)
            print("\n".join(line for line in done.stdout.splitlines() if line.startswith("|")))
            if grind:
                refs = [line for line in done.stderr.splitlines() if "refs:" in line]
                print(f"| callgrind, instructions from the key to the board drawn | {refs[-1].split()[-1] if refs else '?'} |")


if __name__ == "__main__":
    main()
