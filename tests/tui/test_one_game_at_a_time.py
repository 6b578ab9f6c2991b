"""Opening a session imports its own game and game area only; the registries still hold every game.

`get_game` and `game_area_for` import the one package the game's plugin declares (`rules_engine.plugin`);
`all_games` and an unknown id still load them all. The declarations must name the package that really
registers each shipped game, or a session would open on the wrong one.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules_engine.errors import UnknownGame
from rules_engine.games import all_games, get_game
from rules_engine.plugin import game_plugins
from screens.game_area import game_area_for

ROOT = Path(__file__).resolve().parents[2]
PACKAGE_OF_GAME = {plugin.game_id: plugin.package for plugin in game_plugins()}
AREA_MODULE_OF_GAME = {plugin.game_id: plugin.area_module for plugin in game_plugins() if plugin.area_module}

IMPORTED_FOR_ONE_GAME = """
import json, sys
from rules_engine.games import get_game
from screens.game_area import game_area_for
game = get_game(sys.argv[1])
area = game_area_for(sys.argv[1])
print(json.dumps([game.id, area.__name__, sorted(sys.modules)]))
"""


def test_every_shipped_game_is_mapped_to_the_package_that_registers_it() -> None:
    shipped = {game.id: type(game).__module__ for game in all_games()
               if type(game).__module__.startswith(tuple(PACKAGE_OF_GAME.values()))}
    assert set(shipped) == set(PACKAGE_OF_GAME) == set(AREA_MODULE_OF_GAME)
    for game_id, module in shipped.items():
        assert module == f"{PACKAGE_OF_GAME[game_id]}.game"
        area = game_area_for(game_id)
        assert area is not None and area.__module__.startswith(AREA_MODULE_OF_GAME[game_id] + ".")


@pytest.mark.parametrize("game_id", sorted(PACKAGE_OF_GAME))
def test_getting_one_game_imports_no_other_game(game_id: str) -> None:
    out = subprocess.run([sys.executable, "-c", IMPORTED_FOR_ONE_GAME, game_id], cwd=ROOT, check=True,
                         capture_output=True, text=True)
    found, area, modules = json.loads(out.stdout.strip().splitlines()[-1])
    assert found == game_id and area
    others = [package for other, package in PACKAGE_OF_GAME.items() if other != game_id]
    screens_of_others = [module for other, module in AREA_MODULE_OF_GAME.items() if other != game_id]
    for prefix in (*others, *screens_of_others):
        if PACKAGE_OF_GAME[game_id].startswith(prefix + ".") or AREA_MODULE_OF_GAME[game_id].startswith(prefix):
            continue
        declarations = (prefix, f"{prefix}.plugin")  # every game's plugin declaration is read: data only
        assert not [m for m in modules if (m == prefix or m.startswith(prefix + ".")) and m not in declarations], prefix


def test_an_unknown_game_still_names_every_shipped_game() -> None:
    with pytest.raises(UnknownGame) as refused:
        get_game("no-such-game")
    for game_id in PACKAGE_OF_GAME:
        assert game_id in str(refused.value)
