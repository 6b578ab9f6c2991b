""""See also" for the rules browser: the rules related to one rule, declared links first, then its section.

Two rules are related when a link between them is declared (`rules_search_synonyms.RELATED`,
shown both ways) or when they stand in the same section of the rules index: the same id but for
its last part (`runebound2.market.sell` and `runebound2.market.heal`), or one is the section the
other stands in (`dice-throne.interrupts` and `dice-throne.interrupts.clockwise`). A game's
top-level rules (`dice-throne.steal`) form no section together: a game is not a section.
"""

from __future__ import annotations

from rules_engine.rules_index import Rule, all_rules

from companion.services.rules_search_synonyms import RELATED

#: At most this many related rules are shown under a rule.
SEE_ALSO_LIMIT = 6


def section_of(rule_id: str) -> str | None:
    """The section a rule id stands in (its id but for the last part), or None for a game's top-level rule."""
    parts = rule_id.split(".")
    return ".".join(parts[:-1]) if len(parts) >= 3 else None


def see_also(rule: Rule, rules: tuple[Rule, ...] | None = None, *, limit: int = SEE_ALSO_LIMIT) -> list[Rule]:
    """The rules related to `rule`, declared links first (in the order declared), then its section's, in index order."""
    rules = all_rules() if rules is None else rules
    by_id = {candidate.id: candidate for candidate in rules}
    declared = [b if a == rule.id else a for a, b in RELATED if rule.id in (a, b)]
    section = section_of(rule.id)
    same = [candidate.id for candidate in rules
            if candidate.id != rule.id and section is not None
            and (section_of(candidate.id) == section or candidate.id == section)]
    same += [candidate.id for candidate in rules if section_of(candidate.id) == rule.id]
    found: list[Rule] = []
    for rule_id in declared + same:
        related = by_id.get(rule_id)
        if related is not None and related not in found and related != rule:
            found.append(related)
    return found[:limit]
