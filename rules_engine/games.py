"""The registry of games by id."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules_engine.errors import UnknownGame
from rules_engine.game import Game
from rules_engine.messages import Message
from rules_engine.module_loading import import_present
from rules_engine.plugin import game_plugins, plugin_of

_GAMES: dict[str, Game[Any]] = {}


def register_game(game: Game[Any]) -> Game[Any]:
    """Register a game instance under its id; a second game with the same id fails loudly."""
    existing = _GAMES.get(game.id)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"game id {game.id!r} is registered twice")
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game[Any]:
    """The registered game with this id; UnknownGame names the ids that exist.

    Only that game's package is imported when a plugin declares it (importing every game takes
    longer than opening a long session); an unknown id loads them all to name them.
    """
    _load_one(game_id)  # once per id: also when the game module was imported directly, its expansions join
    game = _GAMES.get(game_id)
    if game is None:
        _ensure_loaded()
        game = _GAMES.get(game_id)
    if game is None:
        if not _GAMES:
            raise UnknownGame(Message("no game {game!r}; games: none", game=game_id))
        raise UnknownGame(Message("no game {game!r}; games: {known}", game=game_id, known=", ".join(sorted(_GAMES))))
    return game


def all_games() -> tuple[Game[Any], ...]:
    """Every registered game, ordered by title."""
    _ensure_loaded()
    return tuple(sorted(_GAMES.values(), key=lambda g: g.title))


def unregister_game(game_id: str) -> None:
    """Remove a game (used by tests that register a small game of their own)."""
    _GAMES.pop(game_id, None)


@cache
def _ensure_loaded() -> None:
    """Import every declared game's module once, so each registers itself (cached only once all are in:
    another thread asking meanwhile imports too, and a module is imported once either way)."""
    import_present(name for plugin in game_plugins() for name in plugin.engine_modules)


@cache
def _load_one(game_id: str) -> None:
    """Import the declared game's modules (the game, then its expansions) once."""
    plugin = plugin_of(game_id)
    if plugin is not None:
        import_present(plugin.engine_modules)
