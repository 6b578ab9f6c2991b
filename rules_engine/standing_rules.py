"""Standing table rules: a group's declared way of playing a rule, applied by the referee every time.

A group declares once that it plays one of the book's rules its own way: its own reading of it, or
a refusal it does not enforce. Each `StandingRule` names the book's rule (its id in the rules
index), the table's name for its own rule and, in the table's words, how it plays it. A session
carries its set in its setup's catalogue (`CATALOGUE_KEY`), copied at setup like every other
catalogue value, so a later edit of the group's set never changes how a saved game replays.

The referee reads the set as data: a requirement of a rule the table has a standing rule for is
set aside (never a hard one: no table rule invents a seat), and the ruling cites the book's rule
as set aside and names the table's rule (`Ruling.table_rules`). Pure: no files, no clock.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.lookup_errors import UnknownRule
from rules_engine.messages import Message
from rules_engine.rules_index import get_rule

#: The key of a setup's catalogue that carries the session's standing rules.
CATALOGUE_KEY = "standing_rules"
#: The longest name or reading a standing rule may have (it is shown in every ruling it touches).
NAME_LIMIT = 60
READING_LIMIT = 300


class StandingRuleError(ValueError):
    """A standing rule set that cannot be used, with a one-line message saying what to fix."""


@frozen_value(slots=True)
class StandingRule:
    """One rule the table plays its own way: the book's rule id, the table's name and its reading."""

    rule_id: str
    name: str
    reading: str = ""

    def to_json(self) -> dict[str, str]:
        """A JSON-ready form (a set's file and a setup's catalogue hold it)."""
        return {"rule": self.rule_id, "name": self.name} | ({"reading": self.reading} if self.reading else {})


@frozen_value(slots=True)
class StandingRules:
    """A group's set of standing rules for one game; at most one per book rule."""

    name: str = ""
    rules: tuple[StandingRule, ...] = ()

    def for_rule(self, rule_id: str) -> StandingRule | None:
        """The table's rule that sets aside the book's rule `rule_id`, or None."""
        for rule in self.rules:
            if rule.rule_id == rule_id:
                return rule
        return None

    def __bool__(self) -> bool:
        return bool(self.rules)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form: the set's name and its rules."""
        return {"name": self.name, "rules": [rule.to_json() for rule in self.rules]}


#: A session without standing rules.
NO_STANDING_RULES = StandingRules()


def _text(raw: Mapping[str, Any], key: str, where: str, limit: int, *, required: bool) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise StandingRuleError(Message("{where}: '{key}' must be text", where=where, key=key))
    value = " ".join(value.split())
    if required and not value:
        raise StandingRuleError(Message("{where}: '{key}' must not be blank", where=where, key=key))
    if len(value) > limit:
        raise StandingRuleError(Message("{where}: '{key}' is longer than {limit} characters", where=where, key=key,
                                        limit=limit))
    if any(ord(char) < 32 or 0x7F <= ord(char) < 0xA0 for char in value) or "[" in value or "]" in value:
        raise StandingRuleError(Message("{where}: '{key}' holds control characters or square brackets", where=where,
                                        key=key))
    return value


def read_standing_rules(raw: Any, known_rule: Callable[[str], bool]) -> StandingRules:
    """A set from its JSON form, every field checked; `known_rule(rule_id)` says whether the game has that rule.

    StandingRuleError names the first thing wrong: not an object, a blank or overlong name, a rule the
    game's index lacks, the same book rule twice.
    """
    if not isinstance(raw, Mapping):
        raise StandingRuleError(Message("a standing rule set must be a JSON object"))
    name = _text(raw, "name", "the set", NAME_LIMIT, required=True)
    listed = raw.get("rules")
    if not isinstance(listed, list) or not listed:
        raise StandingRuleError(Message("the set {name} must list its rules under 'rules'", name=repr(name)))
    rules: list[StandingRule] = []
    for index, item in enumerate(listed, start=1):
        where = Message("rule {index} of the set", index=index)
        if not isinstance(item, Mapping):
            raise StandingRuleError(Message("{where} must be a JSON object", where=where))
        rule_id = _text(item, "rule", where, 120, required=True)
        if not known_rule(rule_id):
            raise StandingRuleError(Message("{where}: this game has no rule {rule}", where=where, rule=repr(rule_id)))
        if any(rule.rule_id == rule_id for rule in rules):
            raise StandingRuleError(Message("{where}: the set already has a table rule for {rule}", where=where,
                                            rule=repr(rule_id)))
        rules.append(StandingRule(rule_id, _text(item, "name", where, NAME_LIMIT, required=True),
                                  _text(item, "reading", where, READING_LIMIT, required=False)))
    return StandingRules(name, tuple(rules))


def standing_rules_in(catalogue: Mapping[str, Any], known_rule: Callable[[str], bool]) -> StandingRules:
    """The standing rules a setup's catalogue carries (none when it carries none)."""
    raw = catalogue.get(CATALOGUE_KEY)
    return NO_STANDING_RULES if raw is None else read_standing_rules(raw, known_rule)


def game_has_rule(game_id: str, rule_id: str) -> bool:
    """True when `rule_id` is in the rules index and is one of `game_id`'s rules (its id starts with the game's)."""
    try:
        get_rule(rule_id)
    except UnknownRule:
        return False
    return rule_id.startswith(game_id + ".")
