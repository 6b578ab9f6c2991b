"""A Dungeoneer card typed in play ('North tunnel as tunnel 0 0 open open open open', 'Dragon as monster 3 health 2
melee 4', 'Lantern as boon 1 permanent'), as a catalogue entry.

The engine reads the words the table typed after a card's name into the session's card
(rules_engine/dungeoneer/typed_locations.py, typed_cards.py) and never sees the catalogue. Once the move is applied,
the app keeps that card in the table's catalogue for later games (companion/services/typed_catalogue.py): each
`…_entry` says the card as its kind's format describes it (`dungeoneer_format.LOCATION`, `MONSTER`, `CARD`), to be
validated by that kind like every other path into the catalogue, and each `same_…` says whether a catalogue entry
already holds the same printed card. They are the inverses of the engine's readers: `catalogue_cards.location_from`,
`MonsterCard.from_data`, `AdventureCard.from_data`. A monster or adventure card typed in play is known in its session
by its name; its entry's id is that name in lower case, words joined by hyphens (`typed_locations.location_id`), as
a location's is, and the session reading the entry back knows it by that id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.catalogue_cards import location_from
from rules_engine.dungeoneer.exits import SIDES, Exit
from rules_engine.dungeoneer.locations import Hazard, LocationCard
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.typed_locations import location_id
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


def monster_entry(card: MonsterCard) -> dict[str, Any]:
    """The catalogue entry of a monster typed in play: each form it prints with its value, `"attacks": false` for
    one it only counters in."""
    forms: dict[str, dict[str, Any]] = {}
    for form in card.forms:
        forms[str(form.stat)] = {"value": form.value, **({} if form.attacks else {"attacks": False}),
                                 **({"strike": form.strike} if form.strike else {})}
    entry: dict[str, Any] = {"id": location_id(card.id), "name": card.name, "health": card.health, "cost": card.cost,
                             "forms": forms}
    if card.ability:
        entry["ability"] = card.ability
    if card.traits:
        entry["traits"] = list(card.traits)
    return entry


def same_monster(card: MonsterCard, entry: Mapping[str, Any]) -> bool:
    """Whether a catalogue entry prints the same monster as `card`, its id and name aside (an entry the engine
    cannot read, a value left unknown, is not the same card)."""
    try:
        held = MonsterCard.from_data(entry)
    except (KeyError, TypeError, ValueError):
        return False
    return replace(held, id=card.id, name=card.name) == card


def card_entry(card: AdventureCard) -> dict[str, Any]:
    """The catalogue entry of a boon, treasure, bane or encounter typed in play (`"cost": null` for X); a field
    left at its default is left out, as the catalogue's own entries leave it."""
    entry: dict[str, Any] = {"id": location_id(card.id), "name": card.name, "kind": str(card.kind), "cost": card.cost,
                             "timing": str(card.timing), "duration": str(card.duration)}
    optional: dict[str, Any] = {"treasure_type": card.treasure_type, "raises_boons": card.raises_boons,
                                "raises_treasures": card.raises_treasures, "text": card.text,
                                "traits": list(card.traits), "waits_for": list(card.waits_for)}
    entry.update((key, value) for key, value in optional.items() if value)
    if not card.solo:
        entry["solo"] = False
    if card.threat_stat is not None:
        entry.update(threat_stat=str(card.threat_stat), threat_target=card.threat_target)
    return entry


def same_card(card: AdventureCard, entry: Mapping[str, Any]) -> bool:
    """Whether a catalogue entry prints the same adventure card as `card`, its id and name aside."""
    try:
        held = AdventureCard.from_data(entry)
    except (KeyError, TypeError, ValueError):
        return False
    return replace(held, id=card.id, name=card.name) == card
