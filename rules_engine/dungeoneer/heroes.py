"""Hero cards: health, inventory limits, the special ability, and melee, magic and speed by level.

Hero data comes from the catalogue copied into a session at setup (`catalogue["heroes"][id]`):
the book shows the card's layout but not every hero's numbers, so the table's import supplies
them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.stats import Stat


@frozen_value(slots=True)
class HeroCard:
    """One hero card. `melee`, `magic` and `speed` list the values printed for levels 1, 2, 3 ..."""

    id: str
    name: str
    health: int
    boon_limit: int
    treasure_limit: int
    melee: tuple[int, ...]
    magic: tuple[int, ...]
    speed: tuple[int, ...]
    ability: str = ""

    def value(self, stat: Stat, level: int) -> int:
        """The printed value of a battle form at a level (the highest printed level beyond the card)."""
        values = {Stat.MELEE: self.melee, Stat.MAGIC: self.magic, Stat.SPEED: self.speed}[stat]
        return values[min(max(level, 1), len(values)) - 1]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> HeroCard:
        """A hero from its validated catalogue entry."""
        return cls(str(data["id"]), str(data["name"]), int(data["health"]), int(data["boon_limit"]),
                   int(data["treasure_limit"]), tuple(int(v) for v in data["melee"]),
                   tuple(int(v) for v in data["magic"]), tuple(int(v) for v in data["speed"]),
                   str(data.get("ability", "")))
