"""The engine works out its choices from requirements, never by trying actions: no module of a game package calls a
game's `check` or `apply` (only `rules_engine/game.py` derives them from `resolve`), and none draws its own random
sample (`Random(...)`) to try. A game's offers (`own_offers`) are handed the game's `check` as a value and call it
on each candidate they list; that is the one place an engine module rules on an action it made up.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rules_engine"
#: The module that derives `check` and `apply` from `resolve`.
DERIVES = ENGINE / "game.py"


def tries(source: str) -> list[str]:
    """Each call of `.check(...)` or `.apply(...)` on anything, and each `Random(...)` made."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Attribute) and node.func.attr in ("check", "apply"):
            found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
        elif isinstance(node.func, ast.Name) and node.func.id == "Random":
            found.append(f"{node.lineno}: Random(...)")
    return found


def test_the_search_finds_an_action_tried():
    source = ("def f(game, state, action, check):\n"
              "    game.check(state, action)\n"
              "    self.apply(state, action)\n"
              "    Random(0)\n"
              "    check(state, action)\n")
    assert [line.split(":")[0] for line in tries(source)] == ["2", "3", "4"]


def test_no_engine_module_tries_an_action():
    found = {str(path.relative_to(ENGINE)): tried for path in sorted(ENGINE.rglob("*.py"))
             if path != DERIVES and (tried := tries(path.read_text(encoding="utf-8")))}
    assert found == {}
