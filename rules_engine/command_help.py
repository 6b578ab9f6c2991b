"""One line of a game's command help: the syntax the table types and what it does."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value


@frozen_value(slots=True)
class CommandHelp:
    """One command the table can type, with its syntax and what it does."""

    syntax: str
    description: str
