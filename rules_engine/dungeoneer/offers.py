"""The placement dialog's offers (`Game.offers` with `PlacingAt(cell)`): each location left in the deck, placed in one
cell, with the engine's verdict on it (allowed, with who places it under the fair placement variant, or refused
with the reason and the rule). Worked out only when the dialog opens, never on a move.
"""

from __future__ import annotations

from collections.abc import Callable

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.words import named
from rules_engine.ruling import Ruling
from rules_engine.verdicts import Verdict


@frozen_value(slots=True)
class PlacingAt:
    """The step of placing the location drawn in one cell of the map (a key of `Game.offers`)."""

    cell: tuple[int, int]


@frozen_value(slots=True)
class Placement:
    """A location card the deck holds, by id and name, placed in the cell asked about, with its verdict."""

    card_id: str
    name: str  # the card's name as the table reads it (`words.named`)
    verdict: Verdict


def placements(state: DgState, at: PlacingAt, check: Callable[[DgState, Action], Ruling]) -> tuple[Placement, ...]:
    """Every location left in the deck placed in the cell, each ruled on by `check` (the game's)."""
    found = []
    for card_id in state.locations:
        place = PlaceLocation(card_id, at.cell)
        found.append(Placement(card_id, named(state.card(card_id).name), Verdict(place, check(state, place))))
    return tuple(found)
