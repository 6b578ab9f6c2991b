"""Benchmark of the real app, headless, on saved Dice Throne matches of 100 to 50,000 actions.

For each size a temporary database gets one scripted 1v1 match (imported in one transaction).
Then, each in a fresh process:
- the store alone: opening the database and the session (best of three) and the peak memory
  (maximum resident set of a process that only imports the store and opens the session);
- launch to board (best of three): the app started as the `companion` command starts it, the session
  picked from the home screen's list the moment the list is drawn, until its board is drawn with its
  footer's keys (`LAUNCH_PROBE`);
- the app with the store given, the session opened (three processes, their samples pooled): 40 more
  actions (the same kinds at every size: the saved match ends where a turn begins), then 20 undos and 20 redos,
  each timed from the frame's own method until every widget has handled its messages and the
  screen has drawn the change (wall time, and the process's CPU time, which a busy machine does
  not inflate), and 20 presses of a key bound to nothing (f9 on the Dice Throne board: the key
  event is posted to the app as its driver posts it and goes through the app's own key handling;
  Pilot.press is not used, it adds idle-detecting sleeps of about 60 ms a key); "nothing" times
  the probe's own wait after a step that does nothing (it asks every widget to answer a callback,
  about 60 messages a round: that floor is inside every figure). Pilot's own `pause()` is not used for the
  timing: it detects idleness by sleeping 20 ms at a time, which would add its sleep to every
  figure.

The player's order (`--player`): a player does not play 40 actions, then 20 undos, then 20 redos; they act,
take it back, put it back, and type their commands. For each size, in the real app run headless
(`APP_PLAYER_PROBE`, the second column): each action applied from the frame's method, then undone, then
redone (interleaved), and the same moves as a player types them (a command typed character by character,
Enter, ctrl+z, ctrl+y, each key event posted to the app as its driver posts it); and in a real terminal
(`bench/bench_terminal.py`, the first column): the app started as `companion --db URL --open ID` in a
pseudo-terminal, the same keys written to it, each timed until the terminal has the changed screen.
Median and 95th percentile of wall time, and the CPU time beside it. Two more columns hold a key's own CPU
(issue 32's seventh pass): in the terminal, the app's CPU from the key written to the end of its last frame (the
older column runs on to 0.25 s after it, so it also holds the timers that fired meanwhile); headless, the typed
characters once more, each posted as the terminal's driver posts it and timed to the end of its own frame
(`posted_to_frame`: no wait of the probe's own inside, where `timed_key` waits for a callback of every widget
before the screen draws). A last row per size: a second of the board nobody types on (the clock paused), its CPU,
its frames and the cursor's blinks.

Run: python bench/bench_app.py [SIZES...]   (default 100 1000 10000 50000)
     python bench/bench_app.py --player [SIZES...]   (the player's order, headless and in a terminal;
     default 1000 10000 50000)
     python bench/bench_app.py --player --commands [SIZES...]   (the same, then a row per typed command's Enter,
     ctrl+z and ctrl+y: in the terminal its key to screen, own CPU, frames and bytes written; headless its CPU,
     the collector's pause in it, layouts, restyles, frames, spans and cells rendered, the phase after it)
     python bench/bench_app.py --player --samples [SIZES...]   (the same, the app's phases stamped in the terminal,
     then every Enter, ctrl+z and ctrl+y over 1.5x its kind's median with what ran in it: the collector's passes,
     other threads' CPU, workers and timers, layouts, the footer's fit, rows written; and how many keys had each;
     and the keys beside the pace of the core each ran on: `machine_pace`)
     python bench/bench_app.py --player --samples --rounds N [SIZES...]   (the terminal's keys played in N fresh app
     processes from the same saved match and pooled: sixty keys a kind instead of twenty for p95)
     python bench/bench_app.py --gc [SIZES...]   (the player's order headless only: each step's CPU and the
     time of the cyclic garbage collector's pauses within it, from `gc.callbacks`; and, from a second process on
     the same saved match, the frame's methods each timed to the end of the frame that draws the move
     (`stepped_to_frame`: the move's own work and drawing, without the probe's wait for every widget))
     python bench/bench_app.py --open-only [SIZES...]   (opening only: store, memory, launch to board,
     the app started as the `companion` command starts it, from the list and with `--open ID`; best of three;
     CPU time beside wall time; the peak memory of the process at the board: from the list with the key at once,
     with `--open`, and after the player read the list for READ_LIST_FOR seconds (until the tenth pass the store's
     modules were imported by then); and, on each of the three, after the first move, its undo and its redo (until
     the eleventh pass they imported, opened and attached the store; now sqlite3 writes them), the first move's CPU,
     and once the other screens are imported behind the board after that, or 3 s past that moment when nothing
     opened the store)
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_engine import dice_throne_log  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import compile_project, probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path

#: Actions played in the app after opening (the log is generated this much longer than saved).
EXTRA = 40
#: Undos, redos, unbound keys and empty steps timed after the actions.
MOVES = 20
#: The scripted match's turn is at most this many actions; its offensive roll's kind.
TURN = 10
ROLL = "dice-throne.offensive-roll"
#: App processes per size whose timed steps are pooled.
APP_RUNS = 3
#: Seconds a player reads the list before choosing, in the launch's last columns (before the tenth pass the store was open by then).
READ_LIST_FOR = 0.6

APP_PROBE = r"""
import asyncio, gc, json, os, pickle, sys, time
from textual import events
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame

KEY_CHARACTERS = {"enter": "\r", "ctrl+z": "\x1a", "ctrl+y": "\x19"}
# The player's probe's screen: 120x40, or BENCH_SIZE (COLUMNSxROWS: `bench_boards.py --size 80x24`).
SIZE = tuple(int(n) for n in os.environ.get("BENCH_SIZE", "120x40").split("x"))

# The cyclic garbage collector's pauses (`gc.callbacks`): their CPU time in all and within the last timed step
# (CPU, not wall: on a loaded machine a pause's wall time also holds the time the process waited for a core).
GC = {"time": 0.0, "runs": 0, "oldest": 0, "began": 0.0, "step": 0.0}

def gc_timer(phase, info):
    if phase == "start":
        GC["began"] = time.process_time()
    else:
        GC["time"] += time.process_time() - GC["began"]
        GC["runs"] += 1
        GC["oldest"] += info["generation"] == 2

gc.callbacks.append(gc_timer)

async def settle(pilot):
    # Every widget has handled its messages and the screen has drawn what changed, until a
    # drawing posts nothing more (a layout may post resizes and scrolls that change it again).
    screen = pilot.app.screen
    for _ in range(5):
        await pilot._wait_for_screen()
        if not (screen._dirty_widgets or screen._layout_required or screen._repaint_required):
            break
        screen._on_timer_update()

async def timed(pilot, step, wall, cpu):
    began, began_cpu, began_gc = time.perf_counter(), time.process_time(), GC["time"]
    step()
    await settle(pilot)
    wall.append(time.perf_counter() - began)
    cpu.append(time.process_time() - began_cpu)
    GC["step"] = GC["time"] - began_gc
    await pilot.pause()  # then let the app fall idle before the next key

async def timed_key(pilot, key, wall, cpu, done=None):
    # The key event posted to the app as its driver posts it, through the app's own key handling, timed
    # until the app has handled it (a callback queued behind it has run) and the screen has drawn what changed.
    app = pilot.app
    began, began_cpu, began_gc = time.perf_counter(), time.process_time(), GC["time"]
    event = events.Key(key, KEY_CHARACTERS.get(key, key if len(key) == 1 else None))
    event.set_sender(app)
    handled = asyncio.get_running_loop().create_future()
    app.post_message(event)
    app.call_later(handled.set_result, None)
    await handled
    waited = time.perf_counter() + 10
    while done is not None and not done():  # what the key does may go on in messages after the key's own
        if time.perf_counter() > waited:  # a dialog the key opened, or a key the app refused: say so, never hang
            raise RuntimeError(f"the key {key!r}: what it does was not done after 10 s")
        await asyncio.sleep(0)
    await settle(pilot)
    wall.append(time.perf_counter() - began)
    cpu.append(time.process_time() - began_cpu)
    GC["step"] = GC["time"] - began_gc
    await pilot.pause()

async def opened_frame(pilot):
    # The session (argv[2]) opened in the app, its frame once it is the screen and has had one more round.
    app = pilot.app
    await pilot.pause()
    app.open_session(int(sys.argv[2]))
    while not isinstance(app.screen, SessionFrame):
        await pilot.pause()
    await pilot.pause()
    return app.screen

async def main():
    store = SessionStore.open(sys.argv[1])
    app = make_app(store)
    extra = pickle.loads(bytes.fromhex(sys.argv[3]))
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await opened_frame(pilot)
        got = {name: ([], []) for name in ("act", "undo", "redo", "key", "idle")}
        for action in extra:
            await timed(pilot, lambda: frame.apply(action), *got["act"])
        for _ in range(%(moves)d):
            await timed(pilot, frame.action_undo, *got["undo"])
        for _ in range(%(moves)d):
            await timed(pilot, frame.action_redo, *got["redo"])
        for _ in range(%(moves)d):
            await timed_key(pilot, "f9", *got["key"])  # bound to nothing on the Dice Throne board
        for _ in range(%(moves)d):
            await timed(pilot, lambda: None, *got["idle"])  # the probe's own waiting, with nothing to do
        print(json.dumps({name: wall for name, (wall, _) in got.items()}
                         | {name + "_cpu": cpu for name, (_, cpu) in got.items()}))
    store.close()

asyncio.run(main())
""" % {"moves": MOVES}

APP_PLAYER_PROBE = APP_PROBE.split("async def main():")[0] + r"""
async def posted_to_frame(pilot, key, shown, wall, cpu):
    # The key posted as the terminal's driver posts it, timed to the end of the first frame the screen draws once
    # `shown()` holds (what the key changed is on screen then): no wait of the probe's own inside (`settle` asks a
    # callback of every widget before it draws, about 12 ms of CPU a key that a terminal never spends).
    app, screen = pilot.app, pilot.app.screen
    drawn = asyncio.get_running_loop().create_future()
    refresh = screen._compositor_refresh

    def frame():
        refresh()
        if shown() and not drawn.done():
            drawn.set_result((time.perf_counter(), time.process_time()))

    screen._compositor_refresh = frame
    began, began_cpu = time.perf_counter(), time.process_time()
    event = events.Key(key, KEY_CHARACTERS.get(key, key if len(key) == 1 else None))
    event.set_sender(app)
    app.post_message(event)
    try:
        ended, ended_cpu = await asyncio.wait_for(drawn, 10)
    finally:
        del screen._compositor_refresh
    wall.append(ended - began)
    cpu.append(ended_cpu - began_cpu)
    await pilot.pause()

async def stepped_to_frame(pilot, step, wall, cpu):
    # The frame's own method called, timed to the end of the first frame the screen draws after it: the move's own
    # work and its drawing, without `settle`'s callback to every widget (the probe's floor, about 60 widgets a
    # round). Everything a move changes is set in its handler and drawn in one frame (tests/tui/
    # test_board_draws_per_move.py), so the first frame after the step is the move's.
    screen = pilot.app.screen
    drawn = asyncio.get_running_loop().create_future()
    refresh = screen._compositor_refresh

    def frame():
        refresh()
        if not drawn.done():
            drawn.set_result((time.perf_counter(), time.process_time()))

    screen._compositor_refresh = frame
    began, began_cpu = time.perf_counter(), time.process_time()
    try:
        step()
        ended, ended_cpu = await asyncio.wait_for(drawn, 10)
    finally:
        del screen._compositor_refresh
    wall.append(ended - began)
    cpu.append(ended_cpu - began_cpu)
    await settle(pilot)
    await pilot.pause()

# What each typed key made the app do (`--commands`): the screen's layouts, the stylesheet's applications to a node,
# the frames the compositor drew and the spans of lines (and their cells) it rendered, counted by class-level wrappers.
from textual.css.stylesheet import Stylesheet
from textual.screen import Screen
from textual._compositor import Compositor

WORK = {"layouts": 0, "restyles": 0, "frames": 0, "spans": 0, "cells": 0}

def counted(owner, name, key=None):
    original = getattr(owner, name)

    def wrapper(*args, **kwargs):
        result = original(*args, **kwargs)
        if key is not None:
            WORK[key] += 1
        for _, x1, x2 in getattr(result, "spans", None) or ():  # a partial update's changed spans of lines
            WORK["spans"] += 1
            WORK["cells"] += x2 - x1
        return result

    setattr(owner, name, wrapper)

counted(Screen, "_refresh_layout", "layouts")
counted(Stylesheet, "apply", "restyles")
counted(Screen, "_compositor_refresh", "frames")
counted(Compositor, "render_update")

def said(frame):
    # The command's own entry: its ruling's first words, the phase after it.
    entry = frame.live.entries[-1]
    ruling = getattr(entry, "ruling", None)
    message = getattr(ruling, "message", "") if ruling is not None else ""
    return {"phase": str(getattr(frame.live.state, "phase", "")), "ruling": message[:60],
            "citations": len(getattr(ruling, "citations", ()) or ()), "logged": len(frame.live.entries)}

async def main():
    store = SessionStore.open(sys.argv[1])
    app = make_app(store)
    extra = pickle.loads(bytes.fromhex(sys.argv[3]))
    commands = json.loads(sys.argv[4])
    if sys.argv[5:] == ["frame"]:  # the methods only, each timed to the end of its frame (`stepped_to_frame`)
        async with app.run_test(size=SIZE) as pilot:
            frame = await opened_frame(pilot)
            got = {name: ([], []) for name in ("act", "undo", "redo")}
            for action in extra:
                for name, step in (("act", lambda: frame.apply(action)), ("undo", frame.action_undo),
                                   ("redo", frame.action_redo)):
                    await stepped_to_frame(pilot, step, *got[name])
            print(json.dumps({name + "_frame": wall for name, (wall, _) in got.items()}
                             | {name + "_frame_cpu": cpu for name, (_, cpu) in got.items()}))
        store.close()
        return
    async with app.run_test(size=SIZE) as pilot:
        frame = await opened_frame(pilot)
        names = ("act", "undo", "redo", "character", "command", "undo_key", "redo_key", "character_frame")
        got = {name: ([], []) for name in names}
        collected = {name: [] for name in names}  # the collector's time within each timed step
        GC.update(time=0.0, runs=0, oldest=0)
        for action in extra:  # act, take it back, put it back: the player's order
            for name, step in (("act", lambda: frame.apply(action)), ("undo", frame.action_undo),
                               ("redo", frame.action_redo)):
                await timed(pilot, step, *got[name])
                collected[name].append(GC["step"])
        line = frame.query_one("#command")
        entries = lambda: len(frame.live.entries)
        work = {"command": [], "undo_key": [], "redo_key": []}  # each key's counts (`--commands`)
        for text in commands:  # the same, typed: each key timed until what it does is done and drawn
            for character in text:
                typed = line.value + character
                await timed_key(pilot, character, *got["character"], done=lambda: line.value == typed)
                collected["character"].append(GC["step"])
            for key, name in (("enter", "command"), ("ctrl+z", "undo_key"), ("ctrl+y", "redo_key")):
                logged = entries() + 1  # at least: a game may log its automated steps after the command's own
                before = dict(WORK)
                await timed_key(pilot, key, *got[name], done=lambda: entries() >= logged)
                collected[name].append(GC["step"])
                work[name].append({k: WORK[k] - before[k] for k in WORK} | said(frame)
                                  | {"gc": GC["step"], "text": text})
        for text in commands:  # the characters again, each to the end of its own frame (the line cleared after)
            for character in text:
                typed = line.value + character
                await posted_to_frame(pilot, character, lambda: line.value == typed, *got["character_frame"])
            line.value = ""
            await pilot.pause()
        print(json.dumps({name: wall for name, (wall, _) in got.items()}
                         | {name + "_cpu": cpu for name, (_, cpu) in got.items()}
                         | {name + "_gc": pauses for name, pauses in collected.items()}
                         | {name + "_work": counts for name, counts in work.items()}
                         | {"gc_runs": GC["runs"], "gc_oldest": GC["oldest"], "gc_time": GC["time"],
                            "gc_thresholds": gc.get_threshold(), "gc_frozen": gc.get_freeze_count()}))
    store.close()

asyncio.run(main())
"""

STORE_PROBE = r"""
import json, sys, time
began = time.perf_counter()
from companion.services.store import SessionStore
from rules_engine.games import all_games
all_games()  # the games' packages are imported before the clock starts (the app has them by then)
imported, cpu = time.perf_counter(), time.process_time()
store = SessionStore.open(sys.argv[1])
live = store.open_session(int(sys.argv[2]))
live.state
opened, cpu = time.perf_counter(), time.process_time() - cpu
store.close()
# VmHWM: the peak of this program's own memory (ru_maxrss would carry over the parent's, which
# held the generated match when it started this process).
peak_kib = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({"open": opened - imported, "open_cpu": cpu, "peak_mib": peak_kib / 1024}))
"""

#: Waits until the screen is drawn and settled (no widget, layout, repaint or footer key left to draw): the launch
#: probes' idea of "drawn" (`LAUNCH_WATCH`, `bench/launch_key_counts.py`).
DRAWN = r"""
async def drawn(pilot):
    screen = pilot.app.screen
    for _ in range(50):
        await pilot._wait_for_screen()
        footers = screen.query(Footer)
        footer = footers.first() if footers else None
        keys = footer.query(FooterKey) if footer is not None else None
        if not (screen._dirty_widgets or screen._layout_required or screen._repaint_required
                or screen._recompose_required or screen._callbacks
                or (footer is not None and (footer._rebuild_asked or not keys or not keys.first().region))):
            return
        screen._on_timer_update()
"""

#: Probe code shared by the probes that watch a launch (`LAUNCH_PROBE`, `bench_memory_paths.PATHS_PROBE`; they
#: import `deferred`, `Footer` and `FooterKey` first): `WARMED` is set once the app's `deferred.warm_up` has imported
#: every screen and game, and `drawn(pilot)` returns once the screen has laid out and drawn everything asked of it, has
#: no callback left after a refresh, and its footer (if it has one) shows its keys (built once the screen's bindings
#: are known, after the first refresh).
LAUNCH_WATCH = r"""
WARMED = []
whole_warm_up = deferred.warm_up

def warm_up(*args, **kwargs):
    done = whole_warm_up(*args, **kwargs)
    if done:
        WARMED.append(True)
    return done

deferred.warm_up = warm_up

""" + DRAWN

#: Launch to board as a player does it: the app opens its store after its first frame, the
#: player picks the session from the list as soon as it is drawn (the app opens it once the store is).
#: "listed" is the moment the home screen shows its list and has nothing left to lay out, draw or call
#: back after a refresh, its footer's keys shown (until the ninth pass the key was sent as soon as the table
#: held a row, before it was drawn: the home screen's own drawing then fell after the key); "key" (wall and
#: CPU) runs from the key to the board. A fifth argument (seconds) sends the key that long after the list is
#: drawn, as a player who reads it first (the store's worker has gone on meanwhile).
#: "board" is the moment the session frame is the screen and has nothing left to lay out, draw or
#: call back after a refresh: the board is on the terminal. "idle" is the moment Pilot's `pause()`
#: finds the whole process idle, which the benchmark reported as the board until the seventh pass: it
#: also waits (up to a second) for the store's import, which goes on in a worker behind the board.
LAUNCH_PROBE = r"""
import sys, time
launched = float(sys.argv[3])
try:  # the collector held before the app's import (asyncio's and Textual's too), as `companion` holds it (`run_tui`)
    from companion.shell import launch_collector
    launch_collector.hold(launch_collector.STARTING)
except ImportError:  # a checkout from before the eleventh pass (A in an A/B)
    pass
import asyncio, json, os, pickle
# MOVE (pickled, hex): an action the probe plays once the board is drawn, then undoes (`moved_peak_mib`).
MOVE = os.environ.get("MOVE") or None  # unpickled only once the board is drawn (it imports the game's actions)
from companion.shell import deferred
from companion.shell.app import make_app
from screens.localized_footer import Footer
from textual.widgets._footer import FooterKey
""" + LAUNCH_WATCH + r"""
async def main():
    given = len(sys.argv) > 4 and sys.argv[4] == "open"  # `companion --open ID`: no list, the session at once
    app = make_app(db_url=sys.argv[1], open_session=int(sys.argv[2])) if given else make_app(db_url=sys.argv[1])
    async with app.run_test(size=(120, 40)) as pilot:
        while not given and (not app.screen.query("#sessions") or not app.screen.query_one("#sessions").row_count):
            await pilot.pause(0.005)
        if not given:
            await drawn(pilot)  # the list on the screen, as the player sees it before choosing
            if len(sys.argv) > 4 and sys.argv[4] != "open":  # a player who reads the list this long first
                await asyncio.sleep(float(sys.argv[4]))
        listed, listed_cpu = time.time() - launched, time.process_time()
        if not given:
            app.open_session(int(sys.argv[2]))
        while type(app.screen).__name__ != "SessionFrame":
            await pilot.pause(0.005)
        await drawn(pilot)
        board, board_cpu = time.time() - launched, time.process_time()
        await pilot.pause()
        peak_kib = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
        seen = {"listed": listed, "listed_cpu": listed_cpu, "key": board - listed, "key_cpu": board_cpu - listed_cpu,
                "board": board, "board_cpu": board_cpu, "board_peak_mib": peak_kib / 1024,
                "idle": time.time() - launched, "idle_cpu": time.process_time()}
        if MOVE is not None:  # the first move, its undo and its redo (until the eleventh pass they opened the store)
            assert type(app.screen).__name__ == "SessionFrame"
            frame = app.screen
            moved_cpu = time.process_time()
            frame.apply(pickle.loads(bytes.fromhex(MOVE)))
            await drawn(pilot)
            seen["first_move_cpu"] = time.process_time() - moved_cpu
            frame.action_undo()
            await drawn(pilot)
            frame.action_redo()
            await drawn(pilot)
            live = frame.live if type(frame.live).__name__ == "LiveSession" else frame.live.live
            assert live is not None and len(frame.live.entries) >= 3  # written (the store's or sqlite3's writer)
            seen["writer"] = type(live._store).__name__
            seen["moved_peak_mib"] = next(int(line.split()[1]) for line in open("/proc/self/status")
                                          if line.startswith("VmHWM:")) / 1024
            # Then the other screens' import behind the board (`_warm_up_rest`, REST_OF_WARM_UP_AFTER after the store
            # opens): waited for until it ends (at most 30 s), or, when nothing opens the store, 3 s past its moment.
            waited = time.time()
            from companion.shell.app import REST_OF_WARM_UP_AFTER
            while not WARMED and time.time() - waited < (30 if app.opened_store is not None else REST_OF_WARM_UP_AFTER + 3):
                await asyncio.sleep(0.05)
            seen["warm_up_ran"] = bool(WARMED)
            seen["database_layer"] = sorted(m for m in ("sqlalchemy", "sqlmodel", "pydantic") if m in sys.modules)
            seen["warmed_peak_mib"] = next(int(line.split()[1]) for line in open("/proc/self/status")
                                           if line.startswith("VmHWM:")) / 1024
            frame.action_undo()  # the log's end as this probe found it: the next launch's first move is allowed again
            await drawn(pilot)
        print(json.dumps(seen))
    # The store may still be opening behind the board (the session was read with sqlite3).
    store = app.store or app.opened_store
    if store is not None:
        store.close()

asyncio.run(main())
"""


def saved_match(url: str, size: int) -> tuple[int, list]:
    """A Dice Throne match of `size` actions saved at `url`; its id and EXTRA actions to play next."""
    from companion.services.store import SessionStore
    from companion.services.store.times import now
    from rules_engine.serialization import to_jsonable

    game, setup, log = dice_throne_log(size + EXTRA + TURN)
    # The saved part ends where a turn's first roll is next (at most TURN - 1 actions more than `size`),
    # so the moves timed after it are the same kinds of action at every size.
    start = next(seq for seq in range(max(size, 1), len(log)) if log[seq].KIND == ROLL and log[seq - 1].KIND != ROLL)
    saved, extra = log[:start], log[start:start + EXTRA]
    state = game.new_game(setup)
    entries = []
    moment = now().isoformat()
    for seq, action in enumerate(saved, start=1):
        outcome = game.apply(state, action)
        state = outcome.state
        entries.append({"seq": seq, "kind": "action", "action": action.to_json(),
                        "ruling": outcome.ruling.to_json(), "overridden": False, "target_seq": None,
                        "created_at": moment})
    document = {"format": "table-companion-session", "format_version": 1, "name": f"{size} actions",
                "game": {"id": game.id, "title": game.title}, "setup": setup.to_json(), "log": entries}
    store = SessionStore.open(url)
    try:
        from companion.services.store.transfer import FORMAT, FORMAT_VERSION
        document["format"], document["format_version"] = FORMAT, FORMAT_VERSION
        session_id = store.import_session(document)
    finally:
        store.close()
    del to_jsonable
    return session_id, extra


@contextmanager
def opened_match(size: int) -> Iterator[tuple[str, str, int, list]]:
    """A saved match of `size` actions in a temporary folder, opened once (which writes its snapshots): the
    folder, the database's url, the session's id and the actions to play next."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.db"
        session_id, extra = saved_match(url, size)
        run(STORE_PROBE, url, str(session_id))  # first opening: writes the snapshots
        yield folder, url, session_id, extra


def typed_commands(size: int, count: int) -> list[str]:
    """`count` commands a player would type from where the saved match of `size` ends: `next`, or `sell`
    where the hand is over its limit (each allowed where it is typed, so none opens a refusal)."""
    from rules_engine.errors import RuleViolation

    game, setup, log = dice_throne_log(size + EXTRA + TURN)
    start = next(seq for seq in range(max(size, 1), len(log)) if log[seq].KIND == ROLL and log[seq - 1].KIND != ROLL)
    state = game.new_game(setup)
    for action in log[:start]:
        state = game.apply(state, action).state
    commands = []
    for _ in range(count):
        for text in ("next", "sell"):
            try:
                state = game.apply(state, game.parse_command(state, text)).state
            except RuleViolation:
                continue
            commands.append(text)
            break
        else:
            raise SystemExit(f"neither next nor sell is allowed after {size} actions")
    return commands


def run(code: str, *args: str, move: object = None) -> dict:
    """The last JSON line `code` prints, run in a fresh process with `args`; `move` (an action) is handed to
    LAUNCH_PROBE to play and undo on the board it opened."""
    env = probe_environment()
    if move is not None:
        import pickle

        env["MOVE"] = pickle.dumps(move).hex()
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=REPO, check=True, capture_output=True, text=True,
                         env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def restore(saved: Path, database: Path) -> None:
    """The database put back as `saved` holds it, for the next process to play from the same moment: its write-ahead
    log and shared-memory index removed first. The terminal's app is killed when its keys are played, which leaves
    its log beside the database with the moves it committed; a log left there would be read into the copy put back
    (SQLite takes a `-wal` file beside a database as that database's), and the next round would start where the last
    one ended, or from a log that does not fit the file.

    Then the disk is settled (`os.sync`: the copy's pages and the removals on the disk) before the next process starts,
    as a player's saved game is at rest when the app opens it. Without it the app's first commits (SQLite's fsync,
    `synchronous=FULL`) waited for this copy of several megabytes to reach the disk, since the file system writes a
    journal's worth of other files' data with an fsync (in the twenty-fourth pass's quiet run a round's first Enter
    of Runebound 2e waited 2.5 s for its commit, and the stalls began with each round's first key)."""
    for suffix in ("-wal", "-shm", "-journal"):
        Path(f"{database}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(saved, database)
    os.sync()


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def main() -> None:
    """Print one row per size: store open, peak memory, launch to board, action/undo/redo medians."""
    import pickle

    open_only = "--open-only" in sys.argv  # only opening: the store, memory and launch to board
    player = "--player" in sys.argv
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 1
    sizes = [int(a) for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] != "--rounds"] or (
        [1_000, 10_000, 50_000] if player else [100, 1_000, 10_000, 50_000])
    compile_project()
    if "--gc" in sys.argv:
        collector_columns(sizes)
        return
    if player:
        player_columns(sizes, per_command="--commands" in sys.argv, slow_samples="--samples" in sys.argv, rounds=rounds)
        return
    if open_only:
        open_columns(sizes)
        return
    print("| actions | open in the store | peak memory (store) | launch to board (best of 3) | action | undo | redo "
          "| unbound key | action CPU | undo CPU | redo CPU | unbound key CPU | nothing CPU |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for size in sizes:
        with opened_match(size) as (_, url, session_id, extra):
            stores = [run(STORE_PROBE, url, str(session_id)) for _ in range(3)]
            launches = [run(LAUNCH_PROBE, url, str(session_id), repr(time.time())) for _ in range(3)]
            # The steps' costs are bimodal (a phase change is cheap, a roll or a declared attack is not) and a
            # timer's tick lands on some of them: the samples of a few processes are pooled for steadier medians.
            runs = [run(APP_PROBE, url, str(session_id), pickle.dumps(extra).hex()) for _ in range(APP_RUNS)]
            app = {name: [sample for one in runs for sample in one[name]] for name in runs[0]}
        print(
            f"| {size:,} | {ms(min(s['open'] for s in stores))} | {min(s['peak_mib'] for s in stores):.0f} MiB "
            f"| {ms(min(launch['board'] for launch in launches))} | {ms(statistics.median(app['act']))} | {ms(statistics.median(app['undo']))} "
            f"| {ms(statistics.median(app['redo']))} | {ms(statistics.median(app['key']))} "
            f"| {ms(statistics.median(app['act_cpu']))} | {ms(statistics.median(app['undo_cpu']))} "
            f"| {ms(statistics.median(app['redo_cpu']))} | {ms(statistics.median(app['key_cpu']))} "
            f"| {ms(statistics.median(app['idle_cpu']))} |",
            flush=True,
        )


def p95(samples: list[float]) -> float:
    """The 95th percentile of some samples (of twenty, the second slowest; of sixty, the fourth slowest)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def spread(samples: list[float]) -> str:
    """Median and 95th percentile of some seconds."""
    return f"{ms(statistics.median(samples))} / {ms(p95(samples))}"


def player_columns(sizes: list[int], per_command: bool = False, slow_samples: bool = False, rounds: int = 1) -> None:
    """The player's order at each size: in a terminal (key to screen, wall and CPU) and headless (CPU, wall); with
    `per_command`, then a row per typed command's key (`command_rows`); with `slow_samples` (`--samples`), the app's
    phases stamped in the terminal and every slow key listed with what ran in it (`terminal_phases.print_slow_samples`)
    and the keys beside their cores' pace (`terminal_phases.print_pace`); with `rounds` over 1 (`--rounds N`), the
    terminal's keys played in that many fresh app processes from the same saved match and pooled."""
    import os
    import pickle

    from bench.bench_terminal import play

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| actions | step | terminal: key to screen, median / p95 | its CPU, median / p95 | frames "
          "| headless: CPU, median / p95 | its wall, median / p95 "
          "| terminal: the key's own CPU to its last frame | headless: CPU to its frame, posted as a terminal does |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in sizes:
        with opened_match(size) as (folder, url, session_id, extra):
            commands = typed_commands(size, MOVES)
            saved = Path(folder, "saved.db")
            shutil.copyfile(Path(folder, "bench.db"), saved)
            headless = run(APP_PLAYER_PROBE, url, str(session_id), pickle.dumps(extra[:MOVES]).hex(), json.dumps(commands))
            env = probe_environment() | {"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
                                         "XDG_CONFIG_HOME": f"{folder}/config", "XDG_DATA_HOME": f"{folder}/data",
                                         "XDG_CACHE_HOME": f"{folder}/cache"}
            terminal: dict = {}
            idle: list = []
            for round_ in range(rounds):
                restore(saved, Path(folder, "bench.db"))  # the terminal plays from the same saved match
                stamped = Path(folder, f"phases-{round_ + 1}") if slow_samples else None
                got, quiet = play([sys.executable, "-m", "companion", "--db", url, "--open", str(session_id)], env,
                                  REPO, commands, phases=stamped)
                for kind, samples in got.items():
                    terminal.setdefault(kind, []).extend(samples)
                idle += quiet
                if stamped is not None:
                    from bench.terminal_phases import print_pace, print_slow_samples, read_stamps, read_thread_names

                    slow = (read_stamps(stamped), read_thread_names(stamped))
                    garbage = Path(stamped, "phases.json.garbage")  # PHASES_GC_GARBAGE=1: the garbage by type
                    if garbage.exists():
                        print("the cyclic garbage of the keys, by type:", garbage.read_text(encoding="utf-8"))
                    if rounds > 1:  # each round's own stamps and pace
                        print_slow_samples(f"{size:,} actions, round {round_ + 1} of {rounds}", commands, got, *slow)
        rows = [("action (method)", None, "act"), ("undo (method)", None, "undo"), ("redo (method)", None, "redo"),
                ("typed command + Enter", "command", "command"), ("ctrl+z (undo)", "undo", "undo_key"),
                ("ctrl+y (redo)", "redo", "redo_key"), ("one typed character", "character", "character")]
        for label, in_terminal, in_app in rows:
            samples = terminal[in_terminal] if in_terminal else []
            walls = [s.wall for s in samples if s.frames]
            drawn = (f"{spread(walls)} | {spread([s.cpu for s in samples])} | "
                     f"{statistics.median(s.frames for s in samples):.0f}") if walls else "– | – | –"
            own = spread([s.own_cpu for s in samples if s.frames]) if walls else "–"
            posted = spread(headless[in_app + "_frame_cpu"]) if in_app + "_frame_cpu" in headless else "–"
            print(f"| {size:,} | {label} | {drawn} | {spread(headless[in_app + '_cpu'])} | {spread(headless[in_app])} "
                  f"| {own} | {posted} |", flush=True)
        if per_command:
            command_rows(size, commands, terminal, headless)
        if slow_samples and rounds == 1:
            print_slow_samples(f"{size:,} actions", commands, terminal, *slow)
        elif slow_samples:  # the rounds' keys pooled, beside their cores' pace
            print_pace(f"{size:,} actions, {rounds} rounds pooled", terminal)
        cpu = sorted(second.cpu for second in idle)
        print(f"| {size:,} | a second nobody types (clock paused; {len(idle)} seconds) | – "
              f"| {ms(statistics.median(cpu))} / {ms(cpu[-1])} (median / most) "
              f"| {statistics.median(second.frames for second in idle):.0f} "
              f"(+ {statistics.median(second.blinks for second in idle):.0f} blinks) | – | – | – | – |", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    from bench import bench_terminal as _terminal  # the reader's policy of the last terminal run
    print("the terminal's reader: " + (f"SCHED_FIFO {_terminal.READER_PRIORITY}" if _terminal.reader_first else "the ordinary policy"))


def command_rows(size: int, commands: list[str], terminal: dict, headless: dict) -> None:
    """A row per typed command's Enter, ctrl+z and ctrl+y (`--player --commands`): in the terminal the key to screen,
    the key's own CPU, its frames and the bytes they wrote; headless its CPU, the cyclic collector's pause within it,
    the screen's layouts, the stylesheet's applications (restyles), the frames, the spans of lines the compositor
    rendered and their cells; the phase after the key and how many rules the command's ruling cites."""
    print(f"\n{size:,} actions, each typed key:\n")
    print("| # | command | key | terminal: key to screen | its own CPU | frames | bytes | headless: CPU | collector "
          "| layouts | restyles | frames | spans | cells | phase after | rules cited |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    keys = (("enter", "command", "command"), ("ctrl+z", "undo", "undo_key"), ("ctrl+y", "redo", "redo_key"))
    for number, text in enumerate(commands):
        for key, in_terminal, in_app in keys:
            sample, work = terminal[in_terminal][number], headless[in_app + "_work"][number]
            cpu = headless[in_app + "_cpu"][number]
            print(f"| {number + 1} | {text} | {key} | {ms(sample.wall)} | {ms(sample.own_cpu)} | {sample.frames} "
                  f"| {sample.written:,} | {ms(cpu)} | {ms(work['gc'])} | {work['layouts']} | {work['restyles']} "
                  f"| {work['frames']} | {work['spans']} | {work['cells']:,} | {work['phase']} "
                  f"| {work['citations'] if key == 'enter' else '–'} |", flush=True)
    print()


def collector_columns(sizes: list[int]) -> None:
    """The player's order headless at each size: each step's CPU and the cyclic collector's share of it."""
    import os
    import pickle

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| actions | step | CPU, median / p95 | collector in the step, mean | its share of the steps' CPU "
          "| steps with a collection | CPU to the move's frame, median / p95 (no wait of the probe's) |")
    print("|---|---|---|---|---|---|---|")
    for size in sizes:
        with opened_match(size) as (folder, url, session_id, extra):
            commands = json.dumps(typed_commands(size, MOVES))
            saved = Path(folder, "saved.db")
            shutil.copyfile(Path(folder, "bench.db"), saved)
            got = run(APP_PLAYER_PROBE, url, str(session_id), pickle.dumps(extra[:MOVES]).hex(), commands)
            restore(saved, Path(folder, "bench.db"))  # the same moves again, each timed to its frame
            got |= run(APP_PLAYER_PROBE, url, str(session_id), pickle.dumps(extra[:MOVES]).hex(), commands, "frame")
        for name in ("act", "undo", "redo", "command", "undo_key", "redo_key", "character"):
            cpu, pauses = got[name + "_cpu"], got[name + "_gc"]
            framed = spread(got[name + "_frame_cpu"]) if name + "_frame_cpu" in got else "–"
            print(f"| {size:,} | {name} | {spread(cpu)} | {ms(statistics.mean(pauses))} "
                  f"| {100 * sum(pauses) / sum(cpu):.0f}% | {sum(1 for p in pauses if p)} of {len(pauses)} "
                  f"| {framed} |", flush=True)
        print(f"| {size:,} | whole run | collections {got['gc_runs']} (oldest generation {got['gc_oldest']}), "
              f"{ms(got['gc_time'])} | thresholds {tuple(got['gc_thresholds'])}, frozen {got['gc_frozen']:,} | | | |",
              flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def warmed(runs: list[dict]) -> str:
    """The highest peak once the other screens were imported behind the board (or, when nothing opened the store,
    3 s past the moment they would have been), with what the runs had imported: "warmed" when the other screens'
    import ran, "+db" when SQLAlchemy, SQLModel and pydantic were imported."""
    marks = {"warmed" for run in runs if run["warm_up_ran"]} | {"+db" for run in runs if run["database_layer"]}
    return f"{max(run['warmed_peak_mib'] for run in runs):.0f}" + (f" ({', '.join(sorted(marks))})" if marks else "")


def open_columns(sizes: list[int]) -> None:
    """One row per size: store open (wall, CPU), peak memory, launch to list and to board (wall, CPU)."""
    print("| actions | open in the store | its CPU | peak memory (store) | launch to list drawn | its CPU | key to board "
          "| its CPU | launch to board | its CPU | to idle (the earlier \"board\") | its CPU | `--open` to board | its CPU "
          f"| peak memory at the board (list / `--open`) | key to board after {READ_LIST_FOR} s on the list | its CPU "
          f"| peak memory at the board after {READ_LIST_FOR} s on the list "
          "| peak after the first move, its undo and its redo (list / `--open` / after reading the list) "
          "| the first move's CPU (same three) | its writer "
          "| peak after the other screens' import behind the board, or 3 s past its moment (same three) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for size in sizes:
        with opened_match(size) as (_, url, session_id, extra):
            stores = [run(STORE_PROBE, url, str(session_id)) for _ in range(3)]
            launches = [run(LAUNCH_PROBE, url, str(session_id), repr(time.time()), move=extra[0]) for _ in range(3)]
            given = [run(LAUNCH_PROBE, url, str(session_id), repr(time.time()), "open", move=extra[0])
                     for _ in range(3)]
            read = [run(LAUNCH_PROBE, url, str(session_id), repr(time.time()), str(READ_LIST_FOR), move=extra[0])
                    for _ in range(3)]
        best = min(launches, key=lambda launch: launch["board"])
        after_reading = min(read, key=lambda launch: launch["key"])
        opened = min(given, key=lambda launch: launch["board"])
        print(
            f"| {size:,} | {ms(min(s['open'] for s in stores))} | {ms(min(s['open_cpu'] for s in stores))} "
            f"| {min(s['peak_mib'] for s in stores):.0f} MiB | {ms(best['listed'])} | {ms(best['listed_cpu'])} "
            f"| {ms(best['key'])} | {ms(best['key_cpu'])} | {ms(best['board'])} "
            f"| {ms(best['board_cpu'])} | {ms(best['idle'])} | {ms(best['idle_cpu'])} "
            f"| {ms(opened['board'])} | {ms(opened['board_cpu'])} "
            f"| {max(s['board_peak_mib'] for s in launches):.0f} / {max(g['board_peak_mib'] for g in given):.0f} MiB "
            f"| {ms(after_reading['key'])} | {ms(after_reading['key_cpu'])} "
            f"| {max(r['board_peak_mib'] for r in read):.0f} MiB "
            f"| {max(s['moved_peak_mib'] for s in launches):.0f} / {max(g['moved_peak_mib'] for g in given):.0f} "
            f"/ {max(r['moved_peak_mib'] for r in read):.0f} MiB "
            f"| {' / '.join(ms(min(r['first_move_cpu'] for r in runs)) for runs in (launches, given, read))} "
            f"| {', '.join(sorted({r['writer'] for runs in (launches, given, read) for r in runs}))} "
            f"| {' / '.join(warmed(runs) for runs in (launches, given, read))} MiB |",
            flush=True,
        )


if __name__ == "__main__":
    main()
