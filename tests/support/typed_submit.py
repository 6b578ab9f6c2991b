"""A command typed as the table would type it, submitted through a game area (tests only: screens never parse
command text; a button submits a typed action or a chance request)."""

from __future__ import annotations

from typing import Any

from screens.game_area import GameArea


def submit_typed(area: Any, text: str) -> None:
    """Read `text` with the area's game grammar for the state it shows and post it as the area's `Submit`."""
    assert area.game is not None and area.state is not None, "the area shows no state yet"
    area.post_message(GameArea.Submit(area.game.parse_command(area.state, text)))
