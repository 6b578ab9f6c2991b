"""No screen asks the engine for a verdict itself: `Game.check` is called by the engine and the controller only.

A screen renders the engine's views: what is allowed now is in the view's checked choices (`AreaView.choices`),
and a dialog that lists refused candidates too (a market, a shop, a location to place, "may I?" on a roll before
it is made) renders the game's offers (`Game.offers`, each candidate with its verdict). A screen that called
`game.check` would pick its own candidates and decide what to show from the answers: a rule decided on a screen.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "screens"


def verdicts_asked(source: str) -> list[str]:
    """Each call of a game's `check` (on `game`, `self.game`, `view.game`, ...), or of `ruled_before_chance`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "check" and ast.unparse(func.value).split(".")[-1] == "game":
            found.append(f"{node.lineno}: {ast.unparse(func)}(...)")
        elif isinstance(func, ast.Name) and func.id == "ruled_before_chance":
            found.append(f"{node.lineno}: {func.id}(...)")
    return found


def test_the_search_finds_a_screen_asking_for_a_verdict():
    source = ("def f(view, game, self, controller):\n"
              "    view.game.check(view.state, None)\n"
              "    game.check(None, None)\n"
              "    self.game.check(None, None)\n"
              "    ruled_before_chance(None, None)\n"
              "    controller.check(None)\n"
              "    view.offers('market')\n")
    assert [line.split(":")[0] for line in verdicts_asked(source)] == ["2", "3", "4", "5"]


def test_no_screen_asks_for_a_verdict():
    found = {str(path.relative_to(SCREENS)): asked for path in sorted(SCREENS.rglob("*.py"))
             if (asked := verdicts_asked(path.read_text(encoding="utf-8")))}
    assert found == {}
