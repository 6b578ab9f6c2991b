"""A failure that is a bug leaves a crash report in the log folder, and the player is told where it is.

The app is made to fail on purpose: a game module that raises while reading a command (the
frame's internal-error message) and an error no one catches (the app stops). Each time the newest
crash.log holds the version, the platform, the game, its last actions and the traceback.
"""

from __future__ import annotations

import pytest

from companion.services import crash_reports
from companion.shell.app import make_app
from companion.services.store import SessionStore
from screens.home import HomeScreen
from tests.support.tally_game import TALLY
from tests.tui.conftest import SIZE
from tests.tui.drive import notifications, resumed_tally_session, type_command


class DeliberateBug(RuntimeError):
    """The failure the tests cause."""


async def test_a_game_module_bug_in_the_tui_writes_a_report_and_names_it(store, monkeypatch) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, frame):
        await type_command(pilot, "add 3")
        assert frame.live.state.scores == (3, 0)

        def broken(_self, _state, _text):
            raise DeliberateBug("the game module broke on purpose")

        # On the class: patched on the instance, the undo would leave a stale bound method behind on the
        # shared game for the next test on this worker.
        monkeypatch.setattr(type(TALLY), "parse_command", broken)
        await type_command(pilot, "end")
        report = crash_reports.crash_file()
        assert report.is_file()
        shown = " ".join(notifications(pilot))
        assert str(report) in shown and "please report it" in shown
    text = report.read_text(encoding="utf-8")
    assert "Table Companion 0.1.0 crash report" in text and "Platform: " in text
    assert "Game: Tally (test game) (tally)" in text and "1. Ann adds 3" in text
    assert "DeliberateBug: the game module broke on purpose" in text and "Traceback" in text


async def test_an_error_nobody_catches_stops_the_app_with_a_report(db_url, monkeypatch) -> None:
    store = SessionStore.open(db_url)

    def broken(self) -> None:
        raise DeliberateBug("the home screen broke on purpose")

    monkeypatch.setattr(HomeScreen, "action_new_session", broken)
    app = make_app(store)
    with pytest.raises(DeliberateBug):
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("n")
            await pilot.pause()
    store.close()
    assert app.crash_report == crash_reports.crash_file() and app.crash_report.is_file()
    text = app.crash_report.read_text(encoding="utf-8")
    assert "While: running the app (HomeScreen)" in text and "the home screen broke on purpose" in text
