"""The `companion` command's argument parser: its own options, then each sub-command's module adds its commands."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence

from companion import __version__
from companion.services.i18n import _
from companion.shell.cli import catalogue, completion, play, roll, rules, serve, sessions
from companion.shell.cli.app_launch import run_tui
from companion.shell.cli.command_parser import CommandParser
from companion.shell.cli.database_options import database_url, open_store
from companion.shell.cli.failures import UsageError, said
from companion.shell.cli.output import print_json
from companion.shell import stats_commands, table_rules_commands
from companion.shell.cli_tools import CommandTools
from rules_engine.plugin import game_plugins

#: The languages `--lang` accepts (companion.services.i18n.LANGUAGES, which the tests hold equal).
INTERFACE_LANGUAGES = ("en", "ru", "pl")
#: The app's own options (`companion --open 3 --lang ru`): those that take a value, and the flag.
APP_OPTIONS_WITH_A_VALUE = ("--db", "--open", "--lang")
APP_FLAGS = ("--memory",)


def opens_the_app(argv: Sequence[str]) -> bool:
    """True when the words name only the app's own options, each in full (no sub-command, no help, no version):
    the app opens, and the sub-commands' parsers need not be built (nor each game's commands found) to parse them."""
    index = 0
    while index < len(argv):
        word = argv[index]
        if word in APP_FLAGS or any(word.startswith(option + "=") for option in APP_OPTIONS_WITH_A_VALUE):
            index += 1
        elif word in APP_OPTIONS_WITH_A_VALUE and index + 1 < len(argv):
            index += 2
        else:
            return False
    return True


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The argument parser of the `companion` command; without its sub-commands when `commands` is False (the
    words open the app: `opens_the_app`), the same parser for the app's own options."""
    db_help = _("SQLAlchemy database URL (default: companion.db in the user data folder)")
    memory_help = _("an in-memory database: nothing is saved (the app says so on screen)")
    common = CommandParser(add_help=False)
    common.add_argument("--db", metavar="URL", type=database_url, default=argparse.SUPPRESS, help=db_help)
    common.add_argument("--memory", action="store_true", default=argparse.SUPPRESS, help=memory_help)

    parser = CommandParser(
        prog="companion",
        description=_("Table Companion: a terminal companion for physical board games. "
        "Without a sub-command it opens the app."),
    )
    parser.add_argument("--db", metavar="URL", type=database_url, default=None, help=db_help)
    parser.add_argument("--memory", action="store_true", default=False, help=memory_help)
    parser.add_argument("--open", metavar="ID", type=int, default=None,
                        help=_("open this saved session at once; leaving it closes the app (a player link does this)"))
    parser.add_argument("--lang", choices=INTERFACE_LANGUAGES, default=None,
                        help=_("the interface's language for this run: en, ru or pl (default: the one chosen in "
                        "the app, else the system locale's)"))
    parser.add_argument("--version", action="version", version=f"companion {__version__}",
                        help=_("show program's version number and exit"))
    parser.set_defaults(handler=run_tui)
    if not commands:
        return parser
    subparsers = parser.add_subparsers(title=_("commands"), metavar="COMMAND", parser_class=CommandParser)
    roll.add_commands(subparsers, common)
    rules.add_commands(subparsers, common)
    sessions.add_commands(subparsers, common)
    catalogue.add_commands(subparsers, common)

    tools = CommandTools(UsageError, open_store, said, print_json)
    table_rules_commands.add_commands(subparsers, common, tools)  # the groups' standing table rules
    stats_commands.add_commands(subparsers, common, tools)  # stats across games, the BG Stats export
    for plugin in game_plugins():  # each game's own commands (Dice Throne's `odds`), declared by its plugin
        if plugin.cli_module is not None:
            importlib.import_module(plugin.cli_module).add_commands(subparsers, common, tools)

    play.add_commands(subparsers, common)
    completion.add_commands(subparsers, parser)
    serve.add_commands(subparsers, common)
    return parser
