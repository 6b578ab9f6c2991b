"""How Runebound's commands name a player: p1, p2, ..., the player's name or the hero's (or their start)."""

from __future__ import annotations

from rules_engine.grammar import Player
from rules_engine.runebound2.state import Rb2State


def player_words(state: Rb2State) -> tuple[tuple[str, str, str], ...]:
    """For every seat in order: the player's name (the value), the hero's id and the hero's name."""
    return tuple((h.player, h.hero_id, h.hero.name) for h in state.players)


def player(name: str) -> Player:
    """A player typed as p1, p2, ... or by (the start of) the player's or the hero's name."""
    return Player(name, player_words)
