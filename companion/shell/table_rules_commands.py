"""`companion table-rules`: list, import and export the groups' standing table rules.

A group's standing rules (`rules_engine.standing_rules`) are kept in the data folder
(`companion.services.standing_rule_sets`); these commands share them as files. An import checks
the whole file first and writes nothing when anything in it is wrong, as `catalogue import` does.
"""

from __future__ import annotations

import argparse
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from companion.services.i18n import _, ngettext, rule_text
from companion.shell.cli_tools import CommandTools


def add_commands(commands: Any, common: argparse.ArgumentParser, tools: CommandTools) -> None:
    """Add `table-rules list|import|export` to the `companion` command's sub-commands."""
    table_rules = commands.add_parser(
        "table-rules", help=_("list, import or export the standing rules your group plays by"), parents=[common],
        description=_("A group declares once that it plays a rule its own way; a session set up with the group's "
                      "set applies it every time and names it in every ruling it touches."))
    actions = table_rules.add_subparsers(title=_("table rules commands"), metavar="COMMAND", required=True,
                                         parser_class=type(table_rules))
    listing = actions.add_parser("list", help=_("the sets kept, by game and group"), parents=[common])
    listing.add_argument("--json", action="store_true", help=_("machine-readable output"))
    listing.set_defaults(handler=partial(_list, tools=tools))
    importing = actions.add_parser("import", help=_("keep the sets of a file (checked whole first)"), parents=[common])
    importing.add_argument("file", help=_("the standing rules file"))
    importing.set_defaults(handler=partial(_import, tools=tools))
    exporting = actions.add_parser("export", help=_("write the kept sets to a file to share"), parents=[common])
    exporting.add_argument("file", help=_("the file to write"))
    exporting.add_argument("--game", help=_("only this game's sets, e.g. dice-throne"))
    exporting.add_argument("--group", help=_("only this group's sets"))
    exporting.set_defaults(handler=partial(_export, tools=tools))


def _list(args: argparse.Namespace, out: TextIO, tools: CommandTools) -> int:
    from companion.services.standing_rule_sets import kept_sets
    from rules_engine.rules_index import get_rule
    from rules_engine.standing_rules import StandingRuleError

    try:
        kept = kept_sets()
    except StandingRuleError as error:
        raise tools.usage_error(tools.said(error)) from None
    if args.json:
        tools.print_json(out, [one.to_json() for one in kept])
        return 0
    if not kept:
        print(_("No standing table rules yet: 'companion table-rules import FILE' keeps a group's set."), file=out)
    for one in kept:
        print(_("{game} · {group} · {name}").format(game=one.game, group=one.group, name=one.name), file=out)
        for rule in one.rules.rules:
            title = rule_text(rule.rule_id, get_rule(rule.rule_id).title)
            reading = f" — {rule.reading}" if rule.reading else ""
            print(_("  «{name}» instead of the book's {title} ({rule}){reading}").format(
                name=rule.name, title=title, rule=rule.rule_id, reading=reading), file=out)
    return 0


def _import(args: argparse.Namespace, out: TextIO, tools: CommandTools) -> int:
    from companion.services.standing_rule_sets import import_sets
    from rules_engine.standing_rules import StandingRuleError

    try:
        imported = import_sets(Path(args.file))
    except StandingRuleError as error:
        raise tools.usage_error(tools.said(error)) from None
    except OSError as error:
        raise tools.usage_error(_("cannot keep the sets ({error})").format(error=error.strerror or type(error).__name__)) from None
    print(ngettext("Kept {count} set of standing table rules", "Kept {count} sets of standing table rules", len(imported))
          .format(count=len(imported)), file=out)
    return 0


def _export(args: argparse.Namespace, out: TextIO, tools: CommandTools) -> int:
    from companion.services.standing_rule_sets import export_sets
    from rules_engine.standing_rules import StandingRuleError

    try:
        written = export_sets(Path(args.file), game=args.game, group=args.group)
    except StandingRuleError as error:
        raise tools.usage_error(tools.said(error)) from None
    print(ngettext("Wrote {count} set of standing table rules to {file}", "Wrote {count} sets of standing table rules to {file}",
                   len(written)).format(count=len(written), file=args.file), file=out)
    return 0
