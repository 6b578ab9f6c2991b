"""Compiling the project's modules once before a benchmark, as an installed package has them.

An installed wheel comes with its modules compiled; an editable checkout run with
PYTHONDONTWRITEBYTECODE=1 (as on the project's machines) compiles every module again in every new
process, which would add hundreds of milliseconds to each measured start. The benchmarks compile
the product's packages here and run their probes without that setting.
"""

from __future__ import annotations

import compileall
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("rules_engine", "cards_db", "companion", "screens", "bench", "tests/support")


def compile_project() -> None:
    """Write the bytecode of every product module (quietly; already compiled modules are skipped)."""
    for package in PACKAGES:
        compileall.compile_dir(REPO / package, quiet=1)


def probe_environment(base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for a measured process: `base` (or this one) without PYTHONDONTWRITEBYTECODE."""
    env = dict(os.environ if base is None else base)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env
