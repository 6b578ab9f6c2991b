"""Adventure cards as the table enters them, adventure counters, events and colour limits."""

from __future__ import annotations

from typing import Protocol

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message
from rules_engine.runebound2.words import word

COLOURS = ("green", "yellow", "blue", "red")
KINDS = ("challenge", "event", "encounter")


@frozen_value(slots=True)
class AdventureCard:
    """An adventure card as the table reads it out.

    Challenges carry their combat values (Mind, Body, Spirit targets, damage per phase, life),
    reward gold and text, whether the hero keeps the card and whether it has a before-combat
    ability; events carry their level (1-4). Margath and the Dragon Runes are flagged: slaying
    Margath or holding three runes wins the game.
    """

    name: str
    colour: str
    kind: str
    level: int = 0
    mind: int = 0
    body: int = 0
    spirit: int = 0
    ranged: int = 0
    melee: int = 0
    magic: int = 0
    life: int = 0
    gold: int = 0
    reward: str = ""
    keep: bool = False
    before_combat: bool = False
    margath: bool = False
    rune: bool = False  # a Dragon Rune: kept as a card; the third one wins the game

    def attribute(self, phase: str) -> int:
        """The target of a roll in a phase (Mind for ranged and fleeing, Body melee, Spirit magic)."""
        return phase_target(self, phase)

    def damage(self, phase: str) -> int:
        """The wounds the challenge deals in a phase."""
        wounds: int = getattr(self, phase)
        return wounds

    def describe(self) -> str:
        """One line for the screen."""
        return describe_card(self)


class PrintedCard(Protocol):
    """What a card's line and targets are read from: an adventure card, or a board's record of the enemy."""

    @property
    def name(self) -> str: ...
    @property
    def colour(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def level(self) -> int: ...
    @property
    def mind(self) -> int: ...
    @property
    def body(self) -> int: ...
    @property
    def spirit(self) -> int: ...
    @property
    def ranged(self) -> int: ...
    @property
    def melee(self) -> int: ...
    @property
    def magic(self) -> int: ...
    @property
    def life(self) -> int: ...


def phase_target(card: PrintedCard, phase: str) -> int:
    """The target of a roll against a card in a phase (Mind for ranged and fleeing, Body melee, Spirit magic)."""
    targets = {"ranged": card.mind, "flee": card.mind, "melee": card.body, "magic": card.spirit}
    value: int = targets[phase] if phase in targets else getattr(card, phase, 0)
    return value


def describe_card(card: PrintedCard) -> str:
    """A card's one line for the screen: its name and colour, a challenge's numbers, an event's level."""
    colour = word(card.colour)
    if card.kind == "challenge":
        return Message("{name} ({colour} challenge: Mind {mind}, Body {body}, Spirit {spirit}; "
                       "damage {ranged}/{melee}/{magic}; life {life})", name=card.name, colour=colour,
                       mind=card.mind, body=card.body, spirit=card.spirit, ranged=card.ranged, melee=card.melee,
                       magic=card.magic, life=card.life)
    if card.kind == "event":
        return Message("{name} ({colour} event, level {level})", name=card.name, colour=colour, level=card.level)
    return Message("{name} ({colour} encounter)", name=card.name, colour=colour)


@frozen_value(slots=True)
class Counter:
    """An adventure counter: its colour and the experience points on its back."""

    colour: str
    xp: int


RUNES_TO_WIN = 3

#: The numbers printed on an adventure card; none is ever below zero.
CARD_NUMBERS = ("level", "mind", "body", "spirit", "ranged", "melee", "magic", "life", "gold")


def negative_numbers(card: AdventureCard) -> tuple[str, ...]:
    """The card's numbers entered below zero (a typo: no printed card has one)."""
    return tuple(name for name in CARD_NUMBERS if getattr(card, name) < 0)


def allowed_colours(life_bonuses: int) -> tuple[str, ...]:
    """Adventure colours a hero may still take: each +1 Life bars the easiest remaining colour."""
    return COLOURS[min(life_bonuses, 3):]


def event_takes_effect(new: AdventureCard, active: AdventureCard | None) -> bool:
    """An event takes effect when no event is active or its level is equal or higher."""
    return active is None or new.level >= active.level
