"""`companion`'s entry point: the language of the run, one parsed command, and every failure as one line."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from companion.services.i18n import LANGUAGES, _, current_language, resolve_language, use_language
from companion.services.settings import saved_language
from companion.shell.argparse_words import argparse_in_interface_language
from companion.shell.cli.argument_parser import build_parser, opens_the_app
from companion.shell.cli.failures import FAILURE, USAGE_ERROR, Failure, UsageError, one_line, said


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
            words = sys.argv[1:] if argv is None else argv
            args = build_parser(commands=not opens_the_app(words)).parse_args(words)
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
    print(_("companion: error: {message}").format(message=one_line(message)), file=sys.stderr)
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
