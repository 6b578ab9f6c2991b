"""Dice Throne's own command-line commands (its plugin's `cli_module`): `companion odds`.

The exact odds of each offensive ability from the dice showing, the holds that give the most, and the
outcomes of each defensive roll. The generic CLI adds these through `add_commands` and lends its tools
(`companion.shell.cli_tools`); the rules and the numbers are the engine's (rules_engine.dice_throne).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from functools import partial
from typing import Any, TextIO

from companion.services.i18n import _, ngettext, translate
from companion.shell.cli_tools import CommandTools


def add_commands(commands: Any, common: argparse.ArgumentParser, tools: CommandTools) -> None:
    """Add `odds` to the `companion` command's sub-commands."""
    odds = commands.add_parser(
        "odds", help=_("exact odds of each ability from the dice, and which dice to keep"), parents=[common],
        description=_("Exact chances that each offensive ability is met when the roll ends, assuming the best "
        "holds for it on every later attempt; the holds that give the most expected damage (or, with --ability, "
        "the best chance of that ability or of any of several); and the outcomes of each defensive roll."))
    odds.add_argument("game", help=_("game id: dice-throne"))
    odds.add_argument("hero", help=_("hero id or name, e.g. gunslinger"))
    odds.add_argument("--dice", nargs=5, metavar="N", help=_("the five dice showing (1 to 6); leave out before the first roll"))
    odds.add_argument("--held", metavar="POSITIONS", help=_("dice kept for the next attempt by position, e.g. 1,2"))
    odds.add_argument("--attempts", type=int, metavar="N",
                      help=_("roll attempts left (default: 3 before the first roll, else 2)"))
    odds.add_argument("--ability", action="append", metavar="ID",
                      help=_("advise holds for this ability (repeat for the chance of any of several)"))
    odds.add_argument("--json", action="store_true", help=_("machine-readable output"))
    odds.set_defaults(handler=partial(_odds, tools=tools))


def _positions(text: str, tools: CommandTools) -> tuple[int, ...]:
    """Held dice as '1,2' (or '1 2'): positions 1 to 5; anything else is a usage error."""
    parts = [p for p in text.replace(",", " ").split() if p]
    try:
        return tuple(int(p) for p in parts)
    except ValueError:
        raise tools.usage_error(_("--held takes die positions like 1,2 (1 to 5), not {text}").format(text=repr(text))) from None


def _faces(values: Sequence[str], tools: CommandTools) -> tuple[int, ...]:
    """Dice as numbers 1 to 6; a word is a usage error that names it."""
    try:
        return tuple(int(v) for v in values)
    except ValueError:
        bad = next(v for v in values if not v.strip().lstrip("-").isdigit())
        raise tools.usage_error(_("--dice takes the numbers the five dice show (1 to 6), not {text}").format(
            text=repr(bad))) from None


def _odds(args: argparse.Namespace, out: TextIO, tools: CommandTools) -> int:
    from cards_db.kinds import CatalogueError
    from cards_db.store import list_entries
    from rules_engine.dice_throne.dice import ROLL_ATTEMPTS
    from rules_engine.dice_throne.game_names import game_name as name_of
    from rules_engine.dice_throne.heroes import parse_hero
    from rules_engine.dice_throne.hold_advisor import Objective, most_damage
    from rules_engine.dice_throne.odds import offensive_abilities, position
    from rules_engine.dice_throne.odds_report import UNCONFIRMED_NOTE, report
    from rules_engine.serialization import to_jsonable

    if args.game != "dice-throne":
        raise tools.usage_error(_("odds are worked out for dice-throne only, not {game}").format(game=repr(args.game)))
    with tools.open_store(args) as store:
        try:
            heroes = list_entries("dice-throne", "hero", db=store)
        except CatalogueError as error:
            raise tools.usage_error(tools.said(error)) from None
    key = args.hero.strip().lower()
    raw = heroes.get(key) or next((h for h in heroes.values() if str(h.get("name", "")).lower() == key), None)
    if raw is None:
        raise tools.usage_error(_("unknown hero {hero} (known: {known})").format(hero=repr(args.hero),
                                                                        known=", ".join(sorted(heroes))))
    hero = parse_hero(raw)
    dice = _faces(args.dice, tools) if args.dice else ()
    held = _positions(args.held, tools) if args.held is not None else None
    attempts = args.attempts if args.attempts is not None else ROLL_ATTEMPTS - (1 if dice else 0)
    roll = position(dice, held, attempts)
    chosen = offensive_abilities(hero, args.ability or ())
    objective = (most_damage(hero) if not args.ability
                 else Objective("ability" if len(chosen) == 1 else "any", tuple(a.id for a in chosen)))
    result = report(hero, roll, objective)
    if args.json:
        tools.print_json(out, to_jsonable(result))
        return 0
    def game_name(name: str) -> str:
        return translate(name_of(name))

    shown = " ".join(map(str, dice)) if dice else _("not rolled yet")
    left = ngettext("{count} roll attempt left", "{count} roll attempts left", attempts).format(count=attempts)
    hero_name = game_name(hero.name)
    print(_("{hero}: dice {dice}, {left}").format(hero=hero_name, dice=shown, left=left), file=out)
    if held is None:
        print(_("Chance each ability is met when the roll ends (the best holds for that ability):"), file=out)
    else:
        kept = " ".join(str(dice[p - 1]) for p in roll.held or ()) or _("nothing")
        print(_("Chance each ability is met when the roll ends, keeping {kept} (dice {positions}) for the next "
                "attempt, then the best holds for that ability:").format(
            kept=kept, positions=" ".join(map(str, roll.held or ())) or _("none")), file=out)
    names = {a.name: game_name(a.name) for a in result.abilities}
    conditions = {a.condition: _condition_text(a.condition, game_name) for a in result.abilities}
    width = max(len(names[a.name]) for a in result.abilities)
    cond = max(len(conditions[a.condition]) for a in result.abilities)
    for a in result.abilities:
        damage = "?" if a.damage is None else str(a.damage)
        now = "  " + _("met now") if a.met_now else ""
        print(f"  {names[a.name].ljust(width)}  {conditions[a.condition].ljust(cond)}  {a.shown.rjust(4)}  "
              + _("damage {damage}").format(damage=damage) + now, file=out)
    if result.advice is not None:
        goal = {"damage": _("most expected damage"), "ability": _("this ability"), "any": _("any of these abilities")}
        print(_("Advice ({goal}): {why}").format(goal=goal[objective.kind], why=translate(result.advice.why)), file=out)
        print("  " + _("keep the dice at {kept}; reroll {rerolled}").format(
            kept=" ".join(map(str, result.advice.keep)) or _("none"),
            rerolled=" ".join(map(str, result.advice.reroll)) or _("none")), file=out)
    for d in result.defence:
        outcomes = ", ".join(" ".join(f"{n} {game_name(s)}" for s, n in o.counts if n) + f" {o.shown}"
                             for o in d.outcomes[:6])
        more = (", ... (" + ngettext("{count} outcome", "{count} outcomes", len(d.outcomes)).format(
            count=len(d.outcomes)) + ")") if len(d.outcomes) > 6 else ""
        dice_count = ngettext("{count} die", "{count} dice", d.dice).format(count=d.dice)
        print(_("Defence {name} ({dice}): {outcomes}").format(name=game_name(d.name), dice=dice_count,
                                                              outcomes=outcomes) + more, file=out)
    if result.unconfirmed:
        print(_("Note: {note}.").format(note=_(UNCONFIRMED_NOTE)), file=out)
    return 0


def _condition_text(condition: str, game_name: Any) -> str:
    """An ability's condition as the board prints it ('3 bullet + 2 dash', '4 of a kind'), in the interface's words."""
    if condition.endswith(" of a kind"):
        return _("{count} of a kind").format(count=condition.removesuffix(" of a kind"))
    if condition in ("small straight", "large straight"):
        return _("small straight") if condition == "small straight" else _("large straight")
    parts = [part.split(" ", 1) for part in condition.split(" + ")]
    if all(len(part) == 2 and part[0].isdigit() for part in parts):
        return " + ".join(f"{count} {game_name(symbol)}" for count, symbol in parts)
    return condition
