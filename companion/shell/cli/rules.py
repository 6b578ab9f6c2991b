"""`companion rules search` and `companion rules show`: the rules index, with citations and the book's own passage."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from companion.services.i18n import _, rule_text
from companion.shell.cli.command_parser import CommandParser
from companion.shell.cli.failures import Failure, UsageError
from companion.shell.cli.output import print_json


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `rules` and its own sub-commands to the `companion` command's sub-commands."""
    rules = commands.add_parser("rules", help=_("search and show the rules index"), parents=[common])
    rules_commands = rules.add_subparsers(title=_("rules commands"), metavar="COMMAND", required=True,
                                          parser_class=CommandParser)
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
    """Book, heading and page: the book named as the table's language names it (`book_title`); the JSON keeps the
    book's id and English title, the names a script matches."""
    from companion.services.i18n import book_title, rule_heading

    page = _("p. {page}").format(page=rule.page) if rule.page else _("page not named in the book")
    return f"{book_title(rule.book)} · «{rule_heading(rule)}» · {page}"


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
        print_json(out, [_rule_json(rule) for rule in found])  # an empty list too, then the reason on stderr
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
    from companion.services.i18n import reference_text
    from companion.services.rulebook_passages import passage, rulebook_problem
    from rules_engine.citations import CONVENTIONS, Citation

    original = passage(rule)
    problem = None if original else rulebook_problem(rule)
    if args.json:
        print_json(out, {**_rule_json(rule), "passage": original, **({"passage_problem": problem} if problem else {})})
        return 0
    print(f"{rule_text(rule.id, rule.title)}  [{rule.id}]", file=out)
    if rule.book == CONVENTIONS:  # the app's own reading, labelled so: no book, page or printed words to look for
        print(reference_text(Citation.of(rule.id)), file=out)
    else:
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
