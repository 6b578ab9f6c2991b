"""The footer's keys after a move: the command line's keys are not asked again, and the keys are Textual's.

The footer's keys are read again after every move (`SessionFrame.refresh_view`). The frame's keys (undo, redo, the
house rule, the citation's key), the board's and the app's can say something new; the command line's 36 keys (and its
containers') say the same while it has the focus, and were asked again at every move all the same: 69 asks of a
key's action at 120x40 on Dungeoneer's board, now 33 (`FrameKeys._chain_bindings`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.binding import ActiveBinding
from textual.dom import DOMNode
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import CompanionApp, make_app
from screens.command_line import CommandLine
from screens.game_area import GameArea
from screens.session_frame import SessionFrame
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session
from tests.tui.test_layouts_per_move import legal_actions, settle


@asynccontextmanager
async def typing_on_a_board(store: SessionStore) -> AsyncIterator[tuple[Pilot, SessionFrame]]:
    """A Dice Throne board with its command line focused (the player typing)."""
    dice_throne_session(store)
    async with make_app(store).run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        frame.query_one("#command", Input).focus()
        await settle(pilot)
        yield pilot, frame


def shown(bindings: dict[str, ActiveBinding]) -> list[tuple[str, DOMNode, str, bool]]:
    """The keys as the footer reads them, in their order."""
    return [(key, b.node, b.binding.action, b.enabled) for key, b in bindings.items()]


async def test_a_move_asks_the_frames_and_the_boards_keys_again_not_the_command_lines(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    async with typing_on_a_board(store) as (pilot, frame):
        asked: Counter[str] = Counter()
        check = CompanionApp._check_action_state

        def counted(self, action, namespace):  # type: ignore[no-untyped-def]  # Textual's signature
            asked[type(namespace).__name__ if not isinstance(namespace, CommandLine) else "command line"] += 1
            return check(self, action, namespace)

        monkeypatch.setattr(CompanionApp, "_check_action_state", counted)
        for _, action in legal_actions(3):
            asked.clear()
            assert frame.apply(action)
            await settle(pilot)
            assert asked["command line"] == 0  # before: its 36 keys at each move
            assert asked[type(frame).__name__] >= 15  # the frame's keys, each asked (undo and redo among them)


async def test_the_keys_after_moves_undo_redo_and_a_refusal_are_those_textual_gives(store: SessionStore) -> None:
    async with typing_on_a_board(store) as (pilot, frame):
        area = frame.query_one("#game-area", GameArea)

        def same_as_textuals() -> None:
            assert shown(frame._chain_bindings(area)) == shown(Screen.active_bindings.fget(frame))  # type: ignore[attr-defined]

        same_as_textuals()
        for _, action in legal_actions(3):
            assert frame.apply(action)
            await settle(pilot)
            same_as_textuals()
        frame.action_undo()
        await settle(pilot)
        same_as_textuals()
        assert frame.active_bindings["ctrl+y"].enabled  # redo on after an undo
        frame.action_redo()
        await settle(pilot)
        same_as_textuals()
        assert "ctrl+g" not in frame.active_bindings
        frame._refused = legal_actions(1)[0][1]  # a refusal waiting for its house rule (`_show_refusal` sets it)
        assert "ctrl+g" in frame.active_bindings  # its key comes
        same_as_textuals()
        frame._forget_refusal()
        assert "ctrl+g" not in frame.active_bindings
        same_as_textuals()
        frame.query_one("#action-log").focus()  # another focus chain: asked again, the same as Textual's
        await settle(pilot)
        same_as_textuals()
