"""Dice Throne, declared once for the app (see rules_engine.plugin): data only, importing nothing of the game."""

from __future__ import annotations

from rules_engine.plugin import GamePlugin

PLUGIN = GamePlugin(
    game_id="dice-throne",
    package="rules_engine.dice_throne",
    rule_modules=("rules_engine.dice_throne.rule_index",),
    catalogue_modules=("cards_db.dice_throne",),
    area_module="screens.dice_throne",
    cli_module="companion.shell.dice_throne_commands",
)
