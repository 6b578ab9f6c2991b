"""Skill cards, story cards and heroes' surge abilities read from the catalogue data copied into a session.

The surge readers live with the combat engine (`combat/surge_data.py`) and are re-exported here.

Each reader takes one entry (the shape `cards_db.runebound3_format` documents) and raises a
CommandError naming the card and the field when a value is wrong; `skills_from` and `stories_from`
read a whole session catalogue and turn such an error into a SetupError.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.game import SetupError
from rules_engine.runebound3.combat.surge_data import surge_from, surges_from
from rules_engine.runebound3.state import Attribute, Colour, Scenario, Skill, StoryCard

__all__ = ["find", "skill_from", "skills_from", "stories_from", "story_from", "surge_from", "surges_from"]


def _choice(kind: type, value: Any, what: str, card: str) -> Any:
    try:
        return kind(str(value).strip().lower())
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise CommandError(f"{card!r}: {what} {value!r} is not one of {allowed}") from None


def skill_from(name: str, data: Mapping[str, Any]) -> Skill:
    """A skill card: its attribute, its trophy cost (one colour per orb), active or passive, its text."""
    attribute = _choice(Attribute, data.get("attribute"), "attribute", name)
    cost = data.get("cost")
    if not isinstance(cost, (list, tuple)) or not cost:
        raise CommandError(f"{name!r}: a skill's cost is a list of orb colours, not {cost!r}")
    colours = tuple(_choice(Colour, colour, "cost colour", name) for colour in cost)
    return Skill(name, attribute, colours, bool(data.get("active", False)), str(data.get("text", "") or ""))


def story_from(name: str, data: Mapping[str, Any]) -> StoryCard:
    """A story card: its scenario, whether it carries a story quest, its text."""
    scenario = _choice(Scenario, data.get("scenario"), "scenario", name)
    return StoryCard(name, scenario, bool(data.get("quest", False)), str(data.get("text", "") or ""))


def _read(catalogue: Mapping[str, Any], key: str, reader: Any) -> tuple[Any, ...]:
    try:
        return tuple(reader(str(data.get("name", card_id)), data) for card_id, data in sorted(catalogue.get(key, {}).items()))
    except CommandError as error:
        raise SetupError(str(error)) from None


def skills_from(catalogue: Mapping[str, Any]) -> tuple[Skill, ...]:
    """The session's skill cards (catalogue key `skills`) in id order; SetupError names a bad one."""
    return _read(catalogue, "skills", skill_from)


def stories_from(catalogue: Mapping[str, Any], scenario: Scenario) -> tuple[StoryCard, ...]:
    """The chosen scenario's story cards (catalogue key `story`) in id order; SetupError names a bad one."""
    return tuple(card for card in _read(catalogue, "story", story_from) if card.scenario is scenario)


def find(cards: tuple[Any, ...], name: str) -> Any:
    """The card of this name (case-insensitive), or None."""
    key = name.strip().casefold()
    return next((card for card in cards if card.name.casefold() == key), None)
