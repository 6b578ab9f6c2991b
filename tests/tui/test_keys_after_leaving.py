"""esc in a session closes what is in the way before it leaves, the rest of a command typed for the session
never fires the home screen's one-key actions, and letters typed after closing any screen the session opened go
to the session's command line, never to the screen that was closed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dialogs import TextPrompt
from screens.home import HomeScreen
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.typeahead import BurstGuard
from screens.wizard import NewSessionWizard
from tests.tui.conftest import SIZE, tally_setup
from tests.support.pilot_waits import until
from tests.tui.drive import enter_command, frame, resume_first


def test_a_burst_guard_drops_keys_until_a_pause_then_lets_them_act() -> None:
    guard = BurstGuard(quiet_seconds=0.5)
    assert guard.admits(1.0)
    guard.arm(10.0)
    assert not guard.admits(10.1)
    assert not guard.admits(10.4)
    assert not guard.admits(10.8)  # still the burst: 0.4 s after the last key
    assert guard.admits(11.4)
    assert not guard.armed
    assert guard.admits(11.5)


def test_a_click_ends_the_burst() -> None:
    guard = BurstGuard(quiet_seconds=0.5)
    guard.arm(10.0)
    guard.disarm()
    assert guard.admits(10.1)


def saved_sessions(store: SessionStore) -> list[tuple[str, int]]:
    return [(s.name, s.actions) for s in store.list_sessions()]


async def test_esc_after_a_refusal_closes_the_message_and_the_next_command_stays_in_the_session(
        store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    before = saved_sessions(store)
    app = make_app(store)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await resume_first(pilot)
        command = app.screen.query_one("#command", Input)
        command.focus()
        await pilot.press(*"frobnicate", "enter")  # not a command: a message says so, the text stays
        await pilot.pause()
        await pilot.pause()
        assert len(app.screen.query("Toast")) == 1, "the refusal should show a message"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SessionFrame)
        assert len(app.screen.query("Toast")) == 0
        await pilot.press(*" 4")
        await pilot.pause()
        assert frame(pilot).query_one("#command", Input).value == "frobnicate 4"
        # esc with text in the command line clears it and stays.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SessionFrame)
        assert frame(pilot).query_one("#command", Input).value == ""
        # With nothing left to close, esc goes home.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
    assert saved_sessions(store) == before


@pytest.mark.parametrize("typed", ["rename", "trade", "deal", "new"])
async def test_keys_typed_on_into_the_home_screen_change_nothing(store: SessionStore, typed: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # A very long quiet time stands for a player who types on without a pause (the test's keys
    # come as fast as the Pilot can send them, but on a slow machine that can be slower than a typist).
    monkeypatch.setattr(HomeScreen, "TYPEAHEAD_QUIET_SECONDS", 3600.0)
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    before = saved_sessions(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await pilot.press("escape")  # nothing to close: home
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press(*typed, "enter", "d", "r", "e", "n", "b")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen), f"{typed!r} opened {app.screen!r}"
        assert app.screen.query_one(DataTable).row_count == 1
    assert saved_sessions(store) == before


async def test_after_a_pause_the_home_screen_keys_act_again(store: SessionStore,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HomeScreen, "TYPEAHEAD_QUIET_SECONDS", 0.0)
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await resume_first(pilot)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewSessionWizard)


async def test_a_key_pressed_at_once_after_closing_the_keys_help_acts_on_the_home_screen(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing was being typed on the keys' help (no text field there): the home screen's burst guard stays off, and
    # n pressed the moment the help closes opens the wizard, however short the pause. The same quiet time as the
    # burst tests above: on a8d3c266 this n was dropped with "keys typed for the previous screen were ignored".
    monkeypatch.setattr(HomeScreen, "TYPEAHEAD_QUIET_SECONDS", 3600.0)
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
        await pilot.press("question_mark")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen", "the keys' help")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen again")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard), "the wizard opened by n")


async def _open_rules(pilot: Pilot) -> None:
    await pilot.press("ctrl+b")


async def _open_precedents(pilot: Pilot) -> None:
    await pilot.press("ctrl+b")
    await until(pilot, lambda: isinstance(pilot.app.screen, RulesBrowser), "the rules browser")
    await pilot.press("f4")  # the precedents of the rule under the cursor, over the browser


async def _open_timeline(pilot: Pilot) -> None:
    await pilot.press("f2")


async def _open_dice_tray(pilot: Pilot) -> None:
    await pilot.press("ctrl+t")  # the prompt for the dice first
    await until(pilot, lambda: isinstance(pilot.app.screen, TextPrompt), "the dice prompt")
    await pilot.press("enter")  # its 2d6: the tray


async def _open_share(pilot: Pilot) -> None:
    await pilot.press("ctrl+s")


async def _open_house_rule(pilot: Pilot) -> None:
    await enter_command(pilot, "add 9")  # refused: the house-rule question opens


async def _open_summary(pilot: Pilot) -> None:
    await pilot.press("f12")


async def _open_help(pilot: Pilot) -> None:
    await pilot.press("f1")


#: Each screen the session opens, how it is opened, its kind, and how many esc presses take the table back.
OPENED_FROM_THE_SESSION: tuple[tuple[str, Callable[[Pilot], Awaitable[None]], str, int], ...] = (
    ("rules browser", _open_rules, "RulesBrowser", 1),
    ("precedents", _open_precedents, "PrecedentsScreen", 2),
    ("timeline", _open_timeline, "TimelineScreen", 1),
    ("dice tray", _open_dice_tray, "DiceTray", 1),
    ("share", _open_share, "ShareScreen", 1),
    ("house rule", _open_house_rule, "HouseRuleDialog", 1),
    ("summary", _open_summary, "SummaryScreen", 1),
    ("help", _open_help, "HelpScreen", 1),
)


async def test_letters_typed_after_leaving_each_screen_go_to_the_session_command_line(store: SessionStore) -> None:
    store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob"))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        session = await resume_first(pilot)
        for name, opens, kind, escapes in OPENED_FROM_THE_SESSION:
            actions = saved_sessions(store)
            await opens(pilot)
            await until(pilot, lambda kind=kind: type(app.screen).__name__ == kind, name)  # type: ignore[misc]  # a default argument binds the loop's kind
            for _ in range(escapes):
                await pilot.press("escape")
                await pilot.pause()
            await until(pilot, lambda: app.screen is session, f"the session after {name}")
            await pilot.press(*"dre")  # letters that act on the home screen and on several of these screens
            await pilot.pause()
            command = session.query_one("#command", Input)
            assert app.screen is session, f"after {name} the letters opened {app.screen!r}"
            assert command.value == "dre", f"after {name} the command line holds {command.value!r}"
            assert saved_sessions(store) == actions, name
            command.value = ""
