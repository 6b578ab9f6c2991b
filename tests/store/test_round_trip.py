"""Sessions survive closing and reopening the database exactly: state, log, rulings, order."""

from __future__ import annotations

import pytest

from companion.services.store import SessionNotFound, SessionStore, StoreError
from rules_engine.dice import SeededDiceSource, numbered_die
from rules_engine.errors import RuleViolation, UnknownGame
from rules_engine.game import GameSetup, PlayerSetup, SetupError
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn, RollPoints


def test_round_trip_keeps_state_log_and_rulings(store, db_url):
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup())
    roll = SeededDiceSource(7).roll(numbered_die(6), 1)
    live.act(AddPoints(3))
    live.act(EndTurn())
    live.act(RollPoints(roll))
    store.close()

    reopened = SessionStore.open(db_url)
    again = reopened.open_session(live.id)
    assert again.state == live.state
    assert again.entries == live.entries
    assert again.revision == live.revision == 3
    assert again.entries[2].dice == (roll,)
    assert again.last_ruling == live.last_ruling
    assert again.state.scores == (3, roll.total)
    reopened.close()


def test_list_sessions_most_recent_first(store):
    first = store.create_session(game_id="tally", name="First", setup=tally_setup())
    second = store.create_session(game_id="tally", name="Second", setup=tally_setup("Cy", "Di", "Ed"))
    first.act(AddPoints(2))  # played last, so listed first
    listed = store.list_sessions()
    assert [s.name for s in listed] == ["First", "Second"]
    assert listed[0].actions == 1 and listed[0].players == ("Ann", "Bob")
    assert listed[1].players == ("Cy", "Di", "Ed") and listed[1].game_title == "Tally (test game)"
    assert listed[0].id == first.id and listed[1].id == second.id


def test_refused_action_stores_nothing(store):
    live = store.create_session(game_id="tally", name="Refused", setup=tally_setup())
    with pytest.raises(RuleViolation) as refused:
        live.act(AddPoints(9))
    assert refused.value.ruling.citations[0].rule_id == "tally.points"
    assert live.entries == [] and live.revision == 0
    assert store.open_session(live.id).entries == []


def test_check_changes_nothing(store):
    live = store.create_session(game_id="tally", name="Check", setup=tally_setup())
    assert live.check(AddPoints(4)).allowed
    assert not live.check(AddPoints(7)).allowed
    assert live.entries == [] and live.state.scores == (0, 0)


def test_invalid_setup_creates_nothing(store):
    with pytest.raises(SetupError):
        store.create_session(game_id="tally", name="Crowd", setup=tally_setup("A", "B", "C", "D", "E"))
    with pytest.raises(SetupError):
        store.create_session(game_id="tally", name="Odd", setup=GameSetup((PlayerSetup("A"),), {"target": 2}))
    with pytest.raises(UnknownGame):
        store.create_session(game_id="no-such-game", name="X", setup=tally_setup())
    with pytest.raises(StoreError):
        store.create_session(game_id="tally", name="   ", setup=tally_setup())
    assert store.list_sessions() == []


def test_rename_and_delete(store):
    live = store.create_session(game_id="tally", name="Old", setup=tally_setup())
    live.act(AddPoints(1))
    store.rename_session(live.id, "New name")
    assert store.list_sessions()[0].name == "New name"
    assert live.refresh() and live.name == "New name"
    store.delete_session(live.id)
    assert store.list_sessions() == []
    with pytest.raises(SessionNotFound):
        store.open_session(live.id)
    with pytest.raises(SessionNotFound):
        store.delete_session(live.id)
    with pytest.raises(SessionNotFound):
        live.act(EndTurn())


def test_in_memory_database_works():
    store = SessionStore.open("sqlite://", memory=True)
    live = store.create_session(game_id="tally", name="Memory", setup=tally_setup())
    live.act(AddPoints(5))
    assert store.open_session(live.id).state.scores == (5, 0)
    store.close()


def test_default_database_is_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("COMPANION_DB", raising=False)
    store = SessionStore.open()
    try:
        assert (tmp_path / "data" / "companion.db").exists()
        assert store.url == f"sqlite:///{tmp_path / 'data' / 'companion.db'}"
    finally:
        store.close()


def test_bad_url_is_a_clear_error():
    with pytest.raises(StoreError, match="not a database URL"):
        SessionStore.open("not a url")
