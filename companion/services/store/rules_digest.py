"""The digest of the rules as shipped (every source and data file of the engine and the catalogue), kept between launches.

A snapshot of a replayed state is valid only under the rules it was computed with (`snapshot_cache.rules_key`
holds this digest), so the digest must never go stale: a snapshot of other rules reused would be a wrong state.
Hashing the engine's and the catalogue's files (about 320 files, 2.9 MB) takes about 10 ms of every launch;
reading their stats takes about 1.3. So the digest is kept in a small file (`rules-digest.json`, in the cache
folder) under a key made of every file's path, size, inode, and modification and change times in nanoseconds:
a file written, replaced, renamed, added or removed since changes the key, and the digest is computed again.
No program can set a file's change time back, so a file rewritten with the same size and its modification
time restored still changes the key.

A digest is kept only when the files' stats read the same before and after they were hashed and every file was
last changed at least `SETTLED_NS` before (a file written in the same tick of a coarse clock as it was read could
change again without changing its times: git's "racy" rule). The kept file is a help, never the truth: unreadable
or of another shape, it is ignored and written again; unwritable, the digest is computed at every launch.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from companion.services.atomic_file import write_whole
from companion.services.settings import cache_dir

#: The kept digests' file, in the cache folder.
CACHE_FILENAME = "rules-digest.json"

#: How long before the digest is computed every file must have been last changed for the digest to be kept.
SETTLED_NS = 2_000_000_000

#: How many digests the file keeps (installs of different versions may share one cache folder).
KEPT = 8

#: The suffixes of the files the rules are made of.
SUFFIXES = (".py", ".json")

#: The shape of the kept file; another shape is ignored.
FORMAT = 1


def cache_path() -> Path:
    """Where the digest is kept: in the companion's cache folder (`settings.cache_dir`)."""
    return cache_dir() / CACHE_FILENAME


def rule_files(root: Path) -> list[tuple[tuple[str, ...], os.DirEntry[str]]]:
    """The rules' files under `root` (SUFFIXES, regular files or links to them; folders not followed through
    links), each with its path's parts relative to `root`, in the order of those parts (the order of
    `sorted(root.rglob("*"))`)."""
    found = []
    folders: list[tuple[tuple[str, ...], str]] = [((), str(root))]
    while folders:
        parts, folder = folders.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(((*parts, entry.name), entry.path))
                elif entry.name.endswith(SUFFIXES) and entry.is_file():
                    found.append(((*parts, entry.name), entry))
    found.sort(key=lambda item: item[0])
    return found


def stats_key(roots: Iterable[Path]) -> tuple[str, int]:
    """A key that changes whenever any rules file under `roots` changes, and the latest change time (ns) among them."""
    lines = []
    latest = 0
    for root in roots:
        lines.append(f"{root}\0\0")
        for parts, entry in rule_files(root):
            found = entry.stat()
            latest = max(latest, found.st_mtime_ns, found.st_ctime_ns)
            lines.append(f"{'/'.join(parts)}\0{found.st_size}\0{found.st_ino}\0{found.st_mtime_ns}\0"
                         f"{found.st_ctime_ns}\n")
    return hashlib.sha256("".join(lines).encode()).hexdigest(), latest


def hashed_digest(roots: Iterable[Path]) -> str:
    """The digest of every rules file under `roots`: each file's path relative to its root and its bytes, in order."""
    digest = hashlib.sha256()
    for root in roots:
        for parts, entry in rule_files(root):
            digest.update("/".join(parts).encode())
            with open(entry.path, "rb") as file:
                digest.update(file.read())
    return digest.hexdigest()[:32]


def _kept(path: Path) -> dict[str, str]:
    """The digests kept in the file at `path` by key; none when it is missing, unreadable or of another shape."""
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(found, dict) or found.get("format") != FORMAT or not isinstance(found.get("digests"), dict):
        return {}
    return {key: value for key, value in found["digests"].items() if isinstance(key, str) and isinstance(value, str)}


def rules_digest(roots: Iterable[Path], cache: Path | None, now_ns: Callable[[], int] = time.time_ns) -> str:
    """The digest of the rules files under `roots` (`hashed_digest`), read from `cache` when kept there under the
    files' stats (`stats_key`), else computed and, when the files had settled by `now_ns()`, kept there."""
    roots = list(roots)
    if cache is None:
        return hashed_digest(roots)
    before, latest = stats_key(roots)
    kept = _kept(cache)
    if before in kept:
        return kept[before]
    digest = hashed_digest(roots)
    after, _ = stats_key(roots)
    if after == before and latest <= now_ns() - SETTLED_NS:
        kept.pop(before, None)
        kept[before] = digest
        newest = dict(list(kept.items())[-KEPT:])
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            write_whole(cache, json.dumps({"format": FORMAT, "digests": newest}, indent=1))
        except OSError:
            pass  # a cache folder that cannot be written: the digest is computed at every launch
    return digest
