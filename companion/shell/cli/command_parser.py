"""The argument parser every `companion` command and sub-command is built with: one-line errors, words in any order."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import NoReturn

from companion.services.i18n import _
from companion.shell.cli.failures import UsageError


class CommandParser(argparse.ArgumentParser):
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
