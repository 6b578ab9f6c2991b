"""A game plugin: one declaration per game of everything the app needs to find it.

Each game package that the engine ships holds a `plugin.py` with `PLUGIN = GamePlugin(...)`. The
declaration is data only (module names, never imports), so reading it imports no game: a session
imports only its own game, its rules and its screen. `game_plugins()` finds the declarations by
looking for a `plugin` module in each package under rules_engine; there is no list of games to keep by hand.

The engine part (the game module, its expansions' modules, the rules index modules) is read by `rules_engine.games` and
`rules_engine.rules_index`. The app-side parts are names of modules in higher layers (catalogue kinds
in cards_db, the screen area in screens, extra command-line commands in companion.shell): the engine
never imports them; each layer imports the names of its own layer only (tests/core/test_game_plugins.py
holds every name to its layer).
"""

from __future__ import annotations

import importlib
import pkgutil
from rules_engine.frozen_values import frozen_value
from functools import cache
from importlib.machinery import PathFinder

import rules_engine


@frozen_value
class GamePlugin:
    """One game, declared once: its id, its engine and rules, and the app's parts for it, by module name."""

    #: The id the game registers under (`Game.id`), e.g. "dice-throne".
    game_id: str
    #: The engine package, e.g. "rules_engine.dice_throne"; its `game` module registers the game.
    package: str
    #: Modules holding `RULES` for the rules index (the package's own `rule_index` and any sub-package's).
    rule_modules: tuple[str, ...] = ()
    #: Modules whose import adds an expansion to the game (`Game.add_expansion`), loaded after the game
    #: module: the base game never imports its expansions, its plugin names them.
    expansion_modules: tuple[str, ...] = ()
    #: cards_db modules that register the game's catalogue kinds (an expansion's too).
    catalogue_modules: tuple[str, ...] = ()
    #: The screens package whose import registers the game's own area (none: the generic view).
    area_module: str | None = None
    #: The screens module whose import registers the game's own step of the new-session wizard (none: the
    #: wizard's fields only). Loaded by the wizard, never with the board: a setup step may read the catalogue.
    setup_step_module: str | None = None
    #: A companion.shell module with `add_commands(commands, common, tools)`: the game's own CLI commands.
    cli_module: str | None = None

    @property
    def game_module(self) -> str:
        """The module whose import registers the game (`rules_engine.games.register_game`)."""
        return f"{self.package}.game"

    @property
    def engine_modules(self) -> tuple[str, ...]:
        """The modules that make the whole game: the game module, then its expansions'."""
        return (self.game_module, *self.expansion_modules)


@cache
def game_plugins() -> tuple[GamePlugin, ...]:
    """Every game package's declaration, ordered by package name (found on disk, each imported once).

    Only a package that holds a `plugin` module is imported: one without (the command grammar) is not, so the
    `companion` command finds the games without importing the grammar before the app's first frame."""
    found = []
    for info in pkgutil.iter_modules(rules_engine.__path__):
        if info.ispkg and declares_plugin(info.name):
            found.append(importlib.import_module(f"rules_engine.{info.name}.plugin").PLUGIN)
    return tuple(sorted(found, key=lambda plugin: plugin.package))


def declares_plugin(package: str) -> bool:
    """True when the package `rules_engine.<package>` holds a `plugin` module, found on disk without importing the
    package (`importlib.util.find_spec` of the plugin would import it: the command grammar's package costs 12 ms)."""
    spec = PathFinder.find_spec(f"rules_engine.{package}", list(rules_engine.__path__))
    locations = None if spec is None else spec.submodule_search_locations
    return bool(locations) and PathFinder.find_spec(f"rules_engine.{package}.plugin", list(locations or ())) is not None


def plugin_of(game_id: str) -> GamePlugin | None:
    """The declaration of the game with this id, or None when no package declares it."""
    return next((plugin for plugin in game_plugins() if plugin.game_id == game_id), None)
