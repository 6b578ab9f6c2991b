"""A table's standing rules hold wherever the session asks a rule: its game (what screens check, what choices and
views work out), every replay of its log (reopening, reports, honest dice) and a what-if branch and its adoption."""

from __future__ import annotations

from companion.services.branch import Adopted, BranchSession, adopt
from companion.services.controller import SessionController
from companion.services.dice_fairness import dice_report
from companion.services.outcomes import Applied
from companion.services.rehearsal import RehearsalSession
from rules_engine.game import GameSetup
from rules_engine.standing_rules import CATALOGUE_KEY, StandingRule, StandingRules
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn

BIG_TURNS = StandingRules("Thursday", (StandingRule("tally.points", "Big turns", "up to 12 points, once"),))


def _setup() -> GameSetup:
    plain = tally_setup("Ann", "Bob")
    return GameSetup(plain.players, plain.options, {CATALOGUE_KEY: BIG_TURNS.to_json()})


def test_the_sessions_game_checks_under_the_table_rule_and_names_both_rules(store):
    live = store.create_session(game_id="tally", name="Thursday", setup=_setup())
    ruling = live.game.check(live.state, AddPoints(9))  # what a screen asks before it offers a button
    assert ruling.allowed and ruling.table_rules == ("Big turns",)
    assert [c.rule_id for c in ruling.waived] == ["tally.points"]
    assert not TALLY.check(live.state, AddPoints(9)).allowed  # the registered game is unchanged


def test_under_the_same_rules_a_game_is_itself_and_under_none_the_registered_one():
    assert TALLY.under(StandingRules()) is TALLY
    bound = TALLY.under(BIG_TURNS)
    assert bound is not TALLY and bound.under(BIG_TURNS) is bound and TALLY.standing == StandingRules()


def test_reopening_replays_an_action_the_table_rule_allowed_as_played(store):
    # An action a table rule allowed is logged as setting a rule aside, so every replay applies it as played.
    live = store.create_session(game_id="tally", name="Thursday", setup=_setup())
    live.act(AddPoints(9))
    live.act(EndTurn())
    reopened = store.open_session(live.id)
    assert reopened.state.scores == (9, 0)
    assert reopened.replay_notes == {}  # not taken for a rule today's book refuses


def test_honest_dice_and_reports_replay_the_session_under_its_table_rules(store):
    live = store.create_session(game_id="tally", name="Thursday", setup=_setup())
    live.act(AddPoints(9))
    groups, unknown = dice_report(store, [live.id])
    assert groups == () and unknown == 0


def test_a_branch_plays_under_the_table_rule_and_is_adopted_through_it(store):
    live = store.create_session(game_id="tally", name="Thursday", setup=_setup())
    live.act(AddPoints(2))
    branch = BranchSession.from_moment(live, 0)
    outcome = SessionController(branch).apply(AddPoints(10))
    assert isinstance(outcome, Applied) and outcome.ruling.table_rules == ("Big turns",)
    assert isinstance(adopt(live, branch), Adopted)
    assert live.state.scores == (10, 0)


def test_a_rehearsal_rules_under_the_setups_table_rules():
    rehearsal = RehearsalSession(TALLY, _setup())
    assert rehearsal.game.check(rehearsal.state, AddPoints(11)).table_rules == ("Big turns",)
