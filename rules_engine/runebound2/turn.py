"""The active player's turn so far: how the party moved, the road hazard, the choice the table owes."""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.terrain import Hex


@dataclass(frozen=True, slots=True)
class TurnState:
    """What the active player has done so far this turn (reset when the turn passes)."""

    movement: str = ""  # "" | "rolled" | "rested" | "stayed" | "stepped" | "moved"
    dice: tuple[tuple[str, ...], ...] = ()  # the symbols of each movement die rolled
    came_from: str = ""  # the hex the party entered its last hex from
    came_from_hex: Hex | None = None  # the same hex with what the app knows of it (terrain, city)
    drawing: str = ""  # colour of the adventure deck being drawn from, "" when not drawing
    hazard: str = ""  # "" | "quiet" | "colour" | "draw" | "resolving" | "done"
    encounter: str = ""  # name of the encounter being played
    adventure_done: bool = False  # an adventure or a hero was taken on this turn
    negotiating_with: int | None = None
    market_drawn: bool = False
    upkeep_due: bool = False
    bought: tuple[str, ...] = ()
    sold: tuple[str, ...] = ()
    activations: tuple[str, ...] = ()  # "movement", "market", "before", "round-N" slots used
    wardable: int = 0  # wounds the hero just took that a ward may still prevent
    pending: str = ""  # "" | "counter" | "knockout" | "spoils" | "wounds" | "keep" | "lots"
    held_wounds: int = 0  # wounds being dealt, held while the table may still ward them
    held_seat: int | None = None  # whose party takes the held wounds
    held_who: str = ""  # the character (hero or ally) taking them
    held_then: str = ""  # what follows once they land: "combat" | "flee" | "effect" | "duel" | "duel-before" | "duel-flee"
    keeping: AdventureCard | None = None  # a defeated card kept: waiting to be told what it becomes
    encounter_kept: bool = False  # the encounter being played became an ally or item: it stays in play
    pending_player: int | None = None
    pending_colour: str = ""  # the colour of the adventure counter waiting to be taken
    encounter_colour: str = ""  # the colour of the encounter being played
    duel_loser: int | None = None  # the seat knocked out in a duel, until the spoils are taken
    keep_assets: bool = False  # battle trophies: the duel's loser keeps the rest of the cards
    ended: bool = False  # the turn ended early (escape, knock-out, duel)
