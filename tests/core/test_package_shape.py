"""Every game package has the same shape, the one Runebound 3e and Dungeoneer have (docs/adding-a-game.md):
one module per role, so a newcomer finds a game's parts by name and a fifth game copies the shape,
not whichever package its author opens first.

A role is a module (or a package, for choices) with what it must hold, read from the syntax tree or
from the registered game. An exception is written below with its reason; an exception that no
longer holds fails too, so the list only shrinks.
"""

from __future__ import annotations

import ast
import importlib
import typing
from pathlib import Path

import pytest

from rules_engine.game import Game
from rules_engine.games import get_game
from rules_engine.plugin import GamePlugin, game_plugins
from tests.support.source_tree import ENGINE, imports_of, package_modules

#: Role -> the module (or package) that plays it, and what it holds.
ROLES: dict[str, tuple[str, str]] = {
    "plugin": ("plugin.py", "the one declaration of the game (rules_engine.plugin.GamePlugin)"),
    "game": ("game.py", "the Game subclass, registered, its state type from state.py"),
    "actions": ("actions.py", "every action type of the game, each `@action`-registered"),
    "state": ("state.py", "the whole state as frozen values"),
    "decision": ("decision.py", "who must act now (`own_decision` reads it)"),
    "choices": ("choices", "every action allowed now as checked choices (a module or a package)"),
    "board": ("board.py", "the typed view: frozen dataclasses, the top one named ...Board"),
    "view_text": ("view_text.py", "the text view rendered from the typed board, never from the state"),
    "rule_index": ("rule_index.py", "the rules index entries (`RULES`), named first in the plugin"),
    "commands": ("commands.py", "the typed commands declared once (`GRAMMAR`), the game's grammar"),
    "phases": ("phases.py", "the phase table (`PHASES`, rules_engine.phase_table): which actions each phase or stage admits"),
}

#: (package, role) -> why that package does not have the role yet.
EXCEPTIONS: dict[tuple[str, str], str] = {
}

#: What an expansion package has, beside the slice it declares (`Expansion.slice_type`, defined in it).
EXPANSION_ROLES = ("actions.py", "commands.py", "rule_index.py", "choices.py", "view.py")


def _folder(plugin: GamePlugin) -> Path:
    return ENGINE / plugin.package.rpartition(".")[2]


def _has(folder: Path, module: str) -> bool:
    """Whether the folder holds this module file ("x.py"), or for a bare name, the module or package of that name."""
    if module.endswith(".py"):
        return (folder / module).is_file()
    return (folder / f"{module}.py").is_file() or (folder / module / "__init__.py").is_file()


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _top_names(path: Path) -> set[str]:
    """Names a module binds at its top level (functions, classes, assignments)."""
    names = set()
    for node in _tree(path).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def _is_action_class(node: ast.AST) -> bool:
    """A class decorated with `@action(...)` (or `@actions.action(...)`)."""
    def is_action(d: ast.expr) -> bool:
        return isinstance(d, ast.Call) and (isinstance(d.func, ast.Name) and d.func.id == "action"
                                            or isinstance(d.func, ast.Attribute) and d.func.attr == "action")

    return isinstance(node, ast.ClassDef) and any(is_action(d) for d in node.decorator_list)


def _frozen_dataclasses(path: Path) -> tuple[str, ...]:
    """The classes a module declares frozen: `@frozen_value`, `@frozen_value(...)` or `@dataclass(frozen=True, ...)`."""
    found = []
    for node in _tree(path).body:
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                called = d.func if isinstance(d, ast.Call) else d
                if getattr(called, "id", "") == "frozen_value" or (
                        isinstance(d, ast.Call) and getattr(d.func, "id", "") == "dataclass" and any(
                        k.arg == "frozen" and isinstance(k.value, ast.Constant) and k.value.value for k in d.keywords)):
                    found.append(node.name)
    return tuple(found)


def _state_type(game: Game) -> type:
    """The state type a game is declared over (`class MyGame(Game[MyState])`)."""
    for base in getattr(type(game), "__orig_bases__", ()):
        if typing.get_origin(base) is Game:
            return typing.get_args(base)[0]
    raise AssertionError(f"{type(game).__name__} names no state type")


# -- the roles, package by package ---------------------------------------------------------------------


def test_the_shape_is_checked_on_every_shipped_game() -> None:
    assert {plugin.package for plugin in game_plugins()} >= {
        "rules_engine.dice_throne", "rules_engine.dungeoneer", "rules_engine.runebound2", "rules_engine.runebound3"}


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_every_role_has_its_module_or_a_written_reason(plugin: GamePlugin) -> None:
    folder = _folder(plugin)
    missing = [role for role, (module, _) in ROLES.items()
               if not _has(folder, module) and (folder.name, role) not in EXCEPTIONS]
    assert not missing, f"{plugin.package} lacks {[ROLES[r][0] for r in missing]}: " + "; ".join(
        f"{r}: {ROLES[r][1]}" for r in missing)
    stale = [role for (package, role) in EXCEPTIONS if package == folder.name and _has(folder, ROLES[role][0])]
    assert not stale, f"{plugin.package} now has {stale}: remove the exception from EXCEPTIONS"


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_every_action_is_declared_in_an_actions_module(plugin: GamePlugin) -> None:
    elsewhere = [f"{path.relative_to(ENGINE)}:{node.lineno} {node.name}"
                 for path in package_modules(_folder(plugin), plugin.package).values() if path.name != "actions.py"
                 for node in _tree(path).body if _is_action_class(node)]
    assert not elsewhere, f"actions declared outside actions.py (move them there): {elsewhere}"


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_the_game_reads_its_state_decision_choices_and_grammar_from_their_modules(plugin: GamePlugin) -> None:
    game = get_game(plugin.game_id)
    assert type(game).__module__ == plugin.game_module
    assert _state_type(game).__module__ == f"{plugin.package}.state"
    assert type(game).own_decision is not Game.own_decision, "own_decision is the game's own (decision.py)"
    assert type(game).own_choices is not Game.own_choices, "own_choices is the game's own (choices)"
    grammar = importlib.import_module(f"{plugin.package}.commands").GRAMMAR
    assert game.grammar is not None
    assert game.grammar.commands[:len(grammar.commands)] == grammar.commands, "the game's grammar is GRAMMAR's"


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_the_plugin_names_the_packages_rule_index_first(plugin: GamePlugin) -> None:
    assert plugin.rule_modules[:1] == (f"{plugin.package}.rule_index",)
    assert "RULES" in _top_names(_folder(plugin) / "rule_index.py")


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_the_board_is_typed_and_the_text_view_reads_only_the_board(plugin: GamePlugin) -> None:
    folder = _folder(plugin)
    classes = _frozen_dataclasses(folder / "board.py")
    assert any(name.endswith("Board") for name in classes), f"{plugin.package}.board has no frozen ...Board"
    if not _has(folder, "view_text.py"):
        return  # a written exception (checked above)
    modules = package_modules(folder, plugin.package)
    name = f"{plugin.package}.view_text"
    targets = {t for imp in imports_of(name, modules[name], set(modules)) for t in imp.targets}
    assert f"{plugin.package}.board" in targets
    assert f"{plugin.package}.state" not in targets, "the text view renders the board, not the state"


@pytest.mark.parametrize("plugin", [p for p in game_plugins() if p.expansion_modules], ids=lambda p: p.game_id)
def test_each_expansion_package_carries_its_own_actions_grammar_rules_and_slice(plugin: GamePlugin) -> None:
    game = get_game(plugin.game_id)
    for module in plugin.expansion_modules:
        package = module.rpartition(".")[0]
        folder = ENGINE / Path(*package.split(".")[1:])
        missing = [role for role in EXPANSION_ROLES if not _has(folder, role)]
        assert not missing, f"{package} lacks {missing}"
        assert f"{package}.rule_index" in plugin.rule_modules
        joined = [e for e in game.expansions if type(e).__module__ == module]
        assert joined, f"{module} adds no expansion to {plugin.game_id}"
        for expansion in joined:
            assert expansion.slice_type.__module__.startswith(package + ".")
            assert all(a.__module__ == f"{package}.actions" for a in expansion.actions)
            assert expansion.commands and all(c in game.grammar.commands for c in expansion.commands)


def _declared_actions(package: str) -> set[type]:
    """The action types a package's actions module declares (`@action`-registered classes defined in it)."""
    module = importlib.import_module(f"{package}.actions")
    return {value for value in vars(module).values()
            if isinstance(value, type) and getattr(value, "KIND", "") and value.__module__ == module.__name__}


@pytest.mark.parametrize("plugin", game_plugins(), ids=lambda p: p.game_id)
def test_the_game_reads_its_phase_table_and_every_action_has_a_stage(plugin: GamePlugin) -> None:
    game = get_game(plugin.game_id)
    base = importlib.import_module(f"{plugin.package}.phases").PHASES
    assert game.phases is not None, "the game declares its phase table (Game.phases = PHASES)"
    assert base.actions <= game.phases.actions and base.stages == game.phases.stages
    without_a_stage = sorted(kind.__name__ for kind in _declared_actions(plugin.package) if kind not in base.actions)
    assert not without_a_stage, f"actions no stage of {plugin.package}.phases admits: {without_a_stage}"


@pytest.mark.parametrize("plugin", [p for p in game_plugins() if p.expansion_modules], ids=lambda p: p.game_id)
def test_an_expansion_adds_its_actions_to_the_base_table_through_its_hook(plugin: GamePlugin) -> None:
    game = get_game(plugin.game_id)
    base = importlib.import_module(f"{plugin.package}.phases").PHASES
    assert game.phases is not None
    for expansion in game.expansions:
        assert expansion.admissions(base), f"{expansion.id} admits its actions in no stage"
        assert set(expansion.actions) <= game.phases.actions, f"{expansion.id}'s actions joined the game's table"
        assert not set(expansion.actions) & base.actions, f"the base table names {expansion.id}'s actions"
