"""Apps for the SVG snapshots: the real app factory on a temporary store with fixed contents and times."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import Any

from textual import events
from textual.screen import Screen
from textual.widgets import Input

from companion.shell.app import CompanionApp, make_app
from companion.services.store import SessionStore, SessionSummary
from companion.services.store.timeline_reading import TimelineReading
from rules_engine.game import Game
from rules_engine.ruling import Ruling
from screens.session_frame import SessionFrame
from tests.support.tally_game import AddPoints, EndTurn
from tests.tui.conftest import tally_setup

#: The time every saved session shows in a snapshot (a snapshot must not depend on today's date).
FIXED_TIME = datetime(2026, 11, 21, 20, 15)


class FixedTimeStore:
    """A real store whose session list shows one fixed time, so the home screen's picture is stable."""

    def __init__(self, store: SessionStore, when: datetime = FIXED_TIME) -> None:
        self._store = store
        self._when = when

    def list_sessions(self) -> list[SessionSummary]:
        """The real list, with fixed times."""
        return [replace(s, created_at=self._when, last_played=self._when) for s in self._store.list_sessions()]

    def now(self) -> datetime:
        """The store's clock stands still at the fixed time, so a game clock always shows 0:00."""
        return self._when.replace(tzinfo=timezone.utc)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)


def home_with_sessions(store: SessionStore) -> CompanionApp:
    """The home screen over two saved tally sessions, one with a few actions."""
    first = store.create_session(game_id="tally", name="Friday night", setup=tally_setup("Ania", "Bartek", "Celina"))
    first.act(AddPoints(4))
    first.act(EndTurn())
    first.act(AddPoints(6))
    store.create_session(game_id="tally", name="Solo practice", setup=tally_setup("Dorota", target=10))
    return make_app(FixedTimeStore(store))  # type: ignore[arg-type]


def empty_home(store: SessionStore) -> CompanionApp:
    """The first-time home screen: no saved sessions."""
    return make_app(store)


class StateSession(TimelineReading):
    """A session that shows one given game state with an empty log: a board's picture in the real frame.

    The test tables are built by applying engine actions (or by editing a state), not through a
    store; this stands in for the saved session so the real session frame can show them.
    """

    def __init__(self, game: Game, state: Any, name: str = "") -> None:
        self.game = game
        self.name = name or game.title
        self.id = 0
        self._state = state

    @property
    def state(self) -> Any:
        """The shown state."""
        return self._state

    @property
    def entries(self) -> list:
        """No log."""
        return []

    @property
    def last_ruling(self) -> Ruling | None:
        """No ruling yet."""
        return None

    @property
    def can_undo(self) -> bool:
        """Nothing to undo."""
        return False

    @property
    def can_redo(self) -> bool:
        """Nothing to redo."""
        return False

    def refresh(self) -> bool:
        """Nothing else writes to it."""
        return False


class FrameApp(CompanionApp):
    """The app with the real session frame over one state, opened at once, with no store at all."""

    def __init__(self, game: Game, state: Any, name: str = "") -> None:
        super().__init__()
        self._shown = StateSession(game, state, name)

    def get_default_screen(self) -> Screen:
        return Screen()

    def on_ready(self, event: events.Ready) -> None:
        event.prevent_default()  # no store to open

    async def on_mount(self) -> None:
        await self.push_screen(SessionFrame(self._shown))
        self.screen.query_one("#command", Input).cursor_blink = False  # no blinking cursor in a picture
