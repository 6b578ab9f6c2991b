"""A rule as one line for detail panels: the product's own title and summary, then where the book says it."""

from __future__ import annotations

from companion.services.i18n import _, reference_text, rule_text
from rules_engine.citations import Citation
from rules_engine.rules_index import get_rule


def rule_summary(rule_id: str) -> str:
    """'Title: summary (see book, «heading», p. N)' for a rule of the index."""
    rule = get_rule(rule_id)
    return _("{title}: {summary} (see {reference})").format(
        title=rule_text(rule_id, rule.title), summary=rule_text(rule_id, rule.summary),
        reference=reference_text(Citation.of(rule_id)))
