"""A Babel extraction method for rules indexes: each rule's title and summary, with the rule id as context.

Rule texts are the product's own English (`Rule(id, book, heading, locator, title, summary, ...)`);
the Russian and Polish are written afresh in the catalogues, never copied from the books. The
heading and locator are the book's own words and are never extracted: citations stay as printed. The one
exception is a rule of the app's own conventions (book "companion", a literal or a module's constant
naming it): its heading is the app's own section name, extracted like its title (`rule_heading`).
Only `Rule(...)` calls whose id, title and summary are literals are read (Dice Throne's form), and
calls of a module's own helper that returns such a `Rule` (Runebound's `_rule("setup.start", heading,
locator, title, summary)` building the id `f"runebound2.{rule_id}"`): the helper's definition tells
where its id prefix, title and summary are.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

#: Positions of the fields in `Rule(...)`: id, book, heading, title, summary.
ID_AT, BOOK_AT, HEADING_AT, TITLE_AT, SUMMARY_AT = 0, 1, 2, 4, 5
#: The book id of the app's own conventions (`rules_engine.citations.CONVENTIONS`), whose headings are the app's words.
CONVENTIONS = "companion"


def _literal(call: ast.Call, position: int, name: str) -> str | None:
    for keyword in call.keywords:
        if keyword.arg == name and isinstance(keyword.value, ast.Constant):
            return keyword.value.value if isinstance(keyword.value.value, str) else None
    if len(call.args) > position and isinstance(argument := call.args[position], ast.Constant):
        value = argument.value
        return value if isinstance(value, str) else None
    return None


class _Helper:
    """A module's function that builds a `Rule`: its id prefix and where its id, title and summary come in."""

    def __init__(self, prefix: str, params: list[str], id_name: str, title_name: str, summary_name: str) -> None:
        self.prefix = prefix
        self.id_at, self.title_at, self.summary_at = (params.index(n) for n in (id_name, title_name, summary_name))
        self.id_name, self.title_name, self.summary_name = id_name, title_name, summary_name


def _helper(function: ast.FunctionDef) -> _Helper | None:
    """The helper that `function` is when it returns `Rule(f"PREFIX{param}", ..., title, summary, ...)`."""
    returned = [n.value for n in ast.walk(function) if isinstance(n, ast.Return)]
    if len(returned) != 1 or not isinstance(call := returned[0], ast.Call) or getattr(call.func, "id", "") != "Rule":
        return None
    if len(call.args) <= SUMMARY_AT or not isinstance(rule_id := call.args[ID_AT], ast.JoinedStr):
        return None
    parts = rule_id.values
    if not (len(parts) == 2 and isinstance(parts[0], ast.Constant) and isinstance(parts[1], ast.FormattedValue)):
        return None
    names = [getattr(part.value if isinstance(part, ast.FormattedValue) else part, "id", None)
             for part in (parts[1], call.args[TITLE_AT], call.args[SUMMARY_AT])]
    params = [a.arg for a in function.args.args]
    known = [n for n in names if isinstance(n, str) and n in params]
    if len(known) != len(names) or not isinstance(prefix := parts[0].value, str):
        return None
    return _Helper(prefix, params, *known)


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's own string constants (`C = "companion"`), by name."""
    return {target.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
            for target in node.targets if isinstance(target, ast.Name)}


def _book(call: ast.Call, constants: dict[str, str]) -> str | None:
    """The book id a `Rule(...)` call names, as a literal or as one of the module's constants."""
    named = next((k.value for k in call.keywords if k.arg == "book"), call.args[BOOK_AT] if len(call.args) > BOOK_AT else None)
    if isinstance(named, ast.Name):
        return constants.get(named.id)
    return named.value if isinstance(named, ast.Constant) and isinstance(named.value, str) else None


def rule_texts(source: str) -> Iterator[tuple[int, str, str]]:
    """(line, rule id, text) for the title and the summary of every literal `Rule(...)` in `source`, and the
    heading of each of the app's own conventions."""
    tree = ast.parse(source)
    constants = _constants(tree)
    helpers = {node.name: helper for node in tree.body
               if isinstance(node, ast.FunctionDef) and (helper := _helper(node)) is not None}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        fields: tuple[tuple[int, str], ...]
        if node.func.id == "Rule":
            rule_id = _literal(node, ID_AT, "id")
            fields = ((TITLE_AT, "title"), (SUMMARY_AT, "summary"))
            if _book(node, constants) == CONVENTIONS:
                fields = ((HEADING_AT, "heading"), *fields)
        elif (helper := helpers.get(node.func.id)) is not None:
            short = _literal(node, helper.id_at, helper.id_name)
            rule_id = None if short is None else helper.prefix + short
            fields = ((helper.title_at, helper.title_name), (helper.summary_at, helper.summary_name))
        else:
            continue
        if rule_id is None:
            continue
        for position, name in fields:
            text = _literal(node, position, name)
            if text:
                yield node.lineno, rule_id, text


def extract_rules(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
                  options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction interface: every rule text as a `pgettext(rule id, text)` message."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, rule_id, text in sorted(rule_texts(source)):
        yield line, "pgettext", (rule_id, text), [f"Rule {rule_id}: the product's own words, not the book's."]
