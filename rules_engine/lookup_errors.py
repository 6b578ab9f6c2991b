"""The base of the engine's errors and the error of a rule id the index lacks: they need nothing else of the
engine, so the rules index raises them without importing `rules_engine.errors` (whose refusal carries a
ruling, which cites the index: a circle). Import them from `rules_engine.errors` as everywhere else.
"""

from __future__ import annotations


class RulesEngineError(Exception):
    """Base of every error the engine raises on purpose."""


class UnknownRule(RulesEngineError, KeyError):
    """A rule id that the rules index does not hold."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown rule"
