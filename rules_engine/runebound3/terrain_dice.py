"""The session's terrain die: the faces the table described once in its catalogue let the app roll it;
without them the die is entered only (the table types what its own dice show)."""

from __future__ import annotations

from rules_engine.dice import DieSpec, Face
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.state import R3State


def terrain_die(state: R3State) -> DieSpec:
    """The terrain die of this session: with the catalogue's faces when described, else `TERRAIN_DIE` (entered)."""
    if not state.terrain_faces:
        return TERRAIN_DIE
    faces = tuple(Face("+".join(symbols), None, symbols) for symbols in state.terrain_faces)
    return DieSpec(TERRAIN_DIE.id, TERRAIN_DIE.name, faces, kind="symbols", symbols_allowed=TERRAIN_SYMBOLS)
