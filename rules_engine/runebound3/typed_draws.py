"""A card drawn from the table's deck that the session does not know, typed with its values after its name.

The card tray (or a prompt) takes `NAME as VALUES` for a challenge card or an item card the catalogue lacks;
the values arrive as words in the drawn card's `data["values"]`, and these builders turn them into the
card data the engine already reads for a typed card (`adventure enemy NAME health N`, `deal NAME as TYPE
COST TOKEN...`). The action then carries the card's values, so the log replays the same anywhere and the
session remembers the card (`typed_cards.py`). Words are read leniently: a wrong value is passed on as
typed, and the engine refuses it naming the field and the rule (`enemies.enemy_from`, `card_data.item_from`).
"""

from __future__ import annotations

from typing import Any

from rules_engine.chance import DrawnCard, maker
from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.book_words import item_type_named
from rules_engine.runebound3.challenge_decks import colour_of
from rules_engine.values import replace

#: How to type an enemy card the session does not know, for the card tray and its refusals.
ENEMY_VALUES_HELP = N_("for an enemy the catalogue lacks, write its values after its name: 'NAME as enemy health "
                       "N', then optionally 'deck green|orange|purple', 'villain FRONT/BACK' and last 'reward WORDS'; "
                       "for a quest card, 'NAME as quest' (the table resolves it in its region); an event or a test card "
                       "the catalogue lacks is typed with the adventure command")
#: How to type an item card the session does not know.
ITEM_VALUES_HELP = N_("for an item the catalogue lacks, write its values after its name: 'NAME as TYPE COST "
                      "FRONT/BACK ...' (TYPE weapon, armour, equipment, mount or goods; one FRONT/BACK per combat token)")

_ENEMY_KEYS = {"health": "health", "deck": "deck", "villain": "villain_token"}


def _number(word: str) -> int | str:
    """A whole number as a number; anything else as typed, for the engine to refuse by name."""
    return int(word) if word.isdigit() else word


def enemy_values(values: str) -> dict[str, Any]:
    """The card data of an enemy typed as 'enemy health N [deck COLOUR] [villain TOKEN] [reward WORDS]'.

    A first word other than 'enemy' is kept alone as the card's kind ('quest': a quest kept for the table to resolve
    in its region), for the engine to follow or refuse (an event needs its options, a test its attribute).
    """
    words = values.split()
    data: dict[str, Any] = {"kind": words[0].casefold() if words else ""}
    if data["kind"] != "enemy":
        return data
    index = 1
    while index < len(words):
        key = words[index].casefold()
        if key == "reward":
            data["reward"] = " ".join(words[index + 1:])
            break
        value = words[index + 1] if index + 1 < len(words) else ""
        if key in _ENEMY_KEYS:
            data[_ENEMY_KEYS[key]] = _number(value) if key == "health" else value
        else:
            data.setdefault("health", key)  # a stray word where a field was expected: refused as the health
        index += 2
    data.setdefault("health", "")
    return data


def item_values(values: str) -> dict[str, Any]:
    """The card data of an item typed as 'TYPE COST [FRONT/BACK ...]'."""
    words = values.split()
    # the type in the table's words as the command's own grammar takes it («оружие», "broń"); any other word refused
    # naming the types as the table types them
    if words and item_type_named(words[0]) is None:
        raise CommandError(Message("{typed!r} is not an item type: the types are weapon, armour, equipment, mount "
                                   "and goods", typed=words[0]))
    data: dict[str, Any] = {"type": item_type_named(words[0]) if words else ""}
    data["cost"] = _number(words[1]) if len(words) > 1 else ""
    data["tokens"] = words[2:]
    return data


def _with_values(card: DrawnCard, reader: Any) -> DrawnCard:
    values = card.data.get("values")
    if not isinstance(values, str):
        return card
    return replace(card, data=reader(values))


@maker("runebound3.adventure-from")
def adventure_from(card: DrawnCard) -> A.Adventure:
    """The adventure a drawn challenge card starts: with the values the table typed for it, if any (an enemy
    typed without a deck is in the deck it was drawn from)."""
    typed = _with_values(card, enemy_values)
    colour = colour_of(card.deck)
    if typed is not card and "deck" not in typed.data and colour is not None:
        typed = replace(typed, data={**typed.data, "deck": colour.value})
    return A.Adventure(typed)


@maker("runebound3.deal-from")
def deal_from(card: DrawnCard) -> A.DealMarket:
    """A market dealt the item drawn: with the values the table typed for it, if any."""
    return A.DealMarket(_with_values(card, item_values))


@maker("runebound3.trade-from")
def trade_from(card: DrawnCard) -> A.Trade:
    """Trading reveals the item drawn: with the values the table typed for it, if any."""
    return A.Trade(_with_values(card, item_values))
