"""The rules engine stays pure: importing every game pulls in no UI, SQL, files or network."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "rules_engine"
FORBIDDEN_MODULES = ("textual", "sqlmodel", "sqlalchemy", "alembic", "platformdirs", "companion", "screens", "cards_db")


def test_importing_the_engine_loads_no_app_layer():
    code = (
        "import sys; import rules_engine; from rules_engine.games import all_games; "
        "from rules_engine.rules_index import all_rules; all_games(); all_rules(); "
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN_MODULES!r}]; "
        "print(','.join(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ENGINE.parent)
    assert result.stdout.strip() == ""


FORBIDDEN_CALLS = {"open", "input", "print"}
FORBIDDEN_IMPORTS = {"os", "io", "pathlib", "socket", "time", "datetime", "subprocess", "sqlite3", "shutil", "tempfile", "urllib", "http"}


def test_engine_source_has_no_io_clock_or_global_randomness():
    problems = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for name in names:
                    if name.split(".")[0] in FORBIDDEN_IMPORTS | set(FORBIDDEN_MODULES):
                        problems.append(f"{path.name}: imports {name}")
            if isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS:
                    problems.append(f"{path.name}:{node.lineno}: calls {func.id}()")
                if (
                    isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id == "random"
                    and func.attr != "Random"
                ):
                    problems.append(f"{path.name}:{node.lineno}: calls random.{func.attr}() (unseeded)")
    assert problems == []
