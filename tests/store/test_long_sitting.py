"""A long sitting holds no more states in memory than a session just opened, and forgetting them costs the same.

Counted, never timed. A session played in one process used to keep the state after every action it played since it
was opened (the states under the latest snapshot are let go only when a session is opened): about 0.45 MiB per
thousand Dice Throne actions, growing for as long as the table played. Each snapshot written with a move now lets the
states under the latest `SNAPSHOT_EVERY` go (an undo that far back replays from the snapshot, as after opening), and
letting them go visits only the states held since the last time, not the whole log.
"""

from __future__ import annotations

from typing import Any

import pytest

import companion.services.store.live as live_module
from companion.services.store import SessionStore
from tests.store.conftest import tally_setup
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import TALLY, AddPoints, EndTurn

EVERY = 4  # a snapshot every four active actions (the app's is 256): short sittings cross many


class CountedStates(list):
    """The timeline's states, each write to them counted."""

    writes = 0

    def __setitem__(self, index: Any, value: Any) -> None:
        CountedStates.writes += 1
        super().__setitem__(index, value)


def held(live) -> int:
    """How many states after an action the session holds in memory."""
    return sum(state is not None for state in live._timeline._states[1:])


def sitting(db_url: str, actions: int) -> tuple[int, int, Any]:
    """A session opened and `actions` actions played in it at once: the states held at the end, the writes to the
    states over the last `EVERY` actions (one snapshot's), and the session."""
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name=f"{actions} actions", setup=tally_setup())
    live._timeline._states = CountedStates(live._timeline._states)
    for index in range(actions - EVERY):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    CountedStates.writes = 0
    for index in range(actions - EVERY, actions):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    return held(live), CountedStates.writes, (store, live)


def test_a_long_sitting_holds_the_states_of_a_short_one_and_lets_them_go_at_the_same_cost(
        tmp_path, migrated_store_file, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    short_held, short_writes, (short_store, _) = sitting(
        fresh_store_file(migrated_store_file, tmp_path / "short.db"), 5 * EVERY)
    long_held, long_writes, (store, live) = sitting(fresh_store_file(migrated_store_file, tmp_path / "long.db"),
                                                    50 * EVERY)
    short_store.close()
    try:
        assert long_held == short_held <= EVERY + 1  # before: every state of the sitting (200 here)
        assert long_writes == short_writes  # before: the whole log visited at each snapshot
        # Undone back to the start and redone: each state restored from a snapshot and replayed, as the log says.
        def truth() -> Any:
            return TALLY.replay(live.setup, [(e.action, e.overridden) for e in live.entries
                                             if e.kind == "action" and e.active])
        for _ in range(3 * EVERY + 1):
            live.undo()
            assert live.state == truth()
        while live.can_redo:
            live.redo()
        assert live.state == truth()
    finally:
        store.close()
