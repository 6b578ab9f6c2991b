"""Bit flips aimed at one part of a real save, read back by every reader: the state as saved, or a clear refusal.

Shared by tests/store/test_reader_damage.py (a few seeded runs) and bench/reliability.py (`readers`,
hundreds). The save is real: a Tally session long enough to carry state snapshots, a second
session deleted (its pages are on the free list), and a few more actions committed while the
writer still had the file open (they are in the write-ahead log, as a killed app leaves them).
Each run flips bits in one part, chosen in turn:

- `log row`: inside one row of `log_entries` (its texts, its place, its checksum);
- `snapshot row`: inside one row of `state_snapshots`, half the time one digit of its state
  changed to another digit (the JSON still reads, the number is wrong);
- `schema`: inside the `CREATE` statements of `sqlite_master`;
- `free list`: in the header's free-list fields or in a free-list page;
- `WAL`: anywhere in the `-wal` file.

Every reader then reads the damaged copy (each its own copy: opening may rebuild a cache or fold
the write-ahead log back): `sessions show --json`, `sessions export`, `sessions report`,
`play --session --dry-run` (the command line in this process, as a user runs it) and the board's
quick reading with sqlite3 (`display_read.open_for_display`, which the app's session screen
uses before the store is open). Each outcome is one of:

- `intact`: exit 0 and the output of the undamaged save (the quick reading: the same state and log);
- `earlier`: only for damage in the `-wal` file (the WAL target, or a row whose latest version
  sits there), exit 0 and the output of the save at an earlier commit: SQLite checks each frame
  of the log and stops at the first damaged one, so the actions committed after it are not in
  the file any more, exactly as if the power had gone before they were committed;
- `refused`: exit 1 or 2 with one `companion: error:` line that is not "unexpected" (the quick reading:
  None, which hands the session to the store's opening and its messages);
- `changed` (wrong): exit 0 with an output that is none of the above;
- `unexpected` (wrong): a traceback, an "unexpected ... (please report this)" line, or any other exit.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import companion.services.store.live as live_module
from companion.services.store import SessionStore
from companion.services.store.display_read import open_for_display
from companion.shell.cli import main
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn

PAGE = 4096
TARGETS = ("log row", "snapshot row", "schema", "free list", "WAL")
READERS = ("show", "export", "report", "play", "display")

#: A snapshot every this many actions in the save (the app's own rule, with a smaller number).
EVERY = 16


@dataclass
class ReaderFigures:
    """How the readings ended: counts by outcome and by target, and what went wrong."""

    tries: int = 0
    outcomes: Counter = field(default_factory=Counter)
    by_target: Counter = field(default_factory=Counter)
    changed: list[str] = field(default_factory=list)
    unexpected: list[str] = field(default_factory=list)


@dataclass
class Save:
    """The undamaged save (a database and its write-ahead log) and what each reader shows of it."""

    folder: Path
    session_id: int
    #: reader -> output of the undamaged save
    shown: dict[str, str]
    #: reader -> outputs of the save at each earlier commit still in the write-ahead log
    earlier: dict[str, set[str]]


def _act(live, index: int) -> None:
    live.act(EndTurn() if live.state.added else AddPoints(1 + index % 6))


def _copy_pair(source: Path, target: Path) -> None:
    """Copy a database and its -wal file (never the -shm: SQLite rebuilds it)."""
    for leftover in (target, target.with_name(target.name + "-wal"), target.with_name(target.name + "-shm")):
        leftover.unlink(missing_ok=True)
    shutil.copyfile(source, target)
    wal = source.with_name(source.name + "-wal")
    if wal.exists():
        shutil.copyfile(wal, target.with_name(target.name + "-wal"))


def make_save(folder: Path, actions: int = 70, in_wal: int = 4) -> Save:
    """The real save the runs damage, and every reader's output of it (and of its earlier commits)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "save.db"
    url = f"sqlite:///{path}"
    previous = live_module.SNAPSHOT_EVERY
    live_module.SNAPSHOT_EVERY = EVERY
    try:
        store = SessionStore.open(url)
        live = store.create_session(game_id="tally", name="Kept", setup=tally_setup(target=10_000))
        for index in range(actions):
            _act(live, index)
        gone = store.create_session(game_id="tally", name="Gone", setup=tally_setup(target=10_000))
        for index in range(120):
            _act(gone, index)
        store.delete_session(gone.id)
        store.close()  # folds the log back: the deleted session's pages are free now
        store = SessionStore.open(url)
        live = store.open_session(live.id)
        with store.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_autocheckpoint = 0")
        before = folder / "before-wal.db"
        _copy_pair(path, before)  # the commits so far, before those the write-ahead log holds
        commits = [before]
        for index in range(in_wal):
            _act(live, actions + index)
            commit = folder / f"commit-{index}.db"
            _copy_pair(path, commit)  # the file as a kill right after this commit leaves it
            commits.append(commit)
        _copy_pair(path, folder / "undamaged.db")
        store.close()
    finally:
        live_module.SNAPSHOT_EVERY = previous
    undamaged = folder / "undamaged.db"
    shown = {}
    for reader in READERS:
        kind, shown[reader] = read(reader, undamaged, live.id, folder)
        assert kind == "ok", f"the undamaged save does not read with {reader}: {shown[reader]}"
    earlier: dict[str, set[str]] = {reader: set() for reader in READERS}
    for commit in commits[:-1]:
        for reader in READERS:
            earlier[reader].add(read(reader, commit, live.id, folder)[1])
    return Save(folder, live.id, shown, earlier)


# -- reading ---------------------------------------------------------------------------------------


def _cli(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--lang", "en", *args])
    return code, out.getvalue(), err.getvalue()


_VOLATILE = re.compile(r'"exported_at": "[^"]*"')


def read(reader: str, path: Path, session_id: int, folder: Path) -> tuple[str, str]:
    """(outcome kind, output) of one reader on its own copy of the database at `path`.

    The kind is `ok` (exit 0; the output is compared by the caller), `refused` or `unexpected`.
    """
    copy = folder / f"reading-{reader}.db"
    _copy_pair(path, copy)
    url = f"sqlite:///{copy}"
    if reader == "display":
        try:
            shown = open_for_display(copy, session_id, _no_store)
        except Exception as error:  # noqa: BLE001 - counted and reported
            return "unexpected", f"{type(error).__name__}: {error}"
        if shown is None:  # the app then opens the session through the store, which says what is wrong
            return "refused", "handed to the store"
        return "ok", repr((shown.state, [(e.seq, e.kind, e.active, e.action, e.ruling, e.created_at)
                                         for e in shown.entries]))
    if reader == "play":
        transcript = folder / "one-line.txt"
        transcript.write_text("end\n", encoding="utf-8")
        args = ["play", "tally", str(transcript), "--session", str(session_id), "--dry-run", "--seed", "1"]
    elif reader == "show":
        args = ["sessions", "show", str(session_id), "--json"]
    elif reader == "export":
        args = ["sessions", "export", str(session_id)]
    else:
        args = ["sessions", "report", str(session_id)]
    try:
        code, out, err = _cli([*args, "--db", url])
    except BaseException as error:  # noqa: BLE001 - a traceback out of main is the worst outcome
        return "unexpected", f"{type(error).__name__} escaped: {error}"
    lines = err.strip().splitlines()
    if code == 0:
        return "ok", _VOLATILE.sub("", out)
    if code in (1, 2) and len(lines) == 1 and lines[0].startswith("companion: error:") \
            and "unexpected" not in lines[0] and "please report" not in lines[0]:
        return "refused", lines[0]
    return "unexpected", f"exit {code}: {err.strip()[:300]}"


def _no_store():
    raise AssertionError("the quick reading asked for the store although nothing was written")


# -- damaging --------------------------------------------------------------------------------------


def _flip(buffer: bytearray, start: int, end: int, rng: random.Random, flips: int) -> None:
    start, end = max(0, start), min(len(buffer), end)
    for _ in range(flips):
        position = rng.randrange(start, end)
        buffer[position] ^= 1 << rng.randrange(8)


def _regions(data: bytes, pattern: bytes) -> list[int]:
    return [match.start() for match in re.finditer(re.escape(pattern), data)]


def _log_row(data: bytearray, rng: random.Random, stored: dict) -> str:
    digest = rng.choice(stored["log digests"])
    places = _regions(data, digest)
    if not places:
        _flip(data, 0, len(data), rng, 1)
        return "log row (not found: anywhere)"
    end = rng.choice(places) + len(digest)
    _flip(data, end - stored["log row size"], end, rng, rng.randrange(1, 4))
    return "log row"


def _snapshot_row(data: bytearray, rng: random.Random, stored: dict) -> str:
    checksum = rng.choice(stored["snapshot checksums"])
    places = _regions(data, checksum)
    if not places:
        _flip(data, 0, len(data), rng, 1)
        return "snapshot row (not found: anywhere)"
    end = rng.choice(places) + len(checksum)
    start = end - stored["snapshot row size"]
    if rng.random() < 0.5:
        digits = [i for i in range(max(0, start), end) if chr(data[i]).isdigit()]
        if digits:
            position = rng.choice(digits)
            data[position] = ord(rng.choice([d for d in "0123456789" if d != chr(data[position])]))
            return "snapshot row (a digit changed)"
    _flip(data, start, end, rng, rng.randrange(1, 4))
    return "snapshot row"


def _schema(data: bytearray, rng: random.Random, stored: dict) -> str:
    # The schema's rows (sqlite_master): on the first pages while the schema was small; since revision 0006's three
    # tables page 1 is an interior page and the rows sit on leaf pages further on, so the whole file is searched.
    places = [p for p in _regions(bytes(data), b"CREATE ")]
    start = rng.choice(places)
    _flip(data, start, start + 200, rng, rng.randrange(1, 3))
    return "schema"


def _free_list(data: bytearray, rng: random.Random, stored: dict) -> str:
    trunk = int.from_bytes(data[32:36], "big")
    if rng.random() < 0.3 or not trunk:
        _flip(data, 32, 40, rng, 1)
        return "free list (header)"
    page_start = (trunk - 1) * PAGE
    _flip(data, page_start, page_start + 64, rng, rng.randrange(1, 3))
    return "free list (trunk page)"


def damage(save: Save, target: str, rng: random.Random, stored: dict, path: Path) -> str:
    """Write a damaged copy of the save at `path`; what was damaged."""
    _copy_pair(save.folder / "undamaged.db", path)
    wal = path.with_name(path.name + "-wal")
    if target == "WAL":
        data = bytearray(wal.read_bytes())
        _flip(data, 0, len(data), rng, rng.randrange(1, 4))
        wal.write_bytes(bytes(data))
        return "WAL"
    # Rows may sit in the database file or in the write-ahead log: damage them where they are.
    file = path if target in ("schema", "free list") or rng.random() < 0.7 else wal
    data = bytearray(file.read_bytes())
    kinds: dict[str, Callable] = {"log row": _log_row, "snapshot row": _snapshot_row, "schema": _schema,
                                  "free list": _free_list}
    what = kinds[target](data, rng, stored)
    file.write_bytes(bytes(data))
    return what + (" in the WAL" if file == wal else "")


def stored_marks(save: Save) -> dict:
    """What locates the rows in the file: each log row's checksum and each snapshot's, and their sizes."""
    import sqlite3

    conn = sqlite3.connect(f"{(save.folder / 'undamaged.db').resolve().as_uri()}?mode=ro", uri=True)
    try:
        logs = conn.execute("SELECT digest, length(action) + length(ruling) FROM log_entries "
                            "WHERE session_id = ? AND action IS NOT NULL", (save.session_id,)).fetchall()
        snapshots = conn.execute("SELECT notes, length(state) FROM state_snapshots").fetchall()
    finally:
        conn.close()
    return {
        "log digests": [digest.encode() for digest, _ in logs],
        "log row size": max(size for _, size in logs) + 80,
        "snapshot checksums": [json.loads(notes)["checksum"].encode() for notes, _ in snapshots],
        "snapshot row size": max(size for _, size in snapshots) + 200,
    }


def reader_damage_runs(folder: Path, tries: int, seed: int) -> ReaderFigures:
    """`tries` damaged copies of one real save (the targets in turn), each read by every reader."""
    rng = random.Random(seed)
    save = make_save(folder / "save")
    stored = stored_marks(save)
    figures = ReaderFigures()
    for run in range(tries):
        target = TARGETS[run % len(TARGETS)]
        path = folder / "damaged.db"
        what = damage(save, target, rng, stored, path)
        figures.by_target[what] += 1
        for reader in READERS:
            figures.tries += 1
            kind, output = read(reader, path, save.session_id, folder)
            if kind == "ok" and output == save.shown[reader]:
                kind = "intact"
            elif kind == "ok" and what.endswith("WAL") and output in save.earlier[reader]:
                kind = "earlier"
            elif kind == "ok":
                kind = "changed"
                figures.changed.append(f"run {run} ({what}) {reader}: {output[:200]}")
            elif kind == "unexpected":
                figures.unexpected.append(f"run {run} ({what}) {reader}: {output}")
            figures.outcomes[kind] += 1
    return figures
