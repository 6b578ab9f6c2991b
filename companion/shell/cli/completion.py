"""`companion completion`: the shell completion script of the `companion` command (written by shtab)."""

from __future__ import annotations

import argparse
from functools import partial
from typing import Any, TextIO

from companion.services.i18n import _

#: The shells `companion completion` writes scripts for (by shtab, from this very parser).
COMPLETION_SHELLS = ("bash", "zsh", "tcsh")


def add_commands(commands: Any, root: argparse.ArgumentParser) -> None:
    """Add `completion` to the `companion` command's sub-commands; its script describes `root`, the whole command."""
    completion = commands.add_parser(
        "completion", help=_("print a shell completion script (bash, zsh or tcsh)"),
        description=_("Print the completion script of the companion command for a shell. For bash: {bash}; "
                      "for zsh: {zsh}.").format(
            bash="companion completion bash > ~/.local/share/bash-completion/completions/companion",
            zsh="companion completion zsh > \"${fpath[1]}/_companion\""))
    completion.add_argument("shell", choices=COMPLETION_SHELLS, help=_("the shell"))
    completion.set_defaults(handler=partial(_completion, root))


def _completion(root: argparse.ArgumentParser, args: argparse.Namespace, out: TextIO) -> int:
    import shtab

    out.write(shtab.complete(root, shell=args.shell))
    return 0
