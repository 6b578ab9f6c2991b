"""The phases of a Dungeoneer game: the setup steps (some only with a variant), then the turn's phases in order.

Refresh (the turn's first phase) changes nothing the table chooses, so the app applies it as the
turn begins and goes straight to the dungeon lord phase.
"""

from __future__ import annotations

import enum
from rules_engine.messages import Message


class Phase(enum.StrEnum):
    """Where the game stands."""

    TUNNELS = "tunnels"  # setup: a tunnel against each side of the entrance
    QUESTS = "quests"  # setup: two personal quests each and one shared quest, named as dealt
    FIRST_PLAYER = "first-player"  # setup: a die decides who starts
    DEAL = "deal"  # setup with no fog: every location is dealt; whoever holds the entrance starts
    HEROES = "heroes"  # setup with choosing heroes: each player in turn takes a hero
    LAYOUT = "layout"  # setup with no fog: every location laid before the first turn
    DUNGEON_LORD = "dungeon-lord"
    LOCATION = "location"
    DEEDS = "deeds"
    DISCARD_DRAW = "discard-draw"
    OVER = "over"

    @property
    def label(self) -> str:
        """The phase as the board shows it."""
        return _LABELS[self]


_LABELS = {
    Phase.TUNNELS: Message('Setup: tunnels around the entrance'),
    Phase.QUESTS: Message('Setup: deal the quests'),
    Phase.FIRST_PLAYER: Message('Setup: roll for the first player'),
    Phase.DEAL: Message("Setup: deal the locations; the entrance's holder starts"),
    Phase.HEROES: Message('Setup: choose the heroes'),
    Phase.LAYOUT: Message('Setup: lay out the whole dungeon'),
    Phase.DUNGEON_LORD: Message('II. Dungeon lord'),
    Phase.LOCATION: Message('III. Location'),
    Phase.DEEDS: Message('IV. Deeds'),
    Phase.DISCARD_DRAW: Message('V. Discard and draw'),
    Phase.OVER: Message('Game over'),
}

#: The turn's phases after refresh, in order.
TURN_PHASES = (Phase.DUNGEON_LORD, Phase.LOCATION, Phase.DEEDS, Phase.DISCARD_DRAW)
