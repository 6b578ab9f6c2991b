"""Helpers for the mouse tests: a real session frame on a saved session, moved on by typed commands."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual.pilot import Pilot
from textual.widgets import Input

from companion.services.store import SessionStore
from rules_engine.game import GameSetup
from screens.dice_tray import DiceTray
from screens.ruling_panel import RulingPanel
from screens.session_frame import SessionFrame


@asynccontextmanager
async def opened_frame(db_url: str, game_id: str, setup: GameSetup,
                       size: tuple[int, int] = (120, 40)) -> AsyncIterator[tuple[Pilot, SessionFrame]]:
    """A new session of `game_id` saved in a fresh store and shown in the session frame."""
    from companion.shell.app import make_app

    store = SessionStore.open(db_url)
    try:
        live = store.create_session(game_id=game_id, name="Mouse", setup=setup)
        app = make_app(store)
        async with app.run_test(size=size) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            assert isinstance(frame, SessionFrame)
            yield pilot, frame
    finally:
        store.close()


async def type_line(pilot: Pilot, text: str, dice: str | None = None) -> None:
    """Type a command in the frame's command line; enter the table's dice when the tray opens."""
    field = pilot.app.screen.query_one("#command", Input)
    field.focus()
    field.value = text
    await pilot.press("enter")
    await pilot.pause()
    if dice is not None:
        await enter_dice(pilot, dice)


async def enter_dice(pilot: Pilot, faces: str) -> None:
    """The dice tray is open: type the table's dice and use them."""
    tray = pilot.app.screen
    assert isinstance(tray, DiceTray), tray
    tray.query_one("#dice-entered", Input).value = faces
    await pilot.press("enter")
    await pilot.pause()


def ruling_text(frame: SessionFrame) -> str:
    """What the ruling panel shows, verdict and citations included."""
    return frame.query_one("#ruling-panel", RulingPanel).text()


def log_length(frame: SessionFrame) -> int:
    """How many entries the session's log holds."""
    return len(frame.live.entries)
