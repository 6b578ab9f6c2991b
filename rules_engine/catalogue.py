"""Which game packages the engine ships, and loading their rule indexes and games on first use."""

from __future__ import annotations

import importlib
import importlib.util

from rules_engine.rules_index import register_rules

#: Game packages in the engine. Each may hold `rule_index.py` (RULES) and `game.py` (registers a game).
GAME_PACKAGES: tuple[str, ...] = (
    "rules_engine.runebound2",
    "rules_engine.runebound3",
    "rules_engine.dice_throne",
    "rules_engine.dungeoneer",
)


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def load_rule_indexes() -> None:
    """Register the RULES of every shipped game package."""
    for package in GAME_PACKAGES:
        name = f"{package}.rule_index"
        if _module_exists(name):
            register_rules(importlib.import_module(name).RULES)


def load_games() -> None:
    """Import every shipped game module so it registers itself."""
    for package in GAME_PACKAGES:
        name = f"{package}.game"
        if _module_exists(name):
            importlib.import_module(name)
