"""The `companion` command: opens the TUI, or rolls dice, searches rules, manages saved sessions and plays transcripts.

Every failure ends with one clear line on stderr and a non-zero exit: 2 for a usage error or
bad input (a wrong notation, an unknown id, a malformed file), 1 for anything else (a damaged
database, a file that cannot be written). Sub-commands import only what they need, so
`companion roll` starts fast and never loads Textual.

One module per sub-command (`roll`, `rules`, `sessions`, `catalogue`, `play`, `completion`, `serve`;
`app_launch` for the app itself), each adding its commands to the parser (`argument_parser`); what they
share: `failures` (errors, exit codes, the one line), `database_options` (--db, --memory), `files`,
`output`; the entry point is `entry_point.main` (`companion.shell.cli:main` in pyproject.toml).
"""

from __future__ import annotations

from companion.shell.cli.entry_point import main, run

__all__ = ["main", "run"]
