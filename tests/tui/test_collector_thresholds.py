"""The running app collects cyclic garbage after 10,000 new objects, not Python's 700 (companion/shell/collector.py).

At 700 the collector ran in every move on a board and took 5–11% of its CPU (docs/benchmarks.md, issue 32's
seventh pass); the app sets its thresholds once as it mounts.
"""

from __future__ import annotations

import gc

from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.collector import THRESHOLDS


async def test_the_app_sets_the_collectors_thresholds_as_it_mounts(store: SessionStore) -> None:
    kept = gc.get_threshold()
    gc.set_threshold(700, 10, 10)  # Python's defaults, as a process starts (the test suite sets its own)
    try:
        app = make_app(store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert gc.get_threshold() == THRESHOLDS
        assert THRESHOLDS[0] >= 10 * 700
    finally:
        gc.set_threshold(*kept)
