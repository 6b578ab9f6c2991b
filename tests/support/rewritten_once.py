"""Each xdist worker rewrites the asserts of its share of the test modules before collecting, so that the modules are
rewritten once per run between the workers, not once by each.

pytest rewrites a test module's asserts when it imports it and keeps the result in a pyc of its own beside the module
(`__pycache__/*-pytest-*.pyc`), read back by a later run. On a fresh checkout, as CI's, there is none yet: both workers
import the same ~620 modules in the same order, so each rewrote every one of them (about 15 s of CPU a worker of the 25
its collection took, against 10 with the pycs there; measured with `--collect-only -n 0`, 2026-12-02, load 10). Here
worker k of n first rewrites and writes the k-th of every n modules under the run's paths (what pytest would write,
with its own functions, atomically); collecting, each then finds the others' share written as well, or rewrites a
module itself as before if it is not there yet. What is imported and every assert are unchanged."""

from __future__ import annotations

import os
import sys
from fnmatch import fnmatch
from pathlib import Path

import pytest
from _pytest.assertion import rewrite
from _pytest.assertion.rewrite import PYC_TAIL, get_cache_dir

#: How a worker reads its place among the run's workers (pytest-xdist's variables).
WORKER_VARIABLE, COUNT_VARIABLE = "PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT"


def modules_under(config: pytest.Config) -> list[Path]:
    """The test modules under the run's paths (files named as `python_files` says), in a fixed order."""
    patterns = config.getini("python_files")
    found: set[Path] = set()
    for arg in config.args:
        path = Path(arg.split("::")[0])
        path = path if path.is_absolute() else Path(config.invocation_params.dir) / path
        candidates = path.rglob("*.py") if path.is_dir() else [path]
        found.update(c.resolve() for c in candidates if any(fnmatch(c.name, p) for p in patterns))
    return sorted(found)


def rewrite_this_workers_share(config: pytest.Config) -> int:
    """Rewrite the asserts of this worker's share of the run's test modules whose rewritten pyc is missing or stale;
    how many it wrote. Nothing outside an xdist run of two workers or more, or where pytest would not write pycs."""
    worker, count = os.environ.get(WORKER_VARIABLE), int(os.environ.get(COUNT_VARIABLE, "1"))
    if worker is None or count < 2 or sys.dont_write_bytecode or config.getoption("assertmode") != "rewrite":
        return 0
    state = config.stash[rewrite.assertstate_key]
    written = 0
    for module in modules_under(config)[int(worker.removeprefix("gw")) % count::count]:
        pyc = get_cache_dir(module) / (module.name[:-3] + PYC_TAIL)
        if rewrite._read_pyc(module, pyc) is not None or not rewrite.try_makedirs(pyc.parent):
            continue
        source_stat, code = rewrite._rewrite_test(module, config)
        if rewrite._write_pyc(state, code, source_stat, pyc):
            written += 1
    return written
