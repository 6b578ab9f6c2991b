"""The active player's turn so far: how the party moved, the road hazard, the choice the table owes.

The flags are `StrEnum`s whose values are the words the app has always stored, so saved state
reads the same and a flag still equals its word.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.terrain import Hex


class Movement(enum.StrEnum):
    """What the party has done in the movement step."""

    NONE = ""  # nothing yet: it may roll, rest, stay or step
    ROLLED = "rolled"  # rolled four or five terrain dice: the path is still to move
    RESTED = "rested"  # rolled fewer than four and rested: the path is still to move
    STAYED = "stayed"  # rolled no dice: stays put and rests
    STEPPED = "stepped"  # stepped to one adjacent hex instead of rolling
    MOVED = "moved"  # moved along a path paid for by the dice


class Hazard(enum.StrEnum):
    """Where the road-hazards variant's encounter roll stands this turn."""

    NONE = ""  # no encounter roll made
    QUIET = "quiet"  # a die showed the hex's terrain: the road is quiet
    COLOUR = "colour"  # a hazard: its colour is still to be rolled on 2d10
    DRAW = "draw"  # a hazard: its card is being drawn and entered
    RESOLVING = "resolving"  # the hazard is a challenge being fought
    DONE = "done"  # the hazard is over


class Pending(enum.StrEnum):
    """The choice the table owes before anything else (only any-time actions are allowed meanwhile)."""

    NONE = ""
    COUNTER = "counter"  # the adventure counter won is to be recorded
    KNOCKOUT = "knockout"  # a knocked-out hero is to recover in a city
    SPOILS = "spoils"  # the duel's winner is to take the spoils
    WOUNDS = "wounds"  # wounds are held while a card could still ward them
    KEEP = "keep"  # a kept adventure card is to become an item, an ally or a card
    LOTS = "lots"  # the endgame's lot between heroes equal in level and gold


class AfterWounds(enum.StrEnum):
    """What the held wounds interrupted, so the fight goes on correctly once they land."""

    NONE = ""
    COMBAT = "combat"  # an attack or defence in combat: the phase ends
    FLEE = "flee"  # a failed flight: try again or stay
    EFFECT = "effect"  # a card's effect
    DUEL = "duel"  # a duel exchange: the duel's phase ends
    DUEL_BEFORE = "duel-before"  # a before-combat attack in a duel
    DUEL_FLEE = "duel-flee"  # a failed flight from a duel

    @property
    def in_duel(self) -> bool:
        """True for wounds dealt in a duel."""
        return self in (AfterWounds.DUEL, AfterWounds.DUEL_BEFORE, AfterWounds.DUEL_FLEE)


@frozen_value
class TurnState:
    """What the active player has done so far this turn (reset when the turn passes)."""

    movement: Movement = Movement.NONE
    dice: tuple[tuple[str, ...], ...] = ()  # the symbols of each movement die rolled
    came_from: str = ""  # the hex the party entered its last hex from
    came_from_hex: Hex | None = None  # the same hex with what the app knows of it (terrain, city)
    drawing: str = ""  # colour of the adventure deck being drawn from, "" when not drawing
    hazard: Hazard = Hazard.NONE
    encounter: str = ""  # name of the encounter being played
    adventure_done: bool = False  # an adventure or a hero was taken on this turn
    negotiating_with: int | None = None
    market_drawn: bool = False
    upkeep_due: bool = False
    bought: tuple[str, ...] = ()
    sold: tuple[str, ...] = ()
    activations: tuple[str, ...] = ()  # "movement", "market", "before", "round-N" slots used
    wardable: int = 0  # wounds the hero just took that a ward may still prevent
    pending: Pending = Pending.NONE
    held_wounds: int = 0  # wounds being dealt, held while the table may still ward them
    held_seat: int | None = None  # whose party takes the held wounds
    held_who: str = ""  # the character (hero or ally) taking them
    held_then: AfterWounds = AfterWounds.NONE  # what follows once they land
    keeping: AdventureCard | None = None  # a defeated card kept: waiting to be told what it becomes
    encounter_kept: bool = False  # the encounter being played became an ally or item: it stays in play
    pending_player: int | None = None
    pending_colour: str = ""  # the colour of the adventure counter waiting to be taken
    encounter_colour: str = ""  # the colour of the encounter being played
    duel_loser: int | None = None  # the seat knocked out in a duel, until the spoils are taken
    keep_assets: bool = False  # battle trophies: the duel's loser keeps the rest of the cards
    ended: bool = False  # the turn ended early (escape, knock-out, duel)
