"""The combat record: both sides' tokens as they lie, wounds, the round, whose turn and the result.

Side 0 is always the attacking hero; side 1 is the enemy, or the hero being attacked in a fight
between heroes. Token positions are indices into the fighter's `tokens`.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.dice import DieSpec, two_sided_token
from rules_engine.messages import N_
from rules_engine.runebound3.combat.fighters import Fighter, SideKind

#: A combat token tossed like a coin: which face landed up.
#: A token's two sides as the dice tray and a roll's text name them (the catalogue's words: "front", "back"; typed in
#: English as `landed` and the tray read them).
TOKEN_DIE: DieSpec = two_sided_token("rb3-combat-token", N_("combat token"), (N_("front"),), (N_("back"),))

ATTACKER, DEFENDER = 0, 1


class Phase(enum.StrEnum):
    """Where the fight stands."""

    TOSS = "toss"  # every token must be tossed to start the round
    SPENDING = "spending"  # the sides take turns spending
    SHIELDING = "shielding"  # damage is about to land: its target may spend shields
    BETWEEN = "between"  # between rounds: heroes may try to retreat
    OVER = "over"


class Ending(enum.StrEnum):
    """How the fight ended."""

    DEFEAT = "defeat"  # one side's wounds reached its health
    RETREAT = "retreat"  # a hero stepped away between rounds


@frozen_value(slots=True)
class Result:
    """The end of a fight: who won or who retreated, and what the winner takes."""

    ending: Ending
    winner: int | None
    loser: int | None
    retreated: int | None = None
    text: str = ""


@frozen_value(slots=True)
class Pending:
    """Damage about to land on `target`, before it chooses shields."""

    target: int
    amount: int
    source: str


@frozen_value
class SideState:
    """One side during the fight: its fighter, wounds and what its tokens show this round.

    `up[i]` is True when token i shows its front; `stacks` holds (doubling token, token on top)
    pairs; `surges_used` names the surge abilities used this round; `ward` is the shield a surge
    ability holds for later this round (it prevents the next damage about to land on this side).
    """

    fighter: Fighter
    wounds: int
    up: tuple[bool, ...]
    spent: tuple[bool, ...]
    stacks: tuple[tuple[int, int], ...] = ()
    passed: bool = False
    surges_used: tuple[str, ...] = ()
    ward: int = 0

    @property
    def kind(self) -> SideKind:
        """Hero or enemy."""
        return self.fighter.kind

    @property
    def defeated(self) -> bool:
        """True once the wounds reach the health."""
        return self.wounds >= self.fighter.health


@frozen_value
class CombatState:
    """A whole fight: both sides, the round, the phase, who acts, pending damage and the result.

    `first` is the side that won initiative this round; `retreat_queue` the sides still to say
    whether they retreat between rounds, in order; `terrain_die` the die a retreat rolls.
    """

    sides: tuple[SideState, SideState]
    terrain_die: DieSpec
    round: int = 1
    phase: Phase = Phase.TOSS
    to_act: int = ATTACKER
    first: int | None = None
    pending: Pending | None = None
    retreat_queue: tuple[int, ...] = ()
    result: Result | None = None

    @property
    def hero_battle(self) -> bool:
        """True when a hero fights another hero."""
        return self.sides[DEFENDER].kind is SideKind.HERO

    def side(self, index: int) -> SideState:
        """One side by index (0 attacker, 1 defender)."""
        return self.sides[index]


def other(side: int) -> int:
    """The opposing side's index."""
    return 1 - side


def shielding_side(state: CombatState) -> int:
    """The side damage is about to land on (shields, taking it), else the side whose turn it is."""
    return state.pending.target if state.pending is not None else state.to_act


def deciding_side(state: CombatState) -> int:
    """The side deciding now whether to retreat between rounds, else the attacking side."""
    return state.retreat_queue[0] if state.phase is Phase.BETWEEN and state.retreat_queue else ATTACKER
