"""One player's hero during a game: where it is, its health, points, level and what it did this turn."""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.dungeon_map import Cell
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.heroes import HeroCard
from rules_engine.dungeoneer.stats import Stat


@frozen_value
class HeroState:
    """A player and their hero. `visited` lists the locations entered this turn (new ones give points)."""

    player: str
    hero: HeroCard
    cell: Cell
    level: int = 1
    wounds: int = 0
    glory: int = 0
    peril: int = 0
    points: int = 0  # action points left
    saved_point: bool = False  # one point kept for other players' turns
    fallen: bool = False
    visited: frozenset[Cell] = frozenset()
    moved: bool = False  # moved in its own turn this turn
    holding: tuple[Cell, Side] | None = None  # a blocked exit it opened and still stands at
    quests_done: int = 0
    defeated: bool = False
    lair: tuple[str, ...] = ()  # monsters this player keeps in the lair, by id (three at most)
    quests: tuple[str, ...] = ()  # personal quests, by id
    inventory: tuple[str, ...] = ()  # adventure cards in play on this hero (boons, treasures, banes), by id
    hand: int = 5  # adventure cards in the player's hidden hand (a count; solo keeps its glory hand by name)
    # battle values a card changed for this turn (form, amount), recorded by the table (card_effects.py)
    boosts: tuple[tuple[Stat, int], ...] = field(default=(), metadata={"omit_when_empty": True})

    @property
    def health(self) -> int:
        """Health left."""
        return max(self.hero.health - self.wounds, 0)

    def value(self, stat: Stat) -> int:
        """The value a threat or a battle roll adds for this hero now."""
        if stat is Stat.LEVEL:
            return self.level
        if stat is Stat.HEALTH:
            return self.health
        return self.hero.value(stat, self.level) + sum(amount for form, amount in self.boosts if form is stat)
