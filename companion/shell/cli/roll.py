"""`companion roll`: roll dice, or check the faces the table's own dice show."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from companion.services.i18n import _
from companion.shell.cli.output import print_json


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `roll` to the `companion` command's sub-commands."""
    roll = commands.add_parser("roll", help=_("roll dice (or check the table's dice)"), parents=[common],
                               description=_("Roll dice like 2d10, 5d6, d20 or 3d6+2. A d10 shows 0 to 9; 0 counts as 10."))
    roll.add_argument("notation", help=_("dice notation, e.g. 2d10 or 3d6+2"))
    roll.add_argument("--enter", nargs="+", metavar="FACE",
                      help=_("the faces the table's physical dice show, checked instead of rolling"))
    roll.add_argument("--json", action="store_true", help=_("machine-readable output"))
    roll.set_defaults(handler=_roll)


def _roll(args: argparse.Namespace, out: TextIO) -> int:
    from rules_engine.dice import TableDice
    from rules_engine.dice_notation import parse_notation

    from companion.services.dice_sources import SystemDiceSource

    notation = parse_notation(args.notation)
    source = TableDice(args.enter) if args.enter is not None else SystemDiceSource()
    roll = notation.roll(source)
    if args.json:
        print_json(out, {
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
