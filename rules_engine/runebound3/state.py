"""Typed state of a Runebound 3rd edition game outside combat: heroes, the time track, markets, challenges.

Records copied on every action (the state, the heroes) are plain frozen dataclasses without slots, so
`rules_engine.values.replace` copies them quickly. `combat` holds the fight under way: a `Fight` (the
token combat of `combat/`, played step by step), a `HeroBattle` (two heroes, `fight_heroes.py`), or a
`PendingCombat` whose outcome the table enters when the session's catalogue cannot give the fight its
tokens (see `fighting.py`).
"""

from __future__ import annotations

import enum
from dataclasses import field
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound3.card_records import (
    ChallengeCard, EventOption, KeptQuest, QuestOutcome, SkillEffect, StoryEffect,
)
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.state import CombatState
from rules_engine.runebound3.enemies import EnemyCard
from rules_engine.runebound3.tokens import CombatToken


class Scenario(enum.StrEnum):
    """The two scenarios of the base game."""

    MARGATH = "margath"  # Margath's Dominion
    DEAD_KING = "dead-king"  # the Dead King


class Colour(enum.StrEnum):
    """Challenge colours, which are also trophy colours; grey only appears in skill costs."""

    GREEN = "green"  # exploration
    ORANGE = "orange"  # combat
    PURPLE = "purple"  # social
    GREY = "grey"  # any trophy pays it


class ItemType(enum.StrEnum):
    """The five item types; a hero carries one of each at most."""

    WEAPON = "weapon"
    ARMOUR = "armour"
    EQUIPMENT = "equipment"
    MOUNT = "mount"
    GOODS = "goods"


class Attribute(enum.StrEnum):
    """The three attributes skills belong to."""

    BODY = "body"
    MIND = "mind"
    SPIRIT = "spirit"


class SpaceKind(enum.StrEnum):
    """What a space is, as far as the rules outside combat care."""

    CITY = "city"
    TOWN = "town"
    FORTRESS = "fortress"
    SANCTUARY = "sanctuary"
    WILDS = "wilds"


#: A field left out of the serialised state while empty (golden logs of games without it stay as they were).
OMIT = {"omit_when_empty": True}

#: The four big cities with markets.
CITIES = ("Dawnsmoor", "Forge", "Riverwatch", "Tamalir")
#: Spaces where resting heals every wound.
SETTLEMENTS = frozenset({SpaceKind.CITY, SpaceKind.TOWN, SpaceKind.FORTRESS, SpaceKind.SANCTUARY})
ACTIONS_PER_TURN = 3
ADVENTURE_COST = 2
REFRESH_SPACES = (6, 12)
MARKET_SIZE = 3
STORY_DECK_SIZE = 10


class ChallengeKind(enum.StrEnum):
    """What a drawn challenge card is."""

    EVENT = "event"
    TEST = "test"
    QUEST = "quest"
    ENEMY = "enemy"


class CombatOutcome(enum.StrEnum):
    """How a fight the table played out ended."""

    WON = "won"
    DEFEATED = "defeated"
    RETREATED = "retreated"


@frozen_value(slots=True)
class Hero:
    """A hero card: attributes, health, speed, hand size, gold, start space and combat tokens."""

    id: str
    name: str
    body: int
    mind: int
    spirit: int
    health: int
    speed: int
    hand_size: int
    gold: int
    start: str
    tokens: tuple[CombatToken, ...] = ()
    #: Surge abilities printed on the hero card, offered in its fights (catalogue `surges`).
    abilities: tuple[SurgeAbility, ...] = ()
    #: The setup condition printed on the card, carried out by the table after placing the hero.
    setup: str = field(default="", metadata=OMIT)

    def attribute(self, which: Attribute) -> int:
        """The value of one attribute."""
        return {Attribute.BODY: self.body, Attribute.MIND: self.mind, Attribute.SPIRIT: self.spirit}[which]


@frozen_value(slots=True)
class Item:
    """An item card: name, type, cost in gold and its combat tokens."""

    name: str
    type: ItemType
    cost: int
    tokens: tuple[CombatToken, ...] = ()
    #: Surge abilities printed on the item, offered in its owner's fights (catalogue `surges`).
    abilities: tuple[SurgeAbility, ...] = ()


@frozen_value(slots=True)
class Skill:
    """A skill card: its attribute, its trophy cost, whether it is active (used) or passive, its text."""

    name: str
    attribute: Attribute
    cost: tuple[Colour, ...]
    active: bool = False
    text: str = ""
    #: What a passive skill changes that the engine applies (`skill_effects.py`); the rest is `text`.
    effects: tuple[SkillEffect, ...] = field(default=(), metadata=OMIT)


@frozen_value(slots=True)
class StoryCard:
    """A story card of a scenario: whether it carries a story quest, and its text for the table."""

    name: str
    scenario: Scenario
    quest: bool = False
    text: str = ""
    #: What the card does that the engine carries out (`story_effects.py`), and a story quest's region
    #: and procedure (exploration outcomes or a test), like a quest card's.
    effects: tuple[StoryEffect, ...] = field(default=(), metadata=OMIT)
    region: tuple[str, ...] = field(default=(), metadata=OMIT)
    test: EventOption | None = field(default=None, metadata=OMIT)
    outcomes: tuple[QuestOutcome, ...] = field(default=(), metadata=OMIT)
    #: A story quest's trophy colour when its data gives one ("" when not: the table keeps the card as it says).
    trophy: str = field(default="", metadata=OMIT)


@frozen_value
class HeroState:
    """One seat's hero in play."""

    sheet: Hero
    space: str
    space_kind: SpaceKind
    gold: int
    hand: int
    wounds: int = 0
    trophies: tuple[Colour, ...] = ()
    skills: tuple[Skill, ...] = ()
    items: tuple[Item, ...] = ()
    delayed: bool = False
    defeated: bool = False


@frozen_value(slots=True)
class ChallengeToken:
    """A challenge token on a space: its colour and whether it is face up (unused)."""

    space: str
    colour: Colour
    face_up: bool = True


@frozen_value(slots=True)
class Market:
    """A city market and the items on offer."""

    city: str
    items: tuple[Item, ...]


@frozen_value(slots=True)
class Challenge:
    """A challenge card drawn in an adventure and not yet resolved; an event card whose data gives its two
    options waits for one to be chosen (`chosen` numbers it from 1 while its attribute test runs)."""

    name: str
    colour: Colour
    kind: ChallengeKind
    space: str
    options: tuple[EventOption, ...] = ()
    chosen: int = 0
    #: A quest's exploration outcomes (an explore must meet one of them), its region, and its story quest
    #: token number when it is a story quest (no trophy colour: the table follows the card's reward).
    outcomes: tuple[QuestOutcome, ...] = field(default=(), metadata=OMIT)
    region: tuple[str, ...] = field(default=(), metadata=OMIT)
    story: int = field(default=0, metadata=OMIT)

    @property
    def awaits_option(self) -> bool:
        """True while an event's two options wait for the player's choice."""
        return bool(self.options) and not self.chosen


@frozen_value(slots=True)
class PendingCombat:
    """A fight whose outcome the table enters; the token combat's state will take its place."""

    seat: int
    enemy: str
    colour: Colour


@frozen_value
class Fight:
    """An enemy fought token by token: the hero's seat, the enemy card, its challenge colour, the combat.

    The player on the hero's right decides for the enemy (`combat`'s defender seat).
    """

    seat: int
    enemy: EnemyCard
    colour: Colour
    combat: CombatState


@frozen_value(slots=True)
class HeroBattle:
    """Two heroes fighting token by token because an ability let one attack the other (`fight_heroes.py`):
    the attacker's and the defender's seats, the ability or card the table named, the combat."""

    attacker: int
    defender: int
    ability: str
    combat: CombatState


@frozen_value(slots=True)
class AttributeTest:
    """An attribute test under way (`attribute_tests.py`): cards owed (attribute + modifier + exertions),
    the names revealed, how many showed success, how many hand cards were exerted."""

    attribute: Attribute
    owed: int
    revealed: tuple[str, ...] = ()
    successes: int = 0
    exerted: int = 0

    @property
    def to_reveal(self) -> int:
        """Cards still to reveal before the result."""
        return self.owed - len(self.revealed)


@frozen_value(slots=True)
class DiceMove:
    """A move by terrain dice under way (`dice_moves.py`): each die's symbols as they lie now (after any
    reroll), which dice are spent, and how many rerolls were paid for with a skill card."""

    faces: tuple[tuple[str, ...], ...]
    spent: tuple[bool, ...]
    rerolls: int = 0

    @property
    def unspent(self) -> tuple[int, ...]:
        """The dice (numbered from 0) not yet spent on a step."""
        return tuple(i for i, used in enumerate(self.spent) if not used)


class Stage(enum.StrEnum):
    """What the game waits for."""

    ACTIONS = "actions"
    TRADING = "trading"  # an item was revealed: buy or discard one
    CHALLENGE = "challenge"  # a drawn event, test or quest waits for its result
    COMBAT = "combat"
    STORY = "story"  # the time token landed on a story space: draw a story card
    MARKETS = "markets"  # setup: the item cards dealt three to each city market, one by one
    MOVING = "moving"  # terrain dice rolled for a move: spend them a space each, exert to reroll one, or stop
    OVER = "over"


@frozen_value
class R3State:
    """The whole game outside combat."""

    names: tuple[str, ...]
    scenario: Scenario
    heroes: tuple[HeroState, ...]
    first: int
    active: int
    actions_used: int
    time_space: int
    act: int
    track_length: int
    story_spaces: tuple[int, ...]
    markets: tuple[Market, ...]
    tokens: tuple[ChallengeToken, ...]
    stage: Stage = Stage.ACTIONS
    trading_city: str = ""
    challenge: Challenge | None = None
    combat: Fight | HeroBattle | PendingCombat | None = None
    story_drawn: int = 0
    quest_zone: tuple[str, ...] = ()
    result: str = ""
    expansions: tuple[tuple[str, Any], ...] = ()
    #: The session's catalogue: item cards (a drawn card named without data is looked up here),
    #: enemy cards, and the tokens every enemy shares (five, then act 2's sixth).
    item_deck: tuple[Item, ...] = ()
    enemies: tuple[EnemyCard, ...] = ()
    enemy_tokens: tuple[CombatToken, ...] = ()
    #: An attribute test under way on the drawn challenge, and the skill cards tests have discarded.
    test: AttributeTest | None = None
    skill_discards: int = 0
    #: The session's catalogue of skill cards (learning one by name looks up its attribute and cost)
    #: and the scenario's story cards (drawing one by name uses its data).
    skill_cards: tuple[Skill, ...] = ()
    story_cards: tuple[StoryCard, ...] = ()
    #: Cards the catalogue lacks whose values the table typed once this session, reused for a card of the
    #: same name (asked once, remembered): items with type, cost and tokens; enemies with health.
    typed_items: tuple[Item, ...] = ()
    typed_enemies: tuple[EnemyCard, ...] = ()
    #: The session's event, test and quest cards (catalogue) and those the table typed (remembered).
    challenge_cards: tuple[ChallengeCard, ...] = field(default=(), metadata=OMIT)
    typed_challenges: tuple[ChallengeCard, ...] = field(default=(), metadata=OMIT)
    #: Quests heroes drew and keep for later (story quests are `quest_zone`, numbered from 1), and the
    #: numbers of story quests taken out of the zone to be resolved.
    quests: tuple[KeptQuest, ...] = field(default=(), metadata=OMIT)
    story_taken: tuple[int, ...] = field(default=(), metadata=OMIT)
    #: The scenario card's instruction for the end of act 2, shown to the table when it comes.
    scenario_end: str = field(default="", metadata=OMIT)
    #: A move by terrain dice under way, and the faces of the table's terrain die when its catalogue describes
    #: them (each face its symbols), so the app can roll it; without them the table enters its own dice.
    moving: DiceMove | None = field(default=None, metadata=OMIT)
    terrain_faces: tuple[tuple[str, ...], ...] = field(default=(), metadata=OMIT)

    @property
    def hero(self) -> HeroState:
        """The active seat's hero."""
        return self.heroes[self.active]
