"""What the generic command line lends a game's own commands (a game plugin's `cli_module`).

A game's commands module is imported by `companion.shell.cli` and never imports it back: the CLI hands
it these tools instead, so the game's handler reports bad input, opens the session store and prints JSON
exactly as the generic commands do.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ContextManager, TextIO


@dataclass(frozen=True)
class CommandTools:
    """The generic CLI's helpers, for a game's own sub-commands."""

    #: Raise this with a one-line message for bad input (exit 2).
    usage_error: type[Exception]
    #: The session store that --db, --memory and the data folder name (a context manager).
    open_store: Callable[[argparse.Namespace], ContextManager[Any]]
    #: An error's message in the interface's language.
    said: Callable[[BaseException], str]
    #: Print a value as indented JSON.
    print_json: Callable[[TextIO, Any], None]
