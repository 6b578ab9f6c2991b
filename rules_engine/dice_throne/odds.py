"""Exact odds of a hero's offensive abilities from the dice on the table, and of a defensive roll's outcome.

The offensive roll is read as: the dice showing now (none before the first attempt), the dice the
player holds for the next attempt (optional) and the roll attempts left. Each ability's chance
assumes the holds that are best for that ability on every later attempt (see odds_tables.py). The
activation conditions are the engine's own (`activation.meets`), so the odds and the referee
always agree on what a condition is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

from rules_engine.frozen_values import frozen_value
from rules_engine.dice_throne.activation import meets
from rules_engine.dice_throne.dice import HERO_DICE
from rules_engine.dice_throne.heroes import Ability, Condition, Hero
from rules_engine.dice_throne.odds_tables import FACES, SIX_NUMBERS, Multiset, ValueTables, Weights, reward_table, tables
from rules_engine.errors import CommandError
from rules_engine.messages import Message


#: Sums of float probabilities are off by about 1e-16; closer than this to 0 or 1 is 0 or 1.
ROUNDING = 1e-12


class OddsError(CommandError):
    """A roll the odds cannot be worked out for: a face out of range, a held die that is not there."""


@frozen_value(slots=True)
class RollPosition:
    """Where an offensive roll stands: the dice shown (by position), the positions held, the attempts left."""

    dice: tuple[int, ...]  # () before the first attempt
    held: tuple[int, ...] | None  # positions 1-5 the player keeps for the next attempt; None: not chosen yet
    attempts_left: int

    @property
    def fresh(self) -> bool:
        """True before the first attempt: every die will be rolled."""
        return not self.dice


@frozen_value(slots=True)
class AbilityChance:
    """One offensive ability and its chance of being met when the roll ends, with the best holds for it."""

    ability: str
    name: str
    chance: float
    met_now: bool


@frozen_value(slots=True)
class DefenceOutcome:
    """One outcome of a defensive roll: how many dice show each symbol, and its exact probability."""

    symbols: tuple[tuple[str, int], ...]
    probability: Fraction


def position(dice: Sequence[int], held: Sequence[int] | None, attempts_left: int) -> RollPosition:
    """A checked roll position; OddsError names the die, the hold or the count that cannot be."""
    dice = tuple(dice)
    if dice and len(dice) != HERO_DICE:
        raise OddsError(Message("a hero rolls {count} dice; {given} were given ({dice})", count=HERO_DICE,
                                 given=len(dice), dice=" ".join(map(str, dice))))
    for i, v in enumerate(dice, start=1):
        if v not in FACES:
            raise OddsError(Message("die {number} shows {value}: a hero die shows 1 to 6", number=i, value=v))
    if not 0 <= attempts_left <= 3:
        raise OddsError(Message("roll attempts left are 0 to 3, not {count}", count=attempts_left))
    if not dice and attempts_left < 1:
        raise OddsError(Message("before the first roll there must be an attempt left to roll"))
    if held is not None:
        held = tuple(sorted(set(held)))
        if not dice:
            raise OddsError(Message("no dice are showing yet, so none can be held"))
        for p in held:
            if not 1 <= p <= HERO_DICE:
                raise OddsError(Message("held die {number} does not exist: the dice are numbered 1 to {count}", number=p,
                                                 count=HERO_DICE))
        if attempts_left < 1:
            raise OddsError(Message("holding dice needs a roll attempt left; with none the dice stay as they are"))
    return RollPosition(dice, held, attempts_left)


@frozen_value(slots=True)
class Reading:
    """How a goal reads a hero die: the outcome each face number 1-6 counts as, the outcomes' weights,
    and one face number showing each outcome (to evaluate the goal on)."""

    of_face: tuple[int, ...]
    weights: Weights
    representative: tuple[int, ...]

    def encode(self, values: Sequence[int]) -> Multiset:
        """The multiset of outcomes these die numbers show."""
        return tuple(sorted(self.of_face[v - 1] for v in values))

    def reward(self, goal: Callable[[tuple[int, ...]], float]) -> tuple[float, ...]:
        """A goal on die numbers evaluated on every final multiset of outcomes."""
        rep = self.representative
        return reward_table(lambda m: goal(tuple(rep[o] for o in m)), HERO_DICE, len(self.weights))


#: Reading a die by its numbers (straights, n of a kind, anything that tells 1 from 2).
NUMBERS = Reading((0, 1, 2, 3, 4, 5), SIX_NUMBERS, FACES)


@lru_cache(maxsize=256)
def by_symbol(faces: tuple[tuple[int, str], ...]) -> Reading:
    """Reading a hero's die by its symbols only: fewer outcomes, the same odds for symbol conditions."""
    symbols: list[str] = []
    for _, symbol in faces:
        if symbol not in symbols:
            symbols.append(symbol)
    of_face = tuple(symbols.index(symbol) for _, symbol in faces)
    weights = tuple(of_face.count(i) / len(faces) for i in range(len(symbols)))
    representative = tuple(faces[of_face.index(i)][0] for i in range(len(symbols)))
    return Reading(of_face, weights, representative)


def reading_for(faces: tuple[tuple[int, str], ...], conditions: Sequence[Condition]) -> Reading:
    """By symbols when every condition only counts symbols, else by numbers."""
    return by_symbol(faces) if all(c.kind == "symbols" for c in conditions) else NUMBERS


@frozen_value(slots=True)
class GoalTables:
    """The value tables of a goal with the reading its multisets use."""

    reading: Reading
    tables: ValueTables

    def expected(self, roll: RollPosition) -> float:
        """The expected reward from a roll position, holding optimally after any given holds."""
        if roll.fresh:
            return self.tables.fresh(roll.attempts_left)
        if roll.held is None:
            return self.tables.value(self.reading.encode(roll.dice), roll.attempts_left)
        return self.keeping(roll.dice, roll.held, roll.attempts_left)

    def reward(self, dice: Sequence[int]) -> float:
        """The goal's reward on these final dice (a lookup: the goal was evaluated once per multiset)."""
        return self.tables.value(self.reading.encode(dice), 0)

    def keeping(self, dice: Sequence[int], positions: Sequence[int], attempts_left: int) -> float:
        """The expected reward keeping the dice at these positions and rolling the rest now."""
        return self.tables.keeping(self.reading.encode([dice[p - 1] for p in positions]), attempts_left)


def goal_tables(reading: Reading, goal: Callable[[tuple[int, ...]], float]) -> GoalTables:
    """The memoised tables of a goal on die numbers, read the given way."""
    return GoalTables(reading, tables(reading.reward(goal), HERO_DICE, reading.weights))


@lru_cache(maxsize=1024)
def condition_tables(faces: tuple[tuple[int, str], ...], condition: Condition) -> GoalTables:
    """The tables of "this condition is met" on a hero's dice (memoised by faces and condition)."""
    hero = Hero("odds", "odds", faces, (), ())
    return goal_tables(reading_for(faces, (condition,)),
                       lambda values: 1.0 if meets(condition, hero, values) else 0.0)


def percent(p: float) -> str:
    """A chance as the board prints it: whole percent, never 100% or 0% unless it is certain or impossible."""
    if p >= 1.0:
        return "100%"
    if p <= 0.0:
        return "0%"
    if p > 0.995:
        return ">99%"
    if p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def snap(p: float) -> float:
    """Rounding may leave 0.9999999999999999 for a certainty: a probability is snapped into [0, 1]."""
    if p > 1.0 - ROUNDING:
        return 1.0
    if p < ROUNDING:
        return 0.0
    return p


def chance(hero: Hero, condition: Condition, roll: RollPosition) -> float:
    """The chance the roll ends meeting the condition, with the best holds for it from here."""
    return snap(condition_tables(hero.faces, condition).expected(roll))


def ability_chances(hero: Hero, roll: RollPosition) -> tuple[AbilityChance, ...]:
    """Every offensive ability (ultimate included) with its chance from this roll position, in board order."""
    out = []
    for ability in hero.offensive():
        if ability.condition is None:
            continue
        met = bool(roll.dice) and meets(ability.condition, hero, roll.dice)
        out.append(AbilityChance(ability.id, ability.name, chance(hero, ability.condition, roll), met))
    return tuple(out)


def offensive_abilities(hero: Hero, names: Sequence[str] = ()) -> tuple[Ability, ...]:
    """The offensive abilities named (by id or name), or all of them; OddsError for a name the hero lacks."""
    if not names:
        return tuple(a for a in hero.offensive() if a.condition is not None)
    found = []
    for name in names:
        ability = hero.ability(name)
        if ability is None or ability.kind != "offensive" or ability.condition is None:
            known = ", ".join(a.id for a in hero.offensive())
            raise OddsError(Message("{hero} has no offensive ability {name!r} (it has {known})", hero=hero.name, name=name,
                                             known=known))
        found.append(ability)
    return tuple(found)


def defence_outcomes(hero: Hero, dice: int) -> tuple[DefenceOutcome, ...]:
    """The exact distribution of symbols shown by `dice` of the hero's dice, most likely first."""
    return _defence_outcomes(hero.faces, dice)


@lru_cache(maxsize=256)
def _defence_outcomes(faces: tuple[tuple[int, str], ...], dice: int) -> tuple[DefenceOutcome, ...]:
    symbol_of = dict(faces)
    symbols = sorted(set(symbol_of.values()), key=lambda s: min(v for v, t in faces if t == s))
    totals: dict[tuple[tuple[str, int], ...], Fraction] = {}
    for outcome in combinations_with_replacement(FACES, dice):
        ways = factorial(dice)
        for n in Counter(outcome).values():
            ways //= factorial(n)
        shown = Counter(symbol_of[v] for v in outcome)
        key = tuple((s, shown[s]) for s in symbols)
        totals[key] = totals.get(key, Fraction(0)) + Fraction(ways, 6 ** dice)
    ordered = sorted(totals.items(), key=lambda item: (-item[1], [-n for _, n in item[0]]))
    return tuple(DefenceOutcome(key, p) for key, p in ordered)
