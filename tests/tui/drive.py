"""Helpers that drive the app through the Pilot the way a player would."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input, Select

from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard
from tests.dice_throne.support import make_setup
from tests.support.pilot_waits import until


async def type_command(pilot: Pilot, text: str) -> None:
    """Type a command in the session frame's command line and press enter."""
    command = pilot.app.screen.query_one("#command", Input)
    command.focus()
    command.value = ""
    await pilot.press(*text, "enter")
    await pilot.pause()


async def enter_command(pilot: Pilot, text: str) -> Input:
    """Put a command in the session frame's command line (set directly, as `fill` does) and press enter; the line."""
    command = pilot.app.screen.query_one("#command", Input)
    command.focus()
    command.value = text
    await pilot.press("enter")
    await pilot.pause()
    return command


async def create_tally_session(pilot: Pilot, *names: str, name: str = "Friday", target: str | None = None) -> None:
    """From the home screen: open the wizard, choose tally, name the players and create the session."""
    await pilot.press("n")
    await pilot.pause()
    wizard = pilot.app.screen
    assert isinstance(wizard, NewSessionWizard)
    wizard.query_one("#game", Select).value = "tally"
    await pilot.pause()
    if target is not None:
        await fill(pilot, "#opt-target", target)
    await name_seats(pilot, *names)
    await fill(pilot, "#session-name", name)
    await pilot.press("ctrl+s")
    await pilot.pause()


async def name_seats(pilot: Pilot, *names: str) -> None:
    """In the wizard: add or remove seats until there are as many as names, then name each player."""
    wizard = pilot.app.screen
    while wizard._player_count < len(names):
        await pilot.press("ctrl+n")
        await pilot.pause()
    while wizard._player_count > len(names):
        await pilot.press("ctrl+r")
        await pilot.pause()
    for seat, name in enumerate(names, start=1):
        await fill(pilot, f"#player-{seat}", name)


async def fill(pilot: Pilot, selector: str, text: str) -> None:
    """Put text in a form field (set directly: typing each key costs time and tests nothing more)."""
    field = pilot.app.screen.query_one(selector, Input)
    field.focus()
    field.value = text
    await pilot.pause()


async def open_session(pilot: Pilot, session_id: int) -> None:
    """Open a saved session in the app, pausing until its frame is the screen."""
    pilot.app.open_session(session_id)
    await until(pilot, lambda: isinstance(pilot.app.screen, SessionFrame) and pilot.app.screen.is_mounted,
                f"session {session_id} shown")


async def open_dice_throne_board(pilot: Pilot, store) -> SessionFrame:
    """A new Dice Throne match ("Friday") opened in the app, returned once its frame is up and settled."""
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    await open_session(pilot, live.id)
    for _ in range(4):
        await pilot.pause()
    return frame(pilot)


def frame(pilot: Pilot) -> SessionFrame:
    """The session frame on screen (fails the test if another screen is showing)."""
    screen = pilot.app.screen
    assert isinstance(screen, SessionFrame), f"expected the session frame, got {screen!r}"
    return screen


def notifications(pilot: Pilot) -> list[str]:
    """The text of every notification the app has shown so far."""
    return [f"{n.title} {n.message}" for n in pilot.app._notifications]


async def resume_first(pilot: Pilot) -> SessionFrame:
    """From the home screen: resume the session under the cursor and return the frame."""
    await pilot.press("enter")
    await pilot.pause()
    return frame(pilot)


@asynccontextmanager
async def resumed_tally_session(store, *names: str) -> AsyncIterator[tuple[App, Pilot, SessionFrame]]:
    """A saved Tally session with these players, resumed from the home screen of a fresh app."""
    from companion.shell.app import make_app
    from tests.tui.conftest import SIZE, tally_setup

    store.create_session(game_id="tally", name="Friday", setup=tally_setup(*names))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        yield app, pilot, await resume_first(pilot)
