"""`companion` without a sub-command: the terminal app (Textual is imported only here, and only then)."""

from __future__ import annotations

import argparse
from typing import TextIO

from companion.services.i18n import _
from companion.shell import launch_collector
from companion.shell.cli.database_options import glance
from companion.shell.cli.failures import Failure


def run_tui(args: argparse.Namespace, out: TextIO) -> int:
    # The app's modules are created once and live as long as the process: not scanned by the collector as they
    # are imported (released once the first frame is out, `launch_collector`).
    launch_collector.hold(launch_collector.STARTING)
    try:
        from companion.shell.app import run_app
    except ModuleNotFoundError as error:
        if error.name != "companion.shell.app":
            raise
        raise Failure(_("the terminal interface (companion.shell.app) is not part of this build yet")) from None

    glance(args)
    run_app(args.db, memory=getattr(args, "memory", False), open_session=args.open, language=args.lang)
    return 0
