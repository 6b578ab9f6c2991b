"""Property test: any mix of actions, undos and redos keeps the log append-only and the state a replay."""

from __future__ import annotations


from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.store import SessionStore
from rules_engine.errors import RuleViolation
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn

steps = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 8), st.booleans()),
        st.tuples(st.just("end"), st.just(0), st.booleans()),
        st.tuples(st.just("undo"), st.just(0), st.just(False)),
        st.tuples(st.just("redo"), st.just(0), st.just(False)),
    ),
    max_size=30,
)


@settings(max_examples=40, deadline=None)
@given(steps)
def test_state_is_the_replay_of_active_actions(plan):
    store = SessionStore.open("sqlite://", memory=True)
    try:
        live = store.create_session(game_id="tally", name="Prop", setup=tally_setup(target=30))
        seen: list = []
        for verb, points, override in plan:
            try:
                if verb == "add":
                    live.act(AddPoints(points), override=override)
                elif verb == "end":
                    live.act(EndTurn(), override=override)
                elif verb == "undo":
                    live.undo()
                else:
                    live.redo()
            except RuleViolation:
                pass
            # earlier events are never removed, reordered or edited (only their active flag moves)
            assert [e.with_active(True) for e in live.entries[: len(seen)]] == [
                e.with_active(True) for e in seen
            ]
            assert [e.seq for e in live.entries] == list(range(1, len(live.entries) + 1))
            seen = list(live.entries)
            active = [(e.action, e.overridden) for e in live.entries if e.kind == "action" and e.active]
            assert live.state == TALLY.replay(live.setup, active)
        reopened = store.open_session(live.id)
        assert reopened.entries == live.entries and reopened.state == live.state
        assert reopened.can_undo == live.can_undo and reopened.can_redo == live.can_redo
    finally:
        store.close()
