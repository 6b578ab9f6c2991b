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


def load_rule_indexes() -> None:
    """Register the RULES of every shipped game package."""
    for module in import_present(f"{package}.rule_index" for package in GAME_PACKAGES):
        register_rules(module.RULES)


def load_games() -> None:
    """Import every shipped game module so it registers itself."""
    import_present(f"{package}.game" for package in GAME_PACKAGES)
