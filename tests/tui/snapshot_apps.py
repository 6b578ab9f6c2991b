"""Apps for the SVG snapshots: the real app factory on a temporary store with fixed contents and times."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import Any

from companion.shell.app import CompanionApp, make_app
from companion.services.store import SessionStore, SessionSummary
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
