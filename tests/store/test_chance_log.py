"""Chance requests beside the log (revision 0006): the request an action answered is stored with it, read back
checked, and a session replayed from its stored requests reaches the same states."""

from __future__ import annotations

import json
import sqlite3

import pytest
from alembic import command
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance, DiceFrom
from companion.services.outcomes import Applied
from companion.services.rehearsal import RehearsalSession
from companion.services.store import SessionStore, StoreError
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import alembic_config
from rules_engine.chance import DiceRequest, made_by
from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dice import TableDice, numbered_die
from tests.store.conftest import tally_setup
from tests.store.released_saves import save_named
from tests.support.search_budget import budget
from tests.support.tally_game import AddPoints, EndTurn
from tests.support.fresh_store import fresh_store_file

#: A roll whose action keeps only the total it made (a registered maker): the record keeps the roll itself.
TOTAL_OF_D6 = DiceRequest(numbered_die(6), 1, "points", made_by("tally.total"))


def chance_rows(path) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT session_id, seq, record FROM chance_requests ORDER BY seq").fetchall()


@pytest.fixture
def store(tmp_path):
    with SessionStore.open(f"sqlite:///{tmp_path / 's.db'}") as opened:
        yield opened


def test_a_roll_keeps_its_request_whose_step_it_was_and_who_rolled_beside_its_action(store, tmp_path, monkeypatch):
    live = store.create_session(game_id="tally", name="Dice", setup=tally_setup())
    # Tally leaves its decisions to the table; here the seat whose turn it is decides, as in the real games.
    monkeypatch.setattr(type(live.game), "own_decision",
                        lambda self, state: Decision(DecisionKind.ACTION, state.active, "your turn"))
    controller = SessionController(live)
    assert isinstance(controller.play(controller.read("roll"), AppChance.seeded(3)), Applied)
    assert isinstance(controller.apply(EndTurn()), Applied)
    table = DiceFrom(TableDice(["4"]))
    assert isinstance(controller.fulfil(TOTAL_OF_D6, table), Applied)
    reopened = store.open_session(live.id)
    first, second, third = (reopened.chance_record(seq) for seq in (1, 2, 3))
    assert second is None  # an action typed whole answered no request
    assert first.request.count == 1 and first.request.die.id == "d6" and first.seat == 0 and first.by_app
    assert first.replay() == reopened.entries[0].action
    assert third.seat == 1 and not third.by_app and [f.value for f in third.outcome.faces] == [4]
    assert third.replay() == reopened.entries[2].action == AddPoints(4)
    stored = {seq: json.loads(text) for _, seq, text in chance_rows(tmp_path / "s.db")}
    assert stored[1]["outcome"] is None  # the roll is in the action itself: no second copy
    assert stored[3]["outcome"]["faces"][0]["value"] == 4  # a maker's action keeps only the total


def test_a_damaged_request_is_an_error_naming_the_entry_and_the_log_still_opens(store, tmp_path):
    live = store.create_session(game_id="tally", name="Dice", setup=tally_setup())
    assert isinstance(SessionController(live).play(TOTAL_OF_D6, AppChance.seeded(1)), Applied)
    with sqlite3.connect(tmp_path / "s.db") as conn:
        conn.execute("UPDATE chance_requests SET record = replace(record, '\"count\": 1', '\"count\": 2')")
    reopened = store.open_session(live.id)
    assert reopened.state.scores[0] > 0
    with pytest.raises(StoreError, match="chance request of log entry 1 is damaged"):
        reopened.chance_record(1)


def test_a_save_from_before_the_requests_reads_every_entry_as_answering_none(tmp_path):
    save = save_named("v0.1.0-50f8d2a")  # the last schema before the requests
    path = save.copy_to(tmp_path)
    with SessionStore.open(f"sqlite:///{path}") as store:
        for recorded in save.expected["sessions"]:
            live = store.open_session(recorded["id"])
            assert [live.chance_record(entry.seq) for entry in live.entries] == [None] * len(live.entries)


def test_going_back_below_the_revision_and_up_again_keeps_the_sessions(tmp_path):
    url = f"sqlite:///{tmp_path / 's.db'}"
    with SessionStore.open(url) as store:
        live = store.create_session(game_id="tally", name="Dice", setup=tally_setup())
        SessionController(live).play(TOTAL_OF_D6, AppChance.seeded(5))
        before = live.state
    engine = create_store_engine(url)
    with engine.begin() as conn:
        command.downgrade(alembic_config(conn), "0005_log_digest")
        tables = {row[0] for row in conn.exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert not tables & {"chance_requests", "kept_branches", "branch_entries"}
    engine.dispose()
    with SessionStore.open(url) as store:
        again = store.open_session(live.id)
        assert again.state == before and again.chance_record(1) is None


steps = st.lists(st.sampled_from(["roll", "total", "add", "end", "undo", "redo"]), min_size=1, max_size=25)


@settings(max_examples=budget(8, 60), deadline=None)
@given(plan=steps, seed=st.integers(0, 1_000))
def test_replaying_a_session_from_its_stored_requests_gives_the_same_states(tmp_path_factory, migrated_store_file,
                                                                            plan, seed):
    path = tmp_path_factory.mktemp("chance") / "s.db"
    with SessionStore.open(fresh_store_file(migrated_store_file, path)) as store:  # an empty database migrated once
        live = store.create_session(game_id="tally", name="Dice", setup=tally_setup(target=60))
        controller, source = SessionController(live), AppChance.seeded(seed)
        for step in plan:
            if step == "roll":
                controller.play(controller.read("roll"), source)
            elif step == "total":
                controller.fulfil(TOTAL_OF_D6, source)
            elif step == "add":
                controller.apply(AddPoints(2))
            elif step == "end":
                controller.apply(EndTurn())
            else:
                controller.undo() if step == "undo" else controller.redo()
        reopened = store.open_session(live.id)
        replayed = RehearsalSession(live.game, live.setup)
        for entry in reopened.entries:
            if entry.kind == "undo":
                replayed.undo()
            elif entry.kind == "redo":
                replayed.redo()
            else:
                record = reopened.chance_record(entry.seq)
                action = record.replay() if record is not None else entry.action
                assert action == entry.action
                replayed.act(action, override=entry.overridden)
            assert replayed.state == reopened.past_moments().moment(entry.seq).state
        assert replayed.state == live.state
