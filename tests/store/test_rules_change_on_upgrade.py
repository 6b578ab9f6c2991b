"""A saved game stays readable when an upgrade changes a rule: its actions replay as they were played."""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore, StoreError
from tests.store.conftest import tally_setup
from tests.support.tally_game import TallyGame, AddPoints, EndTurn


def save_a_game(db_url: str) -> int:
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Before the upgrade", setup=tally_setup())
    live.act(AddPoints(5))
    live.act(EndTurn())
    live.act(AddPoints(2))
    live.undo()
    live.redo()
    store.close()
    return live.id


def test_an_action_todays_rules_refuse_replays_as_played_and_is_reported(db_url, monkeypatch):
    session_id = save_a_game(db_url)
    original = TallyGame.resolve

    def stricter(self, state, act, ref):  # the "new version": at most 4 points a turn
        if isinstance(act, AddPoints):
            ref.require(act.points <= 4, "tally.points", "the new rules allow at most 4 points")
        return original(self, state, act, ref)

    monkeypatch.setattr(TallyGame, "resolve", stricter)
    store = SessionStore.open(db_url)
    live = store.open_session(session_id)
    assert live.state.scores == (5, 2)
    assert live.replay_notes == {1: "the new rules allow at most 4 points"}
    assert not live.entries[0].overridden  # the log is not rewritten
    live.undo()
    live.undo()
    live.redo()  # redo of the old action still works as played
    assert live.state.scores == (5, 0)
    store.close()


def test_an_action_no_house_rule_could_allow_still_fails_clearly(db_url, monkeypatch):
    session_id = save_a_game(db_url)
    original = TallyGame.resolve

    def impossible(self, state, act, ref):
        if isinstance(act, AddPoints) and act.points == 5:
            ref.refuse("tally.points", "five is no longer a number", hard=True)
        return original(self, state, act, ref)

    monkeypatch.setattr(TallyGame, "resolve", impossible)
    store = SessionStore.open(db_url)
    with pytest.raises(StoreError, match="cannot be replayed.*five is no longer a number"):
        store.open_session(session_id)
    store.close()
