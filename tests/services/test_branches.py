"""What-if branches: a branch starts at the board of a past moment, plays like the real game in memory, and
adopting it only appends to the real log (undos and new actions); no earlier row is deleted or changed."""

from __future__ import annotations

import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.branch import Adopted, BranchSession, NotAdopted, adopt, adoption_plan
from companion.services.controller import SessionController
from companion.services.outcomes import Applied
from companion.services.store import SessionStore
from rules_engine.errors import RuleViolation
from tests.store.conftest import tally_setup
from tests.store.test_state_snapshots import plans, play
from tests.support.tally_game import AddPoints, EndTurn
from tests.support.fresh_store import fresh_store_file


def log_rows(path) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT * FROM log_entries ORDER BY seq").fetchall()


def test_a_branch_starts_at_the_past_board_and_plays_through_the_controller(saved):
    _path, _store, live = saved
    branch = BranchSession.from_moment(live, 2)  # after Ann's 4 and her turn's end
    assert branch.state == live.past_moments().moment(2).state and branch.entries == []
    controller = SessionController(branch)
    assert isinstance(controller.submit(controller.read("add 5")), Applied)
    assert branch.state.scores == (4, 5)
    assert [entry.seq for entry in branch.line] == [1]
    assert live.state.scores == (5, 6)  # the real game is untouched


def test_adopting_a_branch_from_the_past_appends_undos_and_new_actions_only(saved):
    path, store, live = saved
    before = log_rows(path)
    branch = BranchSession.from_moment(live, 2)
    branch.act(AddPoints(2))
    branch.act(EndTurn())
    plan = adoption_plan(live, branch)
    assert (plan.undos, plan.replayed, len(plan.actions)) == (3, 0, 2)
    outcome = adopt(live, branch)
    assert outcome == Adopted(undos=3, appended=2)
    after = log_rows(path)
    assert after[:len(before)] == before  # nothing deleted, nothing changed
    assert [row[3] for row in after[len(before):]] == ["undo", "undo", "undo", "action", "action"]
    assert live.state == branch.state
    assert store.open_session(live.id).state == branch.state


def test_a_branch_from_before_an_undo_replays_the_real_actions_it_starts_from_as_new_ones(saved):
    path, _store, live = saved
    live.undo()  # Ann's 1 undone
    live.undo()  # Bo's end of turn undone
    branch = BranchSession.from_moment(live, 5)  # the board with Ann's 1, since undone
    branch.act(EndTurn())
    before = log_rows(path)
    plan = adoption_plan(live, branch)
    assert (plan.undos, plan.replayed) == (0, 2)
    assert adopt(live, branch) == Adopted(undos=0, appended=3)
    assert log_rows(path)[:len(before)] == before
    assert live.state == branch.state


def test_a_branch_that_no_longer_applies_writes_nothing(saved, monkeypatch):
    path, _store, live = saved
    branch = BranchSession.from_moment(live, 5)
    assert isinstance(adopt(live, branch), NotAdopted)  # nothing played
    branch.act(EndTurn())
    before = log_rows(path)
    live.act(AddPoints(2), override=True)  # the real game moved on: the branch still adopts from action 5
    moved = log_rows(path)
    original = live.game.apply

    def refusing(state, action, **kwargs):
        if isinstance(action, EndTurn):
            raise RuleViolation(live.game.check(state, AddPoints(9)))
        return original(state, action, **kwargs)

    # Patched on the class: an instance's patch leaves a stale bound method behind that a bound copy would call.
    monkeypatch.setattr(type(live.game), "apply", lambda _game, state, action, **kwargs: refusing(state, action, **kwargs))
    outcome = adopt(live, branch)
    assert isinstance(outcome, NotAdopted) and "nothing was written" in outcome.message
    assert log_rows(path) == moved and moved[:len(before)] == before


@settings(max_examples=10, deadline=None)
@given(plan=plans, branch_plan=plans, where=st.floats(0, 1))
def test_adopting_any_branch_keeps_every_earlier_row_and_ends_where_the_branch_ends(tmp_path_factory,
                                                                                   migrated_store_file, plan,
                                                                                   branch_plan, where):
    path = tmp_path_factory.mktemp("branch") / "s.db"
    store = SessionStore.open(fresh_store_file(migrated_store_file, path))  # an empty database migrated once
    try:
        live = store.create_session(game_id="tally", name="Real", setup=tally_setup(target=30))
        play(live, plan)
        branch = BranchSession.from_moment(live, round(where * len(live.entries)))
        play(branch, branch_plan)
        before = log_rows(path)
        outcome = adopt(live, branch)
        after = log_rows(path)
        assert after[:len(before)] == before
        if isinstance(outcome, Adopted):
            assert live.state == branch.state == store.open_session(live.id).state
            assert len(after) == len(before) + outcome.undos + outcome.appended
        else:
            assert after == before and not branch.line
    finally:
        store.close()


def test_adopting_after_another_window_moved_the_game_on_plans_from_the_latest_log(saved):
    path, store, live = saved
    branch = BranchSession.from_moment(live, 2)
    branch.act(AddPoints(3))
    other = store.open_session(live.id)  # another window on the same session
    other.act(EndTurn())
    before = log_rows(path)
    assert adopt(live, branch) == Adopted(undos=4, appended=1)  # Ann's 1 and the other window's end undone too
    assert log_rows(path)[:len(before)] == before
    assert store.open_session(live.id).state == branch.state
