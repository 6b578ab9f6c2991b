"""The immutable state of a Dice Throne match: seats, health counters, the current roll and pending damage."""

from __future__ import annotations

from dataclasses import field

from rules_engine.frozen_values import frozen_value
from rules_engine.dice_throne.damage import Step
from rules_engine.dice_throne.heroes import Hero
from rules_engine.dice_throne.modes import HEAL_ABOVE_START, Mode, pool_of
from rules_engine.values import replace


@frozen_value
class Seat:
    """One player and their hero: CP, card counts, statuses, raised limits and upgrades."""

    name: str
    hero: str
    cp: int
    hand: int
    deck: int
    discard: int
    statuses: tuple[tuple[str, int], ...] = ()
    limits: tuple[tuple[str, int], ...] = ()
    upgrades: tuple[tuple[str, int, int], ...] = ()  # (ability id, level, CP paid for the card in place)
    defeated: bool = False

    def count(self, status: str) -> int:
        """Tokens of a status on this hero."""
        return dict(self.statuses).get(status, 0)

    def with_count(self, status: str, count: int) -> Seat:
        """A copy holding `count` tokens of a status (zero removes it)."""
        others = tuple((s, n) for s, n in self.statuses if s != status)
        updated = others + ((status, count),) if count > 0 else others
        return replace(self, statuses=tuple(sorted(updated)))

    def level(self, ability: str) -> tuple[int, int]:
        """Current level of an ability and the CP paid for the upgrade in place (level 1, 0 paid if none)."""
        for ability_id, level, paid in self.upgrades:
            if ability_id == ability:
                return level, paid
        return 1, 0


@frozen_value(slots=True)
class PendingDamage:
    """Damage waiting for the end of the roll phase, with every step the table entered for it."""

    target: int | None  # None: the attack's target, not chosen yet
    amount: int
    kind: str
    source: str
    attack: bool = False
    attacker: int | None = None
    steps: tuple[Step, ...] = ()


@frozen_value(slots=True)
class PendingHeal:
    """Healing waiting for the end of the roll phase (or of upkeep)."""

    seat: int
    amount: int
    source: str


@frozen_value(slots=True)
class PendingSteal:
    """Health to be stolen when the roll phase (or upkeep) ends: what the victim has then, at most."""

    thief: int
    victim: int
    amount: int


@frozen_value(slots=True)
class Resolving:
    """A card, ability or spent status being resolved, which an interrupt may (or may not) cut into.

    `what` is one of: instant card, roll-phase card, main-phase card, upgrade, ability, ultimate,
    defence, status.
    """

    what: str
    name: str
    seat: int


@frozen_value
class RollState:
    """The roll phases of the current turn: offensive dice, declaration, target, defence."""

    dice: tuple[int, ...] = ()
    attempts: int = 0
    declared: str | None = None
    declared_none: bool = False
    changed_since_declared: bool = False  # a die was changed after the declaration: rolling or re-declaring reopens
    activated: str | None = None
    ultimate: bool = False
    needs_target: bool = False
    target: int | None = None
    target_die: int | None = None
    chooser: str = ""
    defence: str | None = None
    defence_dice: tuple[int, ...] = ()
    # The defence is rolled and the table has entered nothing of its result yet (nor said it does nothing): the
    # phase does not end silently (`flow.next_refusals`). Left out of the serialised state while false.
    defence_owed: bool = field(default=False, metadata={"omit_when_empty": True})
    bonus_drawn: bool = False
    knockdown_paid: bool = False
    bounty_cp: int = 0  # CP the attacker gains when the roll phase ends, for attacking a Bounty holder
    bounty_counted: tuple[str, ...] = ()  # Bounty-like statuses already counted for this attack's target


@frozen_value
class DTState:
    """A whole match: mode, heroes, seats, health counters and their history, turn, phase, roll, pending effects."""

    mode: Mode
    heroes: tuple[Hero, ...]
    seats: tuple[Seat, ...]
    health: tuple[int, ...]
    start_health: int
    history: tuple[tuple[int, ...], ...]
    phase: str
    order: tuple[int, ...] = ()
    turn_index: int = 0
    turn: int = 0
    roll: RollState = RollState()
    pending: tuple[PendingDamage, ...] = ()  # damage waiting for the end of the roll phase or of upkeep
    heals: tuple[PendingHeal, ...] = ()
    steals: tuple[PendingSteal, ...] = ()
    resolving: tuple[Resolving, ...] = ()  # what is being resolved, innermost interrupt last
    winners: tuple[int, ...] = ()
    draw: bool = False

    @property
    def active(self) -> int:
        """The active seat (seat 0 before the roll-off)."""
        return self.order[self.turn_index] if self.order else 0

    @property
    def finished(self) -> bool:
        """True once the match has a winner or is drawn."""
        return bool(self.winners) or self.draw

    @property
    def max_health(self) -> int:
        """The most health a counter may hold: starting health plus 10 (`HEAL_ABOVE_START`)."""
        return self.start_health + HEAL_ABOVE_START

    def hero_of(self, seat: int) -> Hero:
        """The hero a seat plays."""
        hero_id = self.seats[seat].hero
        return next(h for h in self.heroes if h.id == hero_id)

    def pool(self, seat: int) -> int:
        """The health counter index a seat uses."""
        return pool_of(self.mode, seat)

    def health_of(self, seat: int) -> int:
        """The health a seat's hero has (its team's in team play)."""
        return self.health[self.pool(seat)]

    def with_seat(self, index: int, seat: Seat) -> DTState:
        """A copy with one seat replaced."""
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))

    def seat_health(self) -> tuple[int, ...]:
        """Health per seat (team members show their team's counter)."""
        return tuple(self.health_of(i) for i in range(len(self.seats)))
