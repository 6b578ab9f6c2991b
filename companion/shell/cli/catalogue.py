"""`companion catalogue`: import, list or make templates of heroes, dice and cards of a table's own."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from companion.services.i18n import _, ngettext, printed_name, translate
from companion.shell.cli.command_parser import CommandParser
from companion.shell.cli.database_options import open_store
from companion.shell.cli.failures import UsageError, said
from companion.shell.cli.output import print_json
from rules_engine.messages import N_


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `catalogue` and its own sub-commands to the `companion` command's sub-commands."""
    catalogue = commands.add_parser("catalogue", help=_("import, list or make templates of heroes, dice and cards of your own"),
                                    parents=[common])
    catalogue_commands = catalogue.add_subparsers(title=_("catalogue commands"), metavar="COMMAND", required=True,
                                                  parser_class=CommandParser)
    cat_import = catalogue_commands.add_parser("import", help=_("import a catalogue JSON file (validated first)"),
                                               parents=[common])
    cat_import.add_argument("file", help=_("the catalogue file"))
    cat_import.set_defaults(handler=_catalogue_import)
    cat_list = catalogue_commands.add_parser("list", help=_("shipped and imported entries of one kind"),
                                             parents=[common])
    cat_list.add_argument("game", help=_("game id, e.g. dice-throne or runebound2"))
    cat_list.add_argument("kind", help=_("kind of entry, e.g. hero or terrain-dice"))
    cat_list.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cat_list.set_defaults(handler=_catalogue_list)
    cat_template = catalogue_commands.add_parser(
        "template", help=_("print a documented template to fill in and import (no KIND: list the kinds)"),
        parents=[common])
    cat_template.add_argument("kind", nargs="?", help=_("the kind, e.g. dice-throne-hero"))
    cat_template.set_defaults(handler=_catalogue_template)


def _catalogue_import(args: argparse.Namespace, out: TextIO) -> int:
    from sqlalchemy.exc import SQLAlchemyError

    from cards_db.kinds import CatalogueError, get_kind
    from cards_db.store import import_catalogue_file

    if not Path(args.file).is_file():
        raise UsageError(_("no file {name}").format(name=args.file))
    with open_store(args) as store:
        store.check_writable(N_("import the catalogue"))
        try:
            game, kind, count = import_catalogue_file(args.file, db=store)
        except CatalogueError as error:
            raise UsageError(said(error)) from None
        except SQLAlchemyError as error:  # a file made read-only meanwhile, a full disk: one clear line
            raise store.database_error(error, N_("import the catalogue")) from None
    print(ngettext("Imported {count} entry: {kind}", "Imported {count} entries: {kind}", count)
          .format(count=count, kind=_(get_kind(game, kind).label)), file=out)
    return 0


def _catalogue_list(args: argparse.Namespace, out: TextIO) -> int:
    from cards_db.kinds import CatalogueError, get_kind
    from cards_db.store import imported_entries, list_entries

    with open_store(args) as store:
        try:
            entries = list_entries(args.game, args.kind, db=store)
            imported = set(imported_entries(args.game, args.kind, db=store))
        except CatalogueError as error:
            raise UsageError(said(error)) from None
    if args.json:
        print_json(out, entries)
        return 0
    if not entries:
        print(_("No entries yet: {kind}; import some with 'companion catalogue import FILE'.").format(
            kind=_(get_kind(args.game, args.kind).label)), file=out)
        return 0
    for entry_id, data in sorted(entries.items()):
        name = str(data.get("name", ""))
        if entry_id in imported:  # the table's own card, as typed
            origin = _("imported")
        else:  # a shipped card, as its card prints it in the table's language
            name, origin = printed_name(args.game, name), _("shipped")
        print(f"{entry_id}  {name}  ({origin})".replace("    ", "  "), file=out)
    return 0


def _catalogue_template(args: argparse.Namespace, out: TextIO) -> int:
    from cards_db.kinds import CatalogueError, all_kinds
    from cards_db.templates import template_document, template_kind

    if args.kind is None:
        for kind in all_kinds():
            note = "" if kind.schema is not None else "  " + _("(no template yet)")
            print(f"{kind.template_name}  {_(kind.label)}{note}", file=out)
        print(_("Print one with 'companion catalogue template KIND > FILE'; the fields are in docs/catalogue.md."),
              file=out)
        return 0
    try:
        document = template_document(template_kind(args.kind))
    except CatalogueError as error:
        raise UsageError(said(error)) from None
    # The help lines are messages (English as text): printed in the interface's language, the entry as it is.
    document["help"] = {path: translate(line) for path, line in document["help"].items()}
    print_json(out, document)
    return 0
