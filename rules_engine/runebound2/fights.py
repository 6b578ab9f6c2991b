"""Fights in progress as values: a combat with a challenge, a duel between heroes, the final battle's line-up.

Phases and sources are `StrEnum`s whose values are the words the app has always stored.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.values import replace


class FightPhase(enum.StrEnum):
    """Before combat, then each round's phases in order: flee, ranged, melee, magic."""

    BEFORE = "before"
    FLEE = "flee"
    RANGED = "ranged"
    MELEE = "melee"
    MAGIC = "magic"


class FightSource(enum.StrEnum):
    """Where the opponent of a combat came from, which decides what fleeing and victory bring."""

    DECK = "deck"  # drawn from an adventure deck
    TRACK = "track"  # taken from the unresolved-challenge track
    HAZARD = "hazard"  # a road hazard: no before-combat, no fleeing, no reward
    FINAL = "final"  # the final battle: no fleeing
    ENCOUNTER = "encounter"  # an opponent an encounter card calls for
    CLASS_DECK = "class-deck"  # a challenge another player played from a class deck (Class Decks expansion)


#: The phases of a combat round, in order.
ROUND_PHASES = (FightPhase.FLEE, FightPhase.RANGED, FightPhase.MELEE, FightPhase.MAGIC)
#: A duel's phases: before-combat once, then rounds like a combat's.
DUEL_PHASES = (FightPhase.BEFORE,) + ROUND_PHASES


def phase_rule(phase: FightPhase, ranged_rule: str) -> str:
    """The rule of the phase's own section: the book describes each phase's roll under its own heading."""
    return {FightPhase.MELEE: "runebound2.combat.melee", FightPhase.MAGIC: "runebound2.combat.magic"}.get(phase, ranged_rule)


@frozen_value(slots=True)
class Combat:
    """A fight in progress: the card and its wounds, where it came from, the phase and round."""

    card: AdventureCard
    wounds: int = 0
    source: FightSource = FightSource.DECK
    hex: str = ""
    phase: FightPhase = FightPhase.BEFORE
    round: int = 0
    before_used: tuple[str, ...] = ()
    attacked: tuple[str, ...] = ()
    surprise: bool = False  # a road hazard's fight (also an encounter's): no before-combat, no fleeing

    @property
    def can_flee(self) -> bool:
        """Fleeing is possible except in road hazards and the final battle."""
        return self.source not in (FightSource.HAZARD, FightSource.FINAL) and not self.surprise

    def first_phase(self) -> FightPhase:
        """Where each round starts: the flee phase, or ranged when fleeing is impossible."""
        return FightPhase.FLEE if self.can_flee else FightPhase.RANGED

    def next_phase(self) -> Combat:
        """The combat after the current phase ends (a new round after magic)."""
        if self.phase == FightPhase.MAGIC:
            return replace(self, phase=self.first_phase(), round=self.round + 1, attacked=())
        return replace(self, phase=ROUND_PHASES[ROUND_PHASES.index(self.phase) + 1])


@frozen_value(slots=True)
class Duel:
    """A duel in progress: the current aggressor and defender (they swap each round), phase, round."""

    aggressor: int
    defender: int
    challenger: int
    phase: FightPhase = FightPhase.BEFORE
    round: int = 0
    before_sides: tuple[str, ...] = ()  # 'defender' / 'aggressor' once they used an ability; 'defender-done'
    before_used: tuple[str, ...] = ()  # 'side:char:NAME' / 'side:item:NAME' already used
    attacked: tuple[str, ...] = ()
    activations: tuple[int, ...] = ()

    def next_phase(self) -> Duel:
        """The duel after this phase; after magic the roles swap and a new round starts."""
        if self.phase == FightPhase.MAGIC:
            return replace(self, aggressor=self.defender, defender=self.aggressor, phase=FightPhase.FLEE,
                           round=self.round + 1, attacked=(), activations=())
        return replace(self, phase=DUEL_PHASES[DUEL_PHASES.index(self.phase) + 1])


@frozen_value(slots=True)
class FinalBattle:
    """The doom track's endgame: who fights in which order, who is fighting now, who has already lost."""

    order: tuple[int, ...]
    current: int = 0
    lost: tuple[int, ...] = ()
    lots: tuple[int, ...] = ()  # seats equal in level and gold waiting for their lot (in the order listed)
    draws: tuple[tuple[int, ...], ...] = ()  # per seat, the lot values drawn so far

    @property
    def fighter(self) -> int:
        """The player whose hero fights now."""
        return self.order[self.current]


def ability_key(who: str, ability: str) -> str:
    """How a character's before-combat ability is remembered: 'char:NAME', or 'char:NAME:ABILITY' when named."""
    named = " ".join(ability.split()).casefold()
    return f"char:{who}:{named}" if named else f"char:{who}"


def repeat_refusal(who: str, ability: str) -> str:
    """Why a character's before-combat ability cannot be used again (each ability once, not one per character)."""
    if ability.strip():
        return f"{who}'s before-combat ability {ability.strip()!r} was already used in this combat (each ability once)"
    return (f"{who} has already used a before-combat ability in this combat; each of its before-combat abilities "
            "may be used once: name the other one (ability:NAME)")
