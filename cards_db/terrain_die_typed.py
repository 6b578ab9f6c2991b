"""The table's terrain die described in play (`terrain-die …`, either Runebound edition), as the one terrain die its
catalogue keeps, so that the next game rolls it without asking: used by both editions' makers of typed cards
(`cards_db/runebound2_typed_moves.py`, `runebound3_typed_moves.py`)."""

from __future__ import annotations

from typing import Any

from cards_db.typed_entries import TypedCard
from rules_engine.messages import N_, Message

#: The id and name of the terrain die a table describes in play (the catalogue form's example names it so too).
TABLE_DIE_ID = "table-terrain-dice"
TABLE_DIE_NAME = "Our terrain dice"


def _faces(faces: Any) -> list[list[str]]:
    return [[str(symbol) for symbol in face] for face in faces]


def terrain_die_card(game: str, faces: tuple[tuple[str, ...], ...]) -> TypedCard:
    """The table's terrain die described in play, as the one terrain die its catalogue keeps (either edition)."""
    described = _faces(faces)
    return TypedCard(game, "terrain-dice", {"id": TABLE_DIE_ID, "name": TABLE_DIE_NAME, "faces": described},
                     lambda held: _faces(held.get("faces") or ()) == described,
                     fill=lambda held: {**held, "faces": described}, single=True,
                     several=N_("The terrain die is kept in this game only: your catalogue holds several, and a new "
                                "game rolls one only when it holds one (the Catalogue's form forgets the others)."),
                     saved=N_("The terrain die is saved in your catalogue: a later game rolls it without asking."),
                     shown=Message("The terrain die"))
