"""Kept branches: a what-if branch saved beside its session (its own rows, never a session's), listed, reopened and
played on after the app closes, kept again by appending, then discarded or adopted (appending only to the real log)."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.branch import Adopted, BranchSession, adopt, discard_kept, keep, reopen
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance
from companion.services.play_stats import all_plays
from companion.services.precedents import precedents
from companion.services.store import SessionStore, StoreError
from companion.services.store.kept_branches import branches_of, count_by_start
from tests.services.test_branches import log_rows
from tests.store.conftest import tally_setup
from tests.store.test_state_snapshots import plans, play
from tests.support.search_budget import budget
from tests.support.tally_game import AddPoints, EndTurn
from tests.support.fresh_store import fresh_store_file


def branch_rows(path) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT * FROM branch_entries ORDER BY branch_id, seq").fetchall()


def test_a_kept_branch_survives_closing_the_store_and_plays_on_where_it_stood(saved):
    path, store, live = saved
    branch = BranchSession.from_moment(live, 2)
    controller = SessionController(branch)
    controller.play(controller.read("roll"), AppChance.seeded(4))  # a roll: its request is kept with the branch
    branch.act(EndTurn())
    kept = keep(store, live, branch, "  Bo rolls instead ")
    assert (kept.name, kept.from_seq, kept.actions, kept.entries) == ("Bo rolls instead", 2, 2, 2)
    state, entries = branch.state, branch.entries
    store.close()
    with SessionStore.open(f"sqlite:///{path}") as again:
        real = again.open_session(live.id)
        assert [b.name for b in branches_of(again, real.id)] == ["Bo rolls instead"]
        assert count_by_start(again, real.id) == {2: 1}
        reopened = reopen(again, real, kept.id)
        assert reopened.state == state and reopened.entries == entries and reopened.from_seq == 2
        assert reopened.chance_record(1) == branch.chance_record(1) is not None
        assert not reopened.unsaved
        first = branch_rows(path)
        reopened.act(AddPoints(3))
        assert reopened.unsaved
        assert keep(again, real, reopened, "Bo rolls instead").entries == 3
        assert branch_rows(path)[:len(first)] == first  # kept again: appended, nothing changed


def test_a_kept_branch_is_no_session_for_the_list_the_stats_or_the_precedents(saved):
    _path, store, live = saved
    before = (store.list_sessions(), all_plays(store), precedents(store, "tally.points"))
    branch = BranchSession.from_moment(live, 0)
    branch.act(AddPoints(9), override=True)  # a house rule inside the branch only
    keep(store, live, branch, "Big start")
    assert (store.list_sessions(), all_plays(store), precedents(store, "tally.points")) == before


def test_discarding_a_kept_branch_forgets_it_and_deleting_the_session_takes_its_branches(saved):
    path, store, live = saved
    first, second = BranchSession.from_moment(live, 1), BranchSession.from_moment(live, 4)
    first.act(EndTurn())
    second.act(AddPoints(2))
    keep(store, live, first, "One")
    keep(store, live, second, "Two")
    before = log_rows(path)
    discard_kept(store, first)
    assert [b.name for b in branches_of(store, live.id)] == ["Two"] and first.kept_id is None
    assert log_rows(path) == before
    store.delete_session(live.id)
    assert branch_rows(path) == [] and branches_of(store, live.id) == []


def test_a_bad_name_or_a_branch_kept_elsewhere_meanwhile_writes_nothing(saved):
    path, store, live = saved
    branch = BranchSession.from_moment(live, 2)
    branch.act(AddPoints(1))
    with pytest.raises(StoreError, match="branch name"):
        keep(store, live, branch, "   ")
    assert branches_of(store, live.id) == []
    keep(store, live, branch, "Mine")
    other = reopen(store, live, branch.kept_id)  # another window on the same kept branch
    other.act(EndTurn())
    keep(store, live, other, "Mine")
    branch.act(EndTurn())
    rows = branch_rows(path)
    with pytest.raises(StoreError, match="changed or deleted elsewhere"):
        keep(store, live, branch, "Mine")
    assert branch_rows(path) == rows


def test_a_damaged_kept_branch_is_refused_naming_it(saved):
    path, store, live = saved
    branch = BranchSession.from_moment(live, 2)
    branch.act(AddPoints(5))
    kept = keep(store, live, branch, "Fragile")
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE branch_entries SET action = replace(action, '5', '6')")
    with pytest.raises(StoreError, match="event 1 is damaged"):
        reopen(store, live, kept.id)


@settings(max_examples=budget(8, 40), deadline=None)
@given(plan=plans, branch_plan=plans, more=plans, real_more=plans, where=st.floats(0, 1))
def test_adopting_a_kept_and_reopened_branch_keeps_every_earlier_row(tmp_path_factory, migrated_store_file, plan,
                                                                     branch_plan, more, real_more, where):
    path = tmp_path_factory.mktemp("kept") / "s.db"
    url = fresh_store_file(migrated_store_file, path)  # an empty database migrated once, copied
    with SessionStore.open(url) as store:
        live = store.create_session(game_id="tally", name="Real", setup=tally_setup(target=30))
        play(live, plan)
        branch = BranchSession.from_moment(live, round(where * len(live.entries)))
        play(branch, branch_plan)
        kept = keep(store, live, branch, "Kept")
        play(live, real_more)  # the real game moves on while the branch is kept
    with SessionStore.open(url) as store:
        real = store.open_session(live.id)
        reopened = reopen(store, real, kept.id)
        play(reopened, more)
        before = log_rows(path)
        outcome = adopt(real, reopened)
        after = log_rows(path)
        assert after[:len(before)] == before
        if isinstance(outcome, Adopted):
            assert real.state == reopened.state == store.open_session(real.id).state
            assert len(after) == len(before) + outcome.undos + outcome.appended
        else:
            assert after == before and not reopened.line


def test_the_counts_read_with_sqlite3_for_a_board_before_the_store_equal_the_stores(saved):
    """The timeline over a board read with sqlite3 reads the kept branches' counts that way (`kept_counts`), without
    the store's database layer: the same counts as the store's `count_by_start`."""
    from companion.services.store.kept_counts import kept_counts

    path, store, live = saved
    assert kept_counts(path, live.id) == count_by_start(store, live.id) == {}
    for start, name in ((2, "a"), (2, "b"), (0, "c")):
        branch = BranchSession.from_moment(live, start)
        branch.act(EndTurn() if branch.state.added else AddPoints(1))
        keep(store, live, branch, name)
    assert kept_counts(path, live.id) == count_by_start(store, live.id) == {0: 1, 2: 2}
    assert kept_counts(path, live.id + 1) == count_by_start(store, live.id + 1) == {}
    assert kept_counts(path.with_name("none.db"), live.id) is None  # no such file: nothing said, nothing created
    assert not path.with_name("none.db").exists()
