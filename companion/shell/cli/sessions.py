"""`companion sessions`: list, show, export, report, import or delete saved sessions."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from companion.services.i18n import _, format_moment, ngettext, translate
from companion.shell.cli.command_parser import CommandParser
from companion.shell.cli.database_options import database_location, missing_sqlite_file, open_store, require_database
from companion.shell.cli.failures import FAILURE, Failure, UsageError, said
from companion.shell.cli.files import check_export_target, parse_json, write_replacing
from companion.shell.cli.output import print_json


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `sessions` and its own sub-commands to the `companion` command's sub-commands."""
    sessions = commands.add_parser("sessions", help=_("list, show, report, export, import or delete saved sessions"),
                                   parents=[common])
    session_commands = sessions.add_subparsers(title=_("sessions commands"), metavar="COMMAND", required=True,
                                               parser_class=CommandParser)
    listing = session_commands.add_parser("list", help=_("saved sessions, most recently played first"), parents=[common])
    listing.add_argument("--json", action="store_true", help=_("machine-readable output"))
    listing.set_defaults(handler=_sessions_list)
    show_session = session_commands.add_parser("show", help=_("one session: players, state and log"), parents=[common])
    show_session.add_argument("id", type=int, help=_("session id (see 'sessions list')"))
    show_session.add_argument("--json", action="store_true", help=_("machine-readable output"))
    show_session.set_defaults(handler=_sessions_show)
    export = session_commands.add_parser("export", help=_("write a session as a JSON document"), parents=[common])
    export.add_argument("id", type=int, help=_("session id"))
    export.add_argument("-o", "--output", metavar="FILE",
                        help=_("file to write (default: standard output); never the database in use"))
    export.add_argument("--force", action="store_true", help=_("overwrite FILE if it exists"))
    export.set_defaults(handler=_sessions_export)
    report = session_commands.add_parser("report", help=_("a session's summary: result, plots, luck, house rules"),
                                         parents=[common])
    report.add_argument("id", type=int, help=_("session id"))
    report.add_argument("--format", choices=("md", "html"), default="md", help=_("Markdown (default) or HTML"))
    report.add_argument("-o", "--output", metavar="FILE", help=_("write to FILE instead of standard output ('-')"))
    report.add_argument("--force", action="store_true", help=_("overwrite FILE if it exists"))
    report.set_defaults(handler=_sessions_report)
    importing = session_commands.add_parser("import", help=_("add a session from an exported JSON document"),
                                            parents=[common])
    importing.add_argument("file", help=_("the exported file ('-' for standard input)"))
    importing.set_defaults(handler=_sessions_import)
    deleting = session_commands.add_parser("delete", help=_("delete a session for good"), parents=[common])
    deleting.add_argument("id", type=int, help=_("session id"))
    deleting.add_argument("--yes", action="store_true", help=_("do not ask for confirmation"))
    deleting.set_defaults(handler=_sessions_delete)


def _sessions_list(args: argparse.Namespace, out: TextIO) -> int:
    missing = missing_sqlite_file(args)
    if missing is not None:  # nothing saved yet, and listing must not create the database
        if args.json:
            print_json(out, [])
        else:
            print(_("No saved sessions: there is no database at {path} yet. Run 'companion' to start one.")
                  .format(path=missing), file=out)
        return 0
    with open_store(args) as store:
        sessions = store.list_sessions()
        where = store.where
    if args.json:
        print_json(out, [s.to_json() for s in sessions])
        return 0
    if not sessions:
        print(_("No saved sessions in {where}. Run 'companion' to start one.").format(where=where), file=out)
        return 0
    rows = [(_("ID"), _("GAME"), _("NAME"), _("PLAYERS"), _("LAST PLAYED"), _("ACTIONS"))]
    for s in sessions:
        played = format_moment(s.last_played.astimezone())
        rows.append((str(s.id), _(s.game_title), s.name, ", ".join(s.players), played, str(s.actions)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip(), file=out)
    return 0


def _sessions_show(args: argparse.Namespace, out: TextIO) -> int:
    require_database(args)
    with open_store(args) as store:
        summary = store.get_summary(args.id)
        live = store.open_session(args.id)
    view = live.game.view(live.state)
    if args.json:
        print_json(out, {
            **summary.to_json(),
            "view": {
                "turn": view.turn,
                "phase": view.phase,
                "finished": view.finished,
                "result": view.result,
                "players": [{"name": p.name, "active": p.active, "stats": dict(p.stats)} for p in view.players],
            },
            "log": [
                {
                    "seq": e.seq,
                    "kind": e.kind,
                    "text": e.describe(),
                    "action": e.action.to_json() if e.action else None,
                    "overridden": e.overridden,
                    "active": e.active,
                    "target_seq": e.target_seq,
                    "created_at": e.created_at.isoformat(),
                }
                for e in live.entries
            ],
        })
        return 0
    print(f"{summary.name}  [{summary.id}] · {_(summary.game_title)} · {', '.join(summary.players)}", file=out)
    print(_("Last played {moment} · {actions}").format(
        moment=format_moment(summary.last_played.astimezone()),
        actions=ngettext("{count} action", "{count} actions", summary.actions).format(count=summary.actions)), file=out)
    if view.result:
        print(translate(view.result), file=out)
    elif view.turn:
        print(f"{translate(view.turn)} · {translate(view.phase)}" if view.phase else translate(view.turn), file=out)
    for player in view.players:
        stats = ", ".join(f"{translate(k)} {translate(v)}" for k, v in player.stats)
        print(f"  {'>' if player.active else ' '} {translate(player.name)}: {stats}", file=out)
    if live.entries:
        print(_("Log:"), file=out)
        for entry in live.entries:
            print(f"  {entry.seq:>4}. {_entry_line(entry)}", file=out)
    return 0


def _sessions_export(args: argparse.Namespace, out: TextIO) -> int:
    require_database(args)
    target = None if args.output is None or args.output == "-" else Path(args.output).expanduser()
    if target is not None:
        check_export_target(target, database_location(args).file, force=args.force)
    with open_store(args) as store:
        document = store.export_session(args.id)
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    if target is None:
        out.write(text)
        return 0
    write_replacing(target, text)
    print(_("Exported session {id} ({name}) to {target}").format(id=args.id, name=document["name"], target=target),
          file=out)
    return 0


def _sessions_report(args: argparse.Namespace, out: TextIO) -> int:
    from companion.services.report_html import render_html
    from companion.services.report_markdown import render_markdown
    from companion.services.session_report import build_report

    require_database(args)
    target = None if args.output is None or args.output == "-" else Path(args.output).expanduser()
    if target is not None:
        check_export_target(target, database_location(args).file, force=args.force)
    with open_store(args) as store:
        report = build_report(store, args.id)
    text = render_html(report) if args.format == "html" else render_markdown(report)
    if target is None:
        out.write(text)
        return 0
    write_replacing(target, text)
    print(_("Wrote the {format} report of session {id} ({name}) to {target}").format(
        format=args.format, id=args.id, name=report.name, target=target), file=out)
    return 0


def _sessions_import(args: argparse.Namespace, out: TextIO) -> int:
    from companion.services.store import InvalidDocument

    name = _("standard input") if args.file == "-" else args.file
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError(_("no file {name}").format(name=name)) from None
    except UnicodeDecodeError:
        raise UsageError(_("{name} is not a text file").format(name=name)) from None
    except OSError as error:
        raise Failure(_("cannot read {name}: {reason}").format(name=name, reason=error.strerror or error)) from None
    document = parse_json(text, name)
    with open_store(args) as store:
        try:
            new_id = store.import_session(document)
        except InvalidDocument as error:
            raise UsageError(f"{name}: {said(error)}") from None
        summary = store.get_summary(new_id)
    print(_("Imported session {name} as {id} ({game}, {actions})").format(
        name=repr(summary.name), id=new_id, game=summary.game_title,
        actions=ngettext("{count} action", "{count} actions", summary.actions).format(count=summary.actions)), file=out)
    return 0


def _sessions_delete(args: argparse.Namespace, out: TextIO) -> int:
    require_database(args)
    with open_store(args) as store:
        summary = store.get_summary(args.id)
        if not args.yes:
            if not sys.stdin.isatty():
                raise UsageError(_("deleting session {id} needs --yes when not asked at a terminal").format(id=args.id))
            answer = input(_("Delete session {id} {name} ({game}, {actions}) for good? [y/N] ").format(
                id=args.id, name=repr(summary.name), game=summary.game_title,
                actions=ngettext("{count} action", "{count} actions", summary.actions).format(count=summary.actions)))
            if answer.strip().lower() not in ("y", "yes", *_("y yes").split()):
                print(_("Nothing deleted."), file=out)
                return FAILURE
        store.delete_session(args.id)
    print(_("Deleted session {id} ({name}).").format(id=args.id, name=summary.name), file=out)
    return 0


def _entry_line(entry: Any) -> str:
    """One log line of `sessions show` in the interface's language (LogEntry.describe is the English one)."""
    if entry.kind == "undo":
        return _("Undo of #{seq}").format(seq=entry.target_seq)
    if entry.kind == "redo":
        return _("Redo of #{seq}").format(seq=entry.target_seq)
    text = (translate(entry.ruling.message) if entry.ruling
            else (entry.action.KIND if entry.action else _("action")))
    marks = (" " + _("[house rule]") if entry.overridden else "") + ("" if entry.active else " " + _("[undone]"))
    return f"{text}{marks}"
