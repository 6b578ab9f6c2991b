"""The Runebound 2e screens draw from the game's typed board, never from the state.

The board (`rules_engine.runebound2.board.Board`, the view's data that `AreaView.board` holds) is built by the
engine; a screen that reads the state (`Rb2State`, `AreaView.state`, an area's stored state) for drawing
restates what the board already says, and drifts from the text view rendered from the same board. So no
module of screens/runebound2 imports the state, reads a `.state`, or asks the engine for a verdict itself
(`game.check`): what is allowed now is in the view's checked choices, and a dialog that lists refusals too (the
market, the experience step, the class cards, the talent shop) renders the engine's offers (`AreaView.offers`),
each candidate with its verdict. Every module of screens/runebound2 is checked; none is excused.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "screens" / "runebound2"

#: Modules of the engine that hold the state itself.
STATE_MODULES = ("rules_engine.runebound2.state",)


def state_reads(source: str) -> list[str]:
    """Each place that reads the game's state instead of its board, as 'line: code'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module in STATE_MODULES:
            found.append(f"{node.lineno}: import from {node.module}")
        elif isinstance(node, ast.Name) and node.id == "Rb2State":
            found.append(f"{node.lineno}: {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr == "state":
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "check"
              and "game" in ast.unparse(node.func.value)):
            found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
    return found


def _modules() -> list[Path]:
    return sorted(SCREENS.glob("*.py"))


def test_the_check_finds_a_state_read():
    source = ("from rules_engine.runebound2.state import Rb2State\n"
              "def f(view):\n"
              "    party = view.state.hero\n"
              "    return view.game.check(party, None)\n"
              "def g(board):\n"
              "    return board.parties[0].gold\n")
    assert sorted(line.split(":")[0] for line in state_reads(source)) == ["1", "3", "4"]


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.name)
def test_a_runebound2_screen_draws_from_the_board(path: Path):
    assert state_reads(path.read_text(encoding="utf-8")) == []
