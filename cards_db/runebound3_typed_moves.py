"""What a Runebound 3e move typed from the table's own box, as the catalogue entry it becomes: the terrain die the
table described in play (`terrain-die …`, `DescribeTerrainDie`), kept as the table's one terrain die so that the next
game rolls it without asking (`companion.services.typed_catalogue`). Registered by `cards_db.runebound3`.
"""

from __future__ import annotations

from cards_db.terrain_die_typed import terrain_die_card
from cards_db.typed_entries import TypedCard
from rules_engine.actions import Action
from rules_engine.runebound3.actions import DescribeTerrainDie
from rules_engine.runebound3.state import R3State

GAME = "runebound3"


def typed_cards(action: Action, state: object) -> tuple[TypedCard, ...]:
    """What `action` typed from the table's box (`state`: the session after it)."""
    assert isinstance(state, R3State)
    if isinstance(action, DescribeTerrainDie) and state.terrain_faces:
        return (terrain_die_card(GAME, state.terrain_faces),)
    return ()
