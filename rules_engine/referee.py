"""The referee that a game's `resolve` consults: it enforces rules, or records them as waived.

A game writes its checks once, as `ref.require(condition, rule_id, message)`. In a normal
ruling an unmet requirement raises `RuleViolation` with a cited refusal; when the table applies
an action as a house rule (override) the same requirement is recorded as waived and the action
goes on. Requirements that no house rule can lift (a player who does not exist, a die that
cannot show that face) are marked `hard=True` and always refuse. A table's standing rules
(`rules_engine.standing_rules`) set aside the requirements of the rules they name the same way,
every time, and the ruling names the table's rule beside the book's. A requirement kept as a value
(`rules_engine.requirements.Requirement`, which `choices` reads too) is enforced with `ref.enforce`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, NoReturn, TypeVar, overload

from rules_engine.citations import Citation, cite
from rules_engine.errors import RuleViolation
from rules_engine.messages import Joined, Message
from rules_engine.requirements import Requirement
from rules_engine.ruling import Ruling
from rules_engine.standing_rules import NO_STANDING_RULES, StandingRules

T = TypeVar("T")


def present(value: T | None, rule_id: str, message: str) -> T:
    """`value` itself when it is there; when it is None, a hard refusal citing `rule_id` (what a hard
    `Referee.require` raises: no house rule or table rule lifts it). For code that reads a part of the state
    that only exists at some moments (a fight, a held choice), with or without a referee at hand."""
    if value is None:
        raise RuleViolation(Ruling(False, message, cite(rule_id)))
    return value


class Referee:
    """Collects the citations, effects and waived rules of one action while it is resolved."""

    __slots__ = ("override", "standing", "_cited", "_effects", "_waived_pairs", "_table_rules")

    def __init__(self, *, override: bool = False, standing: StandingRules = NO_STANDING_RULES) -> None:
        self.override = override
        self.standing = standing
        self._cited: dict[str, Citation] = {}  # rule id -> its citation, in the order first cited
        self._effects: list[str] = []
        self._waived_pairs: list[tuple[str, str]] = []
        self._table_rules: list[str] = []  # names of the standing rules that set a requirement aside

    def require(self, condition: bool, rule_id: str, message: str, *, hard: bool = False) -> None:
        """Refuse with `message` citing `rule_id` unless `condition` holds (or the table overrides)."""
        if condition or self._sets_aside(rule_id, message, hard=hard):
            return
        raise RuleViolation(Ruling(False, message, cite(rule_id)))

    def _sets_aside(self, rule_id: str, message: str, *, hard: bool) -> bool:
        """True (and recorded as waived) when a standing rule or a house rule sets this unmet requirement aside."""
        if hard:
            return False
        table_rule = self.standing.for_rule(rule_id)
        if table_rule is not None:
            self._waived_pairs.append((rule_id, message))
            if table_rule.name not in self._table_rules:
                self._table_rules.append(table_rule.name)
            return True
        if self.override:
            self._waived_pairs.append((rule_id, message))
            return True
        return False

    def enforce(self, requirements: Iterable[Requirement | None]) -> None:
        """Enforce requirement values in order, as `require` would each (a standing rule or a house rule sets the
        soft ones aside and goes on to the next); a refusal cites the requirement's rule and any further passages
        it names."""
        for requirement in requirements:
            if requirement is None or requirement.met:
                continue
            if self._sets_aside(requirement.rule, requirement.message, hard=requirement.hard):
                continue
            raise RuleViolation(Ruling(False, requirement.message, cite(requirement.rule, *requirement.also)))

    @overload
    def refuse(self, rule_id: str, message: str, *, hard: Literal[True]) -> NoReturn: ...

    @overload
    def refuse(self, rule_id: str, message: str, *, hard: bool = False) -> None: ...

    def refuse(self, rule_id: str, message: str, *, hard: bool = False) -> None:
        """Refuse unconditionally (same override behaviour as `require`; a hard refusal always raises)."""
        self.require(False, rule_id, message, hard=hard)

    def present(self, value: T | None, rule_id: str, message: str) -> T:
        """`value` itself when it is there; when it is None, the hard refusal `require(..., hard=True)` would give
        (no house rule lifts it: what the action needs does not exist). The typed form of requiring a part of the
        state or a named card before reading it."""
        return present(value, rule_id, message)

    def cite(self, *rule_ids: str) -> None:
        """Name rules that the ruling applied (shown with the result)."""
        cited = self._cited
        for rule_id in rule_ids:
            if rule_id not in cited:
                cited[rule_id] = Citation.of(rule_id)  # fails loudly on an id the index lacks

    def note(self, effect: str) -> None:
        """Record one thing the action did, in plain English."""
        self._effects.append(effect)

    @property
    def waived(self) -> tuple[tuple[str, str], ...]:
        """The (rule id, message) pairs waived so far as house rules."""
        return tuple(self._waived_pairs)

    def ruling(self, message: str) -> Ruling:
        """The allowed ruling (or house-rule ruling) for everything recorded so far."""
        citations = tuple(self._cited.values())
        if not self._waived_pairs:
            return Ruling(True, message, citations, tuple(self._effects))
        waived = cite(*(rule_id for rule_id, _ in self._waived_pairs))
        reasons = Joined("; ", tuple(reason for _, reason in self._waived_pairs))
        if self._table_rules and not self.override:
            names = Joined(", ", tuple(f"«{name}»" for name in self._table_rules))
            text = Message("{message} (table rule {names}: {reasons})", message=message, names=names, reasons=reasons)
        else:
            text = Message("{message} (house rule: {reasons})", message=message, reasons=reasons)
        return Ruling(True, text, citations, tuple(self._effects), waived, tuple(self._table_rules))
