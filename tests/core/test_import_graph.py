"""Every game package under rules_engine/ is layered: its import graph, read from the source, has no cycle.

The graph is built from the syntax tree, so it holds every import: at module level, under
`if TYPE_CHECKING`, and inside functions. A function-local import is refused on its own, since
it is the usual way a cycle gets hidden; a `TYPE_CHECKING` import counts as an edge, so it
cannot hide one either.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.source_tree import (
    ENGINE,
    find_cycle,
    function_local_imports,
    game_modules,
    game_packages,
    import_graph,
    package_modules,
)

# -- the checker catches what it should ---------------------------------------------------------------


def _write_package(root: Path, files: dict[str, str]) -> dict[str, Path]:
    package = root / "game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in files.items():
        (package / f"{name}.py").write_text(text)
    return package_modules(package, "rules_engine.game")


def test_a_cycle_is_found_even_when_one_side_hides_in_a_function_or_type_checking(tmp_path: Path) -> None:
    modules = _write_package(tmp_path, {
        "state": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from rules_engine.game.rules import check\n",
        "rules": "def check():\n    from rules_engine.game import state\n    return state\n",
        "view": "from .state import *\n",
    })
    graph = import_graph(modules)
    assert graph["rules_engine.game.view"] == {"rules_engine.game.state"}
    assert set(find_cycle(graph)) == {"rules_engine.game.state", "rules_engine.game.rules"}
    assert function_local_imports(modules) == ("rules_engine.game.rules:2",)


def test_a_layered_package_has_no_cycle(tmp_path: Path) -> None:
    modules = _write_package(tmp_path, {
        "values": "import enum\n",
        "state": "from rules_engine.game.values import *\n",
        "rules": "from rules_engine.game import state, values\n",
        "game": "from . import rules\nfrom .state import *\n",
    })
    graph = import_graph(modules)
    assert graph["rules_engine.game.game"] == {"rules_engine.game.rules", "rules_engine.game.state"}
    assert find_cycle(graph) == ()
    assert function_local_imports(modules) == ()


# -- the game packages ------------------------------------------------------------------------------------


def test_both_games_are_checked() -> None:
    assert {"dice_throne", "runebound2"} <= set(game_packages())


@pytest.mark.parametrize("package", game_packages())
def test_game_package_imports_have_no_cycle(package: str) -> None:
    graph = import_graph(game_modules(package))
    cycle = find_cycle(graph)
    assert not cycle, "import cycle: " + " -> ".join(cycle)


@pytest.mark.parametrize("package", game_packages())
def test_game_package_has_no_function_local_import(package: str) -> None:
    local = function_local_imports(game_modules(package))
    assert not local, f"imports inside functions (import at the top; a cycle means a layer is wrong): {local}"


def test_the_core_has_no_import_cycle_even_through_a_function() -> None:
    """The core modules of rules_engine/ (outside the game packages), every import counted: the registries
    read the game plugins' declarations and never import back the module that loads them."""
    modules = {name: path for name, path in package_modules(Path(ENGINE), "rules_engine").items()
               if name.count(".") == 1 and not (Path(ENGINE) / name.split(".")[1]).is_dir()}
    assert "rules_engine.rules_index" in modules and "rules_engine.games" in modules
    cycle = find_cycle(import_graph(modules))
    assert not cycle, "import cycle: " + " -> ".join(cycle)


def test_the_store_has_no_import_cycle_even_through_type_checking() -> None:
    """The session store's modules depend one way: sessions.py opens live sessions (live.py), and a live
    session knows its store only as the `SessionDatabase` protocol, never by importing sessions.py back."""
    store = Path(ENGINE).parent / "companion" / "services" / "store"
    graph = import_graph(package_modules(store, "companion.services.store"))
    assert "companion.services.store.live" in graph["companion.services.store.sessions"]
    cycle = find_cycle(graph)
    assert not cycle, "import cycle: " + " -> ".join(cycle)
