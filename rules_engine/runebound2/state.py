"""The whole bookkeeping state of a Runebound 2nd edition game, as immutable values."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.expansions import Slices, slices_field
from rules_engine.runebound2.acquisitions import Acquisition
from rules_engine.runebound2.adventures import AdventureCard, Counter
from rules_engine.runebound2.challenge_track import ChallengeTrack
from rules_engine.runebound2.doom_track import DoomTrack
from rules_engine.runebound2.fights import Combat, Duel, FinalBattle
from rules_engine.runebound2.heroes import HeroState
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import TurnState
from rules_engine.runebound2.variants import Options
from rules_engine.values import replace

__all__ = ["Options", "Rb2State", "TurnState"]


@frozen_value
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
    #: Slices owned by the expansions in play (`rules_engine.expansions`): each decodes back to the
    #: type its expansion registered; left out of the JSON form while empty, so a game without
    #: expansions serialises as it always did.
    expansions: Slices = slices_field()

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

    def with_turn(self, **changes: Any) -> Rb2State:
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
