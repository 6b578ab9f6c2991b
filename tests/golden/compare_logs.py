"""Compare golden JSON-lines logs on disk with those of a git revision, field by field: what changed, and nothing else.

`python -m tests.golden.compare_logs [--revision REV] [--only view.allowed_now] [FILE ...]` reads
each file (by default every tests/golden/games/*.jsonl) as it is now and as it was at REV (default:
main). A log must keep its number of lines, and a line may differ only in the fields named with
`--only` (a dotted path such as `view.allowed_now`): with those fields taken out of both sides, the
two lines must hold the same JSON again (both sides are written by the same deterministic writer, so
the same JSON is the same bytes). With `--new-keys PATH` (e.g. `view.data`, the typed board a
transcript records) the objects under PATH may gain keys, never lose or change one. It prints every
other difference (and exits 1 when there is one),
then the kinds of change in the named fields: for a list of words such as `allowed_now`, the entries
removed and added, counted over the lines, with the first line of each.

Run it after a re-recording that is meant to change only those fields (the lead's decision for
issue 31: Runebound 2e's "what now" comes from its checked choices).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.golden.table import dumps

GAMES_DIR = Path(__file__).resolve().parent / "games"
ROOT = GAMES_DIR.parents[2]


@dataclass
class Comparison:
    """What differs between two versions of one log: elsewhere (must be empty), and in the named fields."""

    name: str
    elsewhere: list[str] = field(default_factory=list)
    kinds: Counter[tuple[str, tuple[str, ...], tuple[str, ...]]] = field(default_factory=Counter)
    first: dict[tuple[str, tuple[str, ...], tuple[str, ...]], str] = field(default_factory=dict)


def _take(line: dict[str, Any], path: str) -> Any:
    """Remove the field at a dotted path from a parsed line and return its value (None when absent)."""
    *parents, last = path.split(".")
    holder = line
    for key in parents:
        holder = holder.get(key, {})
    return holder.pop(last, None)


def _drop_new_keys(old: Any, new: Any) -> Any:
    """`new` less the object keys `old` lacks, at every depth (lists item by item): what the two share."""
    if isinstance(old, dict) and isinstance(new, dict):
        return {key: _drop_new_keys(old[key], value) for key, value in new.items() if key in old}
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [_drop_new_keys(o, n) for o, n in zip(old, new)]
    return new


def _at_path(line: dict[str, Any], path: str) -> tuple[dict[str, Any], str] | None:
    """The object holding the field at a dotted path, and the field's name (None when a parent is missing)."""
    *parents, last = path.split(".")
    holder: Any = line
    for key in parents:
        holder = holder.get(key) if isinstance(holder, dict) else None
    return (holder, last) if isinstance(holder, dict) else None


def _kind(old: Any, new: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A list's entries removed and added (in their order), or the whole values when they are not lists."""
    if isinstance(old, list) and isinstance(new, list):
        return tuple(str(o) for o in old if o not in new), tuple(str(n) for n in new if n not in old)
    return (json.dumps(old, ensure_ascii=False),), (json.dumps(new, ensure_ascii=False),)


def compare(name: str, before: str, after: str, only: Sequence[str], new_keys: Sequence[str] = ()) -> Comparison:
    """Compare two versions of a log's text; only the fields at the dotted paths `only` may differ, and the
    objects at the paths `new_keys` may gain keys."""
    found = Comparison(name)
    old_lines, new_lines = before.splitlines(), after.splitlines()
    if len(old_lines) != len(new_lines):
        found.elsewhere.append(f"{len(old_lines)} lines before, {len(new_lines)} now")
    for number, (old_text, new_text) in enumerate(zip(old_lines, new_lines), start=1):
        if old_text == new_text:
            continue
        old, new = json.loads(old_text), json.loads(new_text)
        for path in only:
            was, now = _take(old, path), _take(new, path)
            if was != now:
                removed, added = _kind(was, now)
                key = (path, removed, added)
                found.kinds[key] += 1
                found.first.setdefault(key, f"line {number} ({old.get('command')!r})")
        for path in new_keys:
            held, was = _at_path(new, path), _at_path(old, path)
            if held is not None and was is not None and held[1] in held[0] and was[1] in was[0]:
                held[0][held[1]] = _drop_new_keys(was[0][was[1]], held[0][held[1]])
        if dumps(old) != dumps(new):
            fields = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
            found.elsewhere.append(f"line {number} ({old.get('command')!r}) differs in {', '.join(fields)}")
    return found


def _at(revision: str, path: Path) -> str:
    shown = subprocess.run(["git", "show", f"{revision}:{path.relative_to(ROOT).as_posix()}"], cwd=ROOT,
                           capture_output=True, text=True, check=False)
    if shown.returncode:
        raise SystemExit(f"{path.name} is not in {revision}: {shown.stderr.strip()}")
    return shown.stdout


def main(argv: Sequence[str]) -> int:
    """Compare every golden log with the revision's; 1 when something differs outside the named fields."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="the logs (default: tests/golden/games/*.jsonl)")
    parser.add_argument("--revision", default="main")
    parser.add_argument("--only", action="append", default=[], help="a dotted field path that may differ")
    parser.add_argument("--new-keys", action="append", default=[], help="a dotted path whose objects may gain keys")
    args = parser.parse_args(argv)
    failed = False
    for path in [p.resolve() for p in args.files] or sorted(GAMES_DIR.glob("*.jsonl")):
        found = compare(path.stem, _at(args.revision, path), path.read_text(encoding="utf-8"), args.only, args.new_keys)
        print(f"{path.stem}: {'the same elsewhere' if not found.elsewhere else 'DIFFERS ELSEWHERE'}; "
              f"{sum(found.kinds.values())} changes in {', '.join(args.only) or 'no field'}")
        for problem in found.elsewhere:
            failed = True
            print(f"  elsewhere: {problem}")
        for key, count in found.kinds.most_common():
            field_path, removed, added = key
            print(f"  {count:4} x {field_path}: removed {list(removed)}, added {list(added)} (first: {found.first[key]})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
