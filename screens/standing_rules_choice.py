"""The new-session wizard's choice of the group's standing table rules (shown only when a set is kept for the game).

Each kept set (`companion.services.standing_rule_sets`) of the chosen game is offered as "group — set";
the one chosen is copied into the setup's catalogue, so the session applies it every time and a later
edit of the set never changes how the session replays. Below the choice, each table rule is listed
with the book's rule it plays its own way.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Label, Select, Static

from companion.services.i18n import _, rule_text
from companion.services.standing_rule_sets import StandingRuleSet, sets_for
from rules_engine.rules_index import get_rule
from rules_engine.standing_rules import CATALOGUE_KEY


def set_lines(chosen: StandingRuleSet) -> str:
    """Each table rule of a set on its line: its name, the book's rule it replaces, the table's reading."""
    lines = []
    for rule in chosen.rules.rules:
        title = rule_text(rule.rule_id, get_rule(rule.rule_id).title)
        line = _("«{name}» instead of the book's {title}").format(name=rule.name, title=title)
        lines.append(line + (f": {rule.reading}" if rule.reading else ""))
    return "\n".join(lines)


class StandingRulesChoice(Vertical):
    """The row choosing the group's set of standing rules, and the set's rules below it."""

    DEFAULT_CSS = """
    StandingRulesChoice { height: auto; }
    StandingRulesChoice #standing-rules-list { height: auto; }
    """

    def __init__(self, sets: tuple[StandingRuleSet, ...]) -> None:
        super().__init__(id="standing-rules-step")
        self.sets = sets

    @classmethod
    def for_game(cls, game_id: str) -> StandingRulesChoice | None:
        """The choice for a game with kept sets, or None (the wizard then shows nothing of it)."""
        sets = sets_for(game_id)
        return cls(sets) if sets else None

    def compose(self) -> ComposeResult:
        with Horizontal(classes="form-row"):
            yield Label(_("Table rules"), classes="form-label", markup=False)
            yield Select([(Text(f"{one.group} — {one.name}"), index) for index, one in enumerate(self.sets)],
                         prompt=_("none: the book's rules only"), id="standing-rules", compact=True)
        yield Static("", id="standing-rules-list", classes="form-note", markup=False)

    @property
    def chosen(self) -> StandingRuleSet | None:
        """The set chosen, or None for the book's rules only."""
        value = self.query_one("#standing-rules", Select).value
        return self.sets[value] if isinstance(value, int) and 0 <= value < len(self.sets) else None

    @on(Select.Changed, "#standing-rules")
    def _chosen(self) -> None:
        chosen = self.chosen
        self.query_one("#standing-rules-list", Static).update(set_lines(chosen) if chosen else "")

    def catalogue(self) -> dict[str, Any]:
        """What the choice adds to the setup's catalogue: the chosen set's rules, or nothing."""
        chosen = self.chosen
        return {CATALOGUE_KEY: chosen.rules.to_json()} if chosen else {}
