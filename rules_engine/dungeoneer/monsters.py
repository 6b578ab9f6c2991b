"""Monster cards: health, peril cost, and for each battle form its value, whether it may open an attack
(the round symbol) or only counter, and what a hit in that form does besides the wound."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat


@frozen_value(slots=True)
class FormValue:
    """One battle form printed on a card."""

    stat: Stat
    value: int
    attacks: bool = True  # the round symbol: it may attack in this form, not only counter
    strike: str = ""  # what a hit in this form does besides one wound (the table applies it)


@frozen_value(slots=True)
class MonsterCard:
    """An encounter that fights: a monster."""

    id: str
    name: str
    health: int
    cost: int  # in the attacked hero's peril
    forms: tuple[FormValue, ...]
    ability: str = ""
    traits: tuple[str, ...] = ()  # words a bane can aim at ("undead" ...)

    def form(self, stat: Stat) -> FormValue | None:
        """The card's value in a form, or None when the form is not printed."""
        for form in self.forms:
            if form.stat is stat:
                return form
        return None

    def attack_forms(self) -> tuple[Stat, ...]:
        """The forms this monster may attack in (round symbols)."""
        return tuple(form.stat for form in self.forms if form.attacks)

    def value(self, stat: Stat) -> int:
        """Its value in a form, for an attack or a counter (0 when the form is not printed)."""
        form = self.form(stat)
        return form.value if form is not None else 0

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> MonsterCard:
        """A monster from its validated catalogue entry; `forms` maps melee/magic/speed to their values."""
        forms = tuple(
            FormValue(stat, int(raw["value"]), bool(raw.get("attacks", True)), str(raw.get("strike", "")))
            for stat in BATTLE_FORMS if (raw := data.get("forms", {}).get(str(stat))) is not None)
        return cls(str(data["id"]), str(data["name"]), int(data["health"]), int(data["cost"]), forms,
                   str(data.get("ability", "")), tuple(str(t).lower() for t in data.get("traits", ())))
