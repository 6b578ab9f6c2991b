"""Key to screen in a real terminal: the app in a pseudo-terminal, a key written to it, the time until
the terminal has the changed screen.

The app runs as the `companion --db URL --open ID` command runs it, in a pseudo-terminal of 120x40,
with the clock paused (f11) so that nothing changes on screen by itself. This script plays the
terminal: it answers Textual's question whether the terminal draws a frame at once (synchronized
output, as most terminals now do), so that every screen update the app writes is one frame between
`ESC[?2026h` and `ESC[?2026l`. For each key it writes the key's bytes, then reads the output until
the app has drawn nothing more for `QUIET` seconds (only the command line's blinking cursor, a frame
of a few bytes, is left out of that); the figure is the time from writing the key to the end of the
last frame it caused (the terminal holds the changed screen then), with the CPU time the app's process
used meanwhile (user + system, from /proc: the machine is shared, so wall time alone would measure the
neighbours too).

The player's order, repeated: the command typed one character at a time (each a "typed character"),
Enter (the "typed command": the app reads, checks, applies, commits and draws it), ctrl+z (undo),
ctrl+y (redo, so the next command starts from the same place).
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import termios
import time
from dataclasses import dataclass, field
from pathlib import Path


SYNC_QUESTION = b"\x1b[?2026$p"
#: "Supported, and off now": Textual then wraps every update in the two codes below.
SYNC_ANSWER = b"\x1b[?2026;2$y"
FRAME_END = b"\x1b[?2026l"
#: Seconds without a new frame after which a key's screen counts as drawn.
QUIET = 0.25
#: A frame this short only moves or blinks the cursor: it is not the changed screen.
BLINK_BYTES = 120
ROWS, COLUMNS = 40, 120
KEYS = {"enter": b"\r", "ctrl+z": b"\x1a", "ctrl+y": b"\x19", "f11": b"\x1b[23~"}


def cpu_seconds(pid: int) -> float:
    """CPU time all threads of a live process have used so far, to the nanosecond (/proc's schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return total / 1e9


@dataclass
class Sample:
    """One key: seconds from writing it to the end of its last frame, the app's CPU seconds meanwhile."""

    wall: float
    cpu: float
    frames: int


@dataclass
class TerminalApp:
    """The app in a pseudo-terminal, its output read and its frames timed."""

    process: subprocess.Popen
    master: int
    seen: bytearray = field(default_factory=bytearray)

    @classmethod
    def start(cls, command: list[str], env: dict[str, str], cwd: Path) -> TerminalApp:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                                   start_new_session=True)
        os.close(slave)
        return cls(process, master)

    def read_frames(self, quiet: float, limit: float, first: bool = True) -> list[tuple[float, int]]:
        """Frames (their end time, their size in bytes) until none has come for `quiet` seconds after the
        last one (with `first`, the first is waited for up to `limit` seconds: a busy machine may be slow)."""
        frames: list[tuple[float, int]] = []
        began = last = time.perf_counter()
        size = 0
        while True:
            now = time.perf_counter()
            waiting = first and not frames
            if (not waiting and now - last >= quiet) or now - began >= limit:
                return frames
            timeout = limit - (now - began) if waiting else quiet - (now - last)
            ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
            if not ready:
                continue
            chunk = os.read(self.master, 1 << 16)
            stamp = time.perf_counter()
            if SYNC_QUESTION in chunk:
                os.write(self.master, SYNC_ANSWER)
            self.seen += chunk
            size += len(chunk)
            while (end := self.seen.find(FRAME_END)) >= 0:
                del self.seen[:end + len(FRAME_END)]
                if size >= BLINK_BYTES:
                    frames.append((stamp, size))
                    last = stamp
                size = 0
            if len(self.seen) > 1 << 20:
                del self.seen[:-64]

    def settle(self, quiet: float = 1.0, limit: float = 30.0) -> None:
        """Wait until the app has drawn nothing for `quiet` seconds."""
        self.read_frames(quiet, limit, first=False)

    def press(self, key: str) -> Sample:
        """Write one key and time it to the end of the last frame it caused."""
        cpu = cpu_seconds(self.process.pid)
        began = time.perf_counter()
        os.write(self.master, KEYS.get(key, key.encode()))
        frames = self.read_frames(QUIET, 5.0)
        used = cpu_seconds(self.process.pid) - cpu
        if not frames:
            return Sample(float("nan"), used, 0)
        return Sample(frames[-1][0] - began, used, len(frames))

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        os.close(self.master)


def play(command: list[str], env: dict[str, str], cwd: Path, commands: list[str]) -> dict[str, list[Sample]]:
    """The player's order for each command: typed characters, Enter, ctrl+z, ctrl+y; samples by kind."""
    app = TerminalApp.start(command, env, cwd)
    got: dict[str, list[Sample]] = {"character": [], "command": [], "undo": [], "redo": []}
    try:
        app.settle()
        app.press("f11")  # the clock paused: nothing changes on screen by itself
        app.settle(0.6)
        for text in commands:
            for character in text:
                got["character"].append(app.press(character))
            got["command"].append(app.press("enter"))
            got["undo"].append(app.press("ctrl+z"))
            got["redo"].append(app.press("ctrl+y"))
    finally:
        app.stop()
    return got
