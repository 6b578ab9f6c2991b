"""Targeting: the 2v2 and 3v3 targeting-roll tables and King of the Hill leaders."""

from __future__ import annotations

from collections.abc import Sequence
from rules_engine.frozen_values import frozen_value

DEFENDERS_CHOOSE = "defenders-choose"
ATTACKER_CHOOSES = "attacker-chooses"


@frozen_value(slots=True)
class TargetResult:
    """What a targeting die means: a fixed opponent (index left to right) or who chooses."""

    index: int | None
    chooser: str = ""

    def describe(self, names: Sequence[str]) -> str:
        """In words, with the opponents' names."""
        if self.index is not None:
            return f"the target is {names[self.index]}"
        return "the opponents choose the target" if self.chooser == DEFENDERS_CHOOSE else "the attacker chooses the target"


def team_target(team_size: int, die: int) -> TargetResult:
    """The book's targeting table: 2v2 (1-2 left, 3-4 right, 5 they choose, 6 you choose); 3v3 (left/middle/right)."""
    if not 1 <= die <= 6:
        raise ValueError(f"a targeting die shows 1 to 6, not {die}")
    if team_size == 2:
        if die <= 2:
            return TargetResult(0)
        if die <= 4:
            return TargetResult(1)
        return TargetResult(None, DEFENDERS_CHOOSE if die == 5 else ATTACKER_CHOOSES)
    return TargetResult((die - 1) // 2)


def leaders(health: Sequence[int], alive: Sequence[bool]) -> frozenset[int]:
    """Seats whose hero has the most health among those still in the game (ties all lead)."""
    living = [h for h, a in zip(health, alive) if a]
    if not living:
        return frozenset()
    top = max(living)
    return frozenset(i for i, (h, a) in enumerate(zip(health, alive)) if a and h == top)


def earns_leader_bonus(attacker: int, target: int, health: Sequence[int], alive: Sequence[bool]) -> bool:
    """King of the Hill: attacking a leader draws a bonus card, unless the attacker leads alone."""
    top = leaders(health, alive)
    if target not in top:
        return False
    sole_leader = top == frozenset({attacker})
    return not sole_leader
