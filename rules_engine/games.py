"""The registry of games by id."""

from __future__ import annotations

from rules_engine.errors import UnknownGame
from rules_engine.messages import Message
from rules_engine.game import Game

_GAMES: dict[str, Game] = {}


def register_game(game: Game) -> Game:
    """Register a game instance under its id; a second game with the same id fails loudly."""
    existing = _GAMES.get(game.id)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"game id {game.id!r} is registered twice")
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The registered game with this id; UnknownGame names the ids that exist.

    Only that game's package is imported when it is one the engine ships (importing every game
    takes longer than opening a long session); an unknown id loads them all to name them.
    """
    game = _GAMES.get(game_id)
    if game is None:
        _load_one(game_id)
        game = _GAMES.get(game_id)
    if game is None:
        _ensure_loaded()
        game = _GAMES.get(game_id)
    if game is None:
        if not _GAMES:
            raise UnknownGame(Message("no game {game!r}; games: none", game=game_id))
        raise UnknownGame(Message("no game {game!r}; games: {known}", game=game_id, known=", ".join(sorted(_GAMES))))
    return game


def all_games() -> tuple[Game, ...]:
    """Every registered game, ordered by title."""
    _ensure_loaded()
    return tuple(sorted(_GAMES.values(), key=lambda g: g.title))


def unregister_game(game_id: str) -> None:
    """Remove a game (used by tests that register a small game of their own)."""
    _GAMES.pop(game_id, None)


_loaded = False


def _ensure_loaded() -> None:
    # The flag is set only once every game is in: another thread asking meanwhile loads too (a
    # module is imported once either way) rather than reading a registry half filled.
    global _loaded
    if not _loaded:
        from rules_engine.catalogue import load_games

        load_games()
        _loaded = True


def _load_one(game_id: str) -> None:
    from rules_engine.catalogue import load_game

    load_game(game_id)
