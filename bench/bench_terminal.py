"""Key to screen in a real terminal: the app in a pseudo-terminal, a key written to it, the time until
the terminal has the changed screen.

The app runs as the `companion --db URL --open ID` command runs it, in a pseudo-terminal of 120x40,
with the clock paused (f11) so that nothing changes on screen by itself. This script plays the
terminal: it answers Textual's question whether the terminal draws a frame at once (synchronized
output, as most terminals now do), so that every screen update the app writes is one frame between
`ESC[?2026h` and `ESC[?2026l`. For each key it writes the key's bytes, then reads the output until
the app has drawn nothing more for `QUIET` seconds (the command line's blinking cursor is left out of
that: see `CursorBlinks`); the figure is the time from writing the key to the end of the
last frame it caused (the terminal holds the changed screen then), with the CPU time the app's process
used meanwhile (user + system, from /proc: the machine is shared, so wall time alone would measure the
neighbours too).

Two CPU figures per key. `cpu` is the process's CPU from writing the key until the app has drawn nothing for
`QUIET` seconds after its last frame (the figure reported since the first pass): that window also holds whatever
the app's timers did meanwhile (the cursor's blink, the clock's tick, the poll for other windows). `own_cpu` is
the process's CPU from writing the key to the end of its last frame, read from /proc the moment that frame's last
byte is read here (every thread: the driver's input thread that parsed the key, the main thread, the writer
thread that wrote the frame): the key's own work, which a timer adds to only when one fires before the frame.
What the timers cost while nobody types is measured apart (`TerminalApp.idle`): the CPU per second of a board
left alone, its frames, and how many of them only blinked the cursor.

Since the fifteenth pass the reader reads at real-time priority once the app is started (`READER_PRIORITY`; the app
keeps the ordinary policy), as a terminal reads its output as soon as it comes; `BENCH_READER_FIFO=0` reads as every
pass before did. Each key also notes the run-queue wait of the app's threads and of this reader (`Sample.queued`,
`Sample.reader_queued`: /proc's schedstat) and this process's own collector passes (`Sample.reader_gc`), so that a
slow sample's wall beyond the app's CPU can be told apart: the machine's other processes, the bench, the disk
(`terminal_phases.print_write_paths`).

The player's order, repeated: the command typed one character at a time (each a "typed character"),
Enter (the "typed command": the app reads, checks, applies, commits and draws it), ctrl+z (undo),
ctrl+y (redo, so the next command starts from the same place).
"""

from __future__ import annotations

import fcntl
import gc
import os
import pty
import re
import select
import signal
import struct
import subprocess
import termios
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench.machine_pace import Pace


SYNC_QUESTION = b"\x1b[?2026$p"
#: "Supported, and off now": Textual then wraps every update in the two codes below.
SYNC_ANSWER = b"\x1b[?2026;2$y"
FRAME_END = b"\x1b[?2026l"
#: Seconds without a new frame after which a key's screen counts as drawn.
QUIET = 0.25
#: A frame this short only moves or blinks the cursor, unless it changes characters (a typed character's own
#: frame may be shorter): it is not the changed screen.
BLINK_BYTES = 120
#: The pseudo-terminal's size: 120x40, or what BENCH_SIZE says (COLUMNSxROWS: `bench_boards.py --size 80x24`, the
#: smallest terminal every board fits).
COLUMNS, ROWS = (int(n) for n in os.environ.get("BENCH_SIZE", "120x40").split("x"))
KEYS = {"enter": b"\r", "ctrl+z": b"\x1a", "ctrl+y": b"\x19", "f11": b"\x1b[23~"}
#: Seconds before a key within which a blink of the cursor counts as met by the key (`Sample.blinks`): the blink's own
#: work and, after its frame, the screen's next update tick (at most 60 frames a second) that the key's frame waits for.
BLINK_NEAR = 0.05
#: The command line's row (1-based) on the session frame: the row above the footer.
COMMAND_ROW = ROWS - 1
CURSOR_MOVE = re.compile(rb"\x1b\[(\d+);(\d+)H")
ESCAPE = re.compile(rb"\x1b(?:\[[0-9;?$]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")


def cpu_seconds(pid: int) -> float:
    """CPU time all threads of a live process have used so far, to the nanosecond (/proc's schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def minor_faults(pid: int) -> int:
    """Minor page faults of a live process so far, all its threads told (/proc's stat, its tenth field): each is a page
    of memory the process touched for the first time (or again, after the kernel took it back)."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[7])
    except (OSError, IndexError, ValueError):
        return 0


def last_core(pid: int) -> int:
    """The core a live process's main thread last ran on (/proc's stat, its 39th field), -1 when unread."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[36])
    except (OSError, IndexError, ValueError):
        return -1


def thread_cpu(pid: int) -> dict[int, int]:
    """CPU nanoseconds each live thread of a process has used so far, by its thread id (/proc's schedstat)."""
    got: dict[int, int] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            got[int(task.name)] = int((task / "schedstat").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return got


class ReaderCollector:
    """The passes of this process's own cyclic collector (`gc.callbacks`): how many, and their wall seconds, so far.
    The reader that stamps a frame's end is this process: a pass of its collector between the app's write and the read
    delays the stamp (`Sample.reader_gc`)."""

    passes = 0
    seconds = 0.0
    _began = 0.0

    @classmethod
    def callback(cls, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            cls._began = time.perf_counter()
        else:
            cls.passes += 1
            cls.seconds += time.perf_counter() - cls._began


gc.callbacks.append(ReaderCollector.callback)


def run_queue_seconds(pid: int | None = None) -> float:
    """Seconds the threads of a live process (this one's own thread when `pid` is None) have waited, runnable, for a
    core so far (/proc's schedstat, its second field: the scheduler's run-queue wait, to the nanosecond)."""
    if pid is None:
        return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e9
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[1])
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def row_writes(frame: bytes) -> dict[int, tuple[tuple[int, bytes], ...]]:
    """What a frame writes on each row: (column, the characters without their styles) per cursor move that
    writes something."""
    rows: dict[int, list[tuple[int, bytes]]] = {}
    moves = list(CURSOR_MOVE.finditer(frame))
    for move, following in zip(moves, moves[1:] + [None]):
        text = ESCAPE.sub(b"", frame[move.end():following.start() if following else len(frame)])
        if text:  # a move with nothing written places the terminal's own cursor (Textual does at a frame's end)
            rows.setdefault(int(move.group(1)), []).append((int(move.group(2)), text))
    return {row: tuple(writes) for row, writes in rows.items()}


@dataclass
class CursorBlinks:
    """Tells a frame that only blinks the command line's cursor from one that changes the screen.

    Textual's input blinks its cursor every half second by drawing its line again with the cursor cell's
    style flipped. A key the line does not read (ctrl+z, ctrl+y) does not restart that blink, so a blink
    often lands within `QUIET` of a move's last frame: counted as the key's, it added up to a quarter of a
    second of waiting to the move's key-to-screen time that no work of the key caused. A blink frame writes
    on the command line's row alone and leaves its characters as they were (styles aside). The characters
    of every row are kept as the frames write them (one cell per character: the rows compared hold none of
    the wide ones).
    """

    row: int = COMMAND_ROW
    screen: dict[int, list[str]] = field(default_factory=dict)
    #: Whether the last frame read changed a character anywhere on screen (styles aside).
    changed: bool = False
    #: Set when a character was typed: its first frame is its own even when the line's characters stay (the
    #: suggestion after the cursor showed the typed character already, dimmed; only its style changes).
    typed: bool = False

    def only_blinks(self, frame: bytes) -> bool:
        """True for a frame that changes nothing on screen but the cursor's look; remembers what it wrote."""
        typed, self.typed = self.typed, False
        writes = row_writes(frame)
        before = list(self.screen.get(self.row, ()))
        self.changed = False
        for row, runs in writes.items():
            cells = self.screen.setdefault(row, [" "] * COLUMNS)
            was = list(cells)
            for column, text in runs:
                characters = text.decode("utf-8", "replace")[:max(0, COLUMNS - column + 1)]
                cells[column - 1:column - 1 + len(characters)] = characters
            self.changed = self.changed or cells != was
        return not typed and set(writes) == {self.row} and self.screen[self.row] == before

    def line(self) -> str:
        """The command line's row as the frames so far left it."""
        return "".join(self.screen.get(self.row, ()))


@dataclass
class Sample:
    """One key: seconds from writing it to the end of its last frame, the app's CPU seconds until it was quiet
    again (`cpu`, the timers' work in that window included) and to the end of the key's last frame (`own_cpu`),
    the bytes of its frames."""

    wall: float
    cpu: float
    frames: int
    own_cpu: float = float("nan")
    #: Bytes the app wrote for the key's frames (blinks of the cursor left out).
    written: int = 0
    #: When the key was written (`time.perf_counter`, the clock the app's phases are stamped with: `terminal_phases`).
    began: float = float("nan")
    #: Rows of the screen the key's frames wrote characters on, all frames told (a row twice if two frames wrote it).
    rows: int = 0
    #: CPU seconds each thread of the app used from writing the key to the end of its last frame, by thread id (the
    #: main thread's id is the process's); threads that used none are left out.
    threads: dict[int, float] = field(default_factory=dict)
    #: Seconds the app's threads waited, runnable, for a core (the scheduler's run queue: other processes on the
    #: machine) from writing the key to the end of its last frame, all threads told.
    queued: float = float("nan")
    #: Seconds this bench's reading thread waited for a core meanwhile (it reads and stamps the frames).
    reader_queued: float = float("nan")
    #: Passes of this bench's own cyclic collector from writing the key to reading its last frame's end, and their
    #: seconds (`ReaderCollector`).
    reader_gc: tuple[int, float] = (0, 0.0)
    #: Blinks of the cursor the key met: their frames read from `BLINK_NEAR` seconds before the key was written to the
    #: end of its last frame (left out of its frames, but the app drew them on the key's way).
    blinks: int = 0
    #: Minor page faults of the app from writing the key to the end of its last frame (`minor_faults`).
    faults: int = 0
    #: The core the app's main thread drew the key's last frame on (`last_core`), and that core's pace around the key
    #: (`machine_pace.Pace.at`: 1.0 as usual, 1.5 the same fixed work took half as long again) with its pace process's
    #: wait for the core there, in seconds; nan when no pace was taken.
    core: int = -1
    pace: float = float("nan")
    pace_waited: float = float("nan")
    #: Every core's pace around the key, by core (the other core runs the driver's input thread and the writer as often
    #: as not).
    paces: dict[int, float] = field(default_factory=dict)


@dataclass
class IdleSecond:
    """One second of a board nobody types on: the app's CPU seconds, its frames that changed the screen, and
    those that only blinked the cursor."""

    cpu: float
    frames: int
    blinks: int


@dataclass
class TerminalApp:
    """The app in a pseudo-terminal, its output read and its frames timed."""

    process: subprocess.Popen
    master: int
    seen: bytearray = field(default_factory=bytearray)
    blinks: CursorBlinks = field(default_factory=CursorBlinks)
    #: Frames left out as the cursor's blink, all told, and when each was read (`time.perf_counter`).
    blinked: int = 0
    blink_times: list[float] = field(default_factory=list)
    #: Bytes of the frame being read so far.
    _size: int = 0
    #: Rows written by each frame read since the last key (`press`), and each thread's CPU at the last one's end.
    _rows: list[int] = field(default_factory=list)
    _threads_at_frame: dict[int, int] = field(default_factory=dict)
    #: The app's and this reader's run-queue seconds when the last frame's end was read.
    _queued_at_frame: tuple[float, float] = (0.0, 0.0)
    _gc_at_frame: tuple[int, float] = (0, 0.0)
    _faults_at_frame: int = 0
    _core_at_frame: int = -1

    @classmethod
    def start(cls, command: list[str], env: dict[str, str], cwd: Path) -> TerminalApp:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                                   start_new_session=True)
        os.close(slave)
        return cls(process, master)

    def read_frames(self, quiet: float, limit: float, first: bool = True) -> list[tuple[float, int, float]]:
        """Frames (their end time, their size in bytes, the app's CPU seconds when their end was read) until none
        has come for `quiet` seconds after the last one (with `first`, the first is waited for up to `limit`
        seconds: a busy machine may be slow)."""
        frames: list[tuple[float, int, float]] = []
        began = last = time.perf_counter()
        while True:
            now = time.perf_counter()
            waiting = first and not frames
            if (not waiting and now - last >= quiet) or now - began >= limit:
                return frames
            timeout = limit - (now - began) if waiting else quiet - (now - last)
            ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
            if not ready:
                continue
            drawn = self._take(os.read(self.master, 1 << 16))
            frames += drawn
            if drawn:
                last = drawn[-1][0]

    def _take(self, chunk: bytes) -> list[tuple[float, int, float]]:
        """The frames a chunk of output ends (blinks left out and counted), each with the moment and the app's CPU
        when it was read."""
        stamp = time.perf_counter()
        if SYNC_QUESTION in chunk:
            os.write(self.master, SYNC_ANSWER)
        self.seen += chunk
        self._size += len(chunk)
        frames: list[tuple[float, int, float]] = []
        while (end := self.seen.find(FRAME_END)) >= 0:
            frame = bytes(self.seen[:end])
            del self.seen[:end + len(FRAME_END)]
            typed = self.blinks.typed
            if self.blinks.only_blinks(frame):
                self.blinked += 1
                self.blink_times.append(stamp)
            elif self._size >= BLINK_BYTES or self.blinks.changed or typed:  # a short frame that changes something
                frames.append((stamp, self._size, cpu_seconds(self.process.pid)))
                self._rows.append(sum(1 for _ in row_writes(frame)))
                self._threads_at_frame = thread_cpu(self.process.pid)
                self._queued_at_frame = (run_queue_seconds(self.process.pid), run_queue_seconds())
                self._gc_at_frame = (ReaderCollector.passes, ReaderCollector.seconds)
                self._faults_at_frame = minor_faults(self.process.pid)
                self._core_at_frame = last_core(self.process.pid)
            self._size = 0
        if len(self.seen) > 1 << 22:  # a frame never ends (the terminal answered wrong): keep reading
            del self.seen[:-64]
        return frames

    def idle(self, seconds: float) -> IdleSecond:
        """`seconds` of nobody typing, read to the end: the app's CPU, frames and blinks per second."""
        cpu, blinked = cpu_seconds(self.process.pid), self.blinked
        began = time.perf_counter()
        frames = 0
        while (left := seconds - (time.perf_counter() - began)) > 0:
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                frames += len(self._take(os.read(self.master, 1 << 16)))
        return IdleSecond((cpu_seconds(self.process.pid) - cpu) / seconds, round(frames / seconds),
                          round((self.blinked - blinked) / seconds))

    def settle(self, quiet: float = 1.0, limit: float = 30.0) -> None:
        """Wait until the app has drawn nothing for `quiet` seconds."""
        self.read_frames(quiet, limit, first=False)

    def settle_cpu(self, window: float = 0.5, idle: float = 0.02, limit: float = 60.0) -> None:
        """Wait until the app uses next to no CPU (under `idle` seconds in a `window`): its start-up is over
        (`companion --open` shows the board first and opens the store after it, which takes seconds of CPU on
        a loaded machine), reading and timing nothing meanwhile."""
        began = time.perf_counter()
        while time.perf_counter() - began < limit:
            used = cpu_seconds(self.process.pid)
            self.read_frames(window, window, first=False)
            if cpu_seconds(self.process.pid) - used < idle:
                return

    def press(self, key: str) -> Sample:
        """Write one key and time it to the end of the last frame it caused."""
        threads = thread_cpu(self.process.pid)
        queued, reader_queued = run_queue_seconds(self.process.pid), run_queue_seconds()
        collected = (ReaderCollector.passes, ReaderCollector.seconds)
        faults = minor_faults(self.process.pid)
        cpu = cpu_seconds(self.process.pid)
        self._rows = []
        began = time.perf_counter()
        self.blinks.typed = len(key) == 1
        os.write(self.master, KEYS.get(key, key.encode()))
        frames = self.read_frames(QUIET, 5.0)
        used = cpu_seconds(self.process.pid) - cpu
        if not frames:
            return Sample(float("nan"), used, 0, began=began)
        spent = {tid: (ns - threads.get(tid, 0)) / 1e9 for tid, ns in self._threads_at_frame.items()
                 if ns > threads.get(tid, 0)}
        met = sum(1 for seen in self.blink_times if began - BLINK_NEAR <= seen <= frames[-1][0])
        return Sample(frames[-1][0] - began, used, len(frames), frames[-1][2] - cpu, sum(size for _, size, _ in frames),
                      began, sum(self._rows[-len(frames):]), spent, self._queued_at_frame[0] - queued,
                      self._queued_at_frame[1] - reader_queued,
                      (self._gc_at_frame[0] - collected[0], self._gc_at_frame[1] - collected[1]), met,
                      self._faults_at_frame - faults, self._core_at_frame)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        os.close(self.master)


#: Seconds of a board left alone, measured one at a time, before the keys and after them.
IDLE_SECONDS = 5

#: The real-time priority (SCHED_FIFO) this process's reading thread takes while it plays the terminal, once the app
#: is started (the app keeps the ordinary policy: a child started before the change does not inherit it). A terminal
#: reads its output as fast as it can; on a busy machine this reader waited for a core after the app's frame was
#: written (up to 28 ms at load 5, `Sample.reader_queued`), which no work of the app caused. It sleeps in `select`
#: between reads and uses well under a millisecond of CPU a key, so it takes next to nothing from the app.
#: `BENCH_READER_FIFO=0` keeps the ordinary policy (the reader as every pass before the fifteenth read it).
READER_PRIORITY = 10
#: Whether the last `play` read at that priority (False without the right to take it, or with BENCH_READER_FIFO=0).
reader_first = False
#: The machine's pace taken beside the last `play` with phases (`machine_pace.Pace`), None before one.
last_pace: Pace | None = None


def take_reader_priority() -> bool:
    """Put this thread at `READER_PRIORITY` (SCHED_FIFO) unless BENCH_READER_FIFO=0; False when it cannot."""
    if os.environ.get("BENCH_READER_FIFO", "1") == "0":
        return False
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(READER_PRIORITY))
    except (OSError, AttributeError):
        return False
    return True


def drop_reader_priority() -> None:
    """This thread back at the ordinary policy."""
    try:
        os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
    except (OSError, AttributeError):
        pass


def play(command: list[str], env: dict[str, str], cwd: Path, commands: list[str],
         phases: Path | None = None) -> tuple[dict[str, list[Sample]], list[IdleSecond]]:
    """The player's order for each command: typed characters, Enter, ctrl+z, ctrl+y; samples by kind. Then the
    seconds of the board left alone (the clock paused, the command line focused and empty) before and after.

    `phases` (a folder): the app's phases are stamped inside it from the first typed key on (`terminal_phases`), and
    their stamps left in that folder (`terminal_phases.read_stamps`) once the keys are played; the machine's pace is
    taken beside the keys then (`machine_pace`: `Sample.pace`, and `last_pace` for the run's summary)."""
    if phases is not None:
        from bench.terminal_phases import site_folder

        env = env | site_folder(phases)
    global reader_first, last_pace
    pace: Pace | None = None
    app = TerminalApp.start(command, env, cwd)
    got: dict[str, list[Sample]] = {"character": [], "command": [], "undo": [], "redo": []}
    idle: list[IdleSecond] = []
    reader_first = take_reader_priority()
    try:
        app.read_frames(1.0, 60.0)  # the first frame (a loaded machine may take seconds to start Python), then quiet
        app.settle_cpu()  # the store opens behind the board shown: a key typed meanwhile may be lost
        app.settle()
        app.press("f11")  # the clock paused: nothing changes on screen by itself
        app.settle(0.6)
        idle += [app.idle(1.0) for _ in range(IDLE_SECONDS)]
        if phases is not None:
            os.kill(app.process.pid, signal.SIGUSR1)  # the stamps from here on (the wrappers installed)
            pace = Pace.start(phases)
            app.settle(0.3)
        for text in commands:
            for character in text:
                got["character"].append(app.press(character))
            if text not in app.blinks.line():
                raise SystemExit(f"the typed {text!r} is not on row {COMMAND_ROW} ({app.blinks.line().strip()!r}): "
                                 "the blink filter needs the command line's row (COMMAND_ROW)")
            got["command"].append(app.press("enter"))
            got["undo"].append(app.press("ctrl+z"))
            got["redo"].append(app.press("ctrl+y"))
        app.settle(0.6)
        idle += [app.idle(1.0) for _ in range(IDLE_SECONDS)]
        if phases is not None:
            os.kill(app.process.pid, signal.SIGURG)
            waited = time.perf_counter() + 10
            while not (phases / "phases.json").exists() and time.perf_counter() < waited:  # written whole, renamed
                time.sleep(0.05)
    finally:
        drop_reader_priority()
        app.stop()
        if pace is not None:
            last_pace = pace.stop()
            for sample in (s for samples in got.values() for s in samples if s.frames):
                sample.pace = pace.at(sample.began, sample.began + sample.wall, sample.core)
                sample.pace_waited = pace.waited_at(sample.began, sample.began + sample.wall, sample.core)
                sample.paces = {core: pace.at(sample.began, sample.began + sample.wall, core) for core in pace.readings}
    return got, idle
