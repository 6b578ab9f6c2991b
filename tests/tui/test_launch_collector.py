"""The cyclic collector held while the app starts (`launch_collector`).

Counted, not timed: the collector runs no pass while the `companion` command imports the app, and runs again once
the first frame is out, with what lived by then frozen out of its passes.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

from textual.widgets import DataTable

from companion.shell import launch_collector
from companion.shell.app import make_app
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.test_app_start import saved_friday

ROOT = Path(__file__).resolve().parents[2]

#: The `companion` command up to the app's run (not run: what counts happened before it), the collector's passes
#: counted from the command's start; prints the exit code, the passes, and the modules imported by then.
COLLECTED_BEFORE_THE_APP_RUNS = """
import gc, json, sys
import textual.app
textual.app.App.run = lambda self, *args, **kwargs: None
from companion.shell.cli import main
passes = []
gc.callbacks.append(lambda phase, info: phase == "start" and passes.append(info["generation"]))
before_the_app = []

class Marker:  # notes how many passes ran before the app's module was first looked for
    def find_spec(self, name, path=None, target=None):
        if name == "companion.shell.app" and not before_the_app:
            before_the_app.append(len(passes))
        return None

sys.meta_path.insert(0, Marker())
code = main(sys.argv[1:])
gc.callbacks.clear()
print(json.dumps([code, len(passes) - before_the_app[0], sorted(sys.modules)]))
"""


def test_the_command_imports_the_app_with_the_collector_held_and_without_a_game_or_a_board(tmp_path: Path) -> None:
    url, _ = saved_friday(tmp_path)
    out = subprocess.run([sys.executable, "-c", COLLECTED_BEFORE_THE_APP_RUNS, "--db", url], cwd=ROOT, check=True,
                         capture_output=True, text=True)
    code, passes, modules = json.loads(out.stdout.strip().splitlines()[-1])
    assert code == 0
    assert "companion.shell.app" in modules and "screens.home" in modules  # the probe really imported the app
    # From the app's import on (Textual's widgets, the home screen, the help, the palette) the collector ran no
    # pass; with Python's thresholds it ran about 80 in the whole start, Textual's import included.
    assert passes == 0
    # What the first frame does not show is imported after it: no game's engine, no session frame, no store.
    assert not {"rules_engine.game", "rules_engine.games", "screens.session_frame", "screens.game_area",
                "companion.services.store.display_read", "companion.services.store.sessions"} & set(modules)


async def test_the_collector_held_at_start_runs_again_after_the_first_frame_with_what_lived_frozen(
        tmp_path: Path) -> None:
    url, live = saved_friday(tmp_path)
    frozen_before = gc.get_freeze_count()
    launch_collector.hold(launch_collector.STARTING)  # as the command does before it imports the app
    try:
        assert not gc.isenabled()
        app = make_app(db_url=url)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.screen.query_one(DataTable).row_count == 1, "the list")
            # Released once the first frame is out, what lived by then frozen.
            assert gc.isenabled() and not launch_collector.held()
            assert gc.get_freeze_count() > frozen_before
            app.open_session(live.id)  # a board chosen on the list: the collector is held by its opening alone
            await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                        "the board drawn")
            await until(pilot, gc.isenabled, "the collector running again at a pause after the board's first frame")
            assert not launch_collector.held()
        store = app.store or app.opened_store
        if store is not None:
            store.close()
    finally:
        launch_collector.release(launch_collector.STARTING, freeze=False)
        gc.enable()
        gc.unfreeze()  # this test process's objects go back to the collector


def test_a_hold_leaves_a_collector_stopped_by_someone_else_stopped() -> None:
    gc.disable()
    try:
        launch_collector.hold(launch_collector.STARTING)
        assert not launch_collector.held()  # not ours to release
        launch_collector.release(launch_collector.STARTING)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_runs_again_only_once_every_hold_is_released() -> None:
    assert gc.isenabled()
    try:
        launch_collector.hold(launch_collector.STARTING)
        launch_collector.hold("another")
        launch_collector.release(launch_collector.STARTING, freeze=False)
        assert not gc.isenabled() and launch_collector.held()
        launch_collector.release("another", freeze=False)
        assert gc.isenabled() and not launch_collector.held()
        launch_collector.release("another", freeze=False)  # a release without a hold: nothing
        assert gc.isenabled()
    finally:
        gc.enable()
