"""The engine's source read as syntax trees: game packages, their modules, imports and annotations.

Tests of the code's shape (layering, annotations) read the source rather than import it, so an
import hidden inside a function or under `if TYPE_CHECKING` is seen like any other.
"""

from __future__ import annotations

import ast
import graphlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "rules_engine"


@dataclass(frozen=True)
class Import:
    """One import statement: the module it sits in, its line, what it imports, and whether a function holds it."""

    module: str
    line: int
    targets: tuple[str, ...]
    in_function: bool


def game_packages(root: Path = ENGINE) -> tuple[str, ...]:
    """The game packages under rules_engine/ (folders with an __init__.py)."""
    return tuple(sorted(p.name for p in root.iterdir() if (p / "__init__.py").is_file()))


def package_modules(package_dir: Path, package: str) -> dict[str, Path]:
    """Dotted module name -> file, for every module of a package (its __init__ named as the package)."""
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(package_dir).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join((package, *parts))] = path
    return modules


def _walk(node: ast.AST, in_function: bool = False) -> Iterator[tuple[ast.AST, bool]]:
    """Every node below `node`, with whether a function (or lambda) encloses it."""
    for child in ast.iter_child_nodes(node):
        yield child, in_function
        inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        yield from _walk(child, inner)


def _absolute(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute dotted name a (possibly relative) `from ... import` refers to."""
    if level == 0:
        return name or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def imports_of(module: str, path: Path, known: set[str]) -> tuple[Import, ...]:
    """The imports of one module, each resolved to the known modules it loads."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node, in_function in _walk(tree):
        if isinstance(node, ast.Import):
            targets = tuple(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, path.name == "__init__.py", node.level, node.module)
            # `from package import name` loads the submodule `name` when there is one, else the package.
            targets = tuple(f"{source}.{a.name}" if f"{source}.{a.name}" in known else source for a in node.names)
        else:
            continue
        found.append(Import(module, node.lineno, tuple(dict.fromkeys(targets)), in_function))
    return tuple(found)


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (every import, wherever it stands)."""
    known = set(modules)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for imp in imports_of(name, path, known):
            graph[name] |= {t for t in imp.targets if t in known and t != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> tuple[str, ...]:
    """One import cycle of the graph, as the modules around it, or () when it has none."""
    try:
        tuple(graphlib.TopologicalSorter(graph).static_order())
    except graphlib.CycleError as error:
        return tuple(error.args[1])
    return ()


def function_local_imports(modules: dict[str, Path]) -> tuple[str, ...]:
    """'module:line' of every import statement inside a function."""
    known = set(modules)
    return tuple(f"{imp.module}:{imp.line}" for name, path in modules.items()
                 for imp in imports_of(name, path, known) if imp.in_function)


def game_modules(package: str) -> dict[str, Path]:
    """The modules of one game package under rules_engine/."""
    return package_modules(ENGINE / package, f"rules_engine.{package}")


def unannotated(path: Path) -> tuple[str, ...]:
    """'name:line (what is missing)' for every function or method lacking a parameter or return annotation.

    The first parameter of a method (self or cls) needs none; a staticmethod's does.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    methods = {id(f) for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) for f in cls.body
               if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
               and not any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in f.decorator_list)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        args = node.args
        params = args.posonlyargs + args.args
        if id(node) in methods:
            params = params[1:]
        params = params + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a is not None]
        missing = [a.arg for a in params if a.annotation is None] + (["return"] if node.returns is None else [])
        if missing:
            found.append((node.lineno, f"{node.name}:{node.lineno} ({', '.join(missing)})"))
    return tuple(text for _, text in sorted(found))
