"""Precedents: every saved entry that set a rule aside, across sessions, with its session, time, log line and mark."""

from __future__ import annotations

from sqlalchemy import update

from companion.services.precedents import precedents
from companion.services.store.schema import LogRow
from rules_engine.game import GameSetup
from rules_engine.standing_rules import CATALOGUE_KEY
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn

BIG_TURNS = {"name": "Thursday", "rules": [{"rule": "tally.points", "name": "Big turns"}]}


def test_house_rules_and_table_rules_of_a_rule_are_found_in_every_session_oldest_first(store):
    first = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob", target=100))
    first.act(AddPoints(3))
    first.act(AddPoints(9), override=True)  # a second addition in one turn, beyond six: a house rule
    base = tally_setup("Ann", "Bob", target=100)
    second = store.create_session(game_id="tally", name="Thursday", setup=GameSetup(
        base.players, base.options, {CATALOGUE_KEY: BIG_TURNS}))
    second.act(AddPoints(12))
    second.act(EndTurn())
    found = precedents(store, "tally.points")
    assert [(one.session_name, one.seq) for one in found.found] == [("Friday", 2), ("Thursday", 1)]
    assert found.found[0].table_rules == () and "house rule" in found.found[0].message
    assert found.found[1].table_rules == ("Big turns",) and "table rule «Big turns»" in found.found[1].message
    assert all(one.active for one in found.found) and found.unreadable == 0
    assert precedents(store, "tally.turn").found == ()


def test_an_undone_precedent_is_marked_and_a_redone_one_is_active_again(store):
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob", target=100))
    live.act(AddPoints(9), override=True)
    live.undo()
    assert [one.active for one in precedents(store, "tally.points").found] == [False]
    live.redo()
    assert [one.active for one in precedents(store, "tally.points").found] == [True]


def test_a_damaged_row_is_counted_and_never_shown(store):
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob", target=100))
    live.act(AddPoints(9), override=True)
    with store.engine.begin() as conn:
        conn.execute(update(LogRow.__table__).values(ruling=LogRow.__table__.c.ruling + " "))
    found = precedents(store, "tally.points")
    assert found.found == () and found.unreadable == 1
