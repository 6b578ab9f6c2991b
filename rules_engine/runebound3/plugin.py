"""Runebound 3e, declared once for the app (see rules_engine.plugin): data only, importing nothing of the game."""

from __future__ import annotations

from rules_engine.plugin import GamePlugin

PLUGIN = GamePlugin(
    game_id="runebound3",
    package="rules_engine.runebound3",
    rule_modules=("rules_engine.runebound3.rule_index", "rules_engine.runebound3.combat.rule_index"),
    catalogue_modules=("cards_db.runebound3",),
    area_module="screens.runebound3",
)
