"""Prove a re-recorded golden log changed only where it was meant to: `python -m tests.golden.field_diff`.

Compares each golden log as committed at a git revision with the file in the working tree, line by
line, with the named fields taken out of every step (a dotted path such as `view.allowed_now`), and
prints every line that still differs; the header lines must be byte-identical. Exit status 1 on
any other difference, so a re-recording that was meant to change one field can be shown to change
nothing else:

    .venv/bin/python -m tests.golden.field_diff --against main --except view.allowed_now dice-throne-1v1
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

GAMES_DIR = Path(__file__).resolve().parent / "games"


def without(record: dict[str, Any], paths: Sequence[str]) -> dict[str, Any]:
    """A step's record with each dotted field path taken out (a path missing from the record is ignored)."""
    record = json.loads(json.dumps(record))
    for path in paths:
        *parents, last = path.split(".")
        node: Any = record
        for part in parents:
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict):
            node.pop(last, None)
    return record


def differences(old_text: str, new_text: str, ignored: Sequence[str]) -> list[str]:
    """Where two versions of a log differ beyond the ignored fields: 'header', or 'step N' per differing step."""
    old_lines, new_lines = old_text.splitlines(), new_text.splitlines()
    found = []
    if old_lines[:1] != new_lines[:1]:
        found.append("header")
    if len(old_lines) != len(new_lines):
        found.append(f"{len(old_lines) - 1} steps before, {len(new_lines) - 1} now")
    for number, (old, new) in enumerate(zip(old_lines[1:], new_lines[1:]), start=1):
        if without(json.loads(old), ignored) != without(json.loads(new), ignored):
            found.append(f"step {number}")
    return found


def changed_steps(old_text: str, new_text: str, field: str) -> int:
    """How many steps differ in one field."""
    return sum(_get(json.loads(old), field) != _get(json.loads(new), field)
               for old, new in zip(old_text.splitlines()[1:], new_text.splitlines()[1:]))


def _get(record: dict[str, Any], path: str) -> Any:
    node: Any = record
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the git revision the logs are compared with")
    parser.add_argument("--except", dest="ignored", action="append", default=[],
                        help="a dotted field path of a step left out of the comparison (repeatable)")
    parser.add_argument("games", nargs="*", help="log names without .jsonl (default: every log)")
    args = parser.parse_args(argv)
    names = args.games or sorted(p.stem for p in GAMES_DIR.glob("*.jsonl"))
    failed = False
    for name in names:
        path = GAMES_DIR / f"{name}.jsonl"
        relative = path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
        old = subprocess.run(["git", "show", f"{args.against}:{relative}"], check=True, capture_output=True,
                             text=True).stdout
        new = path.read_text(encoding="utf-8")
        found = differences(old, new, args.ignored)
        changed = {field: changed_steps(old, new, field) for field in args.ignored}
        print(f"{name}: {'same' if not found else 'DIFFERS at ' + ', '.join(found[:10])}"
              + "".join(f"; {field} changed in {n} steps" for field, n in changed.items()))
        failed |= bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
