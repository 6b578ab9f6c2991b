"""Every command that writes, run against a full disk, a read-only database or folder and a locked database.

Shared by tests/cli/test_write_probes.py (one round) and bench/reliability.py (`probes`, SIZE // 10
rounds). A database holding a Dice Throne session (the first lines of a golden game) is copied
fresh for each probe; then one command runs in this process (`companion.shell.cli.main`) under one
fault:

- **full disk**: SQLite may not grow the file past its size plus 0-2 pages (`PRAGMA
  max_page_count` on every connection, as tests/cli/test_full_disk_and_read_only.py does);
- **read-only**: the database opened through a `mode=ro` URI, and `sessions export -o` into a folder
  nobody may write (a 0o555 folder, or `/sys` when the tests run as root, who may write any folder);
- **locked**: another connection holds a write transaction (`BEGIN IMMEDIATE`) for the whole
  command (the store's busy timeout is shortened to 200 ms so a probe does not wait 10 s).

The commands: `play --session` (five more lines), `play --setup` (a new session), `catalogue
import`, `sessions import`, `sessions delete --yes`, `sessions export -o`. Each probe ends **done**
(exit 0), **refused** (exit 1 or 2 with one line `companion: error: ...`) or, for `play`, **partly
done** (refused at a line, the lines before it saved: exactly the ones it acknowledged on stdout,
each line being its own transaction, as the message says); **unexpected** is
anything else (exit 1 saying "unexpected", a traceback, more lines); **changed** is a refused
command after which any table's rows differ from before (beyond a play's acknowledged lines); **lost** is a probe after which an
entry of the saved session is missing (a delete that was done excepted).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import sqlite3
import stat
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine

import companion.services.store.engine as store_engine
from companion.shell.cli import main
from tests.cli.test_catalogue_cli import terrain_document
from tests.cli.transcript_fuzz import UNFORESEEN, golden_transcripts

GAME = "dice-throne-1v1"
FAULTS = ("full disk", "read-only", "locked")
COMMANDS = ("play --session", "play --setup", "catalogue import", "sessions import", "sessions delete",
            "sessions export")


@dataclass
class ProbeFigures:
    """Probes run, how they ended, and what went wrong."""

    tries: int = 0
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)
    changed_by: list[str] = field(default_factory=list)
    outcomes: Counter = field(default_factory=Counter)


@dataclass
class Bench:
    """The files every probe starts from."""

    folder: Path
    base: Path
    setup: Path
    first: Path
    more: Path
    export: Path
    catalogue: Path
    closed_folder: Path


def _cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue(), out.getvalue()


def _acknowledged(out: str) -> int:
    """Lines `companion play` printed as committed (each is printed after its action is saved)."""
    return sum(json.loads(line).get("outcome") in {"applied", "undone", "redone"} for line in out.splitlines())


def prepare(folder: Path) -> Bench:
    """A database with one Dice Throne session, its export, a catalogue file and a folder nobody may write."""
    game, setup, lines = golden_transcripts()[GAME]
    setup_file = folder / "setup.json"
    setup_file.write_text(json.dumps(setup), encoding="utf-8")
    first, more = folder / "first.txt", folder / "more.txt"
    first.write_text("\n".join(lines[:10]) + "\n", encoding="utf-8")
    more.write_text("\n".join(lines[10:15]) + "\n", encoding="utf-8")
    base = folder / "base.db"
    code, err, _ = _cli(["play", game, str(first), "--setup", str(setup_file), "--seed", "1", "--db", f"sqlite:///{base}"])
    if code:
        raise RuntimeError(f"could not make the probes' database: {err}")
    export = folder / "export.json"
    code, err, _ = _cli(["--db", f"sqlite:///{base}", "sessions", "export", "1", "-o", str(export)])
    if code:
        raise RuntimeError(f"could not export the probes' session: {err}")
    catalogue = folder / "dice.json"
    catalogue.write_text(json.dumps(terrain_document()), encoding="utf-8")
    closed = Path("/sys") if os.geteuid() == 0 else folder / "closed"
    if closed != Path("/sys"):
        closed.mkdir(exist_ok=True)
        closed.chmod(stat.S_IRUSR | stat.S_IXUSR)
    return Bench(folder, base, setup_file, first, more, export, catalogue, closed)


def _rows(path: Path) -> list[str]:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return list(connection.iterdump())


def _session_log(path: Path) -> list[tuple]:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        try:
            return connection.execute("SELECT session_id, seq, kind FROM log_entries ORDER BY session_id, seq").fetchall()
        except sqlite3.Error:
            return []


def _argv(bench: Bench, command: str, url: str, out: Path) -> list[str]:
    return {
        "play --session": ["play", "dice-throne", str(bench.more), "--session", "1", "--seed", "2", "--db", url],
        "play --setup": ["play", "dice-throne", str(bench.first), "--setup", str(bench.setup), "--seed", "1",
                         "--db", url],
        "catalogue import": ["--db", url, "catalogue", "import", str(bench.catalogue)],
        "sessions import": ["--db", url, "sessions", "import", str(bench.export)],
        "sessions delete": ["--db", url, "sessions", "delete", "1", "--yes"],
        "sessions export": ["--db", url, "sessions", "export", "1", "-o", str(out)],
    }[command]


@contextlib.contextmanager
def _fault(fault: str, database: Path, rng: random.Random) -> Iterator[str]:
    """The database's URL while the fault holds."""
    url = f"sqlite:///{database}"
    if fault == "read-only":
        yield f"sqlite:///file:{database}?mode=ro&uri=true"
    elif fault == "full disk":
        headroom = rng.randrange(0, 3)

        def no_more_pages(dbapi_connection, _record) -> None:
            cursor = dbapi_connection.cursor()
            pages = cursor.execute("PRAGMA page_count").fetchone()[0]
            cursor.execute(f"PRAGMA max_page_count = {pages + headroom}")
            cursor.close()

        event.listen(Engine, "connect", no_more_pages)
        try:
            yield url
        finally:
            event.remove(Engine, "connect", no_more_pages)
    else:
        holder = sqlite3.connect(database, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        holder.execute("CREATE TABLE IF NOT EXISTS probe_lock (x)")
        saved = store_engine.BUSY_TIMEOUT_MS
        store_engine.BUSY_TIMEOUT_MS = 200
        try:
            yield url
        finally:
            store_engine.BUSY_TIMEOUT_MS = saved
            holder.execute("ROLLBACK")
            holder.close()


def probe(bench: Bench, command: str, fault: str, rng: random.Random, figures: ProbeFigures) -> None:
    """Run `command` under `fault` on a fresh copy of the database and count the outcome."""
    database = bench.folder / "probe.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{database}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(bench.base, database)
    before, log = _rows(database), _session_log(database)
    out = (bench.closed_folder if fault == "read-only" else bench.folder) / "exported.json"
    if out.parent == bench.folder:
        out.unlink(missing_ok=True)
    with _fault(fault, database, rng) as url:
        code, err, said = _cli(_argv(bench, command, url, out))
    figures.tries += 1
    name = f"{command} / {fault}"
    lines = err.strip("\n").split("\n")
    if UNFORESEEN.search(err) or "unexpected" in err:
        figures.unexpected.append(f"{name}: {err.strip()[:200]}")
        return
    if code in (1, 2):
        if len(lines) != 1 or not lines[0].startswith("companion: error: "):
            figures.unexpected.append(f"{name}: exit {code} not one line: {err.strip()[:200]}")
            return
        now = _rows(database)
        saved = len(set(_session_log(database)) - set(log))
        if command.startswith("play") and saved and saved == _acknowledged(said):
            # each line is its own transaction: the lines acknowledged before the fault stay saved, as it says
            figures.outcomes[f"partly done, the acknowledged lines saved ({fault})"] += 1
        elif now != before:
            figures.changed += 1
            figures.changed_by.append(f"{name}: {lines[0][:160]}; rows {sorted(set(now) ^ set(before))[:3]}"[:600])
        else:
            figures.outcomes[f"refused ({fault})"] += 1
    elif code == 0:
        figures.outcomes[f"done ({fault})"] += 1
    else:
        figures.unexpected.append(f"{name}: exit {code}: {err.strip()[:200]}")
        return
    after = set(_session_log(database))
    if not (command == "sessions delete" and code == 0):
        figures.lost += len(set(log) - after)


def probe_writes(folder: Path, rounds: int, seed: int,
                 progress: Callable[[str], None] | None = None) -> ProbeFigures:
    """`rounds` rounds of every command under every fault, in a seeded order."""
    rng = random.Random(seed)
    bench = prepare(folder)
    figures = ProbeFigures()
    try:
        for _ in range(rounds):
            pairs = [(command, fault) for command in COMMANDS for fault in FAULTS]
            rng.shuffle(pairs)
            for command, fault in pairs:
                probe(bench, command, fault, rng, figures)
                if progress:
                    progress(f"{command} / {fault}")
    finally:
        if bench.closed_folder != Path("/sys"):
            bench.closed_folder.chmod(stat.S_IRWXU)
    return figures
