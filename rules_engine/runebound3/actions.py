"""Actions of Runebound 3rd edition outside combat, each registered with a stable kind."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_engine.actions import Action, action
from rules_engine.chance import DrawnCard
from rules_engine.dice import DiceRoll


@action("runebound3.move")
@dataclass(frozen=True)
class Move(Action):
    """Move the active hero to a neighbouring space the table names, with what kind of space it is."""

    space: str
    kind: str


@action("runebound3.travel")
@dataclass(frozen=True)
class Travel(Action):
    """Move by terrain dice: the faces the table rolled (after any rerolls) and the spaces entered in order.

    There is no map: each step is (space, kind, terrain needed), the terrain as the table reads it
    off the board, or "any" where any face will do (entering a city, staying on a road or bridge).
    Each face is its terrain symbols joined by "+"; `exerted` counts skill cards discarded to reroll.
    """

    faces: tuple[str, ...]
    steps: tuple[tuple[str, str, str], ...]
    exerted: int = 0


@action("runebound3.trade")
@dataclass(frozen=True)
class Trade(Action):
    """Trade in the current city: the drawn item card is revealed into its market."""

    card: DrawnCard


@action("runebound3.buy")
@dataclass(frozen=True)
class Buy(Action):
    """Buy an item from the market being traded at; `discard` names which of two items of one type goes (the
    one bought or the one held), empty to keep the one bought."""

    item: str
    discard: str = field(default="", metadata={"omit_when_empty": True})


@action("runebound3.discard_market")
@dataclass(frozen=True)
class DiscardFromMarket(Action):
    """Discard an item from the market being traded at instead of buying."""

    item: str


@action("runebound3.sell")
@dataclass(frozen=True)
class Sell(Action):
    """Sell one of the active hero's items while trading."""

    item: str


@action("runebound3.adventure")
@dataclass(frozen=True)
class Adventure(Action):
    """Flip the challenge token under the hero and draw the challenge card (its kind in the card data)."""

    card: DrawnCard


@action("runebound3.challenge_result")
@dataclass(frozen=True)
class ChallengeResult(Action):
    """The table's result of a drawn event, test or quest: overcome (kept as a trophy) or not."""

    overcome: bool


@action("runebound3.combat_result")
@dataclass(frozen=True)
class CombatResult(Action):
    """The table's outcome of a fight played with the physical tokens: won, defeated or retreated."""

    outcome: str
    wounds: int = 0


@action("runebound3.rest")
@dataclass(frozen=True)
class Rest(Action):
    """Rest: full health in a settlement; outdoors, heal the matches the table rolled on terrain dice."""

    matches: int = 0


@action("runebound3.train")
@dataclass(frozen=True)
class Train(Action):
    """Train: draw up to the hand limit and discard as many as were held."""


@action("runebound3.stand")
@dataclass(frozen=True)
class Stand(Action):
    """A delayed hero stands up, spending the action."""


@action("runebound3.learn")
@dataclass(frozen=True)
class Learn(Action):
    """Learn a skill card from the hand, paying trophies (`cost` and `paid` as colour words)."""

    name: str
    attribute: str
    cost: tuple[str, ...]
    paid: tuple[str, ...]
    #: Past the attribute's limit, the skill of that attribute discarded at once (held or the one learned).
    discard: str = field(default="", metadata={"omit_when_empty": True})


@action("runebound3.give_gold")
@dataclass(frozen=True)
class GiveGold(Action):
    """Barter: a hero gives gold to a hero on the same space, at no action cost, during either's turn.

    `giver` is the giving hero's seat; None (as before) the active hero."""

    to: int
    gold: int
    giver: int | None = field(default=None, metadata={"omit_when_none": True})


@action("runebound3.story")
@dataclass(frozen=True)
class DrawStory(Action):
    """Draw the top story card; card data `quest` true sends it to the story quest zone."""

    card: DrawnCard


@action("runebound3.deal_market")
@dataclass(frozen=True)
class DealMarket(Action):
    """Setup: one item card dealt into the next city market that has fewer than three."""

    card: DrawnCard


@action("runebound3.escape")
@dataclass(frozen=True)
class Escape(Action):
    """Between rounds of a fight, the hero tries to retreat: one terrain die rolled, the neighbouring space
    it would step to (name and kind) and the terrain symbol that step needs ("any" for a city or a road)."""

    space: str
    kind: str
    needs: str
    roll: DiceRoll
