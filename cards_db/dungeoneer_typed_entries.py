"""A Dungeoneer location typed in play ('North tunnel as tunnel 0 0 open open open open'), as a catalogue entry.

The engine reads the words the table typed after a card's name into the session's card
(rules_engine/dungeoneer/typed_locations.py) and never sees the catalogue. Once the move is applied, the app keeps
that card in the table's catalogue for later games (companion/services/typed_catalogue.py): `location_entry` says the
card as the location format describes it (`dungeoneer_format.LOCATION`), to be validated by that kind like every
other path into the catalogue, and `same_location` says whether a catalogue entry already holds the same printed card.
It is the inverse of `rules_engine.dungeoneer.catalogue_cards.location_from`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.dungeoneer.catalogue_cards import location_from
from rules_engine.dungeoneer.exits import SIDES, Exit
from rules_engine.dungeoneer.locations import Hazard, LocationCard
from rules_engine.values import replace


def _exit_entry(side: Exit) -> dict[str, Any]:
    """{"kind": "open"}, or a threat's {"kind": "blocked", "target": 5, "stat": "speed"}."""
    entry: dict[str, Any] = {"kind": str(side.kind)}
    if side.stat is not None:
        entry.update(target=side.target, stat=str(side.stat))
    return entry


def _hazard_entry(hazard: Hazard) -> dict[str, Any]:
    """{"kind": "spikes", "target": 4, "stat": "speed"}; danger has no threat of its own."""
    entry: dict[str, Any] = {"kind": str(hazard.kind)}
    if hazard.target:
        entry["target"] = hazard.target
    if hazard.stat is not None:
        entry["stat"] = str(hazard.stat)
    return entry


def location_entry(card: LocationCard) -> dict[str, Any]:
    """The catalogue entry of a location card, with the card's own id (the one the session's log uses)."""
    entry: dict[str, Any] = {"id": card.id, "name": card.name, "kind": str(card.kind), "glory": card.glory,
                             "peril": card.peril, "exits": {str(side): _exit_entry(card.exit(side)) for side in SIDES}}
    if card.entrance:
        entry["entrance"] = True
    if card.hazard is not None:
        entry["hazard"] = _hazard_entry(card.hazard)
    if card.effect:
        entry["effect"] = card.effect
    return entry


def same_location(card: LocationCard, entry: Mapping[str, Any]) -> bool:
    """Whether a catalogue entry (one the caller found by the card's id or name) prints the same location as `card`:
    its id, name and the spacing of its effect aside. An entry the engine cannot read (a value left unknown) is not
    the same card."""
    try:
        held = location_from(entry)
    except (KeyError, TypeError, ValueError):
        return False
    return replace(held, id=card.id, name=card.name, effect=" ".join(held.effect.split())) == card
