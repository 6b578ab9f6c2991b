"""Which dice to keep: the holds that maximise one ability's chance, any of several, or the expected damage.

The advisor tries every set of positions (32 for five dice), values each by the exact programme
of odds_tables.py (optimal re-holding on every later attempt) and returns the best with the reason
in the words of the command that carries it out ("reroll 1 2: Fan the Hammer 44%, Showdown 100%": the
positions to reroll, as `reroll` takes them). It only advises: the table holds its
own dice. Ties go to the hold that keeps more dice, then to the lower positions, so the advice is
deterministic.
"""

from __future__ import annotations

from rules_engine.dice_throne.game_names import game_name
from rules_engine.messages import Joined, Message

from collections.abc import Sequence
from rules_engine.frozen_values import frozen_value
from functools import lru_cache

from rules_engine.dice_throne.heroes import Ability, Hero
from rules_engine.dice_throne.odds import (
    GoalTables, RollPosition, chance, condition_tables, goal_tables, offensive_abilities, percent, reading_for, snap,
)
from rules_engine.dice_throne.odds_tables import Multiset

#: What the advisor maximises: one ability's chance, the chance of any of several, the expected damage.
OBJECTIVES = ("ability", "any", "damage")


@frozen_value(slots=True)
class Objective:
    """A goal for the holds: its kind (one of OBJECTIVES) and the abilities it is about (ids)."""

    kind: str
    abilities: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.kind not in OBJECTIVES:
            raise ValueError(f"an objective is one of {', '.join(OBJECTIVES)}, not {self.kind!r}")
        if self.kind == "ability" and len(self.abilities) != 1:
            raise ValueError("the 'ability' objective is about exactly one ability")


@frozen_value(slots=True)
class HeldChance:
    """An ability's chance when the advised dice are kept (and the best holds are used after)."""

    ability: str
    name: str
    chance: float


@frozen_value(slots=True)
class HoldAdvice:
    """The best holds for an objective: positions to keep, the value reached, each ability's chance, why."""

    objective: Objective
    keep: tuple[int, ...]  # positions 1-5; all five means "stop rolling"
    reroll: tuple[int, ...]  # the other positions: what to type after 'reroll' (none: stop rolling)
    kept_values: tuple[int, ...]
    value: float  # a probability, or the expected damage for the damage objective
    chances: tuple[HeldChance, ...]
    why: str
    unconfirmed: bool  # the damage objective used damage values the catalogue marks unconfirmed
    unknown_damage: tuple[str, ...]  # abilities without a damage value (counted as 0)


def damage_of(ability: Ability, hero: Hero, dice: tuple[int, ...]) -> int:
    """The printed damage of an ability met by these dice (more for more matching dice where printed)."""
    condition = ability.condition
    matching = 0
    if condition is not None and condition.kind == "symbols" and len(condition.symbols) == 1:
        symbol = condition.symbols[0][0]
        matching = sum(1 for v in dice if hero.symbol_of(v) == symbol)
    return ability.damage_for(matching) or 0


@lru_cache(maxsize=1024)
def objective_tables(hero: Hero, objective: Objective) -> GoalTables:
    """The memoised tables of an objective on a hero's dice."""
    abilities = offensive_abilities(hero, objective.abilities)
    conditions = [a.condition for a in abilities if a.condition is not None]
    damage = objective.kind == "damage"

    # Each condition's own table already holds "met or not" on every multiset: look it up.
    met_tables = [(a, condition_tables(hero.faces, a.condition)) for a in abilities if a.condition is not None]

    def reward(dice: tuple[int, ...]) -> float:
        met = [a for a, table in met_tables if table.reward(dice)]
        if damage:
            return float(max((damage_of(a, hero, dice) for a in met), default=0))
        return 1.0 if met else 0.0

    return goal_tables(reading_for(hero.faces, conditions), reward)


def _ranked_holds(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every set of positions, the ones keeping more dice (then lower positions) first."""
    positions = range(1, len(dice) + 1)
    holds = [tuple(p for p in positions if mask >> (p - 1) & 1) for mask in range(1 << len(dice))]
    return sorted(holds, key=lambda h: (-len(h), h))


def hold_value(hero: Hero, objective: Objective, dice: Sequence[int], keep: Sequence[int], attempts_left: int) -> float:
    """The objective's value when these positions are kept and the rest rolled (best holds after)."""
    return objective_tables(hero, objective).keeping(dice, keep, attempts_left)


def advise(hero: Hero, roll: RollPosition, objective: Objective) -> HoldAdvice | None:
    """The best holds for the objective from the dice showing; None before the first roll or with no attempt left."""
    if roll.fresh or roll.attempts_left < 1:
        return None
    table = objective_tables(hero, objective)
    best: tuple[int, ...] = ()
    best_value = -1.0
    seen: dict[Multiset, float] = {}
    for hold in _ranked_holds(roll.dice):
        key = table.reading.encode([roll.dice[p - 1] for p in hold])
        if key not in seen:
            seen[key] = table.tables.keeping(key, roll.attempts_left)
        # Strictly better only: an equal value keeps the earlier hold (more dice kept, lower positions).
        if seen[key] > best_value + 1e-12:
            best, best_value = hold, seen[key]
    abilities = offensive_abilities(hero, objective.abilities)
    after = RollPosition(roll.dice, best, roll.attempts_left)
    chances = tuple(HeldChance(a.id, a.name, chance(hero, a.condition, after)) for a in abilities
                    if a.condition is not None)
    damage = objective.kind == "damage"
    unconfirmed = damage and any(a.unconfirmed for a in abilities)
    unknown = tuple(a.name for a in abilities if damage and a.damage is None)
    value = best_value if damage else snap(best_value)
    kept_values = tuple(roll.dice[p - 1] for p in best)
    reroll = tuple(p for p in range(1, len(roll.dice) + 1) if p not in best)
    return HoldAdvice(objective, best, reroll, kept_values, value, chances,
                      explain(reroll, len(roll.dice), value, chances, abilities, damage, unconfirmed),
                      unconfirmed, unknown)


def explain(reroll: tuple[int, ...], count: int, value: float, chances: tuple[HeldChance, ...],
            abilities: tuple[Ability, ...], damage: bool, unconfirmed: bool) -> str:
    """The advice in words: the command that carries it out (the positions to reroll, as `reroll`
    takes them, never the faces to keep), then the chances it gives, the biggest abilities first."""
    if not reroll:
        head = Message("stop rolling (keep every die)")
    elif len(reroll) == count:
        head = Message("reroll all")
    else:
        head = Message("reroll {positions}", positions=" ".join(map(str, reroll)))
    by_id = {a.id: a for a in abilities}
    # The abilities that weigh most first: chance times damage (chance alone when damage is unknown).
    shown = sorted((c for c in chances if c.chance > 0),
                   key=lambda c: (-c.chance * (by_id[c.ability].damage or 0), -c.chance))[:3]
    listed = (Joined(", ", tuple(Message("{name} {chance}", name=game_name(c.name), chance=percent(c.chance))
                                 for c in shown)) if shown else Message("no ability can be met"))
    if damage and unconfirmed:
        return Message("{head}: expected damage {value} (damage values unconfirmed); {listed}",
                       head=head, value=f"{value:.1f}", listed=listed)
    if damage:
        return Message("{head}: expected damage {value}; {listed}", head=head, value=f"{value:.1f}", listed=listed)
    return Message("{head}: {listed}", head=head, listed=listed)

def most_damage(hero: Hero) -> Objective:
    """The default objective: the expected damage of the best ability activated, over all offensive abilities."""
    return Objective("damage", tuple(a.id for a in offensive_abilities(hero)))

