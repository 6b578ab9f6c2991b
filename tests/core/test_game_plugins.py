"""One declaration per game (rules_engine.plugin): every shipped game is found through its plugin, each
name a plugin gives belongs to its own layer, and a fifth game is listed everywhere by declaring itself."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rules_engine.games import all_games
from rules_engine.plugin import game_plugins, plugin_of
from rules_engine.rules_index import all_rules

ROOT = Path(__file__).resolve().parents[2]


def test_every_shipped_game_is_declared_by_the_package_that_registers_it() -> None:
    declared = {plugin.game_id: plugin for plugin in game_plugins()}
    assert set(declared) == {"dice-throne", "dungeoneer", "runebound2", "runebound3"}
    for game in all_games():
        if game.id in declared:
            assert type(game).__module__ == declared[game.id].game_module


def test_each_name_a_plugin_gives_belongs_to_its_own_layer() -> None:
    for plugin in game_plugins():
        assert plugin.package == f"rules_engine.{plugin.package.split('.')[1]}"
        assert all(name.startswith(plugin.package + ".") for name in plugin.rule_modules)
        assert all(name.startswith(plugin.package + ".") for name in plugin.expansion_modules)
        assert all(name.startswith("cards_db.") for name in plugin.catalogue_modules)
        assert plugin.area_module is None or plugin.area_module.startswith("screens.")
        assert plugin.setup_step_module is None or plugin.setup_step_module.startswith(f"{plugin.area_module}.")
        assert plugin.cli_module is None or plugin.cli_module.startswith("companion.shell.")


def test_every_rule_module_a_plugin_names_is_in_the_index() -> None:
    prefixes = {plugin.game_id: plugin for plugin in game_plugins()}
    indexed = {rule.id.split(".")[0] for rule in all_rules()}
    assert set(prefixes) <= indexed
    assert plugin_of("no-such-game") is None


#: A fifth game, each part in its own layer's package, the engine part declaring them all.
FIFTH = {
    "engine/fifth/__init__.py": '"""A fifth game for a test."""\n',
    "engine/fifth/plugin.py": """
        from rules_engine.plugin import GamePlugin

        PLUGIN = GamePlugin(game_id="fifth", package="rules_engine.fifth",
                            rule_modules=("rules_engine.fifth.rule_index",), catalogue_modules=("cards_db.fifth",),
                            area_module="screens.fifth", cli_module="companion.shell.fifth")
        """,
    "engine/fifth/rule_index.py": """
        from rules_engine.rules_index import Rule

        RULES = (Rule("fifth.points", "companion", "Fifth: points", "add points", "Points",
                      "On your turn you add a few points."),)
        """,
    "engine/fifth/game.py": """
        from rules_engine.games import register_game
        from tests.support.tally_game import TallyGame

        class FifthGame(TallyGame):
            id = "fifth"
            title = "Fifth (test game)"

        register_game(FifthGame())
        """,
    "cards/fifth.py": """
        from cards_db.kinds import CatalogueKind, register_kind

        register_kind(CatalogueKind("fifth", "token", "Fifth tokens", lambda raw: dict(raw), lambda: {}))
        """,
    "screens/fifth.py": """
        from screens.game_area import GameArea, register_game_area

        @register_game_area("fifth")
        class FifthArea(GameArea):
            pass
        """,
    "shell/fifth.py": """
        def add_commands(commands, common, tools):
            hello = commands.add_parser("fifth-hello", parents=[common])
            hello.set_defaults(handler=lambda args, out: print("hello from the fifth game", file=out) or 0)
        """,
}

LISTED = """
import io, json, sys
from pathlib import Path
import cards_db, companion.shell, rules_engine, screens

here = Path(sys.argv[1])
for package, folder in ((rules_engine, "engine"), (cards_db, "cards"), (screens, "screens"),
                        (companion.shell, "shell")):
    package.__path__.append(str(here / folder))
from cards_db.kinds import kinds_of
from companion.shell.cli import main
from rules_engine.games import all_games
from rules_engine.rules_index import get_rule
from screens.game_area import game_area_for

out = io.StringIO()
sys.stdout = out
code = main(["fifth-hello"])
sys.stdout = sys.__stdout__
print(json.dumps({"games": [game.id for game in all_games()], "kinds": [k.kind for k in kinds_of("fifth")],
                  "rule": get_rule("fifth.points").id, "area": game_area_for("fifth").__name__,
                  "cli": [code, out.getvalue().strip()]}))
"""


@pytest.mark.slow  # a Python of its own in a subprocess, so the fifth game never stays registered
def test_a_fifth_game_is_listed_everywhere_by_its_declaration_alone(tmp_path: Path) -> None:
    for name, text in FIFTH.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    result = subprocess.run([sys.executable, "-c", LISTED, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout.strip().splitlines()[-1])
    assert "fifth" in listed["games"] and listed["kinds"] == ["token"]
    assert listed["rule"] == "fifth.points" and listed["area"] == "FifthArea"
    assert listed["cli"] == [0, "hello from the fifth game"]


def test_a_game_s_wizard_step_is_found_through_its_plugin_and_the_board_does_not_load_it() -> None:
    """The wizard loads a game's own setup step from the module its plugin names; the game's area, shown before the
    session store opens, does not import it (a setup step reads the card catalogue's store)."""
    import subprocess
    import sys
    from pathlib import Path

    probe = ("import sys; import screens.runebound2; print('class_deck_step' in sys.modules.get("
             "'screens.runebound2').__dict__, 'screens.runebound2.class_deck_step' in sys.modules); "
             "from screens.wizard import setup_step_for; print(setup_step_for('runebound2') is not None)")
    out = subprocess.run([sys.executable, "-c", probe], cwd=Path(__file__).resolve().parents[2], check=True,
                         capture_output=True, text=True).stdout.split()
    assert out == ["False", "False", "True"]
