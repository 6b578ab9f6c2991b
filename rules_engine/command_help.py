"""One line of a game's command help: the syntax the table types and what it does."""

from __future__ import annotations

from dataclasses import dataclass
from rules_engine.frozen_values import shared_value_methods


@shared_value_methods
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class CommandHelp:
    """One command the table can type, with its syntax and what it does."""

    syntax: str
    description: str
