"""What the checked choices allow now, summed up for the board: one `Offer` per kind of thing, with the seats.

The board's "what now" is read from here, so it never names what `check` would refuse: an offer exists
only when `choices(state)` holds a choice of its kind. The kinds are the moves of a turn the board
names (roll, declare, defend, sell, play ...) and the entries of effects the table reads off its cards
(damage, heal, CP, statuses ...), which the text view leaves to the help.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.decisions import Choice, Exactly
from rules_engine.dice_throne import actions as A

ROLL_OFF = "roll-off"
UPKEEP_EFFECT = "upkeep-effect"
PAY_OFF = "pay-off"
OFFENSIVE_ROLL = "offensive-roll"
DECLARE = "declare"
TARGET_ROLL = "target-roll"
CHOOSE_TARGET = "choose-target"
DEFEND = "defend"
SELL = "sell"
MAIN_CARD = "main-card"
UPGRADE = "upgrade"
DAMAGE_STEP = "damage-step"
STATUS_ROLL = "status-roll"
ROLL_CARD = "roll-card"
INSTANT_CARD = "instant-card"
SPEND_STATUS = "spend-status"
NEXT_PHASE = "next-phase"
NO_EFFECT = "no-effect"
DONE = "done"
#: The table entering an effect read off a card, a defence or a status (damage, healing, CP, statuses ...).
EFFECT = "effect"

#: The kind of a choice of each action type (cards and status changes are told apart by a field: `_kind`).
KIND_OF: dict[type, str] = {
    A.RollOff: ROLL_OFF, A.UpkeepEffect: UPKEEP_EFFECT, A.PayToRemove: PAY_OFF, A.OffensiveRoll: OFFENSIVE_ROLL,
    A.Declare: DECLARE, A.Activate: DECLARE, A.TargetRoll: TARGET_ROLL, A.ChooseTarget: CHOOSE_TARGET,
    A.DefensiveRoll: DEFEND, A.SellCard: SELL, A.PlayUpgrade: UPGRADE, A.ModifyDamage: DAMAGE_STEP,
    A.StatusRoll: STATUS_ROLL, A.NextPhase: NEXT_PHASE, A.Resolved: DONE,
    A.DefenceNoEffect: NO_EFFECT,
}
#: The kind of a card play by its timing.
CARD_KIND = {"main": MAIN_CARD, "roll": ROLL_CARD, "instant": INSTANT_CARD}


@frozen_value(slots=True)
class Offer:
    """One kind of thing allowed now: its kind, the seats that would do it (none named: any seat the command
    names), and for paying a status off, which status."""

    kind: str
    seats: tuple[int, ...]
    status: str = ""


def _exact(choice: Choice, field: str) -> object:
    domain = choice.fields.get(field)
    return domain.value if isinstance(domain, Exactly) else None


def _kind(choice: Choice) -> str:
    if choice.action is A.PlayCard:
        return CARD_KIND.get(str(_exact(choice, "timing")), EFFECT)
    if choice.action is A.ChangeStatus and _exact(choice, "verb") == "spend":
        return SPEND_STATUS
    return KIND_OF.get(choice.action, EFFECT)


def offers(choices: tuple[Choice, ...]) -> tuple[Offer, ...]:
    """The choices summed up by kind (a status paid off: by kind and status), in the order they first come,
    each with the seats of its choices' actors in seat order."""
    seats: dict[tuple[str, str], set[int]] = {}
    for choice in choices:
        kind = _kind(choice)
        status = str(_exact(choice, "status") or "") if kind == PAY_OFF else ""
        found = seats.setdefault((kind, status), set())
        if choice.actor is not None:
            found.add(choice.actor)
    return tuple(Offer(kind, tuple(sorted(found)), status) for (kind, status), found in seats.items())
