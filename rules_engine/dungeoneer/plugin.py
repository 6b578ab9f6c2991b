"""Dungeoneer, declared once for the app (see rules_engine.plugin): data only, importing nothing of the game."""

from __future__ import annotations

from rules_engine.plugin import GamePlugin

PLUGIN = GamePlugin(
    game_id="dungeoneer",
    package="rules_engine.dungeoneer",
    rule_modules=("rules_engine.dungeoneer.rule_index",),
    catalogue_modules=("cards_db.dungeoneer",),
    area_module="screens.dungeoneer",
    setup_step_module="screens.dungeoneer.quest_step",
)
