"""The engine's error family: every error a user can meet says what went wrong in plain English."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules_engine.lookup_errors import RulesEngineError, UnknownRule

if TYPE_CHECKING:
    from rules_engine.ruling import Ruling

__all__ = ["CommandError", "ReplayError", "RuleViolation", "RulesEngineError", "UnknownGame", "UnknownRule"]


class RuleViolation(RulesEngineError):
    """An action the rules forbid. Carries the refused ruling with its citations."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(ruling.message)
        self.ruling = ruling


class CommandError(RulesEngineError):
    """Text typed at the table (a command, a dice notation, entered dice) that cannot be understood."""


class UnknownGame(RulesEngineError, KeyError):
    """A game id that no registered game answers to."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


class ReplayError(RulesEngineError):
    """A saved log that no longer replays (an action the current rules refuse without override)."""
