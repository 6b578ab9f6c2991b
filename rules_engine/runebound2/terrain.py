"""The seven terrains, hexes as the table names them, terrain dice, and path validation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dice import DieSpec, Face
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name
from rules_engine.terrain_names import terrain_id

TERRAINS = ("plains", "road", "river", "swamp", "forest", "hills", "mountains")
CITY = "city"

#: Words a table may type for a terrain (English and the common short forms).
TERRAIN_WORDS = {
    "plains": "plains", "plain": "plains", "road": "road", "river": "river", "swamp": "swamp",
    "forest": "forest", "hills": "hills", "hill": "hills", "mountains": "mountains",
    "mountain": "mountains",
}


@frozen_value(slots=True)
class Hex:
    """A hex as the table names it: a label, its terrain, a city name, what lies on it.

    `adventure` is the colour of the adventure counter lying there ('' when none); the board's
    geometry stays on the table, so the app only knows what the table tells it.
    """

    label: str
    terrain: str = ""
    city: str = ""
    adventure: str = ""

    @property
    def is_city(self) -> bool:
        """True for a city hex."""
        return bool(self.city)

    def describe(self) -> str:
        """The hex as a short phrase, e.g. 'H12 (forest, yellow counter)'."""
        if self.city:
            what: str = Message("city of {city}", city=printed_name(self.city))
        else:
            what = word(self.terrain) if self.terrain else Message("unknown terrain")
        if self.adventure:
            what = Message("{what}, {colour} counter", what=what, colour=word(self.adventure))
        return Message("{label} ({what})", label=self.label, what=what) if self.label and self.label != self.city else what


@frozen_value(slots=True)
class PathStep:
    """One hex entered during movement: its label (may be empty) and terrain ('city' for a city)."""

    label: str
    terrain: str


def terrain_die(described: Mapping[str, Any] | None = None) -> DieSpec:
    """The terrain die: with the faces the table described, or symbols-only (entered, not rolled)."""
    if described and described.get("faces"):
        faces = tuple(
            Face("+".join(symbols), index + 1, tuple(symbols))
            for index, symbols in enumerate(tuple(tuple(f) for f in described["faces"]))
        )
        return DieSpec("terrain", str(described.get("name", "terrain die")), faces, kind="symbols")
    return DieSpec("terrain", "terrain die", (), kind="symbols", symbols_allowed=TERRAINS)


FACES_PER_DIE = 6


def face_problem(faces: Sequence[Sequence[str]]) -> str:
    """Why these faces cannot be a terrain die ('' when they can): six faces of two or three terrains."""
    if len(faces) != FACES_PER_DIE:
        return Message("a terrain die has {count} faces, not {given}", count=FACES_PER_DIE, given=len(faces))
    for number, face in enumerate(faces, start=1):
        if not 2 <= len(face) <= 3:
            return Message("face {number} must show two or three terrains", number=number)
        bad = [s for s in face if s not in TERRAINS]
        if bad:
            return Message("face {number}: {terrains} is not a terrain", number=number, terrains=", ".join(bad))
        if len(set(face)) != len(face):
            return Message("face {number} repeats a terrain", number=number)
    return ""


def dice_symbols(faces: Sequence[Face]) -> tuple[tuple[str, ...], ...]:
    """The terrain symbols each rolled die shows."""
    return tuple(tuple(TERRAIN_WORDS.get(terrain_id(s), terrain_id(s)) for s in face.symbols) for face in faces)


def match_path(path: Sequence[PathStep], dice: Sequence[Sequence[str]]) -> list[int] | None:
    """Assign a distinct die to every hex of the path, or None when the dice cannot pay for it.

    A die can serve a hex whose terrain is among its symbols; any die serves a city. Solved as a
    bipartite matching, so the order in which the table lists dice never matters.
    """
    owner: dict[int, int] = {}

    def fits(step: PathStep, die: Sequence[str]) -> bool:
        return step.terrain == CITY or step.terrain in die

    def augment(hex_index: int, seen: set[int]) -> bool:
        for die_index, die in enumerate(dice):
            if die_index in seen or not fits(path[hex_index], die):
                continue
            seen.add(die_index)
            if die_index not in owner or augment(owner[die_index], seen):
                owner[die_index] = hex_index
                return True
        return False

    for index in range(len(path)):
        if not augment(index, set()):
            return None
    assignment = [0] * len(path)
    for die_index, hex_index in owner.items():
        assignment[hex_index] = die_index
    return assignment


def hazard_hits(terrain: str, dice: Sequence[Sequence[str]]) -> bool:
    """Road hazards: True when no die shows the terrain of the hex (the party meets a hazard)."""
    return not any(terrain in die for die in dice)
