"""Runebound 2e, declared once for the app (see rules_engine.plugin): data only, importing nothing of the game."""

from __future__ import annotations

from rules_engine.plugin import GamePlugin

PLUGIN = GamePlugin(
    game_id="runebound2",
    package="rules_engine.runebound2",
    rule_modules=("rules_engine.runebound2.rule_index", "rules_engine.runebound2.class_decks.rule_index"),
    expansion_modules=("rules_engine.runebound2.class_decks.expansion",),
    catalogue_modules=("cards_db.runebound2", "cards_db.runebound2_class_decks"),
    area_module="screens.runebound2",
    setup_step_module="screens.runebound2.class_deck_step",
)
