"""Damage types and the final damage calculation as the book teaches it.

Incoming damage; then every addition and subtraction gives the intermediate damage; then each
multiplication or division is worked out separately from the intermediate (divisions round up)
and all are applied at once; the final damage is never below zero. A "reflect" step (Retribution)
sends a share of the intermediate back to the attacker without reducing the damage taken. An
"avoid" step (Evasive on a 1-2, Parley) avoids the damage entirely: the final damage of that item
is 0 whatever multiplies it, while the attack's other effects still apply.
"""

from __future__ import annotations

import math

from rules_engine.frozen_values import frozen_value
from rules_engine.dice_throne.game_names import source_name
from rules_engine.messages import NC_, InContext, Joined, Message


@frozen_value(slots=True)
class DamageType:
    """A damage type and its four properties from the book's table."""

    id: str
    name: str
    blockable: bool
    avoidable: bool
    boostable: bool
    special_targeting: bool
    rule: str

    @property
    def is_attack_type(self) -> bool:
        """Collateral damage has no target and so is never an attack."""
        return not self.special_targeting


DAMAGE_TYPES: dict[str, DamageType] = {
    t.id: t
    for t in (
        DamageType("regular", "regular", True, True, True, False, "dice-throne.damage.regular"),
        DamageType("undefendable", "undefendable", False, True, True, False, "dice-throne.damage.undefendable"),
        DamageType("pure", "pure", False, True, False, False, "dice-throne.damage.pure"),
        DamageType("collateral", "collateral", False, True, False, True, "dice-throne.damage.collateral"),
        DamageType("ultimate", "ultimate", False, False, True, False, "dice-throne.damage.ultimate"),
    )
}

#: Step operations. add/subtract act on the running total (stage 2); the rest act on the intermediate (stage 3).
ADDITIVE = ("add", "subtract")
MULTIPLICATIVE = ("multiply", "divide", "reflect", "avoid")
OPERATIONS = ADDITIVE + MULTIPLICATIVE

#: The catalogue context of a step's operation as a sentence names it ("Ann: subtract 2 (Evasive); now 3"), and of
#: the verb a step was typed with when it stands for the step's source ("subtract 2 (prevent)"). It ends in " word", so
#: a saved log's English sentence reads them back in the table's language as well.
STEP_CONTEXT = "dice-throne damage step word"
#: Every operation's word and every verb that types a step, marked for the catalogue.
STEP_WORDS = frozenset((
    NC_("dice-throne damage step word", "add"), NC_("dice-throne damage step word", "subtract"),
    NC_("dice-throne damage step word", "multiply"), NC_("dice-throne damage step word", "divide"),
    NC_("dice-throne damage step word", "reflect"), NC_("dice-throne damage step word", "avoid"),
    NC_("dice-throne damage step word", "boost"), NC_("dice-throne damage step word", "prevent"),
    NC_("dice-throne damage step word", "halve"),
))


def step_word(op: str) -> str:
    """A step's operation, or the verb it was typed with, as a sentence names it: a word translated in
    `STEP_CONTEXT` (any other text as it is)."""
    return InContext(STEP_CONTEXT, op) if op in STEP_WORDS else op


def step_words() -> Joined:
    """Every operation's word, listed ("add, subtract, multiply, ...")."""
    return Joined(", ", tuple(step_word(op) for op in OPERATIONS))


def step_source(source: str) -> str:
    """A step's source as a sentence names it: the verb it was typed with when the table named no card or status
    ("prevent"), as a step's word; else as any source is named (`game_names.source_name`)."""
    return step_word(source) if source in STEP_WORDS else source_name(source)


def damage_type(type_id: str) -> DamageType:
    """The damage type with this id (callers validate the id first)."""
    return DAMAGE_TYPES[type_id]


@frozen_value(slots=True)
class Step:
    """One effect on incoming damage: its operation, number, source, and whether it boosts an attack.

    multiply k: adds intermediate x (k - 1); divide k: prevents intermediate / k rounded up;
    reflect k: sends intermediate / k rounded up back to the attacker; avoid: the final damage is 0,
    whatever else multiplies it.
    """

    op: str
    value: int
    source: str
    attack_modifier: bool = False


@frozen_value(slots=True)
class StageLine:
    """One line of the calculator: the step, its computed amount and the running total after it."""

    step: Step
    amount: int
    running: int


@frozen_value(slots=True)
class Breakdown:
    """The whole calculation, ready to show line by line."""

    incoming: int
    additive: tuple[StageLine, ...]
    intermediate: int
    multiplicative: tuple[StageLine, ...]
    unclamped: int
    final: int
    reflected: int
    avoided: bool = False

    def lines(self) -> tuple[str, ...]:
        """The calculation as the book lays it out."""
        out = [Message("incoming {n}", n=self.incoming)]
        for line in self.additive:
            sign = "+" if line.step.op == "add" else "-"
            out.append(Message("  {sign} {value} ({source}) = {total}", sign=sign, value=line.step.value,
                               source=step_source(line.step.source), total=line.running))
        out.append(Message("intermediate {n}", n=self.intermediate))
        for line in self.multiplicative:
            s = line.step
            source = step_source(s.source)
            if s.op == "multiply":
                out.append(Message("  x{value} ({source}): {intermediate} x {value} -> +{amount}", value=s.value,
                                   source=source, intermediate=self.intermediate, amount=line.amount))
            elif s.op == "divide":
                out.append(Message("  /{value} ({source}): {intermediate} / {value} rounded up -> -{amount}",
                                   value=s.value, source=source, intermediate=self.intermediate, amount=line.amount))
            elif s.op == "reflect":
                out.append(Message("  /{value} back to the attacker ({source}): {amount}, damage taken unchanged",
                                   value=s.value, source=source, amount=line.amount))
            else:
                out.append(Message("  avoided ({source}): none of this damage lands", source=source))
        if self.avoided:
            out.append(Message("final {n} (avoided, whatever multiplies it)", n=self.final))
        elif self.unclamped < 0:
            out.append(Message("final {unclamped} -> {n} (never below zero)", unclamped=self.unclamped, n=self.final))
        else:
            out.append(Message("final {n}", n=self.final))
        return tuple(out)


def ceil_div(value: int, divisor: int) -> int:
    """Division rounding up, as every division in Dice Throne does."""
    return math.ceil(value / divisor) if value > 0 else 0


def calculate(incoming: int, steps: tuple[Step, ...]) -> Breakdown:
    """Work out final damage from incoming damage and the steps, in the book's order."""
    running = incoming
    additive = []
    for step in steps:
        if step.op in ADDITIVE:
            running = running + step.value if step.op == "add" else running - step.value
            additive.append(StageLine(step, step.value, running))
    intermediate = running
    base = max(intermediate, 0)
    total = intermediate
    reflected = 0
    multiplicative = []
    for step in steps:
        if step.op == "multiply":
            amount = base * (step.value - 1)
            total += amount
        elif step.op == "divide":
            amount = ceil_div(base, step.value)
            total -= amount
        elif step.op == "reflect":
            amount = ceil_div(base, step.value)
            reflected += amount
        elif step.op == "avoid":
            amount = base
        else:
            continue
        multiplicative.append(StageLine(step, amount, total))
    avoided = any(step.op == "avoid" for step in steps)
    final = 0 if avoided else max(total, 0)
    return Breakdown(incoming, tuple(additive), intermediate, tuple(multiplicative), total, final, reflected, avoided)
