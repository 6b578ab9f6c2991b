"""Screens render the engine's views and never restate its rules: no screen compares a phase, stage or pending
step of its game with a literal of the engine's names, nor counts roll attempts with the engine's number.

The names are read from the engines (every phase, stage and pending-step enum of a game package, Dice Throne's
phase table, its number of roll attempts), so a new phase is covered without touching this test. A screen that
needs such a fact reads it from the engine's typed view (e.g. `rules_engine.dice_throne.turn_status`) or compares
with the engine's own constant.
"""

from __future__ import annotations

import ast
import enum
import functools
import importlib
import pkgutil
from pathlib import Path

import pytest
from textual.message import Message

from rules_engine.dice_throne.dice import ROLL_ATTEMPTS
from rules_engine.dice_throne.phases import LABELS as DICE_THRONE_PHASES
from rules_engine.plugin import game_plugins
from screens.game_area import GameArea

ROOT = Path(__file__).resolve().parents[2]
#: What an operand compared with a literal must mention to be a phase, stage or pending step of the state.
STATE_WORDS = ("phase", "stage", "pending", "step")
#: The enums whose values are the steps a game goes through (by the end of their class name).
STEP_ENUMS = ("Phase", "Stage", "Pending")


def _engine_step_names(package: str) -> frozenset[str]:
    """Every value of the phase, stage and pending-step enums defined in a game package (its modules and sub-packages)."""
    names: set[str] = set()
    root = importlib.import_module(package)
    modules = [root] + [importlib.import_module(info.name)
                        for info in pkgutil.walk_packages(root.__path__, prefix=f"{package}.")]
    for module in modules:
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, enum.StrEnum) and value.__module__ == module.__name__
                    and value.__name__.endswith(STEP_ENUMS)):
                names.update(str(member) for member in value if str(member))
    if package.endswith(".dice_throne"):
        names.update(DICE_THRONE_PHASES)
    return frozenset(names)


@functools.cache
def _steps_by_screen_folder() -> dict[Path, frozenset[str]]:
    """Each game's screens folder with its engine's step names (the folder is named as the engine package)."""
    found = {}
    for plugin in game_plugins():
        folder = ROOT / "screens" / plugin.package.rsplit(".", 1)[-1]
        if folder.is_dir():
            found[folder] = _engine_step_names(plugin.package)
    return found


def _literals(node: ast.expr) -> list[object]:
    """The constants an operand of a comparison names: itself, or the items of a literal tuple, list or set."""
    if isinstance(node, ast.Constant):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [item.value for item in node.elts if isinstance(item, ast.Constant)]
    return []


def restated_rules(source: str, steps: frozenset[str]) -> list[str]:
    """Each place in a screen's source that compares a step of the state with an engine name, or restates the
    number of roll attempts ('attempts < 3', f'{attempts}/3'); as 'line: code'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            literal = [value for operand in operands for value in _literals(operand)]
            others = " ".join(ast.unparse(o) for o in operands if not _literals(o)).casefold()
            names = [v for v in literal if isinstance(v, str) and v in steps]
            if names and any(word in others for word in STATE_WORDS):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
            if ROLL_ATTEMPTS in literal and "attempt" in others:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.JoinedStr):
            for before, after in zip(node.values, node.values[1:]):
                if (isinstance(before, ast.FormattedValue) and "attempt" in ast.unparse(before.value).casefold()
                        and isinstance(after, ast.Constant) and str(after.value).startswith(f"/{ROLL_ATTEMPTS}")):
                    found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def _screen_files() -> list[tuple[Path, frozenset[str]]]:
    folders = _steps_by_screen_folder()
    every = frozenset().union(*folders.values())
    files = []
    for path in sorted((ROOT / "screens").rglob("*.py")):
        steps = next((names for folder, names in folders.items() if folder in path.parents), every)
        files.append((path, steps))
    return files


def test_the_engines_step_names_are_found():
    folders = {folder.name: names for folder, names in _steps_by_screen_folder().items()}
    assert {"offensive-roll", "roll-off", "game-over"} <= folders["dice_throne"]
    assert {"wounds", "keep", "spoils", "before", "flee"} <= folders["runebound2"]
    assert {"attack-rolls", "reward", "tunnels"} <= folders["dungeoneer"]
    assert {"between", "moving"} <= folders["runebound3"]


def test_the_check_finds_a_restated_rule():
    steps = frozenset({"offensive-roll", "wounds"})
    source = ('a = state.phase == "offensive-roll"\nb = turn.pending in ("wounds", "keep")\n'
              'c = state.roll.attempts < 3\nd = f"{state.roll.attempts}/3"\ne = kind == "wounds"\n')
    assert [line.split(":")[0] for line in restated_rules(source, steps)] == ["1", "2", "3", "4"]


@pytest.mark.parametrize("path,steps", _screen_files(), ids=lambda v: v.name if isinstance(v, Path) else "")
def test_no_screen_restates_a_rule_of_its_engine(path: Path, steps: frozenset[str]):
    assert restated_rules(path.read_text(encoding="utf-8"), steps) == []


def test_no_screen_reads_command_text_with_a_grammar():
    """Screens submit checked choices and typed values: only the session controller reads what the table typed
    (`Controller.read`), so no module of screens/ calls a game's `parse_command` or its grammar's `parse`."""
    readers = []
    for path in sorted((ROOT / "screens").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                    node.func.attr == "parse_command"
                    or (node.func.attr == "parse" and "grammar" in ast.unparse(node.func.value).casefold())):
                readers.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert readers == []


#: Where the frame's command line is written by the table's own hands (typing, the palette's "Type: …" entries,
#: clearing it): every other module of screens/ acts by submitting typed values and never writes command text.
COMMAND_LINE_OWNERS = ("screens/session_frame.py", "screens/session/typed_commands.py", "screens/session/keys.py",
                       "screens/session/view_refresh.py", "screens/command_line.py")


def command_line_writers(source: str) -> list[str]:
    """Each place in a module's source that reaches the frame's command line (`#command`) or asks the frame to
    prefill it (a `Prefill` message); as 'line: code'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value == "#command":
            found.append(f"{node.lineno}: {node.value}")
        elif isinstance(node, (ast.Attribute, ast.Name, ast.ClassDef)) and \
                getattr(node, "attr", getattr(node, "id", getattr(node, "name", ""))) == "Prefill":
            found.append(f"{node.lineno}: Prefill")
    return found


def test_the_check_finds_a_prefilled_command():
    source = ('class Prefill(Message):\n    text: str\n'
              'self.post_message(GameArea.Prefill("retreat "))\nself.query_one("#command", Input).value = "x"\n')
    assert [line.split(":")[0] for line in command_line_writers(source)] == ["1", "3", "4"]


def test_no_screen_prefills_command_text():
    """A button submits the engine's typed value (a retreat in Runebound 3e asks for the space in the retreat
    form first): no module outside the command line's owners writes in the command line, and the area contract
    carries no text for it (every message a game area posts holds an action or a request, not words)."""
    writers = [f"{path.relative_to(ROOT)}:{found}" for path in sorted((ROOT / "screens").rglob("*.py"))
               if str(path.relative_to(ROOT)) not in COMMAND_LINE_OWNERS
               for found in command_line_writers(path.read_text(encoding="utf-8"))]
    assert writers == []
    posted = [value for value in vars(GameArea).values() if isinstance(value, type) and issubclass(value, Message)]
    assert posted and all(
        hint != "str" for message in posted for hint in vars(message).get("__annotations__", {}).values())
