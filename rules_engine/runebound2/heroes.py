"""Heroes and allies: printed values, wounds and exhaustion, and the party a player leads."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from rules_engine.frozen_values import frozen_value
from rules_engine.game import SetupError
from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.terrain import Hex
from rules_engine.values import replace

PHASES = ("ranged", "melee", "magic")
ATTRIBUTE_OF_PHASE = {"ranged": "mind", "melee": "body", "magic": "spirit"}
ATTRIBUTES = ("mind", "body", "spirit")


@frozen_value(slots=True)
class Character:
    """A hero or an ally: life, stamina, attributes, damage per phase, wounds and exhaustion."""

    name: str
    life: int
    stamina: int
    mind: int = 0
    body: int = 0
    spirit: int = 0
    ranged: int = 0
    melee: int = 0
    magic: int = 0
    wounds: int = 0
    exhaustion: int = 0
    cost: int = 0  # an ally's hire price
    kept: bool = False  # an ally won from a kept adventure card: never sold, given or lost
    abilities: str = ""

    def attribute(self, name: str) -> int:
        """Mind, Body or Spirit by name (or by the phase that uses it)."""
        value: int = getattr(self, ATTRIBUTE_OF_PHASE.get(name, name))
        return value

    def damage(self, phase: str) -> int:
        """The wounds this character deals in a combat phase."""
        wounds: int = getattr(self, phase)
        return wounds

    @property
    def defeated(self) -> bool:
        """True when wounds have reached life."""
        return self.wounds >= self.life

    @property
    def tokens(self) -> int:
        """Wounds plus exhaustion on the card (what limits movement dice)."""
        return self.wounds + self.exhaustion

    def take_wounds(self, count: int) -> Character:
        """Add wounds (never below zero)."""
        return replace(self, wounds=max(0, self.wounds + count))

    def take_exhaustion(self, count: int) -> Character:
        """Add exhaustion; each point beyond stamina becomes a wound instead."""
        total = self.exhaustion + count
        overflow = max(0, total - self.stamina)
        return replace(self, exhaustion=min(total, self.stamina), wounds=self.wounds + overflow)


class Usage(enum.StrEnum):
    """How an item is used: turned down (hourglass), discarded (star), or always in effect (sword)."""

    ACTIVATE = "activate"
    DISCARD = "discard"
    CONSTANT = "constant"


@frozen_value(slots=True)
class Item:
    """An item the hero carries: price, class (weapon, armour, ...), type (sword, shield, ...), use."""

    name: str
    cost: int
    item_class: str = ""
    item_type: str = ""
    usage: Usage = Usage.CONSTANT
    activated: bool = False
    kept: bool = False
    wards: bool = False  # the table marked it as a card that wards wounds (armour always may)


@frozen_value(slots=True)
class HeroState:
    """One player's party: the hero, allies, items, gold, counters, experience and position.

    `extensions` holds (key, value) text pairs the base game carries untouched and no rule reads (kept so
    saved parties decode as before); an expansion keeps its data in the state's own slice instead
    (`Rb2State.expansions`, see `rules_engine.expansions`).
    """

    player: str
    hero_id: str
    hero: Character
    allies: tuple[Character, ...] = ()
    items: tuple[Item, ...] = ()
    gold: int = 0
    counters: tuple[Counter, ...] = ()
    xp_remainder: int = 0
    experience: tuple[str, ...] = ()  # experience counters bought: "mind", "life", ...
    position: Hex | None = None
    trophies: tuple[AdventureCard, ...] = ()  # kept adventure cards
    open_encounters: tuple[AdventureCard, ...] = ()  # encounters whose demands take the hero several turns
    unconfirmed: tuple[str, ...] = ()  # hero values the catalogue marks unconfirmed
    missing: tuple[str, ...] = ()  # hero values the catalogue does not know: the table enters them
    extensions: tuple[tuple[str, str], ...] = ()

    @property
    def characters(self) -> tuple[Character, ...]:
        """The hero then the allies."""
        return (self.hero,) + self.allies

    def character(self, name: str) -> Character | None:
        """The hero (by 'hero' or its name) or an ally by name, case-insensitive."""
        return named_character(self.player, self.hero, self.allies, name)

    def replace_character(self, old: Character, new: Character) -> HeroState:
        """A copy with one character changed (the hero or an ally), found by identity, then name."""
        if old is self.hero:
            return replace(self, hero=new)
        for index, ally in enumerate(self.allies):
            if ally is old:
                return replace(self, allies=self.allies[:index] + (new,) + self.allies[index + 1 :])
        if old.name == self.hero.name:
            return replace(self, hero=new)
        allies = tuple(new if a.name == old.name else a for a in self.allies)
        return replace(self, allies=allies)

    def item(self, name: str) -> Item | None:
        """An item by name, case-insensitive."""
        key = name.strip().casefold()
        return next((i for i in self.items if i.name.casefold() == key), None)

    @property
    def xp_points(self) -> int:
        """Experience points held: counters plus the written-down remainder."""
        return sum(c.xp for c in self.counters) + self.xp_remainder

    @property
    def life_bonuses(self) -> int:
        """How many +1 Life experience counters the hero has bought."""
        return self.experience.count("life")

    @property
    def level(self) -> int:
        """Hero level for the endgame: 1 plus experience counters."""
        return 1 + len(self.experience)

    def wounded_or_exhausted(self) -> bool:
        """True when the hero or any ally carries a wound or exhaustion."""
        return any(c.tokens for c in self.characters)


UNKNOWN = None


STATS = ("life", "stamina", "mind", "body", "spirit", "ranged", "melee", "magic")


def hero_from_catalogue(player: str, hero_id: str, data: Mapping[str, Any], gold: int) -> HeroState:
    """Build a party from a catalogue entry; values the catalogue lacks are listed as missing.

    A hero with missing values cannot act until the table types them from the hero card.
    """
    stats: dict[str, Any] = {}  # whole numbers, passed to Character by name
    missing = []
    for key in STATS:
        value = data.get(key)
        if value is None:
            missing.append(key)
            stats[key] = 1 if key == "life" else 0
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise SetupError(f"hero {hero_id!r}: {key} must be a whole number, not {value!r}")
        else:
            stats[key] = value
    if stats["life"] < 1:
        raise SetupError(f"hero {hero_id!r}: life must be at least 1")
    hero = Character(name=str(data.get("name", hero_id)), abilities=str(data.get("abilities", "")), **stats)
    return HeroState(
        player=player,
        hero_id=hero_id,
        hero=hero,
        gold=gold,
        unconfirmed=tuple(str(x) for x in data.get("unconfirmed", ())),
        missing=tuple(missing),
    )


class Named(Protocol):
    """Anything with a name: a character, or a board's record of one."""

    @property
    def name(self) -> str: ...


C = TypeVar("C", bound=Named)


def named_character(player: str, hero: C, allies: Sequence[C], name: str) -> C | None:
    """The hero (by 'hero', its name or the player's) or an ally by name, case-insensitive."""
    key = name.strip().casefold()
    if key in ("hero", hero.name.casefold(), player.casefold()):
        return hero
    for ally in allies:
        if ally.name.casefold() == key:
            return ally
    return None
