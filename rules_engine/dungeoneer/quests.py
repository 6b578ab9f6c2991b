"""Quest cards: where a quest can be done, its category, and for the categories the app rolls for
(threat and chance quests) the numbers it needs; a hunt quest's monster, a seek quest's search
number, an escort's two locations (where it starts, where it ends). Influence and sacrifice
conditions are judged by the table from the card; the app keeps the costs, places and rewards.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.stats import Stat


class Category(enum.StrEnum):
    """The seven quest categories."""

    INFLUENCE = "influence"
    SACRIFICE = "sacrifice"
    HUNT = "hunt"
    SEEK = "seek"
    ESCORT = "escort"
    THREAT = "threat"
    CHANCE = "chance"


@frozen_value(slots=True)
class QuestCard:
    """One quest card. `target` is the threat's or the chance roll's number; `dice` the chance roll's dice."""

    id: str
    name: str
    category: Category
    locations: tuple[str, ...]  # ids of the locations where it can be done ('' for a seek quest's unknown place)
    levels: int = 1  # the reward: heroic levels gained
    stat: Stat | None = None  # a threat quest's tested value
    target: int = 0
    dice: int = 1  # a chance quest's dice (the highest counts)
    extra_die_glory: int = 0  # a chance quest's price of one more die in an attempt (0: none)
    text: str = ""
    monster: str = ""  # a hunt quest's monster, by id
    seek_target: int = 0  # a seek quest's search number (a die plus the locations from the nearest entrance)
    extra_dice_max: int = 1  # the most extra dice one attempt may buy (the magic fish sells one)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> QuestCard:
        """A quest from its validated catalogue entry."""
        stat = data.get("stat")
        return cls(str(data["id"]), str(data["name"]), Category(data["category"]),
                   tuple(str(x) for x in data.get("locations", ())), int(data.get("levels", 1)),
                   Stat(stat) if stat else None, int(data.get("target", 0)), int(data.get("dice", 1)),
                   int(data.get("extra_die_glory", 0)), str(data.get("text", "")), str(data.get("monster") or ""),
                   int(data.get("seek_target") or 0), int(data.get("extra_dice_max", 1)))
