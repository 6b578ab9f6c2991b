"""Rulings: the engine's answer to "may I?" and "do it", in plain English with citations."""

from __future__ import annotations

from typing import Any

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.citations import Citation, cite


@frozen_value(slots=True)
class Ruling:
    """Allowed or refused, what happened or why not, and the rules that say so.

    `effects` lists what the action changed, one plain sentence each. `waived` holds the rules
    that the table overrode as a house rule or set aside by one of its standing rules (empty for
    an ordinary ruling); `table_rules` names those standing rules (`rules_engine.standing_rules`).
    """

    allowed: bool
    message: str
    citations: tuple[Citation, ...] = ()
    effects: tuple[str, ...] = ()
    waived: tuple[Citation, ...] = field(default=())
    table_rules: tuple[str, ...] = field(default=())

    @property
    def overridden(self) -> bool:
        """True when the table applied this action against the rules."""
        return bool(self.waived)

    def explain(self) -> str:
        """The ruling as a few lines of text: verdict, message, effects, then each citation."""
        verdict = "Allowed" if self.allowed else "Refused"
        if self.overridden:
            verdict = "Applied as a house rule"
        lines = [f"{verdict}: {self.message}"]
        lines.extend(f"  - {effect}" for effect in self.effects)
        for name in self.table_rules:
            lines.append(f"  table rule: «{name}»")
        for citation in self.waived:
            lines.append(f"  waived: {citation.reference()} [{citation.rule_id}]")
        for citation in self.citations:
            lines.append(f"  see {citation.reference()} [{citation.rule_id}]")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form for the session log."""
        return {
            "allowed": self.allowed,
            "message": self.message,
            "citations": [c.to_json() for c in self.citations],
            "effects": list(self.effects),
            "waived": [c.to_json() for c in self.waived],
        } | ({"table_rules": list(self.table_rules)} if self.table_rules else {})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Ruling:
        """Rebuild a ruling stored by `to_json`."""
        return cls(
            allowed=bool(data["allowed"]),
            message=str(data["message"]),
            citations=tuple(Citation.from_json(c) for c in data.get("citations", ())),
            effects=tuple(str(e) for e in data.get("effects", ())),
            waived=tuple(Citation.from_json(c) for c in data.get("waived", ())),
            table_rules=tuple(str(name) for name in data.get("table_rules", ())),
        )


def allow(message: str, *rule_ids: str, effects: tuple[str, ...] = ()) -> Ruling:
    """An allowed ruling citing the given rules."""
    return Ruling(True, message, cite(*rule_ids), tuple(effects))


def refuse(message: str, *rule_ids: str) -> Ruling:
    """A refused ruling; at least one rule must be named, because every refusal cites its rule."""
    if not rule_ids:
        raise ValueError("a refusal must name the rule that forbids the action")
    return Ruling(False, message, cite(*rule_ids))
