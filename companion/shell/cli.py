"""The `companion` command: opens the TUI, or rolls dice, searches rules, manages saved sessions and plays transcripts.

Every failure ends with one clear line on stderr and a non-zero exit: 2 for a usage error or
bad input (a wrong notation, an unknown id, a malformed file), 1 for anything else (a damaged
database, a file that cannot be written). Sub-commands import only what they need, so
`companion roll` starts fast and never loads Textual.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from companion import __version__
from companion.services.i18n import (LANGUAGES, _, current_language, format_moment, ngettext, resolve_language,
                                     rule_text, translate, use_language)
from companion.services.settings import saved_language
from companion.shell.argparse_words import argparse_in_interface_language
from companion.shell import stats_commands, table_rules_commands
from companion.shell.cli_tools import CommandTools
from rules_engine.messages import N_
from rules_engine.plugin import game_plugins

if TYPE_CHECKING:
    from companion.services.sharing.server import ShareServer

#: The languages `--lang` accepts (companion.services.i18n.LANGUAGES, which the tests hold equal).
INTERFACE_LANGUAGES = ("en", "ru", "pl")

USAGE_ERROR = 2
FAILURE = 1


class UsageError(Exception):
    """Bad input on the command line: exit 2 with this one-line message."""


class Failure(Exception):
    """Something that is not the user's typing went wrong: exit 1 with this one-line message."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors (the usage text is one `--help` away)."""

    #: True while `parse_known_intermixed_args` calls back into `parse_known_args` (it parses twice).
    _intermixing = False

    def error(self, message: str) -> NoReturn:
        raise UsageError(_("{message} (see '{prog} --help')").format(message=message, prog=self.prog))

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]  # typeshed's overloads, one body
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        """Options and positionals in any order (`play GAME --setup FILE TRANSCRIPT` as well as `play GAME
        TRANSCRIPT --setup FILE`): a parser without sub-commands reads its words intermixed."""
        if self._intermixing or any(isinstance(a, argparse._SubParsersAction) for a in self._actions):
            return super().parse_known_args(args, namespace)
        self._intermixing, usage = True, self.usage
        if usage is None:  # argparse would cut its English "usage: " off the translated line
            formatter = self._get_formatter()
            formatter.add_usage(None, self._actions, self._mutually_exclusive_groups, prefix="")
            self.usage = formatter.format_help().strip()
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._intermixing, self.usage = False, usage


# -- roll ---------------------------------------------------------------------------------------


def _roll(args: argparse.Namespace, out: TextIO) -> int:
    from rules_engine.dice import TableDice
    from rules_engine.dice_notation import parse_notation

    from companion.services.dice_sources import SystemDiceSource

    notation = parse_notation(args.notation)
    source = TableDice(args.enter) if args.enter is not None else SystemDiceSource()
    roll = notation.roll(source)
    if args.json:
        _print_json(out, {
            "notation": str(notation),
            "die": roll.die,
            "faces": [{"label": f.label, "value": f.value} for f in roll.faces],
            "values": list(roll.values),
            "modifier": roll.modifier,
            "total": roll.total,
            "source": roll.source,
        })
        return 0
    shown = ", ".join(face.describe() for face in roll.faces)
    modifier = f" {roll.modifier:+d}" if roll.modifier else ""
    entered = " " + _("(the table's dice)") if roll.source == "table" else ""
    print(f"{notation}: {shown}{modifier} -> {roll.total}{entered}", file=out)
    return 0


# -- rules --------------------------------------------------------------------------------------


def _rule_json(rule: Any) -> dict:
    from rules_engine.books import get_book

    return {
        "id": rule.id,
        "book": rule.book,
        "book_title": get_book(rule.book).title,
        "heading": rule.heading,
        "page": rule.page,
        "title": rule.title,
        "summary": rule.summary,
        "locator": rule.locator,
    }


def _where(rule: Any) -> str:
    from rules_engine.books import get_book

    page = _("p. {page}").format(page=rule.page) if rule.page else _("page not named in the book")
    return f"{get_book(rule.book).title} · «{rule.heading}» · {page}"


def _games_in_index() -> list[str]:
    from rules_engine.rules_index import all_rules

    return sorted({rule.id.split(".")[0] for rule in all_rules()})


def _rules_search(args: argparse.Namespace, out: TextIO) -> int:
    from companion.services.rules_search import did_you_mean, search_rules

    text = " ".join(args.text)
    if not text.strip():
        raise UsageError(_("give a word to search for, e.g. companion rules search dice"))
    if args.game and args.game not in _games_in_index():
        raise UsageError(_("no game {game!r} in the rules index; games: {games}").format(
            game=args.game, games=", ".join(_games_in_index())))
    found = search_rules(text, game=args.game)
    if args.json:
        _print_json(out, [_rule_json(rule) for rule in found])  # an empty list too, then the reason on stderr
        if found:
            return 0
    if not found:
        suggestion = did_you_mean(text, game=args.game)
        hint = _("; did you mean {suggestion!r}?").format(suggestion=suggestion) if suggestion else ""
        raise Failure((_("no rule matches {text!r} in {game}").format(text=text, game=args.game) if args.game
                       else _("no rule matches {text!r}").format(text=text)) + hint)
    for rule in found:
        print(f"{rule.id}  {rule_text(rule.id, rule.title)}", file=out)
        print(f"    {_where(rule)}", file=out)
    return 0


def _rules_show(args: argparse.Namespace, out: TextIO) -> int:
    import difflib

    from rules_engine.errors import UnknownRule
    from rules_engine.rules_index import all_rules, get_rule

    try:
        rule = get_rule(args.id)
    except UnknownRule:
        close = difflib.get_close_matches(args.id, [r.id for r in all_rules()], n=1)
        hint = (_("; did you mean {id}?").format(id=close[0]) if close
                else _("; find ids with 'companion rules search WORD'"))
        raise UsageError(_("no rule {id!r} in the rules index").format(id=args.id) + hint) from None
    from companion.services.rulebook_passages import passage, rulebook_problem

    original = passage(rule)
    problem = None if original else rulebook_problem(rule)
    if args.json:
        _print_json(out, {**_rule_json(rule), "passage": original, **({"passage_problem": problem} if problem else {})})
        return 0
    print(f"{rule_text(rule.id, rule.title)}  [{rule.id}]", file=out)
    print(_where(rule), file=out)
    print(_("Look for: «{locator}»").format(locator=rule.locator), file=out)
    print("", file=out)
    print(rule_text(rule.id, rule.summary), file=out)
    if original:
        print("\n" + _("From your own copy of the book:") + "\n", file=out)
        print(original, file=out)
    elif problem:
        print("\n" + _("Your own copy of the book was not read: {problem}").format(problem=problem), file=out)
    return 0


# -- sessions -----------------------------------------------------------------------------------


def _location(args: argparse.Namespace):
    """Where --db (or the default) points, checked: an empty path is refused, memory needs --memory."""
    from companion.services.store import StoreError
    from companion.services.store.location import locate

    url = _url_of(args)
    try:
        location = locate(url)
    except StoreError as error:
        raise UsageError(said(error)) from None
    _check_memory_flag(args, url, location.memory)
    return location


def _url_of(args: argparse.Namespace) -> str:
    """The database URL --db gives, or the default one (in memory with --memory)."""
    from companion.services.settings import default_db_url

    return args.db if args.db is not None else ("sqlite://" if getattr(args, "memory", False) else default_db_url())


def _check_memory_flag(args: argparse.Namespace, url: str, in_memory: bool) -> None:
    """UsageError unless --memory is given exactly when the database is in memory."""
    memory = getattr(args, "memory", False)
    if in_memory and not memory:
        raise UsageError(_("--db {url} is an in-memory database: nothing would be saved; add --memory to mean it")
                         .format(url=repr(url)))
    if memory and not in_memory:
        raise UsageError(_("--memory keeps nothing, so it takes no database file (leave out --db, or give --db "
                           "sqlite://)"))


def _glance(args: argparse.Namespace) -> None:
    """The checks of `_location` without SQLAlchemy, for the app: its first frame must not wait for it."""
    from companion.services.store import StoreError
    from companion.services.store.url_reading import place_of

    url = _url_of(args)
    try:
        place = place_of(url)
    except StoreError as error:
        raise UsageError(said(error)) from None
    _check_memory_flag(args, url, place is not None and place.memory)


def _open_store(args: argparse.Namespace):
    from companion.services.store import SessionStore

    location = _location(args)
    if location.memory:
        print(_("companion: in memory: nothing is saved"), file=sys.stderr)
    return SessionStore.open(args.db, memory=location.memory)


def _database_url(text: str) -> str:
    """A --db value that is a database URL; anything else is a usage error (exit 2).

    Read as SQLAlchemy reads it but without importing it (`url_reading`), so the app starts sooner.
    """
    from companion.services.store import StoreError
    from companion.services.store.url_reading import not_a_url, split_url

    if not text.strip():
        raise argparse.ArgumentTypeError(_("the database URL is empty (an unset variable?); give a file, "
                                           "e.g. sqlite:///path/to/file.db, or --memory"))
    try:
        split_url(text)
    except StoreError:
        raise argparse.ArgumentTypeError(not_a_url(text)) from None
    return text


def _port(text: str) -> int:
    """A --port value: a whole number from 1 to 65535 in ASCII digits; anything else is a usage error (exit 2)."""
    from rules_engine.numbers import read_whole_number

    port = read_whole_number(text.strip(), signed=False)
    if port is None or not 1 <= port <= 65535:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise argparse.ArgumentTypeError(_("{text} is not a port: give a whole number from 1 to 65535, e.g. 8000")
                                         .format(text=repr(shown)))
    return port


def _missing_sqlite_file(args: argparse.Namespace) -> Path | None:
    """The database file a read-only command would have to create, if the URL names one that is absent."""
    path = _location(args).file
    return None if path is None or path.exists() else path


def _require_database(args: argparse.Namespace) -> None:
    """Reading commands never create a database: a missing file is a clear error instead."""
    missing = _missing_sqlite_file(args)
    if missing is not None:
        raise UsageError(_("no database at {path}").format(path=missing))


def _sessions_list(args: argparse.Namespace, out: TextIO) -> int:
    missing = _missing_sqlite_file(args)
    if missing is not None:  # nothing saved yet, and listing must not create the database
        if args.json:
            _print_json(out, [])
        else:
            print(_("No saved sessions: there is no database at {path} yet. Run 'companion' to start one.")
                  .format(path=missing), file=out)
        return 0
    with _open_store(args) as store:
        sessions = store.list_sessions()
        where = store.where
    if args.json:
        _print_json(out, [s.to_json() for s in sessions])
        return 0
    if not sessions:
        print(_("No saved sessions in {where}. Run 'companion' to start one.").format(where=where), file=out)
        return 0
    rows = [(_("ID"), _("GAME"), _("NAME"), _("PLAYERS"), _("LAST PLAYED"), _("ACTIONS"))]
    for s in sessions:
        played = format_moment(s.last_played.astimezone())
        rows.append((str(s.id), s.game_title, s.name, ", ".join(s.players), played, str(s.actions)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip(), file=out)
    return 0


def _sessions_show(args: argparse.Namespace, out: TextIO) -> int:
    _require_database(args)
    with _open_store(args) as store:
        summary = store.get_summary(args.id)
        live = store.open_session(args.id)
    view = live.game.view(live.state)
    if args.json:
        _print_json(out, {
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
    print(f"{summary.name}  [{summary.id}] · {summary.game_title} · {', '.join(summary.players)}", file=out)
    print(_("Last played {moment} · {actions}").format(
        moment=format_moment(summary.last_played.astimezone()),
        actions=ngettext("{count} action", "{count} actions", summary.actions).format(count=summary.actions)), file=out)
    if view.result:
        print(translate(view.result), file=out)
    elif view.turn:
        print(f"{translate(view.turn)} · {translate(view.phase)}" if view.phase else translate(view.turn), file=out)
    for player in view.players:
        stats = ", ".join(f"{translate(k)} {translate(v)}" for k, v in player.stats)
        print(f"  {'>' if player.active else ' '} {player.name}: {stats}", file=out)
    if live.entries:
        print(_("Log:"), file=out)
        for entry in live.entries:
            print(f"  {entry.seq:>4}. {_entry_line(entry)}", file=out)
    return 0


def _sessions_export(args: argparse.Namespace, out: TextIO) -> int:
    _require_database(args)
    target = None if args.output is None or args.output == "-" else Path(args.output).expanduser()
    if target is not None:
        _check_export_target(target, _location(args).file, force=args.force)
    with _open_store(args) as store:
        document = store.export_session(args.id)
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    if target is None:
        out.write(text)
        return 0
    _write_replacing(target, text)
    print(_("Exported session {id} ({name}) to {target}").format(id=args.id, name=document["name"], target=target),
          file=out)
    return 0


def _sessions_report(args: argparse.Namespace, out: TextIO) -> int:
    from companion.services.report_html import render_html
    from companion.services.report_markdown import render_markdown
    from companion.services.session_report import build_report

    _require_database(args)
    target = None if args.output is None or args.output == "-" else Path(args.output).expanduser()
    if target is not None:
        _check_export_target(target, _location(args).file, force=args.force)
    with _open_store(args) as store:
        report = build_report(store, args.id)
    text = render_html(report) if args.format == "html" else render_markdown(report)
    if target is None:
        out.write(text)
        return 0
    _write_replacing(target, text)
    print(_("Wrote the {format} report of session {id} ({name}) to {target}").format(
        format=args.format, id=args.id, name=report.name, target=target), file=out)
    return 0


def _same_file(one: Path, other: Path) -> bool:
    """True when both paths name one file (after symlinks; hard links by inode)."""
    import os

    if one.resolve() == other.resolve():
        return True
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def _check_export_target(target: Path, database: Path | None, *, force: bool) -> None:
    """Refuse to overwrite the database in use (or its journal files) ever, any other file without --force."""
    if database is not None:
        guarded = [database] + [database.with_name(database.name + s) for s in ("-wal", "-shm", "-journal")]
        if any(_same_file(target, file) for file in guarded):
            raise UsageError(_("{target} is the database in use ({database}); export to another file").format(
                target=target, database=database))
    if target.is_dir():
        raise UsageError(_("{target} is a folder; give a file name to export to").format(target=target))
    if target.exists() and not force:
        raise UsageError(_("{target} already exists; add --force to overwrite it").format(target=target))


def _write_replacing(target: Path, text: str) -> None:
    """Write the file whole or not at all: a temporary file beside it, then an atomic rename."""
    import os
    import tempfile

    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or Path("."))
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise Failure(_("cannot write {target}: {reason}").format(target=target, reason=error.strerror or error)) from None


def _parse_json(text: str, name: str) -> Any:
    """The JSON document in `text`; UsageError naming the file when it is malformed or nested too deeply."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UsageError(_("{name} is not valid JSON (line {line}: {reason})").format(
            name=name, line=error.lineno, reason=error.msg)) from None
    except RecursionError:
        raise UsageError(_("{name} is nested too deeply to be a session, setup or catalogue file").format(
            name=name)) from None
    except ValueError:  # a number of thousands of digits (Python refuses to read it)
        raise UsageError(_("{name} holds a number too long to be a count, face or id").format(name=name)) from None


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
    document = _parse_json(text, name)
    with _open_store(args) as store:
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
    _require_database(args)
    with _open_store(args) as store:
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


# -- serve and the TUI --------------------------------------------------------------------------


#: The line `companion serve` prints after its QR code.
SERVE_FOOTER = N_("Serving until Ctrl+C.")


#: The shells `companion completion` writes scripts for (by shtab, from this very parser).
COMPLETION_SHELLS = ("bash", "zsh", "tcsh")


def _completion(args: argparse.Namespace, out: TextIO) -> int:
    import shtab

    out.write(shtab.complete(build_parser(), shell=args.shell))
    return 0


def _serve(args: argparse.Namespace, out: TextIO) -> int:
    """Serve the app to browsers behind a player token; Ctrl+C stops."""
    from companion.services.sharing.addresses import lan_addresses  # aiohttp only when serving
    from companion.services.sharing.server import ShareError, ShareServer
    from companion.services.sharing.tokens import Access, ShareTokens

    command = [sys.executable, "-m", "companion"]
    if args.db is not None:
        _location(args)  # refuse an empty path or unintended memory before serving anything
        command += ["--db", args.db]
    if args.memory:
        command += ["--memory"]
    tokens = ShareTokens()
    tokens.issue(Access.PLAYER)
    server = ShareServer(None, tokens, player_command=" ".join(_quote(c) for c in command))
    hosts = lan_addresses() if args.host in ("0.0.0.0", "::", "lan") else [args.host]
    if hosts == ["localhost"]:
        hosts = ["127.0.0.1"]
    try:
        asyncio.run(_serve_until_stopped(server, hosts, args.port, args.public_url, out))
    except ShareError as error:
        raise Failure(_("cannot serve: {reason}").format(reason=said(error))) from None
    return 0


async def _serve_until_stopped(server: ShareServer, hosts: list[str], port: int, public_url: str | None,
                               out: TextIO) -> None:
    from companion.services.sharing.qr import qr_lines
    from companion.services.sharing.tokens import Access

    await server.start(hosts, port, public_url=public_url)
    link = server.link(Access.PLAYER, hosts[0]) or ""
    if public_url:
        link = public_url.rstrip("/") + link[link.index("/p/"):]
    print(_("Serving Table Companion at {link}").format(link=link), file=out)
    print(_("Open the link, or scan the code; without the link's token the server shows nothing."), file=out)
    if len(hosts) > 1:
        print(_("Also reachable at: {hosts}").format(hosts=", ".join(hosts[1:])), file=out)
    for line in qr_lines(link):
        print(f"\x1b[97;40m{line}\x1b[0m", file=out)  # light modules on black, whatever the terminal
    print(_(SERVE_FOOTER), file=out)
    out.flush()
    try:
        await asyncio.Event().wait()
    finally:
        await server.stop()


def _quote(part: str) -> str:
    import shlex

    return shlex.quote(part)


def _run_tui(args: argparse.Namespace, out: TextIO) -> int:
    try:
        from companion.shell.app import run_app
    except ModuleNotFoundError as error:
        if error.name != "companion.shell.app":
            raise
        raise Failure(_("the terminal interface (companion.shell.app) is not part of this build yet")) from None

    _glance(args)
    run_app(args.db, memory=getattr(args, "memory", False), open_session=args.open, language=args.lang)
    return 0


def _catalogue_import(args: argparse.Namespace, out: TextIO) -> int:
    from sqlalchemy.exc import SQLAlchemyError

    from cards_db.kinds import CatalogueError
    from cards_db.store import import_catalogue_file

    if not Path(args.file).is_file():
        raise UsageError(_("no file {name}").format(name=args.file))
    with _open_store(args) as store:
        store.check_writable(N_("import the catalogue"))
        try:
            game, kind, count = import_catalogue_file(args.file, db=store)
        except CatalogueError as error:
            raise UsageError(said(error)) from None
        except SQLAlchemyError as error:  # a file made read-only meanwhile, a full disk: one clear line
            raise store.database_error(error, N_("import the catalogue")) from None
    print(ngettext("Imported {count} {kind} entry for {game}", "Imported {count} {kind} entries for {game}", count)
          .format(count=count, kind=kind, game=game), file=out)
    return 0


def _catalogue_list(args: argparse.Namespace, out: TextIO) -> int:
    from cards_db.kinds import CatalogueError
    from cards_db.store import imported_entries, list_entries

    with _open_store(args) as store:
        try:
            entries = list_entries(args.game, args.kind, db=store)
            imported = set(imported_entries(args.game, args.kind, db=store))
        except CatalogueError as error:
            raise UsageError(said(error)) from None
    if args.json:
        _print_json(out, entries)
        return 0
    if not entries:
        print(_("No {kind} entries for {game}; import some with 'companion catalogue import FILE'.").format(
            kind=args.kind, game=args.game), file=out)
        return 0
    for entry_id, data in sorted(entries.items()):
        origin = _("imported") if entry_id in imported else _("shipped")
        print(f"{entry_id}  {data.get('name', '')}  ({origin})".replace("    ", "  "), file=out)
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
    _print_json(out, document)
    return 0


def said(error: BaseException) -> str:
    """An error's message in the interface's language (a translatable engine or store message), else as it is."""
    message = error.args[0] if len(error.args) == 1 else None
    return translate(message) if hasattr(message, "render") else str(error)


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


# -- play ---------------------------------------------------------------------------------------


def _read_text(name: str, what: str) -> str:
    """A text file's contents ('-': standard input); UsageError naming the file when it cannot be read."""
    shown = _("standard input") if name == "-" else name
    try:
        return sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except FileNotFoundError:
        missing = {"transcript": _("no transcript file {name}"), "setup": _("no setup file {name}")}
        raise UsageError(missing.get(what, _("no file {name}")).format(name=shown)) from None
    except UnicodeDecodeError:
        raise UsageError(_("{name} is not a text file").format(name=shown)) from None
    except OSError as error:
        raise Failure(_("cannot read {name}: {reason}").format(name=shown, reason=error.strerror or error)) from None


def _play(args: argparse.Namespace, out: TextIO) -> int:
    from cards_db.names import name_problem
    from companion.services.fulfillers import AppChance
    from companion.services.rehearsal import RehearsalSession
    from companion.services.session_setup import setup_from_json
    from companion.services.transcript import BadTranscript, TranscriptFailure, line_json, perform, rehearse
    from companion.services.transcript_syntax import TranscriptSyntaxError, parse_transcript
    from rules_engine.errors import CommandError
    from rules_engine.games import get_game

    if (args.setup is None) == (args.session is None):
        raise UsageError(_("give --setup FILE to start a new session, or --session ID to continue a saved one"))
    if args.transcript == "-" and args.setup == "-":
        raise UsageError(_("the transcript and the setup cannot both come from standard input"))
    game = get_game(args.game)
    try:
        lines = parse_transcript(_read_text(args.transcript, "transcript"))
    except TranscriptSyntaxError as error:
        raise UsageError(said(error)) from None
    setup_data = None
    if args.setup is not None:
        setup_data = _parse_json(_read_text(args.setup, "setup"), args.setup)
    # A database that does not exist yet holds no imported catalogue entries: rehearse without
    # it, and create it only when there is something to write.
    store = None if _missing_sqlite_file(args) else _open_store(args)
    try:
        live = None
        if args.session is not None:
            if store is None:
                raise UsageError(_("no database at {path}").format(path=_missing_sqlite_file(args)))
            live = store.open_session(args.session)
            if live.game.id != game.id:
                raise UsageError(_("session {id} is a {game} session, not {asked}").format(
                    id=args.session, game=live.game.title, asked=game.id))
            rehearsal = RehearsalSession.copy_of(live.game, live.setup, live.entries, live.name)
        else:
            try:
                name = setup_data.get("name") if isinstance(setup_data, dict) else None
                if isinstance(name, str) and (problem := name_problem("session name", name.strip())):
                    raise UsageError(f"{args.setup}: {translate(problem)}")
                setup = setup_from_json(game, setup_data, store)
                rehearsal = RehearsalSession(game, setup, name if isinstance(name, str) else "")
            except CommandError as error:
                raise UsageError(f"{args.setup}: {said(error)}") from None
        chance = AppChance.seeded(args.seed) if args.seed is not None else AppChance.system()
        try:
            rehearsed = rehearse(rehearsal, lines, chance, strict=args.strict)
        except BadTranscript as error:
            raise UsageError(said(error)) from None
        except TranscriptFailure as error:
            raise Failure(_("{reason}; nothing was written").format(reason=said(error))) from None

        def emit(data: dict) -> None:
            out.write(json.dumps(data, ensure_ascii=False) + "\n")
            out.flush()

        if args.dry_run:
            for result in rehearsed.results:
                emit(line_json(result))
            return 0
        if store is None:
            store = _open_store(args)
        if live is None:
            live = store.create_session(game_id=game.id, name=rehearsal.name, setup=rehearsal.setup)
        try:
            perform(live, lines, rehearsed, emit, live.id)
        except TranscriptFailure as error:
            raise Failure(said(error)) from None
        return 0
    finally:
        if store is not None:
            store.close()


# -- parser and entry point ---------------------------------------------------------------------


def _print_json(out: TextIO, value: Any) -> None:
    out.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the `companion` command."""
    db_help = _("SQLAlchemy database URL (default: companion.db in the user data folder)")
    memory_help = _("an in-memory database: nothing is saved (the app says so on screen)")
    common = _Parser(add_help=False)
    common.add_argument("--db", metavar="URL", type=_database_url, default=argparse.SUPPRESS, help=db_help)
    common.add_argument("--memory", action="store_true", default=argparse.SUPPRESS, help=memory_help)

    parser = _Parser(
        prog="companion",
        description=_("Table Companion: a terminal companion for physical board games. "
        "Without a sub-command it opens the app."),
    )
    parser.add_argument("--db", metavar="URL", type=_database_url, default=None, help=db_help)
    parser.add_argument("--memory", action="store_true", default=False, help=memory_help)
    parser.add_argument("--open", metavar="ID", type=int, default=None,
                        help=_("open this saved session at once; leaving it closes the app (a player link does this)"))
    parser.add_argument("--lang", choices=INTERFACE_LANGUAGES, default=None,
                        help=_("the interface's language for this run: en, ru or pl (default: the one chosen in "
                        "the app, else the system locale's)"))
    parser.add_argument("--version", action="version", version=f"companion {__version__}",
                        help=_("show program's version number and exit"))
    parser.set_defaults(handler=_run_tui)
    commands = parser.add_subparsers(title=_("commands"), metavar="COMMAND", parser_class=_Parser)

    roll = commands.add_parser("roll", help=_("roll dice (or check the table's dice)"), parents=[common],
                               description=_("Roll dice like 2d10, 5d6, d20 or 3d6+2. A d10 shows 0 to 9; 0 counts as 10."))
    roll.add_argument("notation", help=_("dice notation, e.g. 2d10 or 3d6+2"))
    roll.add_argument("--enter", nargs="+", metavar="FACE",
                      help=_("the faces the table's physical dice show, checked instead of rolling"))
    roll.add_argument("--json", action="store_true", help=_("machine-readable output"))
    roll.set_defaults(handler=_roll)

    rules = commands.add_parser("rules", help=_("search and show the rules index"), parents=[common])
    rules_commands = rules.add_subparsers(title=_("rules commands"), metavar="COMMAND", required=True,
                                          parser_class=_Parser)
    search = rules_commands.add_parser(
        "search", help=_("find rules by English or printed (Russian/Polish) words, best first"), parents=[common])
    search.add_argument("text", nargs="+", help=_("words to look for"))
    search.add_argument("--game", help=_("only this game's rules (e.g. runebound2)"))
    search.add_argument("--json", action="store_true", help=_("machine-readable output"))
    search.set_defaults(handler=_rules_search)
    show = rules_commands.add_parser("show", help=_("show one rule with its citation"), parents=[common])
    show.add_argument("id", help=_("rule id, e.g. runebound2.dice.d10-zero-is-ten"))
    show.add_argument("--json", action="store_true", help=_("machine-readable output"))
    show.set_defaults(handler=_rules_show)

    sessions = commands.add_parser("sessions", help=_("list, show, report, export, import or delete saved sessions"),
                                   parents=[common])
    session_commands = sessions.add_subparsers(title=_("sessions commands"), metavar="COMMAND", required=True,
                                               parser_class=_Parser)
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

    catalogue = commands.add_parser("catalogue", help=_("import, list or make templates of heroes, dice and cards of your own"),
                                    parents=[common])
    catalogue_commands = catalogue.add_subparsers(title=_("catalogue commands"), metavar="COMMAND", required=True,
                                                  parser_class=_Parser)
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

    tools = CommandTools(UsageError, _open_store, said, _print_json)
    table_rules_commands.add_commands(commands, common, tools)  # the groups' standing table rules
    stats_commands.add_commands(commands, common, tools)  # stats across games, the BG Stats export
    for plugin in game_plugins():  # each game's own commands (Dice Throne's `odds`), declared by its plugin
        if plugin.cli_module is not None:
            importlib.import_module(plugin.cli_module).add_commands(commands, common, tools)

    play = commands.add_parser(
        "play", help=_("play typed commands from a file, one JSON line each (no screen)"), parents=[common],
        description=_("Play a transcript of typed commands, one per line, through the rules engine: each line "
        "prints one JSON object (outcome, ruling, citations, dice, the game's view). The table's own dice go "
        "last on a line as [dice: 3 7], a card as [card: NAME]; 'check CMD' only asks, 'house-rule CMD' "
        "applies despite the rules, 'undo' and 'redo' move the log, '#' starts a comment. The whole "
        "transcript is rehearsed first: bad input (exit 2) writes nothing."))
    play.add_argument("game", help=_("game id, e.g. dice-throne or runebound2"))
    play.add_argument("transcript", nargs="?", default="-", help=_("the transcript file (default: standard input)"))
    play.add_argument("--setup", metavar="FILE",
                      help=_("a new session's setup as JSON: {example}").format(
                          example='{"players": [{"name": "Ann", "hero": "..."}], "options": {}}'))
    play.add_argument("--session", type=int, metavar="ID", help=_("continue this saved session instead"))
    play.add_argument("--seed", type=int, metavar="N",
                      help=_("dice and cards the transcript does not give come from a seeded source (reproducible)"))
    play.add_argument("--strict", action="store_true",
                      help=_("a refused action is an error: nothing is written and the exit code is 1"))
    play.add_argument("--dry-run", action="store_true", help=_("rehearse only: print the lines, write nothing"))
    play.set_defaults(handler=_play)

    completion = commands.add_parser(
        "completion", help=_("print a shell completion script (bash, zsh or tcsh)"),
        description=_("Print the completion script of the companion command for a shell. For bash: {bash}; "
                      "for zsh: {zsh}.").format(
            bash="companion completion bash > ~/.local/share/bash-completion/completions/companion",
            zsh="companion completion zsh > \"${fpath[1]}/_companion\""))
    completion.add_argument("shell", choices=COMPLETION_SHELLS, help=_("the shell"))
    completion.set_defaults(handler=_completion)

    serve = commands.add_parser("serve", help=_("serve the app to a browser, with a QR code of its address"),
                                parents=[common])
    serve.add_argument("--host", default="localhost",
                       help=_("address to listen on (default: localhost, this machine only; 'lan' or 0.0.0.0: "
                       "this machine's network addresses, so phones can join with the printed link)"))
    serve.add_argument("--port", type=_port, default=8000, help=_("port, 1 to 65535 (default: 8000)"))
    serve.add_argument("--public-url", help=_("the address phones should open, if not host:port"))
    serve.set_defaults(handler=_serve)
    return parser


#: A message longer than this is cut (a 5,000-digit argument is not repeated in full).
LONGEST_MESSAGE = 300


def _one_line(message: object) -> str:
    text = " ".join(str(message).split())
    # A control character someone typed (NUL, ESC, an OSC title sequence) is shown escaped, never sent raw.
    text = "".join(ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) == "Cc" else ch
                   for ch in text)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate is shown, never a crash
    if len(text) > LONGEST_MESSAGE:
        text = text[:LONGEST_MESSAGE] + f"… ({len(text)} characters)"
    return text or _("unknown error")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line in the interface's language; returns the exit code (and never shows a traceback)."""
    out = sys.stdout
    previous = current_language()
    use_language(cli_language(sys.argv[1:] if argv is None else argv))
    try:
        return _main(argv, out)
    finally:
        use_language(previous)  # a caller in the same process (the tests) keeps its own language


def cli_language(argv: Sequence[str]) -> str:
    """The language of this run: --lang when it names one we speak, else the app's saved one, else the system's."""
    asked = None
    for index, word in enumerate(argv):
        if word == "--lang" and index + 1 < len(argv):
            asked = argv[index + 1]
        elif word.startswith("--lang="):
            asked = word.split("=", 1)[1]
    try:
        saved = saved_language()
    except OSError:
        saved = None
    return resolve_language(asked if asked in LANGUAGES else None, saved)


def _main(argv: Sequence[str] | None, out: TextIO) -> int:
    """Parse and run one command in the language already chosen; every failure becomes one line."""
    from rules_engine.errors import CommandError, UnknownGame, UnknownRule

    message: object
    try:
        with argparse_in_interface_language():  # argparse's own words ("usage:", "options") too
            args = build_parser().parse_args(argv)
        return args.handler(args, out)
    except UsageError as error:
        code, message = USAGE_ERROR, error
    except (CommandError, UnknownRule, UnknownGame) as error:
        code, message = USAGE_ERROR, said(error)
    except Failure as error:
        code, message = FAILURE, error
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return FAILURE
    except json.JSONDecodeError as error:
        code, message = USAGE_ERROR, _("not valid JSON (line {line}: {reason})").format(line=error.lineno,
                                                                                          reason=error.msg)
    except OSError as error:
        code, message = FAILURE, f"{error.filename + ': ' if error.filename else ''}{error.strerror or error}"
    except Exception as error:  # noqa: BLE001 - the one place that turns any failure into a line
        code, message = FAILURE, _store_or_unexpected(error)
        if isinstance(error, _bad_input_store_errors()):
            code = USAGE_ERROR
    print(_("companion: error: {message}").format(message=_one_line(message)), file=sys.stderr)
    return code


def _bad_input_store_errors() -> tuple[type, ...]:
    from companion.services.store.errors import InvalidDocument, InvalidName, SessionNotFound

    return SessionNotFound, InvalidName, InvalidDocument


def _store_or_unexpected(error: Exception) -> str:
    from companion.services.store.errors import StoreError

    if isinstance(error, StoreError):
        return said(error)
    from companion.services.crash_reports import write_crash_report

    report = write_crash_report(error, "companion " + " ".join(sys.argv[1:]))
    if report is not None:
        # The report's path first: a long error text is cut at the end of the line, never the path.
        return _("unexpected {kind} (please report this with {path}): {error}").format(
            kind=type(error).__name__, error=error, path=report)
    return _("unexpected {kind}: {error} (please report this)").format(kind=type(error).__name__, error=error)


def run() -> NoReturn:
    """Console-script entry point that exits with `main`'s code."""
    raise SystemExit(main())


if __name__ == "__main__":
    run()
