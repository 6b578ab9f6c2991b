"""Adventure cards other than monsters: glory cards (boons, treasures) and peril cards (banes, encounters).

What the app keeps of a card: its cost (a number, or X for "the player chooses"), when it may be
played, how long it lasts, its treasure type, and how it raises inventory limits (the backpack).
Its other effects are the table's to apply; the app shows its text.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.stats import Stat


class Kind(enum.StrEnum):
    """The four kinds of adventure card besides monsters."""

    BOON = "boon"  # glory
    TREASURE = "treasure"  # glory
    BANE = "bane"  # peril: a curse
    ENCOUNTER = "encounter"  # peril: traps and other encounters (monsters are their own cards)

    @property
    def glory(self) -> bool:
        """True for the cards paid with one's own glory."""
        return self in (Kind.BOON, Kind.TREASURE)


class Duration(enum.StrEnum):
    """How long a played card stays."""

    INSTANT = "instant"  # discarded at once; its effect lasts this turn
    PERMANENT = "permanent"  # stays in the inventory until something discards it
    ATTACHMENT = "attachment"  # lies under another card, and goes with it


class Timing(enum.StrEnum):
    """When a card may be played."""

    DUNGEON_LORD = "dungeon-lord"
    DEEDS = "deeds"
    ANY_TIME = "any-time"
    RESPONSE = "response"


@frozen_value(slots=True)
class AdventureCard:
    """One boon, treasure, bane or encounter. `cost` None means X (the payer chooses)."""

    id: str
    name: str
    kind: Kind
    cost: int | None
    timing: Timing
    duration: Duration
    treasure_type: str = ""  # helmet, weapon ... (one treasure of each type)
    raises_boons: int = 0  # the inventory limits it raises (the backpack)
    raises_treasures: int = 0
    solo: bool = True  # False for transfer and shift cards and those that need several heroes
    text: str = ""
    traits: tuple[str, ...] = ()  # words a bane can aim at ("trap", "undead" ...)
    waits_for: tuple[str, ...] = ()  # a bane aimed at particular cards: their ids or traits
    threat_stat: Stat | None = None  # a trap's threat: the value each hero in the location tests ...
    threat_target: int = 0  # ... against this number

    @property
    def trap_threat(self) -> bool:
        """True for a trap encounter with a threat: every hero in its location rolls against it."""
        return self.kind is Kind.ENCOUNTER and "trap" in self.traits and self.threat_stat is not None

    @property
    def counts_against_limit(self) -> bool:
        """Permanent boons and treasures count against the hero's limits; instants and attachments never do."""
        return self.duration is Duration.PERMANENT and self.kind.glory

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> AdventureCard:
        """A card from its validated catalogue entry (`cost` "X" or null for a chosen cost)."""
        cost = data.get("cost")
        return cls(str(data["id"]), str(data["name"]), Kind(data["kind"]), None if cost in ("X", None) else int(cost),
                   Timing(data["timing"]), Duration(data["duration"]), str(data.get("treasure_type", "")),
                   int(data.get("raises_boons", 0)), int(data.get("raises_treasures", 0)),
                   bool(data.get("solo", True)), str(data.get("text", "")),
                   tuple(str(t).lower() for t in data.get("traits", ())),
                   tuple(str(w).lower() for w in data.get("waits_for", ())),
                   Stat(data["threat_stat"]) if data.get("threat_stat") else None,
                   int(data.get("threat_target") or 0))
