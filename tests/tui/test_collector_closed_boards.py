"""A closed board lets go of everything heavy as it is unmounted, so that whatever still names it holds a few kilobytes.

What names a closed board after it is unmounted, and for how long, is not the app's to choose: the cancelled handles of
its stopped timers stay in asyncio's queue until their time with the context they were started in (where Textual's
`active_message_pump` is the board or one of its widgets), and Textual's `visible_screen_stack`, set in the task of a
screen drawn over the board (help, the timeline, a prompt), is copied into every timer started there. So the board
drops its session (the log, the kept states, the snapshots), its controller, what it drew last and its widgets as it is
unmounted (`SessionFrame._let_go_of_what_is_heavy`). Each test below holds the closed screen object on purpose, as those
would, and finds its session and its log gone after one collection. Each fails on 73964d7f (the screen held its session,
its controller and, through Textual's cached list of its shown children, its widgets).
"""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from textual.pilot import Pilot

from companion.services.store import SessionStore
from companion.shell.app import CompanionApp, make_app
from screens.session_frame import SessionFrame
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_timeline_drawing import dice_throne_match

#: The saved match's actions.
ACTIONS = 12
#: How each path shows a screen over the board and closes it again before the board is closed: (key, the screen).
OVER_THE_BOARD = {
    "help": ("f1", "HelpScreen"),
    "the timeline": ("f2", "TimelineScreen"),
    "a dialog": ("ctrl+t", "TextPrompt"),
}


def weakly(frame: SessionFrame) -> list[weakref.ref[Any]]:
    """Weak references to the board's session and its log (the timeline of its entries and kept states)."""
    return [weakref.ref(frame.live), weakref.ref(frame.live._timeline)]


def unmounted(frame: SessionFrame) -> bool:
    """The board's messages closed and the board out of the app's tree (Textual detaches it after its unmount)."""
    return not frame.is_running and not frame.is_attached


def collected_once() -> None:
    """One collection of everything, frozen or not (the app's own on the way to the next board)."""
    gc.unfreeze()
    gc.collect()


async def played(pilot: Pilot) -> SessionFrame:
    """The saved match resumed from the home screen, its last action undone and redone there."""
    frame = await resume_first(pilot)
    await pilot.press("ctrl+z", "ctrl+y")
    await until(pilot, lambda: len(frame.live.entries) == ACTIONS + 2, "the undo and the redo in the log")
    return frame


async def left_for_home(pilot: Pilot, frame: SessionFrame) -> None:
    """esc until the home screen shows, and the board is unmounted."""
    app = pilot.app
    while app.screen is frame:
        await pilot.press("escape")
        await pilot.pause()
    await until(pilot, lambda: app.screen is app.screen_stack[0] and unmounted(frame), "home, the board unmounted")


def assert_let_go(frame: SessionFrame, held: list[weakref.ref[Any]]) -> None:
    collected_once()
    assert [reference() for reference in held] == [None, None], "the closed board's session or log still alive"
    assert not hasattr(frame, "live") and not hasattr(frame, "controller")
    assert not frame.displayed_children, "the closed board's widgets still named by it"


async def test_a_board_closed_with_esc_lets_go_of_its_session_while_its_screen_is_still_held(
        store: SessionStore) -> None:
    dice_throne_match(store, ACTIONS)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await played(pilot)
        held = weakly(frame)
        await left_for_home(pilot, frame)
        assert_let_go(frame, held)


@pytest.mark.parametrize("over", sorted(OVER_THE_BOARD))
async def test_a_board_closed_after_a_screen_was_drawn_over_it_lets_go_of_its_session(
        store: SessionStore, over: str) -> None:
    """The screen drawn over the board named it in Textual's `visible_screen_stack`, in every timer started there."""
    key, shown = OVER_THE_BOARD[over]
    dice_throne_match(store, ACTIONS)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await played(pilot)
        held = weakly(frame)
        await pilot.press(key)
        await until(pilot, lambda: type(app.screen).__name__ == shown, f"{over} over the board")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, f"{over} closed")
        await left_for_home(pilot, frame)
        assert_let_go(frame, held)


async def test_the_locked_player_links_board_lets_go_of_its_session_as_the_app_exits(store: SessionStore) -> None:
    dice_throne_match(store, ACTIONS)
    session_id = store.list_sessions()[0].id
    app = make_app(store, open_session=session_id)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SessionFrame), "the locked board")
        frame = app.screen
        assert isinstance(frame, SessionFrame) and frame.leave_exits
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(frame.live.entries) == ACTIONS + 1, "the undo in the log")
        held = weakly(frame)
        await pilot.press("escape")  # the player link's exit: the app closes
    assert app.return_code == 0 and unmounted(frame), "the board not unmounted as the app exited"
    assert_let_go(frame, held)


async def test_a_board_opened_by_a_key_typed_ahead_finds_the_closed_one_let_go(store: SessionStore) -> None:
    """The next board's key comes before the closed board is unmounted: its opening is put off until the closed board
    has let go of its session (`closed_boards.MOST_PUT_OFF`), so that it does not freeze that session with itself."""
    dice_throne_match(store, ACTIONS)
    app: CompanionApp = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await played(pilot)
        home = app.screen_stack[0]
        held = weakly(frame)
        frame.action_leave()
        assert app.screen is home  # popped at once; the board's widgets are still being removed
        frame.call_after_refresh(frame.refresh_bindings)  # as `Screen.set_focus` asks on the board's way out
        app.open_session(store.list_sessions()[0].id)  # the key's action, before the closed board is unmounted
        await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app.screen is not frame,
                    "the board again")
        assert unmounted(frame)
        assert [reference() for reference in held] == [None, None], "the closed board's session frozen with the next"
        assert len(app.screen_stack) == 2
