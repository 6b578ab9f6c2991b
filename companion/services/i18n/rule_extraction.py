"""A Babel extraction method for rules indexes: each rule's title and summary, with the rule id as context.

Rule texts are the product's own English (`Rule(id, book, heading, locator, title, summary, ...)`);
the Russian and Polish are written afresh in the catalogues, never copied from the books. The
heading and locator are the book's own words and are never extracted: citations stay as printed.
Only `Rule(...)` calls whose id, title and summary are literals are read (Dice Throne's form).
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

#: Positions of the fields in `Rule(...)`: id, title, summary.
ID_AT, TITLE_AT, SUMMARY_AT = 0, 4, 5


def _literal(call: ast.Call, position: int, name: str) -> str | None:
    for keyword in call.keywords:
        if keyword.arg == name and isinstance(keyword.value, ast.Constant):
            return keyword.value.value if isinstance(keyword.value.value, str) else None
    if len(call.args) > position and isinstance(call.args[position], ast.Constant):
        value = call.args[position].value
        return value if isinstance(value, str) else None
    return None


def rule_texts(source: str) -> Iterator[tuple[int, str, str]]:
    """(line, rule id, text) for the title and the summary of every literal `Rule(...)` in `source`."""
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Rule"):
            continue
        rule_id = _literal(node, ID_AT, "id")
        if rule_id is None:
            continue
        for position, name in ((TITLE_AT, "title"), (SUMMARY_AT, "summary")):
            text = _literal(node, position, name)
            if text:
                yield node.lineno, rule_id, text


def extract_rules(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
                  options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction interface: every rule text as a `pgettext(rule id, text)` message."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, rule_id, text in sorted(rule_texts(source)):
        yield line, "pgettext", (rule_id, text), [f"Rule {rule_id}: the product's own words, not the book's."]
