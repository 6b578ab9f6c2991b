"""Damaging a good database file at random and opening it: refused untouched, or read exactly as it was.

Shared by tests/store/test_damaged_and_foreign.py (a few dozen runs) and bench/reliability.py
(thousands). Each run copies one good database (a Tally session of a few hundred actions,
closed cleanly), damages the copy one way at random (truncation, overwritten bytes or pages,
zeroed pages, a corrupt header, swapped pages, garbage appended), then opens it with the store:

- refused: a StoreError, and the damaged file is byte-for-byte as it was, with no side files;
- opened: the session reads back exactly as it was saved (its state and its whole log), or
  reading it gives a StoreError naming the problem.

Counted as wrong: `changed` (a refused file was modified, or a session read back differently
without an error), `lost` (a session no longer listed although the file opened) and
`unexpected` (any error that is not a StoreError).
"""

from __future__ import annotations

import random
import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from companion.services.store import SessionStore, StoreError
from tests.store.conftest import file_digest, sidecars, tally_setup
from tests.support.tally_game import AddPoints, EndTurn

PAGE = 4096


def good_database(path: Path, actions: int = 300) -> int:
    """A real store file with one session of `actions` actions, closed cleanly; the session id."""
    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Good", setup=tally_setup())
    for i in range(actions):
        live.act(EndTurn() if live.state.added else AddPoints(1 + i % 6))
    store.close()
    return live.id


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(0, len(data))]


def _overwrite_bytes(data: bytes, rng: random.Random) -> bytes:
    start = rng.randrange(0, len(data))
    size = rng.randrange(1, 4097)
    return data[:start] + rng.randbytes(min(size, len(data) - start)) + data[start + size:]


def _overwrite_page(data: bytes, rng: random.Random) -> bytes:
    page = rng.randrange(0, len(data) // PAGE)
    return data[: page * PAGE] + rng.randbytes(PAGE) + data[(page + 1) * PAGE:]


def _zero_page(data: bytes, rng: random.Random) -> bytes:
    page = rng.randrange(0, len(data) // PAGE)
    return data[: page * PAGE] + bytes(PAGE) + data[(page + 1) * PAGE:]


def _corrupt_header(data: bytes, rng: random.Random) -> bytes:
    header = bytearray(data[:100])
    for _ in range(rng.randrange(1, 4)):
        header[rng.randrange(16, 100)] = rng.randrange(256)
    return bytes(header) + data[100:]


def _swap_pages(data: bytes, rng: random.Random) -> bytes:
    pages = [data[i:i + PAGE] for i in range(0, len(data), PAGE)]
    a, b = rng.sample(range(1, len(pages)), 2)
    pages[a], pages[b] = pages[b], pages[a]
    return b"".join(pages)


def _append_garbage(data: bytes, rng: random.Random) -> bytes:
    return data + rng.randbytes(rng.randrange(1, 3 * PAGE))


def _flip_bits(data: bytes, rng: random.Random) -> bytes:
    buffer = bytearray(data)
    for _ in range(rng.randrange(1, 9)):
        position = rng.randrange(len(buffer))
        buffer[position] ^= 1 << rng.randrange(8)
    return bytes(buffer)


DAMAGES = {
    "truncated": _truncate,
    "bytes overwritten": _overwrite_bytes,
    "page overwritten": _overwrite_page,
    "page zeroed": _zero_page,
    "header corrupt": _corrupt_header,
    "pages swapped": _swap_pages,
    "garbage appended": _append_garbage,
    "bits flipped": _flip_bits,
}


@dataclass
class DamageFigures:
    """How the runs ended, and what went wrong (changed, lost, unexpected)."""

    runs: int = 0
    refused: int = 0
    read_intact: int = 0
    read_refused: int = 0
    changed: int = 0
    lost: int = 0
    unexpected: list[str] = field(default_factory=list)
    by_damage: Counter = field(default_factory=Counter)
    silent: list[str] = field(default_factory=list)  # what a `changed` read looked like


def damage_runs(folder: Path, runs: int, seed: int) -> DamageFigures:
    """`runs` random damages of one good database, each opened with the store and checked."""
    rng = random.Random(seed)
    good = folder / "good.db"
    session_id = good_database(good)
    with SessionStore.open(f"sqlite:///{good}") as store:
        original = store.open_session(session_id)
        saved_state, saved_entries = original.state, original.entries
    shutil.copyfile(good, folder / "pristine.db")  # opening wrote the app version: compare with this
    pristine = (folder / "pristine.db").read_bytes()
    figures = DamageFigures()
    for run in range(runs):
        name = rng.choice(sorted(DAMAGES))
        path = folder / f"run-{run % 2}.db"
        for leftover in [path, *sidecars(path)]:
            leftover.unlink(missing_ok=True)
        path.write_bytes(DAMAGES[name](pristine, rng))
        figures.runs += 1
        figures.by_damage[name] += 1
        digest = file_digest(path)
        try:
            store = SessionStore.open(f"sqlite:///{path}")
        except StoreError:
            figures.refused += 1
            if file_digest(path) != digest or sidecars(path):
                figures.changed += 1
            continue
        except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
            figures.unexpected.append(f"run {run} ({name}) opening: {type(error).__name__}: {error}")
            continue
        try:
            if session_id not in {s.id for s in store.list_sessions()}:
                figures.lost += 1
                continue
            live = store.open_session(session_id)
            if live.state == saved_state and live.entries == saved_entries:
                figures.read_intact += 1
            else:
                figures.changed += 1
                figures.silent.append(f"run {run} ({name}): read back {len(live.entries)} entries")
        except StoreError:
            figures.read_refused += 1
        except Exception as error:  # noqa: BLE001 - counted as unexpected, the figure the run reports
            figures.unexpected.append(f"run {run} ({name}) reading: {type(error).__name__}: {error}")
        finally:
            store.close()
    return figures
