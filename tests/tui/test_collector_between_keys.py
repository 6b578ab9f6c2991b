"""The cyclic collector runs between the player's keys, not in them (`companion/shell/collect_between_keys.py`).

Counted, never timed: a pass of the young generations inside a key set the p95 of Enter, ctrl+z and ctrl+y on a
board (2–5 ms of CPU every few keys, 26–29 ms every few dozen: docs/benchmarks.md, "Thirteenth pass: the slow
samples"). The app now runs the pass Python would run once the keys pause, and the automatic collector is a backstop
a player's moves never reach.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from companion.services.store import SessionStore
from companion.shell.app import make_app
from companion.shell.collect_between_keys import QUIET_AFTER_KEY, YOUNG_DUE, CollectBetweenKeys, due_generation
from companion.shell.collector import THRESHOLDS
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.drive import enter_command, resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session


@pytest.fixture
def passes() -> Iterator[list[int]]:
    """The generation of every pass of the collector while the test runs."""
    seen: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            seen.append(info["generation"])

    gc.callbacks.append(note)
    try:
        yield seen
    finally:
        gc.callbacks.remove(note)


def test_a_pass_is_due_once_enough_new_objects_wait_and_of_the_generation_python_would_choose() -> None:
    gc.collect()  # every generation's count back to nothing
    assert due_generation() is None
    kept = [[] for _ in range(YOUNG_DUE + 500)]  # new container objects, alive
    assert due_generation() == 0
    for _ in range(gc.get_threshold()[1] - 1):  # the youngest collected nine times: the next pass is the middle's
        gc.collect(0)
    kept += [[] for _ in range(YOUNG_DUE + 500)]
    assert due_generation() == 1
    gc.collect(0)
    assert due_generation() is None and len(kept) == 2 * (YOUNG_DUE + 500)


def test_the_policy_collects_only_once_the_keys_paused_and_never_when_someone_stopped_the_collector() -> None:
    now = [100.0]
    last_key = [100.0]
    collector = CollectBetweenKeys(lambda: last_key[0], clock=lambda: now[0])
    gc.collect()
    kept = [[] for _ in range(YOUNG_DUE + 500)]
    now[0] += QUIET_AFTER_KEY / 2
    assert collector.look() is None and collector.passes == [0, 0, 0]  # a key just came
    now[0] += QUIET_AFTER_KEY
    gc.disable()  # the launch's hold, a log's reading
    try:
        assert collector.look() is None and collector.passes == [0, 0, 0]
    finally:
        gc.enable()
    assert collector.look() == 0 and collector.passes == [1, 0, 0]
    assert collector.look() is None and kept  # nothing due any more


async def test_moves_on_a_board_run_no_pass_of_their_own_and_the_pause_after_them_collects(
        store: SessionStore, passes: list[int]) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        assert gc.get_threshold() == THRESHOLDS
        gc.collect()
        passes.clear()
        before = list(app.collector.passes)
        for _ in range(8):  # the player's order: a command, its undo, its redo
            await enter_command(pilot, "next")
            await pilot.press("ctrl+z", "ctrl+y")
        # Every pass in those moves was the app's own, run in a pause (a slow machine leaves some between the keys):
        # none came from the automatic collector inside a key.
        own = [now - then for now, then in zip(app.collector.passes, before)]
        assert sorted(passes) == sorted(g for g, count in enumerate(own) for _ in range(count)), (passes, own)
        kept = [[] for _ in range(YOUNG_DUE)]  # enough new objects for a pass to be due
        await until(pilot, lambda: sum(app.collector.passes) > sum(before) + sum(own),
                    "a pass of the collector once the keys paused")
        assert kept
