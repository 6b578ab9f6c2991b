"""The Dice Throne screens draw from the engine's typed board (`DiceThroneBoard`), never from the match's state.

A module of screens/dice_throne may hold the state only to hand it back to the engine's builders (a roll
request, a target action, the advised reroll, the tray's chances, `Game.offers`): it never reads a field of it,
indexes it, passes it to anything else (a widget, a helper that works something out), or copies it under
another name. Only the area imports `DTState`, to type the value it hands on.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "screens" / "dice_throne"
#: The engine functions a screen may hand the state to: each builds a submission or a note from it.
STATE_TAKERS = frozenset({"offensive_roll_request", "target_action", "reroll_choice", "tray_notes", "offers"})
#: The one module that may import `DTState` (to type the state it keeps for the builders).
DTSTATE_IMPORTERS = frozenset({"area.py"})
STATE_MODULE = "rules_engine.dice_throne.state"


def _is_state(node: ast.AST) -> bool:
    """`state`, `self.state`, `shown.state`: a name or attribute that holds a match's state."""
    return (isinstance(node, ast.Name) and node.id == "state") or (isinstance(node, ast.Attribute)
                                                                    and node.attr == "state")


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _assigned_pairs(node: ast.Assign) -> list[tuple[ast.expr, ast.expr]]:
    """(target, value) of an assignment, element by element for `a, b = c, d`."""
    pairs = []
    for target in node.targets:
        if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
            pairs.extend(zip(target.elts, node.value.elts))
        else:
            pairs.append((target, node.value))
    return pairs


def state_reads(source: str, name: str) -> list[str]:
    """Each place a screen module reads the match's state for itself; as 'line: code'."""
    tree = ast.parse(source)
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and name not in DTSTATE_IMPORTERS:
            modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            imported = [a.name for a in node.names]
            if STATE_MODULE in modules or "DTState" in imported:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        if isinstance(node, ast.Assign):
            for target, value in _assigned_pairs(node):
                if _is_state(value) and not _is_state(target):
                    found.append(f"{node.lineno}: {ast.unparse(node)}")
        if not _is_state(node):
            continue
        parent = parents.get(node)
        if isinstance(parent, ast.Attribute) and parent.value is node:
            found.append(f"{parent.lineno}: {ast.unparse(parent)}")
        elif isinstance(parent, ast.Subscript) and parent.value is node:
            found.append(f"{parent.lineno}: {ast.unparse(parent)}")
        elif isinstance(parent, ast.Call) and parent.func is not node and _callee(parent) not in STATE_TAKERS:
            found.append(f"{parent.lineno}: {ast.unparse(parent)}")
        elif isinstance(parent, ast.keyword):
            call = parents.get(parent)
            if isinstance(call, ast.Call) and _callee(call) not in STATE_TAKERS:
                found.append(f"{call.lineno}: {ast.unparse(call)}")
    return found


def _lines(found: list[str]) -> list[int]:
    return sorted(int(line.split(":")[0]) for line in found)


def test_the_check_finds_a_screen_reading_the_state():
    source = ("from rules_engine.dice_throne.state import DTState\n"
              "a = len(state.seats)\n"
              "b = self.state.roll.dice\n"
              "c = turn_status(self.state).rolling\n"
              "d = card.show(state=shown.state)\n"
              "s = self.state\n"
              "e = state[0]\n"
              "f = offensive_roll_request(self.state, (1,))\n"
              "self.game, self.state = shown.game, shown.state\n"
              "g = self.state is None\n")
    assert _lines(state_reads(source, "widgets.py")) == [1, 2, 3, 4, 5, 6, 7]
    assert _lines(state_reads(source, "area.py")) == [2, 3, 4, 5, 6, 7]


@pytest.mark.parametrize("path", sorted(FOLDER.glob("*.py")), ids=lambda path: path.name)
def test_a_dice_throne_screen_draws_from_the_board_not_the_state(path: Path):
    assert state_reads(path.read_text(encoding="utf-8"), path.name) == []
