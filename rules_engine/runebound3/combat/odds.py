"""Exact odds before a toss: who wins initiative and how much damage each side's toss shows.

Every one of the 2^n ways a side's n tokens can land is enumerated (no sampling), with integer
weights so the results are exact `Fraction`s. What is assumed is listed in `ASSUMPTIONS` and
carried by every `RoundOdds`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS, SideKind
from rules_engine.runebound3.combat.state import CombatState
from rules_engine.runebound3.combat.tokens_up import DOUBLING_FACTOR
from rules_engine.runebound3.tokens import CombatToken, Face, Symbol

#: Most tokens one side may have for exact enumeration (2^16 outcomes).
MAX_ENUMERATED = 16

HALF = Fraction(1, 2)

ASSUMPTIONS = (
    "each token lands front up with probability 1/2 unless a chance is given for it",
    "a toss's damage is what its faces show: wings, surge abilities and rerolls are not played out",
    "each doubling face doubles the strongest damage face not already doubled (its best use)",
    "the opponent's shields are not subtracted",
)


@dataclass(frozen=True, slots=True)
class SideOdds:
    """One side's exact chances for a toss: damage shown and golden initiative marks."""

    name: str
    damage: tuple[tuple[int, Fraction], ...]
    marks: tuple[tuple[int, Fraction], ...]

    @property
    def expected_damage(self) -> Fraction:
        """The mean damage of the toss."""
        return sum((value * chance for value, chance in self.damage), Fraction(0))

    def at_least(self, damage: int) -> Fraction:
        """The chance the toss shows this much damage or more."""
        return sum((chance for value, chance in self.damage if value >= damage), Fraction(0))


@dataclass(frozen=True, slots=True)
class RoundOdds:
    """Both sides' odds before a toss and the chance that each acts first."""

    sides: tuple[SideOdds, SideOdds]
    first: tuple[Fraction, Fraction]
    assumptions: tuple[str, ...] = ASSUMPTIONS


def damage_shown(faces: Sequence[Face], symbols: frozenset[Symbol]) -> int:
    """Damage a set of faces can deal: damage faces, plus each doubling face on the strongest one left."""
    counts = sorted((f.count for f in faces if f.symbol in symbols), reverse=True)
    doublings = sum(1 for f in faces if f.symbol is Symbol.DOUBLE)
    return sum(counts) + (DOUBLING_FACTOR - 1) * sum(counts[:doublings])


def _weights(chance: Fraction) -> tuple[int, int, int]:
    if not 0 <= chance <= 1:
        raise ValueError(f"a chance lies between 0 and 1, not {chance}")
    return chance.numerator, chance.denominator - chance.numerator, chance.denominator


def side_odds(name: str, kind: SideKind, tokens: Sequence[CombatToken],
              front_chances: Sequence[Fraction] | None = None) -> SideOdds:
    """Enumerate every landing of the side's tokens; ValueError past `MAX_ENUMERATED` tokens."""
    if len(tokens) > MAX_ENUMERATED:
        raise ValueError(f"exact odds enumerate at most {MAX_ENUMERATED} tokens a side, not {len(tokens)}")
    chances = tuple(front_chances) if front_chances is not None else (HALF,) * len(tokens)
    if len(chances) != len(tokens):
        raise ValueError(f"{len(tokens)} tokens but {len(chances)} chances")
    weights = [_weights(Fraction(c)) for c in chances]
    denominator = 1
    for _, _, whole in weights:
        denominator *= whole
    symbols = DAMAGE_SYMBOLS[kind]
    damage: dict[int, int] = {}
    marks: dict[int, int] = {}
    options = [((t.front, w_front), (t.back, w_back)) for t, (w_front, w_back, _) in zip(tokens, weights, strict=True)]
    for landing in product(*options):
        weight = 1
        for _, w in landing:
            weight *= w
        if not weight:
            continue
        faces = [face for face, _ in landing]
        shown = damage_shown(faces, symbols)
        damage[shown] = damage.get(shown, 0) + weight
        golden = sum(1 for face in faces if face.initiative)
        marks[golden] = marks.get(golden, 0) + weight
    return SideOdds(
        name,
        tuple((value, Fraction(w, denominator)) for value, w in sorted(damage.items())),
        tuple((value, Fraction(w, denominator)) for value, w in sorted(marks.items())),
    )


def first_chances(attacker: SideOdds, defender: SideOdds) -> tuple[Fraction, Fraction]:
    """(attacker first, defender first): more golden marks act first, ties to the attacker."""
    attacker_first = sum(
        (pa * pd for ma, pa in attacker.marks for md, pd in defender.marks if ma >= md), Fraction(0))
    return attacker_first, 1 - attacker_first


def round_odds(state: CombatState, front_chances: tuple[Sequence[Fraction] | None, Sequence[Fraction] | None]
               = (None, None)) -> RoundOdds:
    """The odds of the coming toss for both sides of a fight."""
    sides = tuple(side_odds(s.fighter.name, s.kind, s.fighter.tokens, chances)
                  for s, chances in zip(state.sides, front_chances, strict=True))
    attacker, defender = sides
    return RoundOdds((attacker, defender), first_chances(attacker, defender))
