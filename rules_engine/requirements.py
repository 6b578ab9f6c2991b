"""A rule's requirement as a value: the one form every game writes a state-only rule in.

`Referee.require(condition, rule_id, message, hard=...)` enforces a requirement the moment it is
written; a `Requirement` is the same four things (plus any further passages the refusal also cites)
kept as a value, so a game writes a rule once and reads it twice: `resolve` hands the values to
`Referee.enforce` (a house rule waives the soft ones), and `choices` asks `all_met` of the very same
values, so a choice is offered exactly when its requirements hold.

A guard either lists its requirements with their conditions (`Requirement(met, rule, message)`)
or yields only the ones it finds broken (`Requirement.unmet(rule, message)`), stopping early where a
later condition could not even be read; both are consumed lazily, the first unmet one deciding.
"""

from __future__ import annotations

from collections.abc import Iterable
from rules_engine.frozen_values import frozen_value


@frozen_value(slots=True)
class Requirement:
    """One condition a rule sets: whether it holds, the rule it cites, the refusal's words, whether no
    house rule lifts it, and further passages the refusal also cites (where two passages bear on it)."""

    met: bool
    rule: str
    message: str
    hard: bool = False
    also: tuple[str, ...] = ()

    @classmethod
    def unmet(cls, rule: str, message: str, hard: bool = False, also: tuple[str, ...] = ()) -> Requirement:
        """A requirement found broken: the rule refuses whatever asked."""
        return cls(False, rule, message, hard, also)


def all_met(requirements: Iterable[Requirement | None]) -> bool:
    """True when every requirement holds (stops at the first that does not): what `Referee.enforce` lets
    through without a house rule. A `None` stands for nothing required."""
    return all(requirement is None or requirement.met for requirement in requirements)


def first_unmet(requirements: Iterable[Requirement | None]) -> Requirement | None:
    """The first requirement that does not hold, or None when all do."""
    return next((r for r in requirements if r is not None and not r.met), None)
