"""The variants a table chooses at setup: item and ally limits, game length, and the yes/no rules."""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import NC_


class ItemLimit(enum.StrEnum):
    """Which item limit the party obeys."""

    STANDARD = "standard"  # two weapons and one armour
    CLASS_AND_TYPE = "class-and-type"  # one item of each class-and-type pair


class AllyLimit(enum.StrEnum):
    """How many allies a party may lead."""

    TWO = "two"
    UNLIMITED_UPKEEP = "unlimited-upkeep"  # any number, 1 gold upkeep each in the market step


class GameLength(enum.StrEnum):
    """The game length, which sets the price of experience counters."""

    STANDARD = "standard"
    QUICK = "quick"
    LONG = "long"


@frozen_value(slots=True)
class Options:
    """The variants chosen at setup."""

    doom_track: bool = False
    road_hazards: bool = False
    soft_knockout: bool = False
    item_limit: ItemLimit = ItemLimit.STANDARD
    allies: AllyLimit = AllyLimit.TWO
    game_length: GameLength = GameLength.STANDARD
    battle_trophies: bool = False
    starting_gold: int = 3


#: The wizard's words for each choice's value (the values stay the setup's, in English), marked for the catalogue.
CHOICE_WORDS = (
    NC_("setup choice", "standard"), NC_("setup choice", "class-and-type"), NC_("setup choice", "two"),
    NC_("setup choice", "unlimited-upkeep"),
    # The game's length, whose words agree with its label (Russian «Длина игры», Polish «Długość gry»: feminine).
    NC_("setup choice: game_length", "standard"), NC_("setup choice: game_length", "quick"),
    NC_("setup choice: game_length", "long"),
)
