"""Every Dice Throne action: small frozen values with a stable JSON form; dice results live inside them.

Seats are 0-based indexes into the setup's players (commands show them as p1, p2, ...).
"""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll
from rules_engine.dice_throne.game_names import A_CARD, AN_EFFECT


@action("dice-throne.roll-off")
@frozen_value
class RollOff(Action):
    """Every player rolls one die, in seat order; the highest single die goes first."""

    roll: DiceRoll


@action("dice-throne.next-phase")
@frozen_value
class NextPhase(Action):
    """End the current phase and go to the next (the turn passes after discard)."""


@action("dice-throne.offensive-roll")
@frozen_value
class OffensiveRoll(Action):
    """One roll attempt: the dice rolled (positions 1-5; all five on the first attempt) and their new faces."""

    positions: tuple[int, ...]
    roll: DiceRoll


@action("dice-throne.change-die")
@frozen_value
class ChangeDie(Action):
    """A card or ability sets one die of the current roll ('offence', 'defence' or 'targeting') to a number."""

    by: int
    which: str
    position: int
    value: int
    source: str = A_CARD


@action("dice-throne.declare")
@frozen_value
class Declare(Action):
    """The active player declares the offensive ability to activate ('' for none)."""

    ability: str


@action("dice-throne.activate")
@frozen_value
class Activate(Action):
    """Activate the declared ability; `damage` is what the board prints when it differs from the data."""

    damage: int | None = None


@action("dice-throne.target-roll")
@frozen_value
class TargetRoll(Action):
    """The attacker's targeting die in team play."""

    roll: DiceRoll


@action("dice-throne.choose-target")
@frozen_value
class ChooseTarget(Action):
    """A player chooses the target (King of the Hill, or a 5/6 on the 2v2 targeting die)."""

    by: int
    target: int


@action("dice-throne.defensive-roll")
@frozen_value
class DefensiveRoll(Action):
    """The defender's single roll for the defensive ability they picked.

    `result_owed`: the table enters the roll's result (or says 'no effect') before the phase ends. A roll saved before
    the app asked for it reads False, and replays as it was then (its phase ended with no result entered)."""

    ability: str
    roll: DiceRoll
    result_owed: bool = field(default=False, metadata={"omit_when_empty": True})


@action("dice-throne.defence-no-effect")
@frozen_value
class DefenceNoEffect(Action):
    """The defensive roll's result does nothing: nothing from the hero board to enter."""


@action("dice-throne.add-damage")
@frozen_value
class AddDamage(Action):
    """Damage from a defence, a card or a status (not the attack itself) to one hero."""

    target: int
    amount: int
    kind: str = "regular"
    source: str = AN_EFFECT
    by: int | None = None


@action("dice-throne.modify-damage")
@frozen_value
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
@frozen_value
class StatusRoll(Action):
    """Spend one token of a status that rolls a die (Evasive, Reload) against pending damage `item`."""

    seat: int
    status: str
    item: int
    roll: DiceRoll
    interrupting: bool = False


@action("dice-throne.heal")
@frozen_value
class Heal(Action):
    """Heal a hero (at the end of the roll phase or upkeep when it happens during one)."""

    seat: int
    amount: int
    source: str = AN_EFFECT


@action("dice-throne.change-cp")
@frozen_value
class ChangeCP(Action):
    """Gain (positive) or spend (negative) combat points."""

    seat: int
    delta: int
    source: str = AN_EFFECT


@action("dice-throne.steal")
@frozen_value
class Steal(Action):
    """Take CP or health from an opponent (all they have, at most)."""

    thief: int
    victim: int
    resource: str
    amount: int


@action("dice-throne.draw")
@frozen_value
class DrawCards(Action):
    """Draw cards from the deck (the discard pile is reshuffled when the deck runs out)."""

    seat: int
    count: int = 1


@action("dice-throne.play-card")
@frozen_value
class PlayCard(Action):
    """Play an action card of a timing ('main', 'roll' or 'instant') at its printed CP cost."""

    seat: int
    timing: str
    cost: int
    name: str = ""
    interrupting: bool = False


@action("dice-throne.upgrade")
@frozen_value
class PlayUpgrade(Action):
    """Play a hero upgrade card on an ability: the new level (2 or 3) and the printed CP cost."""

    seat: int
    ability: str
    level: int
    cost: int


@action("dice-throne.sell")
@frozen_value
class SellCard(Action):
    """Sell a card from hand for 1 CP."""

    seat: int


@action("dice-throne.discard-card")
@frozen_value
class DiscardCard(Action):
    """Discard a card from hand because an effect says so (no CP)."""

    seat: int


@action("dice-throne.status")
@frozen_value
class ChangeStatus(Action):
    """Gain, inflict, spend or remove tokens of a status on a hero."""

    verb: str
    status: str
    seat: int
    count: int = 1
    by: int | None = None
    interrupting: bool = False


@action("dice-throne.transfer-status")
@frozen_value
class TransferStatus(Action):
    """Move one token of a status from one hero to another."""

    by: int
    status: str
    source: int
    target: int


@action("dice-throne.raise-limit")
@frozen_value
class RaiseLimit(Action):
    """Raise a status's stack limit on one hero for the rest of the game."""

    seat: int
    status: str
    limit: int


@action("dice-throne.upkeep-effect")
@frozen_value
class UpkeepEffect(Action):
    """An upkeep trigger's damage or healing, queued in the order entered and applied at the end of upkeep."""

    seat: int
    kind: str  # "damage" | "heal"
    amount: int
    source: str
    damage_type: str = "regular"


@action("dice-throne.pay-status")
@frozen_value
class PayToRemove(Action):
    """Pay the CP a status asks to be rid of it (Knockdown) before the offensive roll."""

    seat: int
    status: str


@action("dice-throne.resolved")
@frozen_value
class Resolved(Action):
    """The card, ability or status on top of what is resolving has finished; what it interrupted carries on."""
