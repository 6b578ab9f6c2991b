"""Which game packages the engine ships, and loading their rule indexes and games on first use."""

from __future__ import annotations

from rules_engine.module_loading import import_present
from rules_engine.rules_index import register_rules

#: Game packages in the engine. Each may hold `rule_index.py` (RULES) and `game.py` (registers a game).
GAME_PACKAGES: tuple[str, ...] = (
    "rules_engine.runebound2",
    "rules_engine.runebound3",
    "rules_engine.runebound3.combat",
    "rules_engine.dice_throne",
    "rules_engine.dungeoneer",
)

#: The package of each shipped game, by game id: opening a session imports only its own game.
PACKAGE_OF_GAME: dict[str, str] = {
    "runebound2": "rules_engine.runebound2",
    "runebound3": "rules_engine.runebound3",
    "dice-throne": "rules_engine.dice_throne",
    "dungeoneer": "rules_engine.dungeoneer",
}


def load_rule_indexes() -> None:
    """Register the RULES of every shipped game package."""
    for module in import_present(f"{package}.rule_index" for package in GAME_PACKAGES):
        register_rules(module.RULES)


def load_games() -> None:
    """Import every shipped game module so it registers itself."""
    import_present(f"{package}.game" for package in GAME_PACKAGES)


def load_game(game_id: str) -> None:
    """Import the one shipped game module that registers `game_id` (nothing for an id not shipped)."""
    package = PACKAGE_OF_GAME.get(game_id)
    if package is not None:
        import_present([f"{package}.game"])
