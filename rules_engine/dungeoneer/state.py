"""The whole bookkeeping state of a Dungeoneer game, as immutable values."""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.battle_state import Battle
from rules_engine.dungeoneer.dungeon_map import Cell, DungeonMap
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.heroes import HeroCard
from rules_engine.dungeoneer.locations import Hazard, LocationCard
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.options import Options
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.quests import QuestCard
from rules_engine.dungeoneer.solo_state import SoloState
from rules_engine.values import replace


@frozen_value(slots=True)
class EscortToken:
    """An escort quest under way: its tracking token on a hero (`seat`), or left lying in a location (`cell`)."""

    quest: str
    seat: int | None = None
    cell: Cell | None = None


@frozen_value(slots=True)
class PendingTrap:
    """A trap's threat waiting for its dice: one for each hero (by seat) in its location, against `target`."""

    card: str
    cell: Cell
    seats: tuple[int, ...]
    target: int


@frozen_value(slots=True)
class PendingShift:
    """A shift card played (by `seat`) whose move is still to be made (`shift LOCATION SIDE of LOCATION`)."""

    card: str
    seat: int


@frozen_value
class DgState:
    """Heroes, the dungeon, whose turn and which phase, and what the turn still owes."""

    heroes: tuple[HeroState, ...]
    cards: tuple[LocationCard, ...]  # every location card of this session, placed or not
    dungeon: DungeonMap
    locations: tuple[str, ...]  # ids of the location cards not yet placed (the face-down deck)
    options: Options
    phase: Phase = Phase.TUNNELS
    active: int = 0
    turn_number: int = 1
    placed_this_phase: bool = False  # the location phase's card is down
    hazard: Hazard | None = None  # a hazard met on entering, still to be faced
    traps: tuple[PendingTrap, ...] = ()  # traps' threats, every hero in their location still to roll (first first)
    monsters: tuple[MonsterCard, ...] = ()  # the session's monster cards (from the catalogue)
    battle: Battle | None = None
    battle_started: bool = False  # the active hero started its one battle of the turn
    attacked_this_turn: tuple[str, ...] = ()  # monsters that attacked this turn (once each)
    quest_cards: tuple[QuestCard, ...] = ()  # the session's quest cards (from the catalogue)
    adventure_cards: tuple[AdventureCard, ...] = ()  # the session's other adventure cards
    shared_quests: tuple[str, ...] = ()  # the shared quest(s) face up
    quest_attempts: int = 0  # attempts this turn (the first is free)
    shared_wanted: bool = False  # a shared quest was completed: the table names its replacement first
    solo: SoloState | None = None  # solo play's decks and the automation's pending steps
    found: tuple[str, ...] = ()  # seek quests found this turn (found again next turn if not completed)
    escorts: tuple[EscortToken, ...] = ()  # escort quests under way
    discarded: bool = False  # the discard of the turn's last phase is made
    left_out: tuple[str, ...] = ()  # catalogue cards left out of the session: their values are unknown
    heroes_chosen: int = 0  # with choosing heroes: how many players have chosen so far (setup only)
    hero_cards: tuple[HeroCard, ...] = ()  # the session's hero cards (a resurrected player picks a new one)
    shifts: tuple[PendingShift, ...] = field(default=(), metadata={"omit_when_empty": True})  # moves owed, first first
    # peril cards the table drew from its own deck and typed, the catalogue lacking them (typed_cards.py)
    typed_monsters: tuple[MonsterCard, ...] = field(default=(), metadata={"omit_when_empty": True})
    typed_cards: tuple[AdventureCard, ...] = field(default=(), metadata={"omit_when_empty": True})
    winner: int | None = None
    result: str = ""

    @property
    def hero(self) -> HeroState:
        """The active player's hero."""
        return self.heroes[self.active]

    @property
    def finished(self) -> bool:
        """True once the game is over."""
        return self.phase is Phase.OVER

    def card(self, card_id: str) -> LocationCard:
        """The location card with this id (KeyError for an id the session lacks)."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def monster(self, monster_id: str) -> MonsterCard:
        """The monster card with this id, from the catalogue or typed (KeyError for an id the session lacks)."""
        for cards in (self.monsters, self.typed_monsters):  # in this order, without joining them
            for monster in cards:
                if monster.id == monster_id:
                    return monster
        raise KeyError(monster_id)

    def quest(self, quest_id: str) -> QuestCard:
        """The quest card with this id (KeyError for an id the session lacks)."""
        for quest in self.quest_cards:
            if quest.id == quest_id:
                return quest
        raise KeyError(quest_id)

    def adventure(self, card_id: str) -> AdventureCard:
        """The adventure card with this id, from the catalogue or typed (KeyError for an id the session lacks)."""
        for cards in (self.adventure_cards, self.typed_cards):  # in this order, without joining them
            for card in cards:
                if card.id == card_id:
                    return card
        raise KeyError(card_id)

    def card_name(self, card_id: str) -> str:
        """The name of an adventure card or monster by id (the id itself when the session lacks it)."""
        decks: tuple[tuple[AdventureCard, ...] | tuple[MonsterCard, ...], ...] = (
            self.adventure_cards, self.monsters, self.typed_cards, self.typed_monsters)
        for cards in decks:  # in this order, without joining them
            for card in cards:
                if card.id == card_id:
                    return card.name
        return card_id

    def quests_in_play(self) -> frozenset[str]:
        """Every quest dealt and not completed: personal ones and the shared ones."""
        return frozenset(self.shared_quests).union(*(h.quests for h in self.heroes))

    def escort(self, quest_id: str) -> EscortToken | None:
        """The escort token of a quest under way, or None."""
        for token in self.escorts:
            if token.quest == quest_id:
                return token
        return None

    def exit_held_open(self, cell: Cell, side: Side) -> bool:
        """True when a hero still in the game, having failed this blocked exit with no point left, holds it open
        (for every hero, until it leaves the location)."""
        return any(not h.defeated and h.holding == (cell, side) for h in self.heroes)

    def with_hero(self, index: int, hero: HeroState) -> DgState:
        """A copy with one hero replaced."""
        heroes = list(self.heroes)
        heroes[index] = hero
        return replace(self, heroes=tuple(heroes))
