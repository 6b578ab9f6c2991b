"""Domains the Dice Throne choices need beyond the shared ones: values written several ways, open ranges.

The rules accept an ability or a status by id or by name in any case, the dice of a reroll in
any order, and 'by' left out for the player it defaults to. `Alias` and `Aliases` stand for
such values: they offer (and sample) the canonical spelling and admit every spelling the rules
accept, so a choice is exact without listing spellings. `AtLeast` is a whole number with no
upper bound the rules enforce (CP gained past the cap is lost, not refused). `TextExcept` is free
text but for a few names the rules treat specially (a damage source naming Powder Keg).
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.decisions import AnyText, Domain, Exactly, OneOf


def _same(normal: Callable[[Any], Any], value: Any, canonical: Any) -> bool:
    key = normal(value)
    return key is not None and key == normal(canonical)


@frozen_value
class Alias(Exactly):
    """One value (the canonical spelling) that the rules also accept written any way `normal` maps to it."""

    normal: Callable[[Any], Any] = lambda value: value

    def admits(self, value: Any) -> bool:
        return _same(self.normal, value, self.value)


@frozen_value
class Aliases(OneOf):
    """One of a few canonical values, each also accepted written any way `normal` maps to it."""

    normal: Callable[[Any], Any] = lambda value: value

    def admits(self, value: Any) -> bool:
        key = self.normal(value)
        return key is not None and any(key == self.normal(option) for option in self.options)


@frozen_value
class AtLeast(Domain):
    """Whole numbers from `low` up, with no upper bound; samples stay below `typical` + 1."""

    low: int
    typical: int

    def admits(self, value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and value >= self.low

    def sample(self, rng: Random) -> int:
        return rng.randint(self.low, max(self.low, self.typical))

    def describe(self) -> str:
        return f"{self.low} or more"


def number(value: Any) -> bool:
    """True for a whole number (a bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def folded_text(value: Any) -> str | None:
    """Text as a damage source is matched against status names: trimmed, case-folded (None for non-text)."""
    return value.strip().casefold() if isinstance(value, str) else None


@frozen_value
class TextExcept(AnyText):
    """Free text, except a few names (folded) that the rules treat specially and another choice offers."""

    excluded: frozenset[str] = frozenset()

    def admits(self, value: Any) -> bool:
        return super().admits(value) and folded_text(value) not in self.excluded
