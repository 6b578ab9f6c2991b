"""The values a die is added to: a hero's or monster's melee, magic and speed, and others a threat may test."""

from __future__ import annotations

import enum


class Stat(enum.StrEnum):
    """A value tested by a battle roll or a threat."""

    MELEE = "melee"
    MAGIC = "magic"
    SPEED = "speed"
    LEVEL = "level"  # some threats test the hero's level
    HEALTH = "health"  # or its current health


#: The three forms a battle can take (a threat may test these or the others).
BATTLE_FORMS = (Stat.MELEE, Stat.MAGIC, Stat.SPEED)
