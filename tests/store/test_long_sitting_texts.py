"""A long sitting holds the actions and rulings of its latest entries only; the rest is read back, identical.

Counted, never timed. A session played in one process used to keep every new entry's decoded action and ruling (and
the chance request it answered): about 0.8 MiB per thousand Dice Throne actions, for as long as the table played,
where opening the same log keeps only its latest entries' texts. Every `LET_GO_EVERY` entries the sitting now lets
go the texts of all but the latest `TEXTS_KEPT` (they are written: each is read from the database, checked, when
someone asks), and letting them go visits only the entries added or read back since the last time.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import companion.services.store.live as live_module
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance
from companion.services.outcomes import Applied
from companion.services.store import SessionStore
from companion.services.store.log_loading import StoredEntryText
from rules_engine.decisions import Decision, DecisionKind
from screens.action_log import render_entry
from tests.store.conftest import tally_setup
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import TALLY, AddPoints, EndTurn

KEPT, EVERY = 6, 4  # the app's are 200 and 256: short sittings cross the line many times


@pytest.fixture(autouse=True)
def few_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_module, "TEXTS_KEPT", KEPT)
    monkeypatch.setattr(live_module, "LET_GO_EVERY", EVERY)
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)


def holding(live) -> list[int]:
    """The seqs of the log entries that hold their action or ruling in memory (decoded, or as stored text)."""
    seqs = []
    for entry in live.entries:
        stored = entry.stored_text
        texts = isinstance(stored, StoredEntryText) and (stored.action_text is not None or stored.ruling_text is not None)
        if entry._action is not None or entry._ruling is not None or texts:
            seqs.append(entry.seq)
    return seqs


def played(live, actions: int, monkeypatch: pytest.MonkeyPatch) -> SessionController:
    """`actions` actions played as a table plays them: rolls from the app's dice (a chance record each) and points in
    turn, each turn ended, an undo and a redo after every fifth action."""
    monkeypatch.setattr(type(live.game), "own_decision",
                        lambda self, state: Decision(DecisionKind.ACTION, state.active, "your turn"))
    controller = SessionController(live)
    for index in range(actions):
        if index % 4 == 0:
            outcome = controller.play(controller.read("roll"), AppChance.seeded(index))
        elif index % 4 == 2:
            outcome = controller.apply(AddPoints(index % 6 + 1))
        else:
            outcome = controller.apply(EndTurn())
        assert isinstance(outcome, Applied)
        if index % 5 == 4:
            live.undo()
            live.redo()
    return controller


def shown(live, entry) -> tuple[Any, ...]:
    """Everything a player can read of a log entry: its action and ruling as stored, the line the log shows, its dice
    and the chance request it answered."""
    record = live.chance_record(entry.seq)
    return (json.dumps(entry.action.to_json(), ensure_ascii=False) if entry.action is not None else None,
            json.dumps(entry.ruling.to_json(), ensure_ascii=False) if entry.ruling is not None else None,
            entry.describe(), render_entry(entry).plain, entry.dice,
            json.dumps(record.to_json(entry.action), ensure_ascii=False) if record is not None else None)


def test_a_long_sitting_holds_the_texts_of_a_short_one(tmp_path, migrated_store_file, monkeypatch) -> None:
    held = []
    for actions in (30, 300):
        with SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / f"{actions}.db")) as store:
            live = store.create_session(game_id="tally", name=f"{actions} actions", setup=tally_setup())
            played(live, actions, monkeypatch)
            seqs = holding(live)
            total = len(live.entries)
            # Only the latest entries (before: every entry of the sitting, 360 here).
            assert seqs and min(seqs) > total - KEPT - EVERY
            assert len(live.__dict__.get("_chance_records", {})) <= KEPT + EVERY  # before: one a roll, 75 here
            held.append(len(seqs))
    assert max(held) <= KEPT + EVERY


def test_what_was_let_go_reads_back_identical_and_is_let_go_again(tmp_path, migrated_store_file, monkeypatch) -> None:
    with SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "s.db")) as store:
        live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
        monkeypatch.setattr(live_module, "TEXTS_KEPT", 10_000)  # nothing let go while the truth is taken
        controller = played(live, 60, monkeypatch)
        truth = [shown(live, entry) for entry in live.entries]
        assert len(holding(live)) == 60  # every action, each read above
        monkeypatch.setattr(live_module, "TEXTS_KEPT", KEPT)
        controller.apply(AddPoints(1))
        truth.append(shown(live, live.entries[-1]))
        assert len(holding(live)) < 60  # let go now (one visit of at most 2 * EVERY entries a move)
        while len(holding(live)) > KEPT:
            assert isinstance(controller.apply(EndTurn()), Applied)
            truth.append(shown(live, live.entries[-1]))
        assert [shown(live, entry) for entry in live.entries] == truth  # read back from the database: the same texts, lines, dice and requests
        assert len(holding(live)) > 60  # held again, for now
        for _ in range(3 * EVERY):  # at most 2 * EVERY let go a move while EVERY or more were read back
            assert isinstance(controller.apply(EndTurn()), Applied)
        assert max(holding(live)) - min(holding(live)) < KEPT + EVERY  # what was read back is let go again
        # A past moment's board and ruling come from the texts read back too.
        moments = live.past_moments()
        for seq in (1, 7, 20):
            assert moments.moment(seq).entry.ruling == store.open_session(live.id).entries[seq - 1].ruling


def test_an_undo_far_back_after_letting_go_replays_with_one_read(tmp_path, migrated_store_file, monkeypatch) -> None:
    with SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "s.db")) as store:
        live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
        actions = [AddPoints(1) if index % 2 == 0 else EndTurn() for index in range(20 * EVERY)]
        for action in actions:
            live.act(action)
        one_by_one, batches = [], []
        monkeypatch.setattr(live, "_stored_texts", lambda seq, read=live._stored_texts: one_by_one.append(seq) or read(seq))
        monkeypatch.setattr(live, "_stored_rows",
                            lambda first, last, read=live._stored_rows: batches.append((first, last)) or read(first, last))
        for undone in range(1, 3 * EVERY + 2):  # back past three snapshots, each stretch replayed from the one under it
            live.undo()
            assert live.state == TALLY.replay(live.setup, [(action, False) for action in actions[:-undone]])
        assert len(batches) == 3  # the texts of each replayed stretch are read with one query ...
        assert one_by_one == []  # ... not one a replayed action
        while live.can_redo:
            live.redo()
        assert live.state == TALLY.replay(live.setup, [(action, False) for action in actions])


def test_in_memory_nothing_is_let_go(monkeypatch) -> None:
    with SessionStore.open(memory=True) as store:
        live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
        played(live, 60, monkeypatch)
        assert len(holding(live)) == 60


def test_a_page_of_old_entries_is_read_with_one_query(tmp_path, migrated_store_file, monkeypatch) -> None:
    with SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "s.db")) as store:
        live = store.create_session(game_id="tally", name="Long", setup=tally_setup())
        controller = played(live, 80, monkeypatch)
        truth = store.open_session(live.id).entries
        one_by_one, batches = [], []
        monkeypatch.setattr(live, "_stored_texts", lambda seq, read=live._stored_texts: one_by_one.append(seq) or read(seq))
        monkeypatch.setattr(live, "_stored_rows",
                            lambda first, last, read=live._stored_rows: batches.append((first, last)) or read(first, last))
        page = live.entries[10:10 + KEPT]  # let go: the log shows them oldest first, as when the player scrolls back
        assert not set(holding(live)) & {entry.seq for entry in page}
        assert [render_entry(entry).plain for entry in page] == [render_entry(entry).plain for entry in truth[10:10 + KEPT]]
        assert len(batches) == 1 and one_by_one == []  # before: one query an entry
        for _ in range(3 * EVERY):
            assert isinstance(controller.apply(EndTurn()), Applied)
        assert not set(holding(live)) & {entry.seq for entry in page}  # let go again
