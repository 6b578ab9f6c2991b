"""Abilities as the table reads them: by their printed name, never by the catalogue's id."""

from __future__ import annotations

from rules_engine.dice_throne.game_names import game_name

from rules_engine.dice_throne.state import DTState


def ability_name(state: DTState, ability_id: str, seat: int | None = None) -> str:
    """The printed name of an ability of the active hero (or of `seat`'s hero)."""
    ability = state.hero_of(state.active if seat is None else seat).ability(ability_id)
    return game_name(ability.name) if ability is not None else ability_id
