"""`companion play`: a transcript of typed commands played through the rules engine, one JSON line each."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from companion.services.i18n import _, translate
from companion.shell.cli.database_options import missing_sqlite_file, open_store
from companion.shell.cli.failures import Failure, UsageError, said
from companion.shell.cli.files import parse_json, read_text


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `play` to the `companion` command's sub-commands."""
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
        lines = parse_transcript(read_text(args.transcript, "transcript"))
    except TranscriptSyntaxError as error:
        raise UsageError(said(error)) from None
    setup_data = None
    if args.setup is not None:
        setup_data = parse_json(read_text(args.setup, "setup"), args.setup)
    # A database that does not exist yet holds no imported catalogue entries: rehearse without
    # it, and create it only when there is something to write.
    store = None if missing_sqlite_file(args) else open_store(args)
    try:
        live = None
        if args.session is not None:
            if store is None:
                raise UsageError(_("no database at {path}").format(path=missing_sqlite_file(args)))
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
            store = open_store(args)
        if live is None:
            live = store.create_session(game_id=game.id, name=rehearsal.name, setup=rehearsal.setup)
        try:
            perform(live, lines, rehearsed, emit, live.id, catalogue=store)
        except TranscriptFailure as error:
            raise Failure(said(error)) from None
        return 0
    finally:
        if store is not None:
            store.close()
