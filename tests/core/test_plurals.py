"""Counted nouns read as English: the right form for the number, and no "card(s)" left in any message."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from hypothesis import given, strategies as st

from rules_engine.plurals import count

REPO = Path(__file__).resolve().parents[2]
#: Placeholder plurals: "card(s)", "hex(es)", "wound(s) are".
PLACEHOLDER = re.compile(r"[a-z]\((?:s|es)\)")


def test_one_takes_the_singular_and_every_other_number_the_plural():
    assert count(1, "card") == "1 card"
    assert count(0, "card") == "0 cards"
    assert count(3, "wound") == "3 wounds"
    assert count(2, "hex", "hexes") == "2 hexes"
    assert count(1, "hex", "hexes") == "1 hex"
    assert count(-1, "point") == "-1 point"


@given(st.integers(min_value=-10_000, max_value=10_000))
def test_the_number_is_written_as_given(number: int):
    assert count(number, "token").split()[0] == str(number)
    assert count(number, "token").endswith("token" if abs(number) == 1 else "tokens")


def _shown_strings(path: Path) -> list[tuple[int, str]]:
    """String constants of a module (f-string parts included), docstrings and comments left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_no_message_of_the_engine_or_the_screens_uses_a_placeholder_plural():
    found = []
    for folder in ("rules_engine", "screens", "companion"):
        for path in sorted((REPO / folder).rglob("*.py")):
            for line, text in _shown_strings(path):
                if PLACEHOLDER.search(text):
                    found.append(f"{path.relative_to(REPO)}:{line}: {text!r}")
    assert not found, "placeholder plurals shown to players:\n" + "\n".join(found)
