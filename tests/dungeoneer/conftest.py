"""Fixtures shared by the Dungeoneer screen tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.games import all_games, register_game, unregister_game


@pytest.fixture
def dungeoneer_registered() -> Iterator[None]:
    """Dungeoneer registered for one test (and left as it was found)."""
    was_registered = any(game.id == GAME.id for game in all_games())
    register_game(GAME)
    try:
        yield
    finally:
        if not was_registered:
            unregister_game(GAME.id)
