"""Imports point down only: every module of the product, read as source, imports inside functions included.

The layers, bottom to top, are listed once here (and in docs/architecture.md). A module may
import its own layer and the layers below it; an import of a higher layer fails this test
wherever it hides (a function body, a TYPE_CHECKING block). Below the screens, nothing
imports Textual.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The layers, bottom to top.
LAYERS = ("rules_engine", "cards_db", "companion.services", "screens", "companion.shell")
#: Modules of the `companion` package outside its two layer folders: the package root (only the
#: version, which both layers read), `python -m companion` and `companion.app` (for `textual run`).
PLACED = {"companion": "companion.services", "companion.__main__": "companion.shell",
          "companion.app": "companion.shell"}
#: Third-party UI packages only the screens and the shell may use.
UI_PACKAGES = ("textual",)
SCANNED = ("rules_engine", "cards_db", "companion", "screens")


def layer_of(module: str) -> int | None:
    """The layer index of a product module (None for the standard library and third parties)."""
    if module in PLACED:
        return LAYERS.index(PLACED[module])
    found = [layer for layer in LAYERS if module == layer or module.startswith(layer + ".")]
    return LAYERS.index(max(found, key=len)) if found else None


def module_name(path: Path) -> str:
    """The dotted name of a source file under the repository."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """Every (line, module) a source imports, anywhere in it; `from X import y` counts as X.y when that is a module."""
    found = []
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                found.append((node.lineno, candidate if layer_of(candidate) is not None else base))
    return found


def upward_imports(source: str, module: str, is_package: bool = False) -> list[str]:
    """The imports of `module` that point up a layer, or to a UI package from below the screens."""
    own = layer_of(module)
    if own is None:
        return [f"{module}: not in any layer folder ({', '.join(LAYERS)})"]
    problems = []
    for line, name in imported_modules(source, module, is_package):
        target = layer_of(name)
        if target is not None and target > own:
            problems.append(f"{module}:{line} ({LAYERS[own]}) imports {name} ({LAYERS[target]})")
        if name.split(".")[0] in UI_PACKAGES and own < LAYERS.index("screens"):
            problems.append(f"{module}:{line} ({LAYERS[own]}) imports {name}, a UI package")
    return problems


def product_sources() -> list[Path]:
    """Every Python file of the product."""
    return sorted(p for package in SCANNED for p in (ROOT / package).rglob("*.py"))


def test_every_import_points_down() -> None:
    problems = []
    for path in product_sources():
        problems += upward_imports(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
    assert problems == []


def test_every_layer_has_modules() -> None:
    names = {module_name(p) for p in product_sources()}
    assert {LAYERS[layer_of(n)] for n in names if layer_of(n) is not None} == set(LAYERS)


@pytest.mark.parametrize(("module", "source", "expected"), [
    ("companion.services.controller", "def f():\n    from screens.dialogs import TextPrompt\n", "screens.dialogs"),
    ("screens.home", "if TYPE_CHECKING:\n    import companion.shell.app\n", "companion.shell.app"),
    ("cards_db.store", "def f():\n    from companion.services.store import SessionStore\n", "companion.services.store"),
    ("rules_engine.dice", "from cards_db import kinds\n", "cards_db.kinds"),
    ("companion.services.x", "from companion import shell\n", "companion.shell"),
    ("companion.services.store.live", "from ...shell import app\n", "companion.shell.app"),
    ("companion.services.controller", "def f():\n    import textual.app\n", "a UI package"),
])
def test_the_scan_finds_an_upward_import_wherever_it_hides(module, source, expected) -> None:
    problems = upward_imports(source, module)
    assert len(problems) == 1 and expected in problems[0]


def test_downward_and_sideways_imports_pass() -> None:
    source = "from rules_engine.game import Game\nimport cards_db.kinds\nfrom companion.services import outcomes\n"
    assert upward_imports(source, "screens.session_frame") == []
    assert upward_imports("from companion import __version__\n", "companion.services.store.sessions") == []


def test_a_module_outside_the_layer_folders_is_named() -> None:
    assert "not in any layer folder" in upward_imports("", "companion.stray")[0]
