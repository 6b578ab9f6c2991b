"""Actions of Runebound 3rd edition outside combat, each registered with a stable kind: every one is declared here
and imported by the module whose rules resolve it (the combat sub-package keeps its own `combat/actions.py`)."""

from __future__ import annotations

from dataclasses import field
from typing import ClassVar

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.chance import DrawnCard
from rules_engine.dice import DiceRoll


@action("runebound3.move")
@frozen_value
class Move(Action):
    """Move the active hero to a neighbouring space the table names, with what kind of space it is."""

    space: str
    kind: str


@action("runebound3.travel")
@frozen_value
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
@frozen_value
class Trade(Action):
    """Trade in the current city: the drawn item card is revealed into its market."""

    card: DrawnCard


@action("runebound3.buy")
@frozen_value
class Buy(Action):
    """Buy an item from the market being traded at; `discard` names which of two items of one type goes (the
    one bought or the one held), empty to keep the one bought."""

    item: str
    discard: str = field(default="", metadata={"omit_when_empty": True})


@action("runebound3.discard_market")
@frozen_value
class DiscardFromMarket(Action):
    """Discard an item from the market being traded at instead of buying."""

    item: str


@action("runebound3.sell")
@frozen_value
class Sell(Action):
    """Sell one of the active hero's items while trading."""

    item: str


@action("runebound3.adventure")
@frozen_value
class Adventure(Action):
    """Flip the challenge token under the hero and draw the challenge card (its kind in the card data)."""

    card: DrawnCard


@action("runebound3.challenge_result")
@frozen_value
class ChallengeResult(Action):
    """The table's result of a drawn event, test or quest: overcome (kept as a trophy) or not."""

    overcome: bool


@action("runebound3.combat_result")
@frozen_value
class CombatResult(Action):
    """The table's outcome of a fight played with the physical tokens: won, defeated or retreated."""

    outcome: str
    wounds: int = 0


@action("runebound3.rest")
@frozen_value
class Rest(Action):
    """Rest: full health in a settlement; outdoors, heal the matches the table rolled on terrain dice."""

    matches: int = 0


@action("runebound3.train")
@frozen_value
class Train(Action):
    """Train: draw up to the hand limit and discard as many as were held."""


@action("runebound3.stand")
@frozen_value
class Stand(Action):
    """A delayed hero stands up, spending the action."""


@action("runebound3.learn")
@frozen_value
class Learn(Action):
    """Learn a skill card from the hand, paying trophies (`cost` and `paid` as colour words)."""

    name: str
    attribute: str
    cost: tuple[str, ...]
    paid: tuple[str, ...]
    #: Past the attribute's limit, the skill of that attribute discarded at once (held or the one learned).
    discard: str = field(default="", metadata={"omit_when_empty": True})


@action("runebound3.give_gold")
@frozen_value
class GiveGold(Action):
    """Barter: a hero gives gold to a hero on the same space, at no action cost, during either's turn.

    `giver` is the giving hero's seat; None (as before) the active hero."""

    to: int
    gold: int
    giver: int | None = field(default=None, metadata={"omit_when_none": True})


@action("runebound3.story")
@frozen_value
class DrawStory(Action):
    """Draw the top story card; card data `quest` true sends it to the story quest zone."""

    card: DrawnCard


@action("runebound3.deal_market")
@frozen_value
class DealMarket(Action):
    """Setup: one item card dealt into the next city market that has fewer than three."""

    card: DrawnCard


@action("runebound3.escape")
@frozen_value
class Escape(Action):
    """Between rounds of a fight, the hero tries to retreat: one terrain die rolled, the neighbouring space
    it would step to (name and kind) and the terrain symbol that step needs ("any" for a city or a road)."""

    space: str
    kind: str
    needs: str
    roll: DiceRoll


# -- resolved in exploration.py --------------------------------------------------------------------


@action("runebound3.explore")
@frozen_value
class Explore(Action):
    """Explore for the drawn quest: the outcome's needed symbols, whether it keeps a trophy, the dice rolled."""

    needs: tuple[str, ...]
    roll: DiceRoll
    trophy: bool = True


# -- resolved in villains.py -----------------------------------------------------------------------


@action("runebound3.villain")
@frozen_value
class FaceVillain(Action):
    """The scenario brings its main villain in: the active hero fights it (no action of its own)."""

    name: str


# -- resolved in fight_heroes.py -------------------------------------------------------------------


@action("runebound3.hero-battle")
@frozen_value
class AttackHero(Action):
    """The active hero attacks the hero of seat `rival`, as the named ability or card allows."""

    rival: int
    ability: str


# -- resolved in placing.py ------------------------------------------------------------------------


@action("runebound3.place_token")
@frozen_value
class PlaceToken(Action):
    """The table lays a challenge token of `colour`, face up, on `space`."""

    space: str
    colour: str


# -- resolved in terrain_dice.py -------------------------------------------------------------------


@action("runebound3.terrain_die")
@frozen_value
class DescribeTerrainDie(Action):
    """The table describes its terrain die: each face the terrain symbols it shows, so the app can roll it."""

    DESCRIBES_THE_BOX: ClassVar[bool] = True
    faces: tuple[tuple[str, ...], ...]


# -- resolved in quests.py -------------------------------------------------------------------------


@action("runebound3.resolve_quest")
@frozen_value
class ResolveQuest(Action):
    """Resolve a kept quest here: its name, or the number of a story quest's token, and the actions its card
    marks with an arrow (None: not said yet)."""

    quest: str
    actions: int | None = None


@action("runebound3.keep_quest")
@frozen_value
class KeepQuest(Action):
    """Put the quest under way back in front of the hero (or in the story quest zone) for later."""


# -- resolved in gains.py --------------------------------------------------------------------------


@action("runebound3.gain")
@frozen_value
class Gain(Action):
    """The table records what a card gave a hero (gold, skill cards, wounds), naming the card; no action spent."""

    seat: int
    effects: str
    card: str


# -- resolved in attribute_tests.py ----------------------------------------------------------------


@action("runebound3.begin_test")
@frozen_value
class BeginTest(Action):
    """The drawn challenge asks for a test of an attribute, with the modifier printed (+1, -1 or 0)."""

    attribute: str
    modifier: int = 0


@action("runebound3.reveal_skill")
@frozen_value
class RevealSkill(Action):
    """One skill card revealed for the test; `data["success"]` says whether it shows the success symbol."""

    card: DrawnCard


@action("runebound3.exert_test")
@frozen_value
class ExertTest(Action):
    """Exert: discard a skill card from hand to reveal one more card for the test."""


@action("runebound3.end_test")
@frozen_value
class EndTest(Action):
    """Take the test's result now: passed on a success, otherwise failed (the challenge discarded)."""


# -- resolved in item_barter.py --------------------------------------------------------------------


@action("runebound3.give_item")
@frozen_value
class GiveItem(Action):
    """Barter: a hero gives one of its items to the hero in seat `to` on the same space, during either's turn."""

    to: int
    item: str
    #: Which of the receiver's two items of one type goes (the one given or the one held); empty: the one held.
    discard: str = field(default="", metadata={"omit_when_empty": True})
    #: The giving hero's seat; None (as before) the active hero.
    giver: int | None = field(default=None, metadata={"omit_when_none": True})


# -- resolved in dice_moves.py ---------------------------------------------------------------------


@action("runebound3.move_roll")
@frozen_value
class MoveRoll(Action):
    """Move by terrain dice (one action): the hero's terrain dice as rolled, as many as its speed."""

    roll: DiceRoll


@action("runebound3.move_reroll")
@frozen_value
class MoveReroll(Action):
    """Exert during a move: discard a skill card to roll die `die` (numbered from 0) again; `roll` is that die."""

    die: int
    roll: DiceRoll


@action("runebound3.move_step")
@frozen_value
class MoveStep(Action):
    """Spend die `die` (numbered from 0) to enter a space: its name, its kind, and the terrain it needs."""

    die: int
    space: str
    kind: str
    needs: str


@action("runebound3.move_end")
@frozen_value
class EndMove(Action):
    """Stop the move: the dice not yet spent are lost."""


# -- resolved in outdoor_rest.py -------------------------------------------------------------------


@action("runebound3.rest_dice")
@frozen_value
class RestRoll(Action):
    """Rest outdoors: the terrain of the hero's space as the table reads it, and the terrain dice rolled."""

    terrain: str
    roll: DiceRoll


# -- resolved in events.py -------------------------------------------------------------------------


@action("runebound3.event_option")
@frozen_value
class ChooseOption(Action):
    """Choose option 1 or 2 of the drawn event card."""

    option: int
