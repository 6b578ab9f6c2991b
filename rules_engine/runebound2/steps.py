"""The five steps of a turn, in order."""

from __future__ import annotations

import enum


class Step(enum.IntEnum):
    """Refresh, movement, adventure, market, experience."""

    REFRESH = 1
    MOVEMENT = 2
    ADVENTURE = 3
    MARKET = 4
    EXPERIENCE = 5

    @property
    def label(self) -> str:
        """The step's name for people."""
        return {1: "refresh", 2: "movement", 3: "adventure", 4: "market", 5: "experience"}[self.value]


STEP_WORDS = {s.label: s for s in Step}
