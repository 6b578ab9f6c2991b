"""Who a typed player name means: the seat the Class Decks' refusals and actions speak of.

(The refusals themselves are core requirement values, `rules_engine.requirements.Requirement`.)
"""

from __future__ import annotations

from rules_engine.runebound2.state import Rb2State


def seat_of(state: Rb2State, player: str) -> int | None:
    """The seat of a player named (case-insensitive), or None."""
    key = player.strip().casefold()
    return next((i for i, p in enumerate(state.players) if p.player.casefold() == key), None)
