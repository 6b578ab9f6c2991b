"""Migration 0004: a database written before the game clock opens, keeps its sessions and gains a stopped clock."""

from __future__ import annotations

from alembic import command

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.services.clock_state import ClockState
from companion.services.game_clock import GameClock, read_clock
from companion.services.store import SessionStore
from companion.services.store.engine import create_store_engine
from companion.services.store.migrate import alembic_config
from rules_engine.game import GameSetup, PlayerSetup
from tests.support.tally_game import AddPoints, EndTurn


def test_a_database_from_before_the_clock_opens_with_a_stopped_clock(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    with SessionStore.open(url) as store:
        live = store.create_session(game_id="tally", name="Old", setup=GameSetup((PlayerSetup("Ann"), PlayerSetup("Bob"))))
        GameClock(store, live.id).resume()
        for _ in range(3):
            live.act(AddPoints(2))
            live.act(EndTurn())
        before = live.state
    engine = create_store_engine(url)
    with engine.begin() as conn:
        command.downgrade(alembic_config(conn), "0003_state_snapshots")
        columns = [row[1] for row in conn.exec_driver_sql("PRAGMA table_info(sessions)").fetchall()]
        assert "clock" not in columns
    engine.dispose()
    with SessionStore.open(url) as store:
        assert store.open_session(live.id).state == before
        clock = read_clock(store, live.id)
        assert clock == ClockState() and not clock.running and clock.played == 0
        assert GameClock(store, live.id).elapsed() == 0
