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
- `write`: the driver hands a frame's bytes to its writer thread;
- `gc`: a pass of the cyclic garbage collector.

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
)

SITE = r'''
import gc, importlib, json, os, signal, time
STAMPED = %(stamped)r
STAMPS = []
STATE = {"installed": False, "gc": None}

def drawn(screen):
    # What a frame draws: the widgets it repaints (class#id), and "layout" when it lays the screen out first.
    names = sorted({type(w).__name__ + ("#" + w.id if w.id else "") for w in screen._dirty_widgets})
    return " ".join((["layout"] if screen._layout_required else []) + names)

def stamp(owner, name, phase):
    original = owner.__dict__[name]
    def stamped(*args, **kwargs):
        began, cpu = time.perf_counter(), time.thread_time()
        detail = drawn(args[0]) if phase == "frame" else ""
        try:
            return original(*args, **kwargs)
        finally:
            STAMPS.append((phase, began, time.perf_counter(), time.thread_time() - cpu, detail))
    setattr(owner, name, stamped)

def collector(phase, info):
    if phase == "start":
        STATE["gc"] = (time.perf_counter(), time.thread_time())
    elif STATE["gc"] is not None:
        began, cpu = STATE["gc"]
        STAMPS.append(("gc", began, time.perf_counter(), time.thread_time() - cpu, str(info["generation"])))

def install(*_):
    if STATE["installed"]:
        return
    STATE["installed"] = True
    for module, owner, name, phase in STAMPED:
        stamp(getattr(importlib.import_module(module), owner), name, phase)
    gc.callbacks.append(collector)

def write(*_):
    with open(os.environ["PHASES_OUT"] + ".part", "w") as out:
        json.dump(STAMPS, out)
    os.replace(os.environ["PHASES_OUT"] + ".part", os.environ["PHASES_OUT"])  # whole or not at all

if os.environ.get("PHASES_OUT"):
    signal.signal(signal.SIGUSR1, install)
    signal.signal(signal.SIGURG, write)
''' % {"stamped": STAMPED}

#: The phases in the order a report lists them.
PHASES = ("input", "command", "undo", "redo", "automated", "commit", "frame", "write", "gc")


def site_folder(folder: Path) -> dict[str, str]:
    """Write the `sitecustomize` into `folder`; the environment the app is started with to load it."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(SITE, encoding="utf-8")
    return {"PYTHONPATH": str(folder), "PHASES_OUT": str(folder / "phases.json")}


#: One stamp: the phase, its wall start and end, the CPU seconds of its thread, and what it did (a frame: the widgets
#: it drew, and "layout" when it laid the screen out; the collector: its generation).
Stamp = tuple[str, float, float, float, str]


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
