"""Every reader checks the same checksums: a damaged log row is refused by all, a damaged snapshot is rebuilt.

The log rows carry checksums and so do the state snapshots (over the state, its notes and the
session, log position, log digest and rules version they stand for). `sessions show`, `export`,
`report`, `play --session` and the board's quick reading either show the state as saved or refuse
with one clear line; a snapshot that does not match is never shown: the state is replayed from
the log and the snapshot written again. The seeded campaign at the end damages a real save part by
part (log rows, snapshot rows, the schema, the free list, the write-ahead log).
"""

from __future__ import annotations

import json
import sqlite3

import pytest

import companion.services.store.live as live_module
from companion.services.store import SessionStore, StoreError
from companion.services.store.display_read import open_for_display
from tests.store.conftest import tally_setup
from tests.store.reader_damage import READERS, TARGETS, read, reader_damage_runs
from tests.support.tally_game import AddPoints, EndTurn

EVERY = 3


@pytest.fixture
def saved(db_url, db_path, monkeypatch):
    """A Tally session of ten actions with a snapshot every three; its id and true state."""
    monkeypatch.setattr(live_module, "SNAPSHOT_EVERY", EVERY)
    store = SessionStore.open(db_url)
    live = store.create_session(game_id="tally", name="Kept", setup=tally_setup())
    for index in range(10):
        live.act(AddPoints(1 + index % 4) if index % 2 == 0 else EndTurn())
    session_id, state = live.id, live.state
    store.close()
    return session_id, state


def _no_store():
    raise AssertionError("nothing was written: the store is not needed")


def _snapshot(db_path, seq: int) -> tuple[str, str]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute("SELECT state, notes FROM state_snapshots WHERE action_seq = ?", (seq,)).fetchone()


def _every_reading(db_url, db_path, session_id):
    store = SessionStore.open(db_url)
    try:
        opened = store.open_session(session_id).state
        exported = store.export_session(session_id)
    finally:
        store.close()
    shown = open_for_display(db_path, session_id, _no_store)
    return opened, exported, shown.state if shown is not None else None


def test_a_changed_digit_in_a_snapshot_is_never_shown_and_the_snapshot_is_rebuilt(db_url, db_path, saved):
    session_id, state = saved
    good_state, good_notes = _snapshot(db_path, 9)
    data = json.loads(good_state)
    data["scores"] = [data["scores"][0] + 1, data["scores"][1]]  # still valid JSON, one number wrong
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE state_snapshots SET state = ? WHERE action_seq = 9",
                     (json.dumps(data, ensure_ascii=False, separators=(",", ":")),))
    shown = open_for_display(db_path, session_id, _no_store)  # the board's quick reading, before any store
    assert shown is not None and shown.state == state
    opened, exported, _ = _every_reading(db_url, db_path, session_id)
    assert opened == state and len(exported["log"]) == 10
    assert _snapshot(db_path, 9) == (good_state, good_notes)  # rebuilt from the log, silently


@pytest.mark.parametrize("change", [
    "UPDATE state_snapshots SET action_seq = 8 WHERE action_seq = 9",  # the state of 9 standing for 8
    "UPDATE state_snapshots SET log_digest = (SELECT log_digest FROM state_snapshots WHERE action_seq = 3) "
    "WHERE action_seq = 9",
    "UPDATE state_snapshots SET notes = replace(notes, '\"notes\": {}', '\"notes\": {\"4\": \"refused\"}')",
    "UPDATE state_snapshots SET notes = '{}'",  # written before snapshots had checksums
])
def test_a_snapshot_that_does_not_match_what_it_stands_for_is_replayed_from_the_log(db_url, db_path, saved, change):
    session_id, state = saved
    with sqlite3.connect(db_path) as conn:
        conn.execute(change)
    opened, _, shown = _every_reading(db_url, db_path, session_id)
    assert opened == state and shown == state
    store = SessionStore.open(db_url)
    assert store.open_session(session_id).replay_notes == {}
    store.close()


def test_export_refuses_a_damaged_log_row_as_show_does(db_url, db_path, saved, capsys):
    from companion.shell.cli import main

    session_id, _ = saved
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE log_entries SET action = replace(action, '\"points\": 3', '\"points\": 4') WHERE seq = 3")
        assert '"points": 4' in conn.execute("SELECT action FROM log_entries WHERE seq = 3").fetchone()[0]
    before = db_path.read_bytes()
    store = SessionStore.open(db_url)
    with pytest.raises(StoreError, match="log entry 3 is damaged"):
        store.export_session(session_id)
    store.close()
    said = {}
    for command in (["sessions", "show", str(session_id)], ["sessions", "export", str(session_id)],
                    ["sessions", "report", str(session_id)]):
        assert main(["--lang", "en", *command, "--db", db_url]) == 1
        said[command[1]] = capsys.readouterr().err
    assert said["show"] == said["export"] == said["report"]
    assert "log entry 3 is damaged" in said["export"] and "unexpected" not in said["export"]
    assert db_path.read_bytes() == before


def test_the_readers_of_an_undamaged_save_agree(tmp_path):
    """The campaign's readers all read the save (so a refusal in the campaign is the damage's doing)."""
    from tests.store.reader_damage import make_save

    save = make_save(tmp_path / "save", actions=20, in_wal=2)
    for reader in READERS:
        assert read(reader, save.folder / "undamaged.db", save.session_id, tmp_path)[0] == "ok"


def test_bit_flips_in_every_part_of_a_real_save_show_the_saved_state_or_a_clear_refusal(tmp_path):
    figures = reader_damage_runs(tmp_path, 10, seed=20261128)
    assert figures.unexpected == []
    assert figures.changed == []
    assert {what.split(" (")[0].removesuffix(" in the WAL") for what in figures.by_target} == set(TARGETS)
    assert figures.tries == 10 * len(READERS)
