"""The odds of a roll as one typed, JSON-ready report: what the board, the dice tray and `companion odds` show.

The report is for one hero and one roll position: each offensive ability with its chance (the
best holds for that ability from here), the advised holds for an objective (by default the most
expected damage), and each defensive ability's outcomes. Screens and the command line only
print it.
"""

from __future__ import annotations

from rules_engine.dice_throne.game_names import game_name
from rules_engine.messages import N_, Joined, Message

from rules_engine.frozen_values import frozen_value

from rules_engine.dice_throne.heroes import Hero
from rules_engine.dice_throne.hold_advisor import HoldAdvice, Objective, advise, most_damage
from rules_engine.dice_throne.odds import RollPosition, ability_chances, defence_outcomes, percent

#: Shown once wherever damage values from the catalogue are used.
UNCONFIRMED_NOTE = N_("damage values are the catalogue's and unconfirmed")


@frozen_value(slots=True)
class AbilityOdds:
    """One offensive ability: its condition in words, its chance when the roll ends, met now or not, its damage."""

    ability: str
    name: str
    condition: str
    chance: float
    shown: str  # the chance as printed, e.g. "44%", ">99%"
    met_now: bool
    damage: int | None
    unconfirmed: bool
    advised: bool  # among the abilities the advised holds are for (the objective's)


@frozen_value(slots=True)
class SymbolsShown:
    """One outcome of a defensive roll: a count per symbol and its probability (exact fraction in text)."""

    counts: tuple[tuple[str, int], ...]
    probability: float
    fraction: str
    shown: str


@frozen_value(slots=True)
class DefenceOdds:
    """A defensive ability's roll: how many dice, and every outcome, most likely first."""

    ability: str
    name: str
    dice: int
    outcomes: tuple[SymbolsShown, ...]


@frozen_value(slots=True)
class OddsReport:
    """The odds of one hero's roll position, the advice for it, and the hero's defensive outcomes."""

    hero: str
    hero_name: str
    dice: tuple[int, ...]
    held: tuple[int, ...] | None
    attempts_left: int
    abilities: tuple[AbilityOdds, ...]
    advice: HoldAdvice | None
    defence: tuple[DefenceOdds, ...]
    unconfirmed: bool

    def headline(self, most: int | None = None) -> str:
        """Every ability with a chance above zero in board order ('Revolver 69% · Showdown 21%'); or the `most` likeliest."""
        shown = [a for a in self.abilities if a.chance > 0]
        if most is not None:
            shown = sorted(shown, key=lambda a: -a.chance)[:most]
        if not shown:
            return Message("no ability can be met")
        return Joined(" · ", tuple(Message("{name} {chance}", name=game_name(a.name), chance=a.shown) for a in shown))

def defence_odds(hero: Hero) -> tuple[DefenceOdds, ...]:
    """Every defensive ability of the hero with the distribution of what its dice show."""
    out = []
    for ability in hero.defensive():
        outcomes = tuple(SymbolsShown(o.symbols, float(o.probability), str(o.probability), percent(float(o.probability)))
                         for o in defence_outcomes(hero, ability.defence_dice))
        out.append(DefenceOdds(ability.id, ability.name, ability.defence_dice, outcomes))
    return tuple(out)


def report(hero: Hero, roll: RollPosition, objective: Objective | None = None) -> OddsReport:
    """The odds of every offensive ability from this roll position, with the advised holds for the objective."""
    objective = objective or most_damage(hero)
    advice = advise(hero, RollPosition(roll.dice, None, roll.attempts_left), objective)
    abilities = []
    for c in ability_chances(hero, roll):
        ability = hero.ability(c.ability)
        if ability is None or ability.condition is None:
            continue
        abilities.append(AbilityOdds(c.ability, c.name, ability.condition.describe(), c.chance, percent(c.chance),
                                     c.met_now, ability.damage, ability.unconfirmed, c.ability in objective.abilities))
    unconfirmed = any(a.unconfirmed for a in abilities)
    return OddsReport(hero.id, hero.name, roll.dice, roll.held, roll.attempts_left, tuple(abilities), advice,
                      defence_odds(hero), unconfirmed)
