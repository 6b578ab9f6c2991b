"""Pure rules engine of Table Companion: rulings, citations, dice, decks and one package per game.

Nothing in this package touches Textual, SQL, files, the network or the clock. Given the same
inputs (including recorded dice) it always gives the same answers.
"""

from rules_engine.citations import Citation
from rules_engine.errors import CommandError, RuleViolation, RulesEngineError, UnknownRule
from rules_engine.ruling import Ruling

__all__ = [
    "Citation",
    "CommandError",
    "RuleViolation",
    "RulesEngineError",
    "Ruling",
    "UnknownRule",
]
