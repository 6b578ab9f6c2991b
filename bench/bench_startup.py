"""Benchmark: the first frame of Table Companion beside Posting's, both started the same way in one run.

Each start is a fresh process of the app's own command (`companion --db URL`, `posting
--collection DIR`) in a pseudo-terminal of 80x24 with the same environment, as a player would
start it. The script reads the terminal and notes, from launching the process:
- the first frame: the first screen update written to the terminal (a Textual app's first
  paint starts by moving the cursor home, after its terminal set-up codes);
- for Table Companion, the home screen complete: a saved session's name shown in the list;
- the CPU time the process had used at each of those moments (user + system, from
  /proc/PID/stat; the machine is shared, so wall time alone would measure the neighbours).
The two apps are started alternately, so both see the same load. The project's modules are compiled
first (`bench/bytecode.py`), as an installed package's are, and no process is told not to use them. Table Companion opens a
database of 20 saved sessions; Posting an empty collection.

Posting pins Textual 6.1 while Table Companion pins Textual 8.2, so the two cannot share an
environment (pip finds no solution): Posting lives in its own virtual environment, made on first
use at `.venv-posting/` (git-ignored) from `bench/posting-requirements.txt`.

Run: python bench/bench_startup.py [--rounds N] [--posting PATH]   (PATH: a `posting` command)
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bytecode import compile_project  # noqa: E402 - after the line that puts the checkout on sys.path

POSTING_VENV = REPO / ".venv-posting"
POSTING_REQUIREMENTS = REPO / "bench" / "posting-requirements.txt"
#: A Textual app's first paint starts at the top-left cell.
FIRST_PAINT = b"\x1b[1;1H"
#: Every saved session of the benchmark database is named with this, so its list is recognised.
SESSION_MARK = b"Bench game"
TIMEOUT = 60.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")

SEED = """
import sys
sys.path.insert(0, '.')
import tests.support.tally_game
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup
store = SessionStore.open(sys.argv[1])
for i in range(20):
    store.create_session(game_id='tally', name=f'Bench game {i}',
                         setup=GameSetup((PlayerSetup('Ann'), PlayerSetup('Bo'))))
store.close()
"""


@dataclass(frozen=True)
class Start:
    """One start of an app: seconds from launch to each mark, wall clock and CPU of the process."""

    frame_wall: float
    frame_cpu: float
    list_wall: float | None = None
    list_cpu: float | None = None


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a live process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def start_in_terminal(command: list[str], env: dict[str, str], *, list_mark: bytes | None) -> Start:
    """Launch `command` in an 80x24 pseudo-terminal and time its first paint (and `list_mark`)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    launched = time.perf_counter()
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=env["HOME"],
                               start_new_session=True)
    os.close(slave)
    seen = b""
    frame: tuple[float, float] | None = None
    listed: tuple[float, float] | None = None
    try:
        while time.perf_counter() - launched < TIMEOUT:
            ready, _, _ = select.select([master], [], [], 0.05)
            if not ready:
                if process.poll() is not None:
                    break
                continue
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            now = time.perf_counter() - launched
            seen += chunk
            if frame is None and FIRST_PAINT in seen:
                frame = (now, cpu_seconds(process.pid))
            if list_mark is not None and listed is None and list_mark in seen:
                listed = (now, cpu_seconds(process.pid))
            if frame is not None and (list_mark is None or listed is not None):
                break
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        os.close(master)
    if frame is None or (list_mark is not None and listed is None):
        tail = seen[-400:].decode("utf-8", "replace")
        raise SystemExit(f"{command[0]} showed no {'frame' if frame is None else 'session list'}: {tail!r}")
    return Start(frame[0], frame[1], *(listed or (None, None)))


def posting_command(given: str | None) -> str:
    """The `posting` command to run: the given one, or the benchmark's own environment (made if missing)."""
    if given:
        return given
    command = POSTING_VENV / "bin" / "posting"
    if not command.exists():
        print(f"making {POSTING_VENV} for Posting (once) ...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(POSTING_VENV)], check=True)
        subprocess.run([str(POSTING_VENV / "bin" / "pip"), "install", "-q", "-r", str(POSTING_REQUIREMENTS)],
                       check=True)
    return str(command)


def summary(label: str, values: list[float]) -> str:
    """Median and worst of some seconds, in milliseconds."""
    return f"{label} median {statistics.median(values) * 1000:.0f} ms, worst {max(values) * 1000:.0f} ms"


def main() -> None:
    """Start both apps alternately and print the medians, the ratio and the machine's load."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--posting", help="a posting command to use instead of .venv-posting/bin/posting")
    parser.add_argument("--without-posting", action="store_true",
                        help="start Table Companion only (no ratio; e.g. to compare two versions of it)")
    args = parser.parse_args()
    posting = None if args.without_posting else posting_command(args.posting)
    compile_project()  # as an installed package is (Posting's own were compiled by pip)
    companion = str(Path(sys.executable).with_name("companion"))
    load_before = os.getloadavg()
    ours: list[Start] = []
    theirs: list[Start] = []
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        (home / "collection").mkdir()
        url = f"sqlite:///{home / 'bench.db'}"
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "TERM": "xterm-256color",
               "COLORTERM": "truecolor", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": str(home / "config"),
               "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}
        subprocess.run([sys.executable, "-c", SEED, url], cwd=REPO, check=True)
        for _ in range(args.rounds):
            ours.append(start_in_terminal([companion, "--db", url], env, list_mark=SESSION_MARK))
            if posting is not None:
                theirs.append(start_in_terminal([posting, "--collection", str(home / "collection")], env,
                                                list_mark=None))
    load_after = os.getloadavg()
    print(f"{args.rounds} starts each, alternating, 80x24 pseudo-terminal; "
          f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
    print("Table Companion (20 saved sessions):")
    print("  " + summary("first frame, wall:", [s.frame_wall for s in ours]))
    print("  " + summary("first frame, CPU: ", [s.frame_cpu for s in ours]))
    print("  " + summary("session list, wall:", [s.list_wall for s in ours if s.list_wall is not None]))
    print("  " + summary("session list, CPU: ", [s.list_cpu for s in ours if s.list_cpu is not None]))
    if not theirs:
        return
    ours_frame = statistics.median(s.frame_wall for s in ours)
    theirs_frame = statistics.median(s.frame_wall for s in theirs)
    ours_cpu = statistics.median(s.frame_cpu for s in ours)
    theirs_cpu = statistics.median(s.frame_cpu for s in theirs)
    print("Posting (empty collection):")
    print("  " + summary("first frame, wall:", [s.frame_wall for s in theirs]))
    print("  " + summary("first frame, CPU: ", [s.frame_cpu for s in theirs]))
    print(f"ratio of medians, Table Companion / Posting: wall {ours_frame / theirs_frame:.2f}, "
          f"CPU {ours_cpu / theirs_cpu:.2f}")


if __name__ == "__main__":
    main()
