"""Peak memory on the paths a player takes from a board at a long session (issue 32: at most 80 MiB at 50,000).

    python bench/bench_memory_paths.py [--trace] [--language ru] [SIZES...]   (default: 50000)

For each size, a Dice Throne match of that many actions is saved (`bench_app.saved_match`) and opened once; then the
app is started as the `companion` command starts it (`make_app(db_url=...)`, a fresh process), the session chosen from
the list as soon as it is drawn, and, in this order: the first move, its undo and its redo; help (F1) opened and
closed; the timeline (F2) opened and closed; a dialog (ctrl+t's free roll prompt) opened and closed; the home screen
(esc) and the board again (the same session chosen); then 3 s past the moment the other screens' import would start
(or until it ends, when something opened the store). After each step: the process's peak resident set (VmHWM), its
resident set now (VmRSS), its own CPU, whether the store is open and which of SQLAlchemy, SQLModel, pydantic and
Alembic are imported. The move is undone last, so that the next run may play it again.

`--trace`: tracemalloc runs from before the app's import (slower, and its own bookkeeping adds to the resident set:
read the peaks of a run without it), and the memory traced at the end is listed by package (the innermost frame of
each allocation outside the import machinery: an imported module's code is counted to the package that imported it).

Reported in docs/benchmarks.md, never asserted in a test (the counts of what is imported are: `tests/tui/`).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import LAUNCH_WATCH, opened_match  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path

PATHS_PROBE = r"""
import sys, os, time
TRACE = os.environ.get("TRACE") == "1"
if TRACE:
    import tracemalloc
    tracemalloc.start(40)
try:
    from companion.shell import launch_collector
    launch_collector.hold(launch_collector.STARTING)
except ImportError:
    pass
import asyncio, json, pickle
from companion.shell import deferred
from companion.shell.app import make_app, REST_OF_WARM_UP_AFTER
from companion.services.i18n import current_language
from screens.localized_footer import Footer
from textual.widgets._footer import FooterKey

MOVE = os.environ["MOVE"]
LAYER = ("sqlalchemy", "sqlmodel", "pydantic", "alembic")
""" + LAUNCH_WATCH + r"""

def held():
    # What the interface's language holds: saved sentences read (kept), the catalogue's messages decoded, the
    # templates made (0 when none was needed).
    stored_text = sys.modules.get("companion.services.i18n.stored_text")
    catalogues = sys.modules.get("companion.services.i18n.catalogues")
    if stored_text is None or catalogues is None:
        return {}
    catalogue = catalogues.load_catalogue(current_language()) if current_language() != "en" else None
    made = stored_text._templates_of_catalogue.cache_info().currsize
    return {"sentences read": stored_text._read_cached.cache_info().currsize,
            "messages decoded": getattr(catalogue, "decoded", 0),
            "templates": len(stored_text.english_templates(catalogue).templates) if made else 0}

def status(name):
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith(name + ":")) / 1024

async def until(pilot, test, what):
    began = time.monotonic()
    while not test():
        if time.monotonic() - began > 60:
            raise SystemExit(f"not reached in 60 s: {what}")
        await pilot.pause(0.005)

async def main():
    app = make_app(db_url=sys.argv[1], language=os.environ.get("BENCH_LANGUAGE") or None)  # as `--lang` gives it
    session_id = int(sys.argv[2])
    seen = []

    def note(step):
        seen.append({"step": step, "peak_mib": status("VmHWM"), "rss_mib": status("VmRSS"), "cpu": time.process_time(),
                     "store_open": app.opened_store is not None,
                     "layer": [m for m in LAYER if m in sys.modules],
                     "screen": type(app.screen).__name__, "language": current_language(), "i18n": held()})

    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count,
                    "the list")
        await drawn(pilot)
        app.open_session(session_id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board")
        await drawn(pilot)
        note("board")
        frame = app.screen
        frame.apply(pickle.loads(bytes.fromhex(MOVE)))
        await drawn(pilot)
        frame.action_undo()
        await drawn(pilot)
        frame.action_redo()
        await drawn(pilot)
        note("first move, undo, redo")
        app.action_help()
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen", "help")
        await drawn(pilot)
        note("help open")
        app.action_help()
        await until(pilot, lambda: app.screen is frame, "help closed")
        await drawn(pilot)
        note("help closed")
        frame.action_past_moments()
        await until(pilot, lambda: type(app.screen).__name__ == "TimelineScreen", "the timeline")
        await drawn(pilot)
        note("timeline open")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "the timeline closed")
        await drawn(pilot)
        note("timeline closed")
        frame.action_free_roll()
        await until(pilot, lambda: app.screen is not frame, "the free roll's prompt")
        await drawn(pilot)
        note("dialog open (" + type(app.screen).__name__ + ")")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "the dialog closed")
        await drawn(pilot)
        note("dialog closed")
        frame.action_leave()
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen", "home")
        await drawn(pilot)
        note("home")
        del frame  # the probe keeps no closed board alive itself
        await pilot.pause(0.3)
        moved_cpu = time.process_time()
        app.open_session(session_id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board again")
        await drawn(pilot)
        note("board again")
        seen[-1]["key_cpu"] = time.process_time() - moved_cpu
        waited = time.time()
        while not WARMED and time.time() - waited < (30 if app.opened_store is not None else REST_OF_WARM_UP_AFTER + 3):
            await asyncio.sleep(0.05)
        note("warm-up's moment + 3 s" + (" (other screens imported)" if WARMED else ""))
        frame = app.screen
        frame.action_undo()
        await drawn(pilot)
        if TRACE:
            snapshot = tracemalloc.take_snapshot()
            by_package = {}
            for stat in snapshot.statistics("traceback"):
                frames = [f.filename for f in stat.traceback]  # most recent call last
                inner = next((name for name in reversed(frames) if not name.startswith("<")), "<import machinery>")
                by_package[package(inner)] = by_package.get(package(inner), 0) + stat.size
            seen.append({"traced": sorted(by_package.items(), key=lambda item: -item[1])[:25]})
        print(json.dumps(seen))
    store = app.store or app.opened_store
    if store is not None:
        store.close()

def package(filename):
    parts = filename.replace("\\", "/").split("/")
    for root in ("site-packages", "python3.11"):
        if root in parts:
            rest = parts[parts.index(root) + 1:]
            return (rest[0] if rest else filename).removesuffix(".py")
    for top in ("companion", "screens", "rules_engine", "cards_db"):
        if top in parts:
            rest = parts[parts.index(top):]
            return "/".join(rest[:3]).removesuffix(".py")
    return filename

asyncio.run(main())
"""


def main() -> None:
    import pickle

    args = sys.argv[1:]
    trace = "--trace" in args
    language = args[args.index("--language") + 1] if "--language" in args else None
    sizes = [int(a) for a in args if a.isdigit()] or [50_000]
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"load {' '.join(load)} at {time.strftime('%H:%M:%S', time.gmtime())} UTC")
    for size in sizes:
        with opened_match(size) as (_, url, session_id, extra):
            env = probe_environment()
            env["MOVE"] = pickle.dumps(extra[0]).hex()
            if trace:
                env["TRACE"] = "1"
            if language:
                env["BENCH_LANGUAGE"] = language
            out = subprocess.run([sys.executable, "-c", PATHS_PROBE, url, str(session_id)], cwd=REPO,
                                 capture_output=True, text=True, env=env)
        if out.returncode:
            raise SystemExit(f"the probe failed at {size:,} actions: {out.stderr[-2000:]}")
        steps = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"\n{size:,} actions, the interface in {steps[0]['language']}")
        print("| step | peak (VmHWM) | resident now | CPU since start | store open | database layer imported | held by i18n |")
        print("|---|---|---|---|---|---|---|")
        for step in steps:
            if "traced" in step:
                continue
            key = f" (its CPU from the key {step['key_cpu'] * 1000:.0f} ms)" if "key_cpu" in step else ""
            print(f"| {step['step']}{key} | {step['peak_mib']:.1f} MiB | {step['rss_mib']:.1f} MiB | {step['cpu'] * 1000:.0f} ms "
                  f"| {'yes' if step['store_open'] else 'no'} | {', '.join(step['layer']) or '-'} "
                  f"| {', '.join(f'{name} {count:,}' for name, count in step['i18n'].items()) or '-'} |")
        for step in steps:
            if "traced" in step:
                print("\ntraced at the end, by package (MiB):")
                for name, size_bytes in step["traced"]:
                    print(f"  {size_bytes / 2**20:7.2f}  {name}")
    print(f"\nload {' '.join(Path('/proc/loadavg').read_text().split()[:3])} at {time.strftime('%H:%M:%S', time.gmtime())} UTC")


if __name__ == "__main__":
    main()
