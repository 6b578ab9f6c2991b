"""The small typed vocabulary of surge effects the combat engine carries out itself.

A surge ability costs a number of surges and is used once a round (summary, "Действия в Бою:", the
surge symbol); what it does is printed on its card. The effects the engine applies are:

- `Wound`: damage to the opponent, optionally of one kind (physical or magic; the kind is shown, the
  summary gives kinds no rule of their own);
- `Mend`: wounds healed on the ability's own side;
- `Ward`: a shield held for later: it prevents that much of the damage next about to land on its side
  this round (shields, "Действия в Бою:", the shield symbol), gone when the round ends;
- `TurnOver`: up to that many of the side's own unspent tokens turned to their other face (as a wing);
- `TossAgain`: up to that many of the opponent's unspent tokens tossed again (as a wing).

Anything else the card says is `AtTable`: shown in words for the table to carry out, and said plainly
to be outside what the app applies.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message

#: The kinds a surge's damage may name (empty: no kind named).
DAMAGE_KINDS = ("", "physical", "magic")


@frozen_value(slots=True)
class Wound:
    """Deal `amount` damage to the opponent (of `kind` when the card names one)."""

    amount: int
    kind: str = ""

    def describe(self) -> str:
        """In words."""
        if self.kind:
            return Message("deal {amount} {kind} damage", amount=self.amount, kind=self.kind)
        return Message("deal {amount} damage", amount=self.amount)


@frozen_value(slots=True)
class Mend:
    """Heal `amount` wounds on the ability's own side."""

    amount: int

    def describe(self) -> str:
        """In words."""
        return Message("heal {amount}", amount=self.amount)


@frozen_value(slots=True)
class Ward:
    """Hold a shield of `amount` for later this round: it prevents the next damage about to land."""

    amount: int

    def describe(self) -> str:
        """In words."""
        return Message("hold {amount} shield for later this round", amount=self.amount)


@frozen_value(slots=True)
class TurnOver:
    """Turn up to `count` of the side's own unspent tokens to their other face."""

    count: int

    def describe(self) -> str:
        """In words."""
        return Message("turn up to {count} of your tokens over", count=self.count)


@frozen_value(slots=True)
class TossAgain:
    """Make the opponent toss up to `count` of their unspent tokens again."""

    count: int

    def describe(self) -> str:
        """In words."""
        return Message("the opponent tosses up to {count} of their tokens again", count=self.count)


@frozen_value(slots=True)
class AtTable:
    """An effect the vocabulary cannot express: shown for the table to carry out."""

    text: str

    def describe(self) -> str:
        """In words, saying plainly that the app does not apply it."""
        return Message("at the table (not applied by the app): {self_text}", self_text=self.text)


SurgeEffect = Wound | Mend | Ward | TurnOver | TossAgain | AtTable


def effects_of(damage: int = 0, kind: str = "", heal: int = 0, shield: int = 0, flip: int = 0, reroll: int = 0,
               text: str = "") -> tuple[SurgeEffect, ...]:
    """The typed effects of an ability's data fields, in the order the engine applies them."""
    found: list[SurgeEffect] = []
    if heal:
        found.append(Mend(heal))
    if shield:
        found.append(Ward(shield))
    if flip:
        found.append(TurnOver(flip))
    if reroll:
        found.append(TossAgain(reroll))
    if damage:
        found.append(Wound(damage, kind))
    if text:
        found.append(AtTable(text))
    return tuple(found)
