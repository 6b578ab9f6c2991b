"""Skill cards, story cards and heroes' surge abilities read from the catalogue data copied into a session.

The surge readers live with the combat engine (`combat/surge_data.py`) and are re-exported here.

Each reader takes one entry (the shape `cards_db.runebound3_format` documents) and raises a
CommandError naming the card and the field when a value is wrong; `skills_from` reads a whole session
catalogue and turns such an error into a SetupError. A story card's quest and effects are read by
`challenge_cards.story_card_from`, which builds on `story_from`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, Protocol, TypeVar

from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_, as_message
from rules_engine.game import SetupError
from rules_engine.runebound3.skill_effects import effects_from
from rules_engine.runebound3.combat.surge_data import surge_from, surges_from
from rules_engine.runebound3.state import Attribute, Colour, Scenario, Skill, StoryCard

__all__ = ["find", "read_all", "skill_from", "skills_from", "story_from", "surge_from", "surges_from"]


E = TypeVar("E", bound=Enum)


def _choice(kind: type[E], value: Any, what: str, card: str) -> E:
    try:
        return kind(str(value).strip().lower())
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise CommandError(Message("{card!r}: {what} {value!r} is not one of {allowed}", card=card, what=as_message(what),
                                   value=value, allowed=allowed)) from None


def skill_from(name: str, data: Mapping[str, Any]) -> Skill:
    """A skill card: its attribute, its trophy cost (one colour per orb), active or passive, its text."""
    attribute = _choice(Attribute, data.get("attribute"), N_("attribute"), name)
    cost = data.get("cost")
    if not isinstance(cost, (list, tuple)) or not cost:
        raise CommandError(Message("{name!r}: a skill's cost is a list of orb colours, not {cost!r}", name=name, cost=cost))
    colours = tuple(_choice(Colour, colour, N_("cost colour"), name) for colour in cost)
    active = bool(data.get("active", False))
    return Skill(name, attribute, colours, active, str(data.get("text", "") or ""),
                 effects_from(data.get("effects"), name, active))


def story_from(name: str, data: Mapping[str, Any]) -> StoryCard:
    """A story card: its scenario, whether it carries a story quest, its text."""
    scenario = _choice(Scenario, data.get("scenario"), N_("scenario"), name)
    return StoryCard(name, scenario, bool(data.get("quest", False)), str(data.get("text", "") or ""))


def read_all(catalogue: Mapping[str, Any], key: str, reader: Any) -> tuple[Any, ...]:
    """Every entry under `key` read in id order by `reader`; a CommandError becomes a SetupError."""
    try:
        return tuple(reader(str(data.get("name", card_id)), data) for card_id, data in sorted(catalogue.get(key, {}).items()))
    except CommandError as error:
        raise SetupError(error.args[0]) from None


def skills_from(catalogue: Mapping[str, Any]) -> tuple[Skill, ...]:
    """The session's skill cards (catalogue key `skills`) in id order; SetupError names a bad one."""
    return read_all(catalogue, "skills", skill_from)


class _Named(Protocol):
    @property
    def name(self) -> str: ...


C = TypeVar("C", bound=_Named)


def find(cards: tuple[C, ...], name: str) -> C | None:
    """The card of this name (case-insensitive), or None."""
    key = name.strip().casefold()
    return next((card for card in cards if card.name.casefold() == key), None)
