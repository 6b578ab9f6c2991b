"""The rules digest is read by the app's worker right after the first frame, off a board's key (issue 32): a board
opened meanwhile waits for that one computation, and a snapshot of other rules is never trusted, whoever computed it."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import companion.services.store.live as live_module
import rules_engine.games as games_module
import screens.game_area as game_area_module
from companion.services.store import SessionStore
from companion.services.store import snapshot_cache
from companion.services.store.display_read import open_for_display
from companion.shell import deferred
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn

#: How long a thread is given to show it is held (it must still be waiting after it) or let through (a bound for a
#: real failure only, however loaded the machine).
HELD_FOR = 0.2
LET_THROUGH_WITHIN = 30.0


@pytest.fixture
def digest_computed_again() -> Iterator[None]:
    """The process's digest forgotten before and after the test (a test's own digest never outlives it)."""
    snapshot_cache._sources_digest.cache_clear()
    yield
    snapshot_cache._sources_digest.cache_clear()


def test_a_second_caller_waits_for_the_first_computation_and_reads_its_digest(monkeypatch, digest_computed_again):
    started, release = threading.Event(), threading.Event()
    computed: list[int] = []

    def slow_digest(_roots: object, _cache: object) -> str:
        computed.append(1)
        started.set()
        assert release.wait(LET_THROUGH_WITHIN), "the test never let the first computation end"
        return "digest-of-the-worker"

    monkeypatch.setattr(snapshot_cache, "rules_digest", slow_digest)
    answers: dict[str, str] = {}
    worker = threading.Thread(target=lambda: answers.__setitem__("worker", snapshot_cache.sources_digest()))
    board = threading.Thread(target=lambda: answers.__setitem__("board", snapshot_cache.sources_digest()))
    worker.start()
    assert started.wait(LET_THROUGH_WITHIN), "the worker's computation never started"
    board.start()
    board.join(HELD_FOR)
    assert board.is_alive()  # the board waits for the worker's computation instead of starting its own
    release.set()
    worker.join(LET_THROUGH_WITHIN)
    board.join(LET_THROUGH_WITHIN)
    assert answers == {"worker": "digest-of-the-worker", "board": "digest-of-the-worker"}
    assert computed == [1]  # computed once for both


def test_the_worker_reads_the_digest_before_it_imports_any_game(monkeypatch) -> None:
    steps: list[str] = []
    monkeypatch.setattr(snapshot_cache, "sources_digest", lambda: steps.append("digest") or "digest")
    monkeypatch.setattr(games_module, "get_game", lambda game_id: steps.append(f"game {game_id}"))
    monkeypatch.setattr(game_area_module, "game_area_for", lambda game_id: steps.append(f"area {game_id}"))
    deferred.warm_up_session(["tally"])
    assert steps == ["digest", "game tally", "area tally"]


def _session_with_snapshots(tmp_path: Path) -> tuple[Path, int]:
    """A saved tally session of ten actions with a snapshot every third."""
    path = tmp_path / "sessions.db"
    store = SessionStore.open(f"sqlite:///{path}")
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
    for index in range(10):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    store.close()
    return path, live.id


@pytest.mark.parametrize("rules", ["as saved", "changed since"])
def test_a_board_trusts_a_snapshot_only_under_the_digest_computed_for_it(tmp_path, monkeypatch, digest_computed_again,
                                                                         rules) -> None:
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", 3)
    path, session_id = _session_with_snapshots(tmp_path)
    if rules == "changed since":  # the worker's digest of the files as they are now: not the one the snapshots hold
        snapshot_cache._sources_digest.cache_clear()
        monkeypatch.setattr(snapshot_cache, "rules_digest", lambda _roots, _cache: "the-next-version")
        worker = threading.Thread(target=snapshot_cache.sources_digest)
        worker.start()
        worker.join(LET_THROUGH_WITHIN)
    replayed = []
    original = TALLY.apply
    monkeypatch.setattr(type(TALLY), "apply",
                        lambda _game, state, action, **kwargs: replayed.append(action) or original(state, action,
                                                                                                   **kwargs))

    def no_store() -> SessionStore:
        raise AssertionError("the store was asked for although nothing was written")

    shown = open_for_display(path, session_id, no_store)
    assert shown is not None and shown.state.scores == (3, 2)
    # Under the rules it was saved with, the board restores the latest snapshot (action 9) and replays one action;
    # under other rules it trusts none and replays the whole log.
    assert len(replayed) == (1 if rules == "as saved" else 10)
