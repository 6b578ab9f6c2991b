"""The game clock: time played and per turn, paused and resumed, saved with the session and surviving a kill."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from hypothesis import given, settings
from hypothesis import strategies as st

import pytest

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.clock_state import ClockState, TurnTime, clock_text
from companion.services.game_clock import HEARTBEAT, GameClock, read_clock
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup

START = datetime(2026, 11, 23, 19, 0, tzinfo=timezone.utc)


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.moment = START

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, seconds: float) -> None:
        self.moment += timedelta(seconds=seconds)


@pytest.fixture
def saved(tmp_path):
    """A file store with one tally session: (url, session id)."""
    url = f"sqlite:///{tmp_path / 'clock.db'}"
    with SessionStore.open(url) as store:
        live = store.create_session(game_id="tally", name="Clocked",
                                    setup=GameSetup((PlayerSetup("Ann"), PlayerSetup("Bob"))))
        return url, live.id


operations = st.lists(st.tuples(st.sampled_from(["pause", "resume", "toggle", "turn"]),
                                st.integers(min_value=0, max_value=500), st.integers(0, 3)), max_size=30)


@settings(max_examples=150, deadline=None)
@given(operations)
def test_time_played_is_the_sum_of_the_running_stretches_and_turns_add_up(steps):
    clock, moment, running_from, counted = ClockState(), START, None, 0.0
    for op, wait, turn in steps:
        moment += timedelta(seconds=wait)
        if op == "pause" or (op == "toggle" and clock.running):
            clock = clock.paused(moment) if op == "pause" else clock.toggled(moment)
            if running_from is not None:
                counted += (moment - running_from).total_seconds()
            running_from = None
        elif op in ("resume", "toggle"):
            clock = clock.resumed(moment) if op == "resume" else clock.toggled(moment)
            running_from = running_from or moment
        else:
            clock = clock.at_turn(f"Turn {turn}", moment)
    expected = counted + ((moment - running_from).total_seconds() if running_from else 0.0)
    assert clock.elapsed(moment) == pytest.approx(expected)
    settled = clock.settled(moment)
    assert sum(t.seconds for t in settled.turns) + settled.turn_played == pytest.approx(expected)
    assert ClockState.from_json(clock.to_json()) == clock


def test_a_new_turn_closes_the_last_one_with_its_time():
    clock = ClockState().at_turn("Turn 1: Ann", START).resumed(START)
    clock = clock.at_turn("Turn 1: Ann", START + timedelta(seconds=30))
    clock = clock.at_turn("Turn 2: Bob", START + timedelta(seconds=75))
    assert clock.turns == (TurnTime("Turn 1: Ann", 75.0),)
    assert clock.turn == "Turn 2: Bob"
    assert clock.turn_elapsed(START + timedelta(seconds=80)) == 5.0


def test_malformed_stored_clocks_read_as_stopped():
    assert ClockState.from_text("not json") == ClockState()
    assert ClockState.from_json({"played": "lots"}) == ClockState()
    assert ClockState.from_text(None) == ClockState()


def test_clock_text():
    assert clock_text(0) == "0:00"
    assert clock_text(75.9) == "1:15"
    assert clock_text(3 * 3600 + 62) == "3:01:02"


def test_the_clock_is_saved_with_the_session_and_read_back(saved):
    url, session_id = saved
    time = FakeTime()
    with SessionStore.open(url) as store:
        clock = GameClock(store, session_id, now=time)
        assert not clock.running and clock.elapsed() == 0
        clock.turn_is("Turn 1: Ann")
        clock.resume()
        time.advance(40)
        clock.turn_is("Turn 2: Bob")
        time.advance(20)
        assert clock.toggle() is False
        time.advance(1000)  # paused: not counted
        assert clock.elapsed() == 60
    with SessionStore.open(url) as store:
        again = GameClock(store, session_id, now=time)
        assert again.elapsed() == 60 and not again.running
        assert again.state.turns == (TurnTime("Turn 1: Ann", 40.0),)
        assert again.turn_elapsed() == 20


def test_a_killed_window_loses_only_the_time_since_the_last_save(saved):
    url, session_id = saved
    time = FakeTime()
    store = SessionStore.open(url)
    clock = GameClock(store, session_id, now=time)
    clock.resume()
    time.advance(HEARTBEAT + 5)
    clock.tick()  # saved while running
    time.advance(HEARTBEAT / 2)
    clock.tick()  # too soon: not saved
    store.engine.dispose()  # the window dies without pausing
    assert read_clock(SessionStore.open(url), session_id).running  # still marked running in the file
    time.advance(3600)
    with SessionStore.open(url) as reopened:
        found = GameClock(reopened, session_id, now=time)
        assert not found.running
        assert found.elapsed() == HEARTBEAT + 5


def test_a_new_turn_told_without_saving_is_the_clocks_at_once_and_saved_by_its_next_tick(saved):
    url, session_id = saved
    time = FakeTime()
    with SessionStore.open(url) as store:
        clock = GameClock(store, session_id, now=time)
        clock.turn_is("Turn 1: Ann")
        clock.resume()
        time.advance(40)
        written = store.read_clock_text(session_id)
        assert clock.turn_is("Turn 2: Bob", save=False) is True
        assert clock.turn_is("Turn 2: Bob", save=False) is False  # the same turn: nothing changes
        assert clock.state.turn == "Turn 2: Bob" and clock.turn_elapsed() == 0  # the clock's at once
        assert store.read_clock_text(session_id) == written and clock.unsaved  # not saved yet
        time.advance(1)
        clock.tick()  # a second later, far from the heartbeat: saved because a turn waits
        assert not clock.unsaved and store.read_clock_text(session_id) != written
    with SessionStore.open(url) as store:
        again = GameClock(store, session_id, now=time)
        assert again.state.turns == (TurnTime("Turn 1: Ann", 40.0),)
        assert again.state.turn == "Turn 2: Bob" and again.turn_elapsed() == 1


def test_a_paused_clock_keeps_a_new_turn_told_without_saving_until_told_to_save_it(saved):
    url, session_id = saved
    time = FakeTime()
    with SessionStore.open(url) as store:
        clock = GameClock(store, session_id, now=time)
        assert not clock.running
        written = store.read_clock_text(session_id)
        assert clock.turn_is("Turn 1: Ann", save=False) is True
        assert clock.unsaved and store.read_clock_text(session_id) == written  # no commit in the move's key
        time.advance(5)
        clock.tick()  # a paused clock's tick saves nothing (the board has no tick while it is paused)
        assert clock.unsaved
        assert clock.save_turn() is True  # the board, once the move's frame is drawn
        assert not clock.unsaved and "Turn 1: Ann" in store.read_clock_text(session_id)
        assert clock.save_turn() is False  # nothing waits: no second commit
    with SessionStore.open(url) as store:
        again = GameClock(store, session_id, now=time)
        assert again.state.turn == "Turn 1: Ann" and again.elapsed() == 0  # paused all along: no time counted
