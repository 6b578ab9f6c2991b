"""`companion stats`: per game, its plays, wins per player and per hero and the average length; with
`--bgstats FILE`, the finished plays written as BG Stats play links (`companion.services.play_stats`); with
`--html FILE`, the same stats as an HTML page with its charts (`companion.services.stats_html`)."""

from __future__ import annotations

import argparse
import json
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from companion.services.i18n import _, ngettext
from companion.shell.cli_tools import CommandTools


def add_commands(commands: Any, common: argparse.ArgumentParser, tools: CommandTools) -> None:
    """Add `stats` to the `companion` command's sub-commands."""
    stats = commands.add_parser("stats", help=_("plays, wins and length per game, over every saved session"),
                                parents=[common])
    stats.add_argument("--json", action="store_true", help=_("machine-readable output"))
    stats.add_argument("--bgstats", metavar="FILE", help=_("also write the finished plays as a file BG Stats imports"))
    stats.add_argument("--html", metavar="FILE", help=_("also write the stats as an HTML page with charts"))
    stats.set_defaults(handler=partial(_stats, tools=tools))


def _stats(args: argparse.Namespace, out: TextIO, tools: CommandTools) -> int:
    from companion.services.play_stats import all_plays, bg_stats_plays, game_stats
    from screens.play_stats_screen import stats_lines

    with tools.open_store(args) as store:
        plays = all_plays(store)
    found = game_stats(plays)
    if args.bgstats:
        links = bg_stats_plays(plays)
        try:
            Path(args.bgstats).write_text(json.dumps(links, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        except OSError as error:
            raise tools.usage_error(_("cannot write {file} ({error})").format(
                file=args.bgstats, error=error.strerror or type(error).__name__)) from None
        print(ngettext("Wrote {count} finished play to {file}", "Wrote {count} finished plays to {file}", len(links))
              .format(count=len(links), file=args.bgstats), file=out)
    if args.html:
        from companion.services.stats_html import write_stats_page

        try:
            write_stats_page(plays, Path(args.html).expanduser())
        except OSError as error:
            raise tools.usage_error(_("cannot write {file} ({error})").format(
                file=args.html, error=error.strerror or type(error).__name__)) from None
        print(_("Wrote the stats page to {file}").format(file=args.html), file=out)
    if args.json:
        tools.print_json(out, [{"game": one.game_id, "plays": one.plays, "finished": one.finished,
                                "wins_by_player": dict(one.wins_by_player), "wins_by_hero": dict(one.wins_by_hero),
                                "average_minutes": one.average_minutes, "average_actions": one.average_actions}
                               for one in found])
        return 0
    if not found:
        print(_("No saved sessions yet."), file=out)
    for one in found:
        print(_(one.game_title), file=out)
        print("  " + stats_lines(one).replace("\n", "\n  "), file=out)
    return 0
