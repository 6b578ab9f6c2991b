"""Surge abilities read from catalogue data: a hero card's, an item's or an enemy card's `surges` list.

Each entry names the ability, its cost in surges (at least one; once a round) and its effects in the
vocabulary of `surge_effects` (`damage` with an optional `kind`, `heal`, `shield`, `flip`, `reroll`),
plus `effect`: anything else in words, shown for the table. A wrong value raises a CommandError
naming the card, the ability and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.messages import Message
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.surge_effects import DAMAGE_KINDS

#: The whole-number effect fields of a surge ability.
AMOUNTS = ("damage", "heal", "shield", "flip", "reroll")


def _whole(value: Any, least: int, what: str, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise CommandError(Message("{where!r}: {what} must be a whole number of at least {least}, not {value!r}",
                                   where=where, what=what, least=least, value=value))
    return value


def surge_from(owner: str, data: Mapping[str, Any]) -> SurgeAbility:
    """One surge ability: a name, a cost of at least one surge, and at least one effect (or its words)."""
    if not isinstance(data, Mapping):
        raise CommandError(Message("{owner!r}: a surge ability is an object with a name, a cost and its effects", owner=owner))
    name = str(data.get("name", "")).strip()
    if not name:
        raise CommandError(Message("{owner!r}: a surge ability needs a name", owner=owner))
    where = f"{owner} / {name}"
    cost = _whole(data.get("cost"), 1, Message("a surge ability's cost"), where)
    amounts = {field: _whole(data.get(field, 0), 0, field, where) for field in AMOUNTS}
    kind = str(data.get("kind", "") or "").strip().lower()
    if kind not in DAMAGE_KINDS:
        raise CommandError(Message("{where!r}: kind {kind!r} is not one of physical, magic", where=where, kind=kind))
    if kind and not amounts["damage"]:
        raise CommandError(Message("{where!r}: kind names the kind of its damage, and it deals none", where=where))
    if amounts["flip"] and amounts["reroll"]:
        raise CommandError(Message("{where!r}: an ability turns own tokens (flip) or has the opponent's tossed again "
                                   "(reroll), not both", where=where))
    effect = str(data.get("effect", "") or "").strip()
    if not (any(amounts.values()) or effect):
        raise CommandError(Message("{where!r}: a surge ability needs damage, heal, shield, flip, reroll or its effect "
                                   "in words", where=where))
    return SurgeAbility(name, cost, amounts["damage"], effect, amounts["heal"], amounts["shield"], amounts["flip"],
                        amounts["reroll"], kind)


def surges_from(owner: str, data: Mapping[str, Any]) -> tuple[SurgeAbility, ...]:
    """A card's surge abilities (catalogue field `surges`)."""
    entries = data.get("surges", ()) or ()
    if not isinstance(entries, (list, tuple)):
        raise CommandError(Message("{owner!r}: surges is a list of abilities, not {entries!r}", owner=owner, entries=entries))
    return tuple(surge_from(owner, entry) for entry in entries)
