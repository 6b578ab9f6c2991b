"""Market cards as the table enters them: items and allies for sale, and what they become once bought."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.heroes import Character, Item, Usage
from rules_engine.runebound2.limits import canonical_class

#: How an item is used, as a market card spells it.
USAGES = tuple(Usage)

#: The numbers printed on a market card; none is ever below zero.
CARD_NUMBERS = ("cost", "life", "stamina", "mind", "body", "spirit", "ranged", "melee", "magic")


@frozen_value(slots=True)
class Acquisition:
    """A market card (item or ally) as the table enters it."""

    name: str
    kind: str  # "item" | "ally"
    cost: int
    item_class: str = ""
    item_type: str = ""
    usage: str = "constant"
    life: int = 0
    stamina: int = 0
    mind: int = 0
    body: int = 0
    spirit: int = 0
    ranged: int = 0
    melee: int = 0
    magic: int = 0
    wards: bool = False  # an item the table marks as warding wounds (armour always may)

    def as_item(self) -> Item:
        """The item the hero carries after buying this card (its use already checked)."""
        return Item(self.name, self.cost, canonical_class(self.item_class), self.item_type.casefold(), Usage(self.usage),
                    wards=self.wards)

    def as_ally(self) -> Character:
        """The ally the hero leads after hiring this card."""
        return Character(
            self.name, self.life, self.stamina, self.mind, self.body, self.spirit,
            self.ranged, self.melee, self.magic, cost=self.cost,
        )

    def describe(self) -> str:
        """One line for the screen."""
        if self.kind == "ally":
            return (f"{self.name} (ally, {self.cost} gold: life {self.life}, stamina {self.stamina}, "
                    f"{self.mind}/{self.body}/{self.spirit}, damage {self.ranged}/{self.melee}/{self.magic})")
        kind = "/".join(x for x in (self.item_class, self.item_type) if x) or "item"
        return f"{self.name} ({kind}, {self.cost} gold, {self.usage})"
