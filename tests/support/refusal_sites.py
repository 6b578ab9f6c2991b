"""Every place in the engine that refuses, found by reading its source: the rule it cites and the words it says.

A refusal is raised through the referee (`ref.require(cond, RULE, MESSAGE)`, `ref.refuse(RULE, MESSAGE)`,
`ref.present(VALUE, RULE, MESSAGE)` or `present(VALUE, RULE, MESSAGE)` for a value that must exist)
or written as a requirement value the referee enforces later (`ref.enforce`) and the choices read:
`Requirement(MET, RULE, MESSAGE)`, or `Requirement.unmet(RULE, MESSAGE)` for one found broken; Dungeoneer's
placement `Problem(FAULT, MESSAGE)`, `_refuse(RULE, MESSAGE)` and `RuleViolation(Ruling(False, MESSAGE, cite(RULE)))`. A call that only
passes on a refusal built elsewhere (`ref.require(r.met, r.rule, r.message)`) is not a site of its own.

The rule is read as the literal, a module constant, both arms of a conditional, or every value of a
module's table indexed by it; `rules` is empty where the source cannot tell (a value worked out at
run time), and the test then names the rules the site may cite.
"""

from __future__ import annotations

import ast
import importlib
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rules_engine"

#: Call name -> (position of the rule, position of the message).
SHAPES = {"require": (1, 2), "refuse": (0, 1), "unmet": (0, 1), "Requirement": (1, 2), "Problem": (0, 1),
          "_refuse": (0, 1), "present": (1, 2)}


@dataclass(frozen=True)
class Site:
    """One refusal in the source: where it is, the rules it may cite, and the English template it says."""

    module: str
    line: int
    rules: tuple[str, ...]
    message: str

    @property
    def where(self) -> str:
        return f"{self.module}:{self.line}"


def _name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _message(node: ast.expr) -> str | None:
    """The English template of a message expression: a literal, `Message('...')`, or an f-string's text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Call) and _name(node.func) in ("Message", "N_") and node.args:
        return _message(node.args[0])
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.IfExp):
        body, orelse = _message(node.body), _message(node.orelse)
        return f"{body} / {orelse}" if body is not None and orelse is not None else body or orelse
    return None


def _rules(node: ast.expr, module: object, scope: ast.AST | None = None) -> tuple[str, ...]:
    """The rule ids a rule expression can be; () where only the running program knows.

    A name is a module constant, or a local of the enclosing function (`scope`) assigned rule ids
    or given one as its parameter's default.
    """
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.Name):
        value = getattr(module, node.id, None)
        if isinstance(value, str):
            return (value,)
        return _local(node.id, module, scope) if scope is not None else ()
    if isinstance(node, ast.IfExp):
        body, orelse = _rules(node.body, module), _rules(node.orelse, module)
        return body + orelse if body and orelse else ()
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Fault":
        table = getattr(module, "RULE_OF", {})  # Dungeoneer's placement faults, each with its rule
        return tuple(v for k, v in table.items() if getattr(k, "name", "") == node.attr)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        table = getattr(module, node.value.id, None)
        if isinstance(table, dict) and all(isinstance(v, str) for v in table.values()):
            return tuple(dict.fromkeys(table.values()))
    return ()


#: Function name -> every call of it in the engine: (module, call, the function the call stands in).
_CALLS: dict[str, list[tuple[object, ast.Call, ast.AST | None]]] = {}


def _passed(name: str, scope: ast.AST) -> tuple[str, ...]:
    """The rule ids every caller passes for parameter `name` of the function `scope`; () if one is unknown."""
    params = [a.arg for a in scope.args.args]
    at = params.index(name)
    found: list[str] = []
    for module, call, caller in _CALLS.get(scope.name, ()):
        given = next((k.value for k in call.keywords if k.arg == name), None)
        offset = 1 if params and params[0] in ("self", "cls") and isinstance(call.func, ast.Attribute) else 0
        if given is None and len(call.args) > at - offset >= 0:
            given = call.args[at - offset]
        if given is None:
            continue  # the default, read below
        values = _rules(given, module, caller)
        if not values:
            return ()
        found.extend(values)
    return tuple(found)


def _local(name: str, module: object, scope: ast.AST) -> tuple[str, ...]:
    """Every rule id a function's local `name` is assigned, defaults to or is passed; () if one is unknown."""
    found: list[str] = []
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
        args = scope.args.args[len(scope.args.args) - len(scope.args.defaults):]
        for arg, default in zip(args, scope.args.defaults, strict=True):
            if arg.arg == name:
                found.extend(_rules(default, module))
        if name in [a.arg for a in scope.args.args]:
            passed = _passed(name, scope)
            if not passed:
                return ()
            found.extend(passed)
    for node in ast.walk(scope):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                values = _rules(node.value, module)
                if not values:
                    return ()
                found.extend(values)
    return tuple(dict.fromkeys(found))


def _forwarded(rule: ast.expr, message: ast.expr) -> bool:
    """A call that passes on a refusal built elsewhere: both rule and message read from one value's fields."""
    return (isinstance(rule, ast.Attribute) and isinstance(message, ast.Attribute)
            and ast.unparse(rule.value) == ast.unparse(message.value))


def _violations(node: ast.Call, module: object) -> Iterator[tuple[tuple[str, ...], str | None]]:
    """`RuleViolation(Ruling(False, MESSAGE, cite(RULE)))` written out."""
    if _name(node.func) != "RuleViolation" or not node.args or not isinstance(ruling := node.args[0], ast.Call):
        return
    if _name(ruling.func) != "Ruling" or len(ruling.args) < 3 or not isinstance(cited := ruling.args[2], ast.Call):
        return
    if _name(cited.func) == "cite" and cited.args and not isinstance(cited.args[0], ast.Attribute):
        yield _rules(cited.args[0], module), _message(ruling.args[1])


def _calls_and_scopes(tree: ast.AST) -> tuple[list[ast.Call], dict[ast.AST, ast.AST]]:
    """The tree's calls in `ast.walk`'s order, and node -> innermost enclosing function, in one walk of the tree.

    Each function's descendants were walked again for every function enclosing them, and the whole tree twice more
    for its calls: about two thirds of the seconds of CPU each test process spent reading the sites at collection."""
    calls: list[ast.Call] = []
    scopes: dict[ast.AST, ast.AST] = {}
    todo: deque[ast.AST] = deque([tree])
    while todo:
        node = todo.popleft()
        if isinstance(node, ast.Call):
            calls.append(node)
        inner = node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else scopes.get(node)
        for child in ast.iter_child_nodes(node):
            if inner is not None:
                scopes[child] = inner
            todo.append(child)
    return calls, scopes


def _modules(root: Path) -> Iterator[tuple[str, object, list[ast.Call], dict[ast.AST, ast.AST]]]:
    """(dotted name, module, its calls, node -> innermost enclosing function) for every engine module."""
    for path in sorted(root.rglob("*.py")):
        if path.name == "rule_index.py" or path.name == "referee.py":
            continue
        dotted = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        calls, scopes = _calls_and_scopes(ast.parse(path.read_text(encoding="utf-8")))
        yield dotted, importlib.import_module(dotted), calls, scopes


def refusal_sites(root: Path = ENGINE) -> list[Site]:
    """Every refusal site of the engine, in file and line order (read once per process: three test
    modules ask for it while they are collected, and reading the source is seconds of CPU each time)."""
    return list(_read_sites(root))


@cache
def _read_sites(root: Path) -> tuple[Site, ...]:
    """The refusal sites under `root`, sorted by module and line."""
    sites: list[Site] = []
    modules = list(_modules(root))
    _CALLS.clear()
    for _dotted, module, calls, scopes in modules:
        for node in calls:
            if _name(node.func):
                _CALLS.setdefault(_name(node.func), []).append((module, node, scopes.get(node)))
    for dotted, module, calls, scopes in modules:
        for node in calls:
            for rules, message in _violations(node, module):
                if rules or message:
                    sites.append(Site(dotted, node.lineno, rules, message or ""))
            shape = SHAPES.get(_name(node.func))
            if shape is None or len(node.args) <= max(shape) or ast.unparse(node.func).endswith("tracker.refuse"):
                continue
            rule, message = node.args[shape[0]], node.args[shape[1]]
            if _forwarded(rule, message) or (isinstance(rule, ast.Name) and rule.id in ("rule", "rule_id")
                                             and isinstance(message, ast.Name)):
                continue  # a helper passing on what its caller wrote; the caller is the site
            if _name(node.func) == "Problem" and isinstance(rule, ast.Name) and rule.id == "fault":
                continue  # Dungeoneer's generic placement problem: each caller names its fault
            sites.append(Site(dotted, node.lineno, _rules(rule, module, scopes.get(node)), _message(message) or ""))
    # The engine's syntax trees, held by the calls, are let go: kept, they were some 430,000 objects that every full
    # pass of the cyclic collector walked for the rest of the worker's run (0.4 s a pass instead of 0.03).
    _CALLS.clear()
    return tuple(sorted(sites, key=lambda s: (s.module, s.line)))


def assert_site_cites(sites: list[Site], module: str, start: str, rule_id: str, heading: str) -> None:
    """Every refusal of `module` whose message starts `start` cites `rule_id` alone, and that rule's heading
    as printed is `heading` ('companion' for the app's own convention entries)."""
    from rules_engine.rules_index import get_rule

    found = [site for site in sites if site.module == module and site.message.startswith(start)]
    assert found, f"no refusal of {module} starts {start!r}"
    assert all(site.rules == (rule_id,) for site in found), [site.rules for site in found]
    rule = get_rule(rule_id)
    assert (rule.heading if rule.book != "companion" else "companion") == heading
