"""Every Dice Throne action: small frozen values with a stable JSON form; dice results live inside them.

Seats are 0-based indexes into the setup's players (commands show them as p1, p2, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.frozen_values import shared_value_methods
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll


@action("dice-throne.roll-off")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class RollOff(Action):
    """Every player rolls one die, in seat order; the highest single die goes first."""

    roll: DiceRoll


@action("dice-throne.next-phase")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class NextPhase(Action):
    """End the current phase and go to the next (the turn passes after discard)."""


@action("dice-throne.offensive-roll")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class OffensiveRoll(Action):
    """One roll attempt: the dice rolled (positions 1-5; all five on the first attempt) and their new faces."""

    positions: tuple[int, ...]
    roll: DiceRoll


@action("dice-throne.change-die")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class ChangeDie(Action):
    """A card or ability sets one die of the current roll ('offence', 'defence' or 'targeting') to a number."""

    by: int
    which: str
    position: int
    value: int
    source: str = "a card"


@action("dice-throne.declare")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Declare(Action):
    """The active player declares the offensive ability to activate ('' for none)."""

    ability: str


@action("dice-throne.activate")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Activate(Action):
    """Activate the declared ability; `damage` is what the board prints when it differs from the data."""

    damage: int | None = None


@action("dice-throne.target-roll")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class TargetRoll(Action):
    """The attacker's targeting die in team play."""

    roll: DiceRoll


@action("dice-throne.choose-target")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class ChooseTarget(Action):
    """A player chooses the target (King of the Hill, or a 5/6 on the 2v2 targeting die)."""

    by: int
    target: int


@action("dice-throne.defensive-roll")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class DefensiveRoll(Action):
    """The defender's single roll for the defensive ability they picked."""

    ability: str
    roll: DiceRoll


@action("dice-throne.add-damage")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class AddDamage(Action):
    """Damage from a defence, a card or a status (not the attack itself) to one hero."""

    target: int
    amount: int
    kind: str = "regular"
    source: str = "an effect"
    by: int | None = None


@action("dice-throne.modify-damage")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class ModifyDamage(Action):
    """A step on pending damage number `item` (1-based): add, subtract, multiply, divide, reflect or avoid."""

    by: int
    item: int
    op: str
    value: int
    source: str
    attack_modifier: bool = False
    chosen: bool = False  # the card or status works on a "chosen player" (may help a team-mate)


@action("dice-throne.status-roll")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class StatusRoll(Action):
    """Spend one token of a status that rolls a die (Evasive, Reload) against pending damage `item`."""

    seat: int
    status: str
    item: int
    roll: DiceRoll
    interrupting: bool = False


@action("dice-throne.heal")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Heal(Action):
    """Heal a hero (at the end of the roll phase or upkeep when it happens during one)."""

    seat: int
    amount: int
    source: str = "an effect"


@action("dice-throne.change-cp")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class ChangeCP(Action):
    """Gain (positive) or spend (negative) combat points."""

    seat: int
    delta: int
    source: str = "an effect"


@action("dice-throne.steal")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Steal(Action):
    """Take CP or health from an opponent (all they have, at most)."""

    thief: int
    victim: int
    resource: str
    amount: int


@action("dice-throne.draw")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class DrawCards(Action):
    """Draw cards from the deck (the discard pile is reshuffled when the deck runs out)."""

    seat: int
    count: int = 1


@action("dice-throne.play-card")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class PlayCard(Action):
    """Play an action card of a timing ('main', 'roll' or 'instant') at its printed CP cost."""

    seat: int
    timing: str
    cost: int
    name: str = ""
    interrupting: bool = False


@action("dice-throne.upgrade")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class PlayUpgrade(Action):
    """Play a hero upgrade card on an ability: the new level (2 or 3) and the printed CP cost."""

    seat: int
    ability: str
    level: int
    cost: int


@action("dice-throne.sell")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class SellCard(Action):
    """Sell a card from hand for 1 CP."""

    seat: int


@action("dice-throne.discard-card")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class DiscardCard(Action):
    """Discard a card from hand because an effect says so (no CP)."""

    seat: int


@action("dice-throne.status")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class ChangeStatus(Action):
    """Gain, inflict, spend or remove tokens of a status on a hero."""

    verb: str
    status: str
    seat: int
    count: int = 1
    by: int | None = None
    interrupting: bool = False


@action("dice-throne.transfer-status")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class TransferStatus(Action):
    """Move one token of a status from one hero to another."""

    by: int
    status: str
    source: int
    target: int


@action("dice-throne.raise-limit")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class RaiseLimit(Action):
    """Raise a status's stack limit on one hero for the rest of the game."""

    seat: int
    status: str
    limit: int


@action("dice-throne.upkeep-effect")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class UpkeepEffect(Action):
    """An upkeep trigger's damage or healing, queued in the order entered and applied at the end of upkeep."""

    seat: int
    kind: str  # "damage" | "heal"
    amount: int
    source: str
    damage_type: str = "regular"


@action("dice-throne.pay-status")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class PayToRemove(Action):
    """Pay the CP a status asks to be rid of it (Knockdown) before the offensive roll."""

    seat: int
    status: str


@action("dice-throne.resolved")
@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Resolved(Action):
    """The card, ability or status on top of what is resolving has finished; what it interrupted carries on."""
