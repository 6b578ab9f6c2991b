"""The real-terminal benchmark splits a slow key's wall time into the steps that can wait outside the app's CPU.

`bench/terminal_phases.py` stamps the app's phases inside it and, since the fifteenth pass, the writer thread's writes
(`written`, `flushed`): `write_path` splits a key's last frame's way from the compositor to the bench's read (the
codes made, the writer's wake, its write, the read), and how long the frame waited after the key's handler (the
screen's update timer). `bench/bench_terminal.py` reads the run-queue wait of the app's threads and of its own reader
(/proc's schedstat), and reads at real-time priority unless told not to. Stamps below are made by hand: the
arithmetic is checked, not the machine's timing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.bench_terminal import run_queue_seconds, take_reader_priority
from bench.terminal_phases import FRAME_TIMER, write_path

MS = 0.001


def stamps_of_one_key() -> list[tuple[str, float, float, float, str]]:
    """A key written at 0: parsed at 0.3 ms, handled 1–9 ms (a commit in it), the screen's update 10–14 ms (its frame
    11–14, its three hand-overs), the writer's wake at 15, its writes and flush to 15.5; read at 16 ms."""
    return [
        ("frame", -300 * MS, -296 * MS, 4 * MS, "Input#command"),  # the key before's frame
        ("input", 0.1 * MS, 0.3 * MS, 0.2 * MS, ""),
        ("commit", 5 * MS, 8 * MS, 0.5 * MS, ""),
        ("undo", 1 * MS, 9 * MS, 7 * MS, ""),
        ("write", 11.5 * MS, 11.6 * MS, 0.1 * MS, "8"),
        ("write", 13.5 * MS, 13.6 * MS, 0.1 * MS, "7000"),
        ("write", 13.7 * MS, 13.8 * MS, 0.1 * MS, "end"),
        ("frame", 11 * MS, 14 * MS, 3 * MS, "GameArea#area"),
        ("timer", 10 * MS, 14.2 * MS, 4.2 * MS, FRAME_TIMER),
        ("written", 15 * MS, 15.1 * MS, 0.1 * MS, "8"),
        ("written", 15.1 * MS, 15.3 * MS, 0.2 * MS, "7000"),
        ("written", 15.3 * MS, 15.4 * MS, 0.1 * MS, "end"),
        ("flushed", 15.4 * MS, 15.5 * MS, 0.1 * MS, ""),
    ]


def test_a_keys_last_frame_is_split_into_its_way_to_the_terminal() -> None:
    path = write_path(0.0, 16 * MS, stamps_of_one_key())
    assert path is not None
    assert path.to_frame == pytest.approx(14 * MS)
    assert path.paced == pytest.approx(1 * MS)  # the handler ended at 9, the screen's update began at 10
    assert path.since_frame == pytest.approx(306 * MS)  # the frame before is the key before's
    assert path.to_queue == pytest.approx(-0.2 * MS)  # the frame's end hand-over is inside the frame's stamp
    assert path.handoff == pytest.approx(1.5 * MS)  # from the last hand-over's end (13.8) to its write (15.3)
    assert path.writing == pytest.approx(0.2 * MS)  # the last code's write began at 15.3, flushed by 15.5
    assert path.reading == pytest.approx(0.5 * MS)
    assert (path.puts, path.writes, path.frames) == (3, 3, 1)


def test_a_key_whose_writer_stamps_are_missing_has_no_write_path() -> None:
    stamps = [s for s in stamps_of_one_key() if s[0] != "written"]
    assert write_path(0.0, 16 * MS, stamps) is None


def test_a_frame_drawn_soon_after_another_is_told_as_paced() -> None:
    """A frame of the cursor's blink 5 ms before the key's: the frame before is that one."""
    stamps = stamps_of_one_key() + [("frame", 4 * MS, 5 * MS, 1 * MS, "Input#command")]
    path = write_path(0.0, 16 * MS, stamps)
    assert path is not None
    assert path.since_frame == pytest.approx(5 * MS)


def test_the_run_queue_wait_is_read_for_a_process_and_for_this_thread() -> None:
    mine = run_queue_seconds()
    assert mine >= 0.0
    assert run_queue_seconds(os.getpid()) >= mine  # every thread of this process, this one among them


def test_the_reader_keeps_the_ordinary_policy_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BENCH_READER_FIFO", "0")
    assert take_reader_priority() is False
    assert os.sched_getscheduler(0) == os.SCHED_OTHER
