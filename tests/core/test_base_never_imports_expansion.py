"""A base game never imports its expansions: every module of a game package outside its expansion
packages is read as a syntax tree, and none may import an expansion package (at module level, in a
function or under `if TYPE_CHECKING`). An expansion joins its game through `Game.add_expansion`,
from the module its game's plugin names in `expansion_modules`."""

from __future__ import annotations

from pathlib import Path

from rules_engine.games import get_game
from rules_engine.plugin import GamePlugin, game_plugins
from tests.support.source_tree import ENGINE, imports_of, package_modules


def expansion_packages(plugin: GamePlugin) -> tuple[str, ...]:
    """The packages of a game's expansions: the package holding each module its plugin names."""
    return tuple(sorted({name.rpartition(".")[0] for name in plugin.expansion_modules}))


def imports_of_expansions(modules: dict[str, Path], expansions: tuple[str, ...]) -> tuple[str, ...]:
    """'module:line -> target' for every import of an expansion package by a module outside them."""
    def inside(name: str) -> bool:
        return any(name == package or name.startswith(package + ".") for package in expansions)

    known = set(modules)
    return tuple(f"{imp.module}:{imp.line} -> {target}"
                 for name, path in modules.items() if not inside(name)
                 for imp in imports_of(name, path, known)
                 for target in imp.targets if inside(target))


# -- the checker catches what it should ---------------------------------------------------------------


def test_an_import_of_the_expansion_is_found_wherever_it_hides(tmp_path: Path) -> None:
    base = tmp_path / "game"
    (base / "extra").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "state.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from rules_engine.game.extra.slice import X\n",
        "rules.py": "def check():\n    from rules_engine.game import extra\n    return extra\n",
        "view.py": "from rules_engine.game.state import *\n",
        "extra/__init__.py": "",
        "extra/slice.py": "from rules_engine.game.state import *\n",
    }
    for name, text in files.items():
        (base / name).write_text(text)
    found = imports_of_expansions(package_modules(base, "rules_engine.game"), ("rules_engine.game.extra",))
    assert found == ("rules_engine.game.rules:2 -> rules_engine.game.extra",
                     "rules_engine.game.state:3 -> rules_engine.game.extra.slice")


# -- the shipped games ----------------------------------------------------------------------------------


def test_runebound_declares_class_decks_as_an_expansion_package_of_its_own() -> None:
    plugins = {plugin.game_id: plugin for plugin in game_plugins()}
    assert expansion_packages(plugins["runebound2"]) == ("rules_engine.runebound2.class_decks",)
    assert [expansion.id for expansion in get_game("runebound2").expansions] == ["class-decks"]


def test_no_module_of_a_base_game_imports_its_expansions() -> None:
    for plugin in game_plugins():
        package = plugin.package.rpartition(".")[2]
        modules = package_modules(ENGINE / package, plugin.package)
        expansions = expansion_packages(plugin)
        assert all(name in modules for name in expansions), (plugin.game_id, expansions)
        found = imports_of_expansions(modules, expansions)
        assert not found, f"{plugin.game_id}'s base game imports its expansion: {found}"
