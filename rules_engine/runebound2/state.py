"""The whole bookkeeping state of a Runebound 2nd edition game, as immutable values."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.challenge_track import ChallengeTrack
from rules_engine.runebound2.combat import Combat
from rules_engine.runebound2.doom_track import DoomTrack
from rules_engine.runebound2.duels import Duel
from rules_engine.runebound2.final_battle import FinalBattle
from rules_engine.runebound2.heroes import HeroState
from rules_engine.runebound2.market import Acquisition
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import Hex


@dataclass(frozen=True, slots=True)
class Options:
    """The variants chosen at setup."""

    doom_track: bool = False
    road_hazards: bool = False
    soft_knockout: bool = False
    item_limit: str = "standard"  # "standard" | "class-and-type"
    allies: str = "two"  # "two" | "unlimited-upkeep"
    game_length: str = "standard"  # "standard" | "quick" | "long"
    battle_trophies: bool = False
    starting_gold: int = 3


@dataclass(frozen=True, slots=True)
class TurnState:
    """What the active player has done so far this turn (reset when the turn passes)."""

    movement: str = ""  # "" | "rolled" | "rested" | "stepped" | "moved"
    dice: tuple[tuple[str, ...], ...] = ()  # the symbols of each movement die rolled
    came_from: str = ""  # the hex the party entered its last hex from
    came_from_hex: Hex | None = None  # the same hex with what the app knows of it (terrain, city)
    drawing: str = ""  # colour of the adventure deck being drawn from, "" when not drawing
    hazard: str = ""  # "" | "roll" | "colour" | "draw" | "resolving"
    encounter: str = ""  # name of the encounter being played
    adventure_done: bool = False  # an adventure or a hero was taken on this turn
    negotiating_with: int | None = None
    market_drawn: bool = False
    upkeep_due: bool = False
    bought: tuple[str, ...] = ()
    sold: tuple[str, ...] = ()
    activations: tuple[str, ...] = ()  # "movement", "market", "before", "round-N" slots used
    wardable: int = 0  # wounds the hero just took that a ward may still prevent
    pending: str = ""  # "" | "counter" | "knockout" | "spoils" | "wounds" | "keep"
    held_wounds: int = 0  # wounds being dealt, held while the table may still ward them
    held_seat: int | None = None  # whose party takes the held wounds
    held_who: str = ""  # the character (hero or ally) taking them
    held_then: str = ""  # what follows once they land: "combat" (next phase) | "flee" (try again or stay)
    keeping: AdventureCard | None = None  # a defeated card kept: waiting to be told what it becomes
    encounter_kept: bool = False  # the encounter being played became an ally or item: it stays in play
    pending_player: int | None = None
    pending_colour: str = ""  # the colour of the adventure counter waiting to be taken
    encounter_colour: str = ""  # the colour of the encounter being played
    duel_loser: int | None = None  # the seat knocked out in a duel, until the spoils are taken
    keep_assets: bool = False  # battle trophies: the duel's loser keeps the rest of the cards
    ended: bool = False  # the turn ended early (escape, knock-out, duel)


@dataclass(frozen=True)
class Rb2State:
    """Heroes, tracks, markets, the active event and where in the turn the table is."""

    players: tuple[HeroState, ...]
    options: Options
    active: int = 0
    step: Step = Step.REFRESH
    turn: TurnState = field(default_factory=TurnState)
    track: ChallengeTrack = field(default_factory=ChallengeTrack)
    doom: DoomTrack | None = None
    active_event: AdventureCard | None = None
    combat: Combat | None = None
    duel: Duel | None = None
    final: FinalBattle | None = None
    reserve: tuple[Counter, ...] = ()
    under_decks: tuple[tuple[str, tuple[str, ...]], ...] = ()  # colour -> cards put under, in order
    out_of_game: tuple[str, ...] = ()
    acquisitions_under: tuple[str, ...] = ()
    markets: tuple[tuple[str, tuple[Acquisition, ...]], ...] = ()
    winner: int | None = None
    result: str = ""
    turn_number: int = 1
    terrain_faces: tuple[tuple[str, ...], ...] = ()  # the terrain die's faces, if the table described them

    @property
    def hero(self) -> HeroState:
        """The active player's hero."""
        return self.players[self.active]

    def with_player(self, index: int, hero: HeroState) -> Rb2State:
        """A copy with one player's hero replaced."""
        players = list(self.players)
        players[index] = hero
        return replace(self, players=tuple(players))

    def with_hero(self, hero: HeroState) -> Rb2State:
        """A copy with the active hero replaced."""
        return self.with_player(self.active, hero)

    def with_turn(self, **changes) -> Rb2State:
        """A copy with some turn fields changed."""
        return replace(self, turn=replace(self.turn, **changes))

    def market_of(self, city: str) -> tuple[Acquisition, ...]:
        """The cards the app knows to lie on a city's market."""
        for name, cards in self.markets:
            if name.casefold() == city.casefold():
                return cards
        return ()

    def with_market(self, city: str, cards: tuple[Acquisition, ...]) -> Rb2State:
        """A copy with one city's market replaced."""
        others = tuple((n, c) for n, c in self.markets if n.casefold() != city.casefold())
        return replace(self, markets=others + ((city, cards),))

    def put_under_deck(self, card: AdventureCard) -> Rb2State:
        """Record an adventure card going under its colour's deck."""
        decks = dict(self.under_decks)
        decks[card.colour] = decks.get(card.colour, ()) + (card.name,)
        return replace(self, under_decks=tuple(sorted(decks.items())))

    def here(self) -> Hex | None:
        """The hex the active hero stands on."""
        return self.hero.position
