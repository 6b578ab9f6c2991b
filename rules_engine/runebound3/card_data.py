"""Reading the data of drawn cards (items, challenges, story cards) with one clear message when it is wrong."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, TypeVar

from rules_engine.chance import DrawnCard
from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_, as_message
from rules_engine.runebound3.combat.surge_data import surges_from
from rules_engine.runebound3.state import ChallengeKind, Item, ItemType
from rules_engine.runebound3.tokens import CombatToken, parse_token


E = TypeVar("E", bound=Enum)


def _enum_value(kind: type[E], value: Any, what: str, card: str) -> E:
    try:
        return kind(str(value).strip().lower())
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise CommandError(Message("{card!r}: {what} {value!r} is not one of {allowed}", card=card, what=as_message(what),
                                   value=value, allowed=allowed)) from None


def item_type(value: Any, card: str) -> ItemType:
    """An item type word, or a CommandError naming the card and the allowed types."""
    return _enum_value(ItemType, value, N_("item type"), card)


def item_from(name: str, data: Mapping[str, Any]) -> Item:
    """An item from a card's data (`type`, `cost`, optional `tokens` as token notations and `surges`)."""
    if "type" not in data:
        raise CommandError(Message("{name!r}: an item needs a type (weapon, armour, equipment, mount, goods)", name=name))
    kind = item_type(data["type"], name)
    cost = data.get("cost", 0)
    if not isinstance(cost, int) or isinstance(cost, bool) or cost < 0:
        raise CommandError(Message("{name!r}: cost must be a whole number of gold, not {cost!r}", name=name, cost=cost))
    tokens: tuple[CombatToken, ...] = tuple(
        parse_token(f"{name} {index + 1}", str(text)) for index, text in enumerate(data.get("tokens", ()))
    )
    return Item(name, kind, cost, tokens, surges_from(name, data))


def item_card(card: DrawnCard, known: tuple[Item, ...] = ()) -> Item:
    """The item a drawn item card shows: its own data, else the session's catalogue item of that name."""
    if not card.data:
        found = next((item for item in known if item.name.casefold() == card.name.casefold()), None)
        if found is not None:
            return found
        raise CommandError(Message(
            "{name} is neither in the session's items nor typed before: give its type, cost and each combat "
            "token's two faces once, e.g. {name} as weapon 2 axe/shield* (the session remembers them)",
            name=card.name))
    return item_from(card.name, card.data)


def challenge_kind(card: DrawnCard) -> ChallengeKind:
    """The kind of a drawn challenge card (`kind`: event, test, quest or enemy)."""
    if "kind" not in card.data:
        raise CommandError(Message("{name!r}: say what the challenge is (kind: event, test, quest or enemy)",
                                   name=card.name))
    return _enum_value(ChallengeKind, card.data["kind"], N_("challenge kind"), card.name)
