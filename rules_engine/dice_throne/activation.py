"""Activation conditions: symbol counts, n of a kind, small and large straights on the final dice."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rules_engine.dice_throne.heroes import Ability, Condition, Hero

RULE_OF = {
    "symbols": "dice-throne.activation.symbols",
    "of-a-kind": "dice-throne.activation.of-a-kind",
    "small-straight": "dice-throne.activation.straights",
    "large-straight": "dice-throne.activation.straights",
}


def has_straight(values: Sequence[int], length: int) -> bool:
    """True when `length` distinct consecutive numbers appear among the values."""
    present = set(values)
    return any(all(v in present for v in range(start, start + length)) for start in range(1, 8 - length))


def meets(condition: Condition, hero: Hero, values: Sequence[int]) -> bool:
    """Whether dice showing these numbers meet the condition on this hero's dice."""
    if condition.kind == "symbols":
        shown = Counter(hero.symbol_of(v) for v in values)
        return all(shown[symbol] >= n for symbol, n in condition.symbols)
    if condition.kind == "of-a-kind":
        return bool(values) and max(Counter(values).values()) >= condition.count
    if condition.kind == "small-straight":
        return has_straight(values, 4)
    if condition.kind == "large-straight":
        return has_straight(values, 5)
    return False


def activatable(hero: Hero, values: Sequence[int]) -> tuple[Ability, ...]:
    """The offensive abilities the dice can activate now, in board order."""
    if len(values) == 0:
        return ()
    return tuple(a for a in hero.offensive() if a.condition is not None and meets(a.condition, hero, values))
