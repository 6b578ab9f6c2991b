"""The real-terminal benchmark's look at the machine itself: its pace, and the app's page faults per key.

`bench/machine_pace.py` times one fixed piece of work again and again beside the keys; `Pace.at` says how much slower
than usual the machine ran around a key. `bench/bench_terminal.minor_faults` reads a process's minor page faults. The
readings below are made by hand: the arithmetic is checked, not the machine's timing; the live process is this one.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.bench_terminal import minor_faults
from bench.machine_pace import AROUND, Pace, work


def pace_of(readings: list[tuple[float, float, float]], core: int = 0) -> Pace:
    pace = Pace({}, Path("unused"), {core: readings})
    pace.usual = {core: sorted(cpu for _, _, cpu in readings)[len(readings) // 2]}
    return pace


def test_a_key_among_pieces_twice_as_dear_reads_twice_the_pace() -> None:
    usual = [(i * 0.02, 0.0003, 0.0003) for i in range(100)]  # two seconds as usual
    slow = [(2.0 + i * 0.02, 0.0006, 0.0006) for i in range(20)]  # then 0.4 s at twice the CPU
    pace = pace_of(usual + slow)
    assert pace.at(2.1, 2.11, 0) == 2.0
    assert pace.at(0.5, 0.51, 0) == 1.0


def test_the_pace_reads_only_pieces_near_the_key() -> None:
    pace = pace_of([(0.0, 0.0003, 0.0003), (10.0, 0.0009, 0.0009), (20.0, 0.0003, 0.0003)])
    assert pace.at(10.0 + AROUND / 2, 10.0 + AROUND / 2, 0) == 3.0
    assert pace.at(5.0, 5.01, 0) != pace.at(5.0, 5.01, 0)  # nan: no piece within AROUND of the key


def test_the_wait_for_a_core_is_the_wall_beyond_the_cpu() -> None:
    pace = pace_of([(1.0, 0.0013, 0.0003)])
    assert abs(pace.waited_at(1.0, 1.0, 0) - 0.001) < 1e-12


def test_a_key_reads_the_pace_of_its_own_core() -> None:
    pace = Pace({}, Path("unused"), {0: [(1.0, 0.0003, 0.0003)] * 3, 1: [(1.0, 0.00045, 0.00045)] * 2 + [(9.0, 0.0003, 0.0003)] * 3})
    pace.usual = {0: 0.0003, 1: 0.0003}
    assert pace.at(1.0, 1.0, 0) == 1.0
    assert abs(pace.at(1.0, 1.0, 1) - 1.5) < 1e-9
    assert pace.at(1.0, 1.0, 5) != pace.at(1.0, 1.0, 5)  # nan: no such core read


def test_the_summary_counts_each_cores_slow_half_seconds() -> None:
    steady = [(i * 0.1, 0.0003, 0.0003) for i in range(10)]  # one second as usual: two halves
    slow = [(1.0 + i * 0.1, 0.0005, 0.0005) for i in range(5)]  # then a half second at 5/3 the CPU
    pace = pace_of(steady + slow)
    assert "1 of its 3 half seconds (33%) at 1.3x the machine's usual or more" in pace.summary()


def test_the_fixed_work_gives_the_same_answer_every_time() -> None:
    assert work() == work()


def test_touching_new_pages_counts_minor_faults() -> None:
    import mmap

    block = mmap.mmap(-1, 64 * 4096)  # a fresh mapping: the kernel maps each page on its first touch (a bytearray may
    try:  # reuse heap pages the process touched before)
        before = minor_faults(os.getpid())
        for offset in range(0, len(block), 4096):
            block[offset] = 1
        assert minor_faults(os.getpid()) - before >= 64
    finally:
        block.close()


def test_the_keys_are_dumped_with_their_cores_pace(tmp_path: Path, monkeypatch) -> None:
    import json

    from bench.bench_terminal import Sample
    from bench.terminal_phases import dump_keys

    key = Sample(0.012, 0.02, 1, 0.010, began=5.0, threads={7: 0.009, 8: 0.001}, core=1, pace=1.6,
                 paces={0: 1.0, 1: 1.6}, faults=3)
    unseen = Sample(float("nan"), 0.0, 0)  # drew nothing: left out
    monkeypatch.setenv("BENCH_KEYS_DUMP", str(tmp_path / "keys.jsonl"))
    dump_keys("board", ["rest 2"], {"command": [key], "undo": [unseen]}, {7: "main", 8: "Thread:textual-input"})
    lines = (tmp_path / "keys.jsonl").read_text().splitlines()
    assert len(lines) == 1
    got = json.loads(lines[0])
    assert (got["kind"], got["command"], got["core"], got["pace"]) == ("command", "rest 2", 1, 1.6)
    assert got["threads"] == {"main": 0.009, "Thread:textual-input": 0.001}
    assert got["paces"] == {"0": 1.0, "1": 1.6}


def test_a_database_put_back_leaves_no_log_of_the_last_round(tmp_path: Path) -> None:
    import sqlite3

    from bench.bench_app import restore

    saved, database = tmp_path / "saved.db", tmp_path / "bench.db"
    with sqlite3.connect(saved) as made:
        made.execute("CREATE TABLE moves (n INTEGER)")
        made.execute("INSERT INTO moves VALUES (1)")
    made.close()
    played = sqlite3.connect(database)  # a round's app: its moves in the write-ahead log when it is killed
    played.execute("PRAGMA journal_mode=WAL")
    played.execute("PRAGMA wal_autocheckpoint=0")
    played.execute("CREATE TABLE moves (n INTEGER)")
    played.execute("INSERT INTO moves VALUES (2)")
    played.commit()
    wal = Path(f"{database}-wal")
    kept = wal.read_bytes()  # the log as a killed process leaves it (closing would fold it into the file)
    played.close()
    wal.write_bytes(kept)
    restore(saved, database)
    assert not wal.exists()
    with sqlite3.connect(database) as reopened:
        assert reopened.execute("SELECT n FROM moves").fetchall() == [(1,)]
    reopened.close()


def test_the_usual_pace_is_the_whole_machines(tmp_path: Path) -> None:
    import json
    import subprocess

    (tmp_path / "pace-0.json").write_text(json.dumps([[0.0, 0.0003, 0.0003]] * 3))
    (tmp_path / "pace-1.json").write_text(json.dumps([[0.0, 0.00045, 0.00045]] * 2))  # this core slow all along
    ended = {core: subprocess.Popen(["true"]) for core in (0, 1)}
    for process in ended.values():
        process.wait()
    pace = Pace(ended, tmp_path).stop()
    assert pace.usual == {0: 0.0003, 1: 0.0003}
    assert abs(pace.at(0.0, 0.0, 1) - 1.5) < 1e-9  # slow beside the machine's usual, not "as usual" for itself
