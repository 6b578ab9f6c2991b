"""The other screens' import waits for a pause in the keys, and what the app imports late is frozen.

`companion --open ID` shows the board before the store; the first write opens the store, and two seconds
later a worker imported the other screens (about 0.3 s of CPU holding the interpreter in turns with the UI
thread) while the table was still typing: the keys of those moments waited for it (issue 32, ninth pass,
helper `term6`: the second typed command read 44–61 ms of CPU in the terminal, four times the others). And
what the store's and the rest's imports left in the cyclic collector's generations was scanned by a later
collection inside some key (a 37 ms pass on a ctrl+y). Counted here: when the import goes on, and the
collector's freezes.
"""

from __future__ import annotations

import gc
import time
from pathlib import Path

import companion.shell.app as app_module
from companion.shell.app import make_app
from tests.support.pilot_waits import until
from tests.support.tally_game import AddPoints, EndTurn
from tests.tui.conftest import SIZE
from tests.tui.test_app_start import board_before_the_store, saved_friday

async def test_the_other_screens_are_imported_only_in_a_pause_of_the_keys_then_frozen(
        tmp_path: Path, monkeypatch) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    monkeypatch.setattr(app_module, "REST_OF_WARM_UP_AFTER", 0.1)
    paused: list[tuple[bool, float]] = []  # per module: whether it stopped, the seconds without a key when it went on
    freezes: list[int] = []
    original_freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: freezes.append(len(paused)) or original_freeze())
    app = make_app(db_url=url, open_session=live.id)
    async with app.run_test(size=SIZE) as pilot:
        frame = await board_before_the_store(pilot)

        def warm_up(stop=lambda: False) -> bool:
            for _module in range(2):
                app._last_key = time.monotonic()  # a key comes just before each module
                stopped = stop()
                paused.append((stopped, time.monotonic() - app._last_key))
                if stopped:
                    return False
            return True

        monkeypatch.setattr(app_module.deferred, "warm_up", warm_up)
        await pilot.press("n")
        assert app._last_key > 0.0  # every key is noted
        before = len(freezes)
        app._warm_up_rest()
        await until(pilot, lambda: len(freezes) > before, "the other screens' import run to its end and frozen")
        assert [stopped for stopped, _ in paused] == [False, False]  # each module after the pause, to the end
        assert all(waited >= app_module.REST_OF_WARM_UP_AFTER for _, waited in paused)
        assert freezes[before:] == [2]  # what it imported frozen once, when it ran to its end
        assert app.screen is frame


async def test_the_store_opened_after_the_first_move_is_frozen_out_of_the_collectors_passes(
        tmp_path: Path, monkeypatch) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    monkeypatch.setattr(app_module, "REST_OF_WARM_UP_AFTER", 60.0)  # the other screens' import is not counted here
    app = make_app(db_url=url, open_session=live.id)
    opened_when_frozen: list[bool] = []
    original_freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: opened_when_frozen.append(app.opened_store is not None)
                        or original_freeze())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board before the store")
        assert opened_when_frozen == [False]  # the session's log, when shown
        frame = app.screen
        await until(pilot, lambda: bool(frame.query("#players-text") and frame.query("#generic-view")),
                    "the board composed whole")
        assert frame.apply(EndTurn())  # written with sqlite3: the store is not needed for a move
        assert app.opened_store is None and opened_when_frozen == [False]
        app.want_store()  # as going home or a screen over the board asks for it
        await until(pilot, lambda: app.store is not None, "the store handed to the screens")
        await app.workers.wait_for_complete()
        assert opened_when_frozen == [False, True]  # the store's modules, once opened
        assert len(frame.live.entries) == 2
    app.store.close()
