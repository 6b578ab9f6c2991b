"""The engine's error family: every error a user can meet says what went wrong in plain English."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules_engine.ruling import Ruling


class RulesEngineError(Exception):
    """Base of every error the engine raises on purpose."""


class RuleViolation(RulesEngineError):
    """An action the rules forbid. Carries the refused ruling with its citations."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(ruling.message)
        self.ruling = ruling


class CommandError(RulesEngineError):
    """Text typed at the table (a command, a dice notation, entered dice) that cannot be understood."""


class UnknownRule(RulesEngineError, KeyError):
    """A rule id that the rules index does not hold."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown rule"


class UnknownGame(RulesEngineError, KeyError):
    """A game id that no registered game answers to."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


class ReplayError(RulesEngineError):
    """A saved log that no longer replays (an action the current rules refuse without override)."""
