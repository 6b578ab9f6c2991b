"""The threat pool: ten tokens per player, each either in the pool or on the hero card.

Gaining threat moves tokens from the pool onto the hero card; discarding threat moves them back.
The total never changes, which `ThreatPool.__post_init__` guards.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message

#: Every player owns exactly this many threat tokens.
TOKENS = 10
#: Threat a hero takes for taking on a challenge of each colour.
CHALLENGE_THREAT = {"green": 1, "yellow": 2, "blue": 3, "red": 4}


@frozen_value(slots=True)
class ThreatPool:
    """One player's ten tokens: `pool` beside the hero, `on_card` on the hero card."""

    pool: int = TOKENS
    on_card: int = 0

    def __post_init__(self) -> None:
        if self.pool < 0 or self.on_card < 0 or self.pool + self.on_card != TOKENS:
            raise ValueError(
                f"threat must be {TOKENS} tokens split between pool and card, not {self.pool}+{self.on_card}"
            )

    def gain(self, amount: int) -> ThreatPool:
        """Move `amount` tokens from the pool onto the hero card (the caller checked the pool holds them)."""
        return ThreatPool(self.pool - amount, self.on_card + amount)

    def discard(self, amount: int) -> ThreatPool:
        """Move `amount` tokens from the hero card back to the pool (the caller checked the card holds them)."""
        return ThreatPool(self.pool + amount, self.on_card - amount)

    def gain_what_fits(self, amount: int) -> tuple[ThreatPool, int]:
        """Gain as much of `amount` as the pool holds; the new pool and how many moved."""
        moved = min(amount, self.pool)
        return self.gain(moved), moved

    def all_back(self) -> ThreatPool:
        """Every token on the hero card returns to the pool (a knock-out)."""
        return ThreatPool(TOKENS, 0)

    def describe(self) -> str:
        """'3 on the hero, 7 in the pool'."""
        return Message("{on_card} on the hero, {pool} in the pool", on_card=self.on_card, pool=self.pool)


def challenge_threat(colour: str) -> int:
    """Threat for taking on a challenge of this colour (0 for a colour that is none of the four)."""
    return CHALLENGE_THREAT.get(colour, 0)
