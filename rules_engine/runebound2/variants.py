"""The variants a table chooses at setup: item and ally limits, game length, and the yes/no rules."""

from __future__ import annotations

from dataclasses import dataclass


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
