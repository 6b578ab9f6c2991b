"""Count what a game is asked to complete: every text its `complete_command` gets, in order (counted, never timed)."""

from __future__ import annotations

from typing import Any

import pytest


def counted_completions(monkeypatch: pytest.MonkeyPatch, game: type[Any]) -> list[str]:
    """The list that records each text `game.complete_command` is asked for from now on (the game still answers)."""
    asked: list[str] = []
    complete_command = game.complete_command

    def counted(self, state, text):  # type: ignore[no-untyped-def]  # a test's stand-in with the game's signature
        asked.append(text)
        return complete_command(self, state, text)

    monkeypatch.setattr(game, "complete_command", counted)
    return asked
