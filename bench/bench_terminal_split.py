"""Where a key's CPU goes in a real terminal: the app in a pseudo-terminal (as `bench_terminal` runs it), the player's
keys written to it, and the app's own methods timed inside it.

The app is given a `sitecustomize` (in a temporary folder put on its PYTHONPATH: no other process sees it) that,
on SIGUSR1, wraps some of Textual's and the frame's methods with `time.thread_time()` and counts each one's self
time (the wrapped calls inside it taken out), its calls, every message dispatched (by message and receiver), and the
cyclic collector's passes; SIGUSR2 stops counting and SIGURG writes the counts out. Counting is on around Enter,
ctrl+z and ctrl+y only (`--only KEY` for one of them), never around the typed characters, and the first command is
left out (its Enter waits for the store). The wrappers' own cost is in every figure (about a microsecond a call):
read the rows as shares, and the main thread's CPU a key as a figure of this harness, not of the app alone.

Run: python bench/bench_terminal_split.py [SIZE]   (Dice Throne, default 1000: the session of `bench_app --player`)
     python bench/bench_terminal_split.py --board runebound2-class-decks [SIZE]   (a board of `bench_boards`)
     python bench/bench_terminal_split.py --plain [SIZE]   (no wrappers: the keys' CPU alone, for an A/B)
     python bench/bench_terminal_split.py --profile [--only KEY] [SIZE]   (no wrappers: cProfile on around the same keys
     instead, the main thread's functions by their own CPU time and by their time with what they call, per key)
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench import bench_terminal  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import compile_project, probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path

#: The methods timed: (module, class, method, the row's name); `render_lines` is counted per widget class and id.
TIMED = (
    ("textual.widget", "Widget", "render_lines", "drawn: "),
    # A widget that draws its own rows (screens/row_text.py's RowText: the box as well) is not drawn through
    # `Widget.render_lines`: its drawing anew is `draw_lines` (a tree without it times none).
    ("screens.row_text", "RowText", "draw_lines", "drawn: "),
    ("textual.screen", "Screen", "_compositor_refresh", "the screen's update, less the drawing"),
    ("textual.app", "App", "_display", "segments to escape codes (App._display)"),
    ("textual.drivers.linux_driver", "LinuxDriver", "write", "the driver's write"),
    ("textual.css.stylesheet", "Stylesheet", "apply", "restyles"),
    ("textual.screen", "Screen", "_refresh_layout", "layouts"),
    ("companion.services.store.live", "LiveSession", "_commit", "the store's commit"),
    ("companion.services.game_clock", "GameClock", "_save", "the game clock's save"),
    ("companion.services.controller", "SessionController", "submit", "the controller: a command (engine, no commit)"),
    ("companion.services.controller", "SessionController", "undo", "the controller: undo (no commit)"),
    ("companion.services.controller", "SessionController", "redo", "the controller: redo (no commit)"),
    ("screens.session.view_refresh", "FrameViewRefresh", "refresh_view", "refresh_view's own (view, commands, clock)"),
    ("screens.game_area", "GameArea", "show", "the game area's drawing"),
    ("screens.action_log", "ActionLog", "show_entries", "the log's entries shown"),
    ("screens.ruling_panel", "RulingPanel", "show_ruling", "the ruling shown"),
    ("screens.binding_refresh", "ChangedBindingsOnly", "refresh_bindings", "the bindings' refresh and the footer"),
)

SITE = r'''
import collections, gc, importlib, json, os, signal, time
TIMED = %(timed)r
T = collections.Counter(); N = collections.Counter(); STACK = []
STATE = {"on": False, "installed": False, "t0": 0.0, "main": 0.0, "gc": 0.0}

def wrap(owner, name, label):
    original = owner.__dict__[name]
    per_widget = name in ("render_lines", "draw_lines")
    def wrapper(self, *args, **kwargs):
        if not STATE["on"]:
            return original(self, *args, **kwargs)
        key = label + (type(self).__name__ + "#" + str(self.id or "") if per_widget else "")
        began = time.thread_time(); STACK.append(0.0)
        try:
            return original(self, *args, **kwargs)
        finally:
            inner = STACK.pop(); spent = time.thread_time() - began
            T[key] += spent - inner; N[key] += 1
            if STACK:
                STACK[-1] += spent
    setattr(owner, name, wrapper)

def install():
    for module, owner, name, label in TIMED:
        try:
            found = getattr(importlib.import_module(module), owner)
        except (ImportError, AttributeError):  # a tree without it (an older A)
            continue
        if name in found.__dict__:
            wrap(found, name, label)
    from textual.message_pump import MessagePump
    dispatch = MessagePump._dispatch_message
    async def counted(self, message):
        if STATE["on"]:
            N["message: " + type(message).__name__ + " to " + type(self).__name__] += 1
        return await dispatch(self, message)
    MessagePump._dispatch_message = counted

def collector(phase, info):
    if phase == "start":
        STATE["gc"] = time.thread_time()
    elif STATE["on"]:
        T["the cyclic collector"] += time.thread_time() - STATE["gc"]; N["the cyclic collector"] += 1

PROFILE = None
if os.environ.get("SPLIT_PROFILE") == "1":
    import cProfile
    PROFILE = cProfile.Profile(time.thread_time)  # CPU, not wall: a commit's wait for the disk left out

def start(*_):
    if PROFILE is not None:
        PROFILE.enable()
    if not STATE["installed"]:
        if os.environ.get("SPLIT_WRAPPERS") == "1":
            install()
            gc.callbacks.append(collector)
        STATE["installed"] = True
    STATE["on"] = True; STATE["t0"] = time.thread_time()

def stop(*_):
    if PROFILE is not None:
        PROFILE.disable()
    if STATE["on"]:
        STATE["on"] = False; STATE["main"] += time.thread_time() - STATE["t0"]

def write(*_):
    if PROFILE is not None:
        PROFILE.dump_stats(os.environ["SPLIT_OUT"] + ".prof")
    with open(os.environ["SPLIT_OUT"], "w") as out:
        json.dump({"T": T, "N": N, "main": STATE["main"]}, out)

if os.environ.get("SPLIT_OUT"):
    signal.signal(signal.SIGUSR1, start); signal.signal(signal.SIGUSR2, stop); signal.signal(signal.SIGURG, write)
''' % {"timed": TIMED}

KEYS = (("enter", "command"), ("ctrl+z", "undo"), ("ctrl+y", "redo"))


def session(board: str | None, size: int):
    """The saved session to open (a context manager giving its folder, url and id) and the commands to type."""
    from contextlib import contextmanager

    if board is None:
        from bench.bench_app import MOVES, opened_match, typed_commands

        @contextmanager
        def dice_throne():
            with opened_match(size) as (folder, url, session_id, _):
                yield folder, url, session_id
        return dice_throne(), typed_commands(size, MOVES)
    import bench.bench_boards as boards

    played, _ = boards.longest_walk(board, size + 4 * boards.MOVES)
    plan = boards.planned(board, size, played)

    @contextmanager
    def other_board():
        with boards.saved_session(plan) as saved:
            yield saved.folder, saved.url, saved.session_id
    return other_board(), plan.typed_at_start


#: Rows of the profile printed, by each of its two orders.
PROFILE_ROWS = 40


def profile_rows(path: Path) -> list[tuple[str, int, float, float]]:
    """The profile's functions: (file:line(name) shortened, calls, own seconds, seconds with what it calls)."""
    import pstats

    stats = pstats.Stats(str(path)).stats  # type: ignore[attr-defined]
    rows = []
    for (file, line, name), (_, calls, own, cumulative, _) in stats.items():
        short = file.split("site-packages/")[-1].replace(str(REPO) + "/", "")
        rows.append((f"{short}:{line}({name})", calls, own, cumulative))
    return rows


def print_profile(rows: list[tuple[str, int, float, float]], keys: int) -> None:
    """The profiled functions a key, by own time and by time with what they call (cProfile's own cost inside)."""
    for title, column in (("own time", 2), ("with what it calls", 3)):
        print(f"\n| function ({title}) | ms a key | calls a key |\n|---|---|---|")
        for row in sorted(rows, key=lambda r: -r[column])[:PROFILE_ROWS]:
            print(f"| {row[0]} | {row[column] / keys * 1000:.3f} | {row[1] / keys:.2f} |")


def main() -> None:
    arguments = sys.argv[1:]
    board = arguments[arguments.index("--board") + 1] if "--board" in arguments else None
    only = arguments[arguments.index("--only") + 1] if "--only" in arguments else None
    profile = "--profile" in arguments
    wrappers = "--plain" not in arguments and not profile
    sizes = [int(a) for a in arguments if a.isdigit()] or [1_000]
    compile_project()
    opened, commands = session(board, sizes[0])
    counted_keys = [key for key, _ in KEYS if only in (None, key)]
    with opened as (folder, url, session_id), tempfile.TemporaryDirectory() as site:
        Path(site, "sitecustomize.py").write_text(SITE, encoding="utf-8")
        out = Path(site, "split.json")
        env = probe_environment() | {
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": f"{folder}/config", "XDG_DATA_HOME": f"{folder}/data",
            "XDG_CACHE_HOME": f"{folder}/cache", "PYTHONPATH": site, "SPLIT_OUT": str(out),
            "SPLIT_WRAPPERS": "1" if wrappers else "0", "SPLIT_PROFILE": "1" if profile else "0"}
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        app = bench_terminal.TerminalApp.start([sys.executable, "-m", "companion", "--db", url, "--open",
                                                str(session_id)], env, REPO)
        pid = app.process.pid
        own: dict[str, list[float]] = {name: [] for _, name in KEYS}
        try:
            app.read_frames(1.0, 60.0)
            app.settle_cpu()
            app.settle()
            app.press("f11")  # the clock paused: nothing changes on screen by itself
            app.settle(0.6)
            for number, text in enumerate(commands):
                for character in text:
                    app.press(character)
                for key, name in KEYS:
                    counted = number > 0 and key in counted_keys
                    if counted:
                        os.kill(pid, signal.SIGUSR1)
                        time.sleep(0.05)
                    sample = app.press(key)
                    if counted:
                        os.kill(pid, signal.SIGUSR2)
                        time.sleep(0.05)
                        own[name].append(sample.own_cpu)
                if number == 0:  # the first Enter opened the store: let its work end first
                    app.settle_cpu()
                    app.settle(0.6)
            os.kill(pid, signal.SIGURG)
            time.sleep(0.5)
            counts = json.loads(out.read_text(encoding="utf-8"))
            profiled = profile_rows(Path(str(out) + ".prof")) if profile else []
        finally:
            app.stop()
    keys = len(counted_keys) * (len(commands) - 1)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    every = [cpu for samples in own.values() for cpu in samples]
    print("the key's own CPU to its last frame, median: " + ", ".join(
        f"{name} {statistics.median(samples) * 1000:.1f} ms" for name, samples in own.items() if samples)
          + f"; all keys {statistics.median(every) * 1000:.2f} ms (mean {statistics.mean(every) * 1000:.2f})")
    print(f"the main thread's CPU a key (the key and the {bench_terminal.QUIET} s after its last frame): "
          f"{counts['main'] / keys * 1000:.2f} ms")
    if profile:
        print_profile(profiled, keys)
    if not wrappers:
        return
    print("| self time a key | ms | calls a key |\n|---|---|---|")
    timed = {name: spent for name, spent in counts["T"].items()}
    for name, spent in sorted(timed.items(), key=lambda item: -item[1]):
        print(f"| {name} | {spent / keys * 1000:.3f} | {counts['N'][name] / keys:.2f} |")
    print(f"| (everything else: the event loop, the key's parse, the messages) "
          f"| {(counts['main'] - sum(timed.values())) / keys * 1000:.3f} | – |")
    messages = {name: n for name, n in counts["N"].items() if name.startswith("message: ")}
    print("\n| message | a key |\n|---|---|")
    for name, n in sorted(messages.items(), key=lambda item: -item[1])[:20]:
        print(f"| {name[len('message: '):]} | {n / keys:.2f} |")


if __name__ == "__main__":
    main()
