"""Every action a Runebound 2nd edition table can take, with its stable JSON form."""

from __future__ import annotations

from typing import ClassVar

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll
from rules_engine.runebound2.acquisitions import Acquisition
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.terrain import PathStep

# -- hero values ------------------------------------------------------------------------------


@action("runebound2.hero_values")
@frozen_value
class SetHeroValues(Action):
    """Values from a hero card that the catalogue did not know, typed by the table."""

    player: str
    values: tuple[tuple[str, int], ...]


@action("runebound2.terrain_die")
@frozen_value
class DescribeTerrainDie(Action):
    """The faces of the table's terrain dice (six faces of two or three terrains), so the app can roll them."""

    DESCRIBES_THE_BOX: ClassVar[bool] = True
    faces: tuple[tuple[str, ...], ...]


# -- turn and movement --------------------------------------------------------------------------


@action("runebound2.next")
@frozen_value
class NextStep(Action):
    """Finish the current step (or the turn) and go on."""


@action("runebound2.roll_movement")
@frozen_value
class RollMovement(Action):
    """Roll terrain dice (None: roll none and stay); `rest` names who sheds exhaustion per die not rolled."""

    roll: DiceRoll | None
    rest: tuple[str, ...] = ()


@action("runebound2.move")
@frozen_value
class Move(Action):
    """Move along a path paid for by the movement dice; `adventure` is the counter colour on the last hex."""

    path: tuple[PathStep, ...]
    adventure: str = ""


@action("runebound2.step")
@frozen_value
class StepAdjacent(Action):
    """Step to one adjacent hex instead of rolling."""

    to: PathStep
    adventure: str = ""


# -- adventures ---------------------------------------------------------------------------------


@action("runebound2.adventure")
@frozen_value
class TakeAdventure(Action):
    """Take the adventure here: draw from the counter's deck, or (track=True) fight the marker's card."""

    track: bool = False


@action("runebound2.card")
@frozen_value
class DrawCard(Action):
    """The adventure card the table drew (challenge, event or encounter)."""

    card: AdventureCard


@action("runebound2.encounter_done")
@frozen_value
class EncounterDone(Action):
    """The encounter has been played out as its card says; it leaves the game.

    With `name`, an encounter left open on an earlier turn ('later') is finished.
    """

    name: str = ""


@action("runebound2.encounter_later")
@frozen_value
class EncounterLater(Action):
    """The encounter being played needs several turns: it stays open with the hero, and drawing goes on."""


@action("runebound2.encounter_fight")
@frozen_value
class EncounterFight(Action):
    """The encounter being played calls for a fight: its opponent's values, fought as a real combat."""

    card: AdventureCard


@action("runebound2.refresh_counters")
@frozen_value
class RefreshCounters(Action):
    """Adventure counters put back on the board from the reserve after an event (by colour)."""

    colours: tuple[str, ...]


@action("runebound2.negotiate")
@frozen_value
class Negotiate(Action):
    """Open negotiations with another hero on this hex."""

    player: str


@action("runebound2.give")
@frozen_value
class Give(Action):
    """Hand gold, an item or an ally to the hero negotiated with (either direction)."""

    giver: str
    receiver: str
    gold: int = 0
    item: str = ""
    ally: str = ""


@action("runebound2.counter")
@frozen_value
class TakeCounter(Action):
    """Record the adventure counter taken after a victory: the experience on its back."""

    xp: int


# -- combat -------------------------------------------------------------------------------------


@action("runebound2.before")
@frozen_value
class BeforeCombat(Action):
    """A before-combat ability: the card's, the hero's, an ally's, or an item's (named).

    With `attack` ('ranged', 'melee', 'magic') it is an attack roll against the opponent; a
    success deals `wounds`. `exhaust` is the exhaustion the ability costs. `ability` names which of
    a character's before-combat abilities this is, when it has several (each may be used once).
    """

    source: str
    item: str = ""
    attack: str = ""
    roll: DiceRoll | None = None
    exhaust: int = 0
    wounds: int = 1
    bonus: int = 0
    side: str = ""  # duels: "defender" or "aggressor"
    ability: str = ""  # which of a character's before-combat abilities, as printed (each is used once)


@action("runebound2.fight")
@frozen_value
class Fight(Action):
    """Before-combat is over: the first round begins."""


@action("runebound2.flee")
@frozen_value
class Flee(Action):
    """Try to flee: 2d10 + Mind against the opponent's Mind; `to` names the hex the party entered from."""

    roll: DiceRoll
    bonus: int = 0
    to: str = ""


@action("runebound2.stay")
@frozen_value
class Stay(Action):
    """Do not flee this round: go on to the ranged phase."""


@action("runebound2.attack")
@frozen_value
class Attack(Action):
    """Attack in the current phase with the hero or an ally."""

    phase: str
    by: str
    roll: DiceRoll
    bonus: int = 0
    extra_damage: int = 0


@action("runebound2.defend")
@frozen_value
class Defend(Action):
    """The hero defends in the current phase (no roll needed against zero damage)."""

    phase: str
    roll: DiceRoll | None = None
    bonus: int = 0
    by: str = ""  # who the table named as defending ('' or the hero); allies never defend


@action("runebound2.duel")
@frozen_value
class StartDuel(Action):
    """Attack another hero on this hex."""

    player: str


@action("runebound2.duel_exchange")
@frozen_value
class DuelExchange(Action):
    """One duel phase: the defender's 2d10 (the first two dice) set the target of the aggressor's."""

    phase: str
    choice: str  # "attack" | "defend"
    by: str
    roll: DiceRoll
    defender_bonus: int = 0
    aggressor_bonus: int = 0


@action("runebound2.duel_flee")
@frozen_value
class DuelFlee(Action):
    """The aggressor tries to flee: defender's Mind roll (first two dice) against the aggressor's.

    `to` names the hex the aggressor's party returns to when the app does not know it.
    """

    roll: DiceRoll
    to: str = ""


@action("runebound2.recover")
@frozen_value
class Recover(Action):
    """Finish a knock-out: the nearest city the table chose and, among equals, the asset lost."""

    city: str
    lose: str = ""


@action("runebound2.take_wounds")
@frozen_value
class TakeWounds(Action):
    """No card wards the wounds being dealt: they land now (and a knock-out follows if they reach life)."""


@action("runebound2.keep")
@frozen_value
class KeepCard(Action):
    """What a kept adventure card becomes: an item, an ally, or an adventure card kept as it is.

    `as_what` is 'item', 'ally', 'card' or 'decline' (an offered ally or item turned down).
    """

    as_what: str
    card: Acquisition | None = None


@action("runebound2.spoils")
@frozen_value
class Spoils(Action):
    """What the duel winner takes: an item, an ally, an adventure card, or all the gold."""

    kind: str
    name: str = ""


# -- cards, wounds, checks ------------------------------------------------------------------------


@action("runebound2.activate")
@frozen_value
class Activate(Action):
    """Activate (turn down) an hourglass card; `ward` prevents that many wounds just dealt to the hero."""

    name: str
    ward: int = 0
    player: str = ""  # in a duel, the defender may activate one of their own cards


@action("runebound2.use")
@frozen_value
class UseItem(Action):
    """Use a star item: it is discarded under the market deck."""

    name: str


@action("runebound2.discard")
@frozen_value
class Discard(Action):
    """Discard an item or ally at any time."""

    name: str


@action("runebound2.effect")
@frozen_value
class Effect(Action):
    """A card effect the table applies: gold, wound, exhaust, heal (wounds) or rest (exhaustion).

    `by` names whose ability it is (a character, or an item the hero carries); such an ability
    applies only to its owner unless `card_allows_others` says the card's text names others.
    """

    kind: str
    who: str = "hero"
    amount: int = 1
    by: str = ""
    card_allows_others: bool = False


@action("runebound2.ability")
@frozen_value
class UseAbility(Action):
    """Use an ability that costs exhaustion (refused if it would pass stamina)."""

    who: str
    exhaust: int
    note: str = ""


@action("runebound2.check")
@frozen_value
class SkillCheck(Action):
    """A skill check: 2d10 + attribute + skill bonus + other bonus against a target."""

    attribute: str
    target: int
    roll: DiceRoll
    skill: int = 0
    bonus: int = 0
    by: str = "hero"
    card_allows_ally: bool = False


# -- market and experience -----------------------------------------------------------------------


@action("runebound2.market_draw")
@frozen_value
class MarketDraw(Action):
    """The market card drawn onto this city's market before trading."""

    card: Acquisition


@action("runebound2.market_stock")
@frozen_value
class MarketStock(Action):
    """Tell the app about a card already lying on a city's market (setup or a correction)."""

    city: str
    card: Acquisition


@action("runebound2.upkeep")
@frozen_value
class Upkeep(Action):
    """Unlimited-allies variant: pay 1 gold per ally kept, dismissing the ones named."""

    dismiss: tuple[str, ...] = ()


@action("runebound2.buy")
@frozen_value
class Buy(Action):
    """Buy an item or hire an ally from this city's market (card data if the app does not know it)."""

    name: str
    card: Acquisition | None = None


@action("runebound2.sell")
@frozen_value
class Sell(Action):
    """Sell an item for half its price, rounded down."""

    name: str


@action("runebound2.heal")
@frozen_value
class Heal(Action):
    """Pay 1 gold: one wound, or all exhaustion, off one character."""

    who: str
    what: str  # "wound" | "exhaustion"


@action("runebound2.xp_buy")
@frozen_value
class BuyExperience(Action):
    """Buy one experience counter: +2 Mind, Body, Spirit or Stamina, or +1 Life."""

    bonus: str


# -- variants and the end --------------------------------------------------------------------------


@action("runebound2.hazard_roll")
@frozen_value
class HazardRoll(Action):
    """Road hazards: the encounter roll of two terrain dice."""

    roll: DiceRoll


@action("runebound2.hazard_colour")
@frozen_value
class HazardColour(Action):
    """Road hazards without the doom track: 2d10 for the hazard's colour."""

    roll: DiceRoll


@action("runebound2.lots")
@frozen_value
class DrawLots(Action):
    """The endgame's lot between heroes equal in level and gold: one d10 each, in the order listed."""

    roll: DiceRoll


@action("runebound2.victory")
@frozen_value
class DeclareVictory(Action):
    """The table declares the scenario goal reached (Margath slain or three Dragon Runes)."""

    reason: str = ""
