"""A catalogue call written inside an f-string is invisible to extraction on Python 3.11 (babel reads the whole
f-string as one token), so its text never reaches the catalogue and shows in English on a Russian screen. Every
`_("...")`, `ngettext(...)` or `pgettext(...)` with a literal is written outside the f-string and its result
interpolated. (Found when the dice tray's "table dice" note showed in English in Russian.)"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ROOTS = ("companion", "screens", "rules_engine", "cards_db")
CATALOGUE_CALLS = {"_", "N_", "ngettext", "pgettext"}


def literal_calls_inside_fstrings(source: str) -> list[int]:
    """Lines of catalogue calls with a literal argument written inside an f-string of `source`."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        for inner in ast.walk(node):
            if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in CATALOGUE_CALLS
                    and any(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in inner.args)):
                lines.append(inner.lineno)
    return lines


def test_the_check_sees_a_literal_inside_an_fstring() -> None:
    assert literal_calls_inside_fstrings("x = f\"{a} ({_('table dice')})\"\n") == [1]
    assert literal_calls_inside_fstrings("who = _('table dice')\nx = f'{a} ({who})'\n") == []
    assert literal_calls_inside_fstrings("x = f'{_(title)}'\n") == []  # a variable is extracted where it is written


def test_no_catalogue_literal_is_written_inside_an_fstring() -> None:
    found = [f"{path.relative_to(REPO)}:{line}"
             for root in ROOTS for path in sorted((REPO / root).rglob("*.py"))
             for line in literal_calls_inside_fstrings(path.read_text(encoding="utf-8"))]
    assert found == []
