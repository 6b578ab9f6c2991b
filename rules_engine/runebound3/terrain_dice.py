"""The session's terrain die: the faces the table described once let the app roll it; without them the die is
entered only (the table types what its own dice show).

The faces come from the catalogue at setup (`setup.terrain_faces_from`: the catalogue form and an import check them
with the kind's schema) or from `terrain-die` typed in a game (`DescribeTerrainDie`), each checked by `face_problem`,
the catalogue's rule (`cards_db.runebound3.validate_terrain_die`): every face one to three different terrain symbols.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.dice import DieSpec, Face
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import DescribeTerrainDie
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.state import R3State
from rules_engine.values import replace
from rules_engine.runebound3.words import terrain_words

RULE = "runebound3.terrain-die"


def terrain_die(state: R3State) -> DieSpec:
    """The terrain die of this session: with the described faces when there are some, else `TERRAIN_DIE` (entered)."""
    if not state.terrain_faces:
        return TERRAIN_DIE
    faces = tuple(Face("+".join(symbols), None, symbols) for symbols in state.terrain_faces)
    return DieSpec(TERRAIN_DIE.id, TERRAIN_DIE.name, faces, kind="symbols", symbols_allowed=TERRAIN_SYMBOLS)


def face_problem(faces: Sequence[Sequence[str]]) -> Message | None:
    """Why these faces cannot be the terrain die's (None when they can): a face of no symbol, or one no die shows."""
    if not faces:
        return Message("a terrain die has faces: give each face's symbols, joined by + (plains+road forest water)")
    for number, face in enumerate(faces, start=1):
        unknown = [s for s in face if s not in TERRAIN_SYMBOLS]
        if not face or unknown:
            return Message("face {number} ({face}): each face shows one or more of {symbols}", number=number,
                           face="+".join(face) or "-", symbols=terrain_words(TERRAIN_SYMBOLS, ", "))
        if len(face) > 3 or len(set(face)) != len(face):
            return Message("face {number} ({face}): a face shows one to three different terrain symbols",
                           number=number, face="+".join(face))
    return None


def describe_terrain_die(state: R3State, act: DescribeTerrainDie, ref: Referee) -> R3State:
    """The state whose terrain die has the faces the table typed; a bad face is named and nothing changes."""
    faces = tuple(tuple(s.strip().casefold() for s in face) for face in act.faces)
    problem = face_problem(faces)
    if problem is not None:
        ref.require(False, RULE, problem, hard=True)
    ref.cite(RULE)
    return replace(state, terrain_faces=faces)
