"""Requirements written once: the referee enforces them in `resolve`, and `choices` reads the same list.

A guard that both refuses an action and decides whether a choice is offered is written as a
tuple of `Requirement`s. `enforce` hands each to the referee in order (so a refusal reads exactly
as before); `all_met` answers "would these pass?" without a referee.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules_engine.referee import Referee


@dataclass(frozen=True, slots=True)
class Requirement:
    """One condition a rule sets: whether it holds, the rule it cites, the refusal's words, and if no house rule lifts it."""

    met: bool
    rule: str
    message: str
    hard: bool = False


def enforce(ref: Referee, requirements: Iterable[Requirement]) -> None:
    """Ask the referee to enforce each requirement, in order."""
    for requirement in requirements:
        ref.require(requirement.met, requirement.rule, requirement.message, hard=requirement.hard)


def all_met(requirements: Iterable[Requirement]) -> bool:
    """True when every requirement holds (what `enforce` would let through without a house rule)."""
    return all(requirement.met for requirement in requirements)
