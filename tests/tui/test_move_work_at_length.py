"""A move costs the store and the log the same work at 150 actions and at ten times as many.

Counted, never timed (issue 32's targets hold at 1,000, 10,000 and 50,000 actions): the SQL statements a move
executes, the steps of SQLite's virtual machine that run them (a scan over the log's rows would multiply them), and the
calls into the services (`companion/`: the store's commit, the session's timeline, the controller) and into the action
log widget, during the same moves in the player's order (an action, its undo, its redo) on two saved Dice Throne
matches of different lengths, each opened in the app as a player opens it. The engine's own calls are left out (they
depend on the state, not on the log, and on what its caches already hold); the clock's tick, the poll for other
windows and the collector's looks between keys are switched off, so nothing runs by itself meanwhile.
"""

from __future__ import annotations

from collections import Counter as Tally
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from companion.services.store import SessionStore
from companion.services.store.snapshot_cache import SNAPSHOT_EVERY
from companion.services.store.times import now
from companion.services.store.transfer import FORMAT, FORMAT_VERSION
from companion.shell.app import make_app
from companion.shell.collect_between_keys import CollectBetweenKeys
from screens.session_frame import SessionFrame
from tests.dice_throne.support import GAME, make_setup
from tests.support.fresh_store import fresh_store_file
from tests.tui.drive import open_session
from tests.tui.test_layouts_per_move import legal_actions, settle

SHORT, LONG = 150, 1_500
MOVES = 3
ROOT = Path(__file__).resolve().parents[2]
COUNTED = (str(ROOT / "companion") + "/", str(ROOT / "screens" / "action_log.py"))
#: Calls under `companion/` that are Textual's drawing, not the services': the app's look-up of the current theme,
#: which Textual asks for each widget it draws (`CompanionApp.get_theme`). How many widgets a move draws follows what
#: the rows show (a scroll bar's thumb, a wider number), not the log's length in the store; the widgets drawn per move
#: are tests/tui/test_widgets_drawn_per_move.py's.
DRAWING = frozenset({"app.py:get_theme"})


def saved_match(url: str, played: list[tuple[str, Any]]) -> int:
    """The actions saved as one Dice Throne session (imported in one transaction, as an export is); its id."""
    setup, moment = make_setup(), now().isoformat()
    state, entries = GAME.new_game(setup), []
    for seq, (_, action) in enumerate(played, start=1):
        outcome = GAME.apply(state, action)
        state = outcome.state
        entries.append({"seq": seq, "kind": "action", "action": action.to_json(), "ruling": outcome.ruling.to_json(),
                        "overridden": False, "target_seq": None, "created_at": moment})
    document = {"format": FORMAT, "format_version": FORMAT_VERSION, "name": f"{len(played)} actions",
                "game": {"id": GAME.id, "title": GAME.title}, "setup": setup.to_json(), "log": entries}
    store = SessionStore.open(url)
    try:
        return store.import_session(document)
    finally:
        store.close()


def same_moves_at(played: list[tuple[str, Any]], near: int) -> int:
    """A length from `near` on after which the next MOVES actions are the same as after SHORT (the scripted turns
    repeat: the same seat rolling the same dice), so both sessions are timed on the same moves, whose log lines read
    alike. Moves only of the same kinds (the other seat's roll) once differed by a line that wrapped to one more row
    in the log ("… Dice: 2 cutlass, 2 cutlass." against "… 2 bullet, 2 bullet."), one scroll more, not a cost of
    the length."""
    moves = [action for _, action in played[SHORT:SHORT + MOVES]]
    return next(at for at in range(near, len(played) - MOVES)
                if [action for _, action in played[at:at + MOVES]] == moves
                and at // SNAPSHOT_EVERY == (at + MOVES) // SNAPSHOT_EVERY)  # no snapshot among them: none at SHORT


async def counted_moves(url: str, session_id: int, moves: list[Any], monkeypatch: pytest.MonkeyPatch) -> Tally[str]:
    """The statements, SQLite steps and counted calls of `moves` (each acted, undone, redone) in the app."""
    store = SessionStore.open(url)
    counted: Tally[str] = Tally()
    counting = False

    def step() -> int:
        counted["SQLite steps"] += 1
        return 0

    @event.listens_for(store.engine, "before_cursor_execute")
    def statement(conn, cursor, text, parameters, context, many) -> None:
        # Each step of SQLite's machine calls `step` while a move is counted (and nothing outside one).
        conn.connection.driver_connection.set_progress_handler(step if counting else None, 1)
        if counting:
            counted["SQL statements"] += 1

    def profiled(frame, what, _argument) -> None:
        if what == "call" and frame.f_code.co_filename.startswith(COUNTED):
            counted[f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"] += 1

    import sys

    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    monkeypatch.setattr(SessionFrame, "_poll", lambda self, always=False: None)
    monkeypatch.setattr(CollectBetweenKeys, "start", lambda self, app: None)  # no looks between the counted keys
    try:
        async with make_app(store).run_test(size=(120, 40)) as pilot:
            await open_session(pilot, session_id)
            await settle(pilot)
            shown = pilot.app.screen
            assert isinstance(shown, SessionFrame)
            for action in moves:
                for move in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                    counting = True
                    sys.setprofile(profiled)
                    move()
                    await settle(pilot)
                    sys.setprofile(None)
                    counting = False
    finally:
        sys.setprofile(None)
        store.close()
    return counted


@pytest.mark.slow
async def test_a_move_costs_the_store_and_the_log_the_same_at_ten_times_the_length(
        tmp_path: Path, migrated_store_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played = legal_actions(LONG + 60)
    long = same_moves_at(played, LONG)
    short_url = fresh_store_file(migrated_store_file, tmp_path / "short.db")
    long_url = fresh_store_file(migrated_store_file, tmp_path / "long.db")
    short_id, long_id = saved_match(short_url, played[:SHORT]), saved_match(long_url, played[:long])
    at_short = await counted_moves(short_url, short_id, [a for _, a in played[SHORT:SHORT + MOVES]], monkeypatch)
    at_long = await counted_moves(long_url, long_id, [a for _, a in played[long:long + MOVES]], monkeypatch)
    assert at_short["SQL statements"] >= 3 * MOVES and at_short["SQLite steps"] > 0
    grew = {name: (at_short[name], at_long[name]) for name in at_short.keys() | at_long.keys()
            if at_short[name] != at_long[name] and name not in DRAWING}
    assert not grew, f"counted at {SHORT:,} and at {long:,} actions: {grew}"
