"""Exact odds before a toss: who wins initiative and how much damage each side's toss shows.

Every one of the 2^n ways a side's n tokens can land is enumerated (no sampling), with integer
weights so the results are exact `Fraction`s. What is assumed is listed in `ASSUMPTIONS` and
carried by every `RoundOdds`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import product

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS, SideKind, SurgeAbility
from rules_engine.runebound3.combat.state import CombatState
from rules_engine.runebound3.combat.tokens_up import DOUBLING_FACTOR
from rules_engine.runebound3.tokens import CombatToken, Face, Symbol

#: Most tokens one side may have for exact enumeration (2^16 outcomes).
MAX_ENUMERATED = 16

HALF = Fraction(1, 2)

ASSUMPTIONS = (
    Message("each token lands front up with probability 1/2 unless a chance is given for it"),
    Message("a toss's damage is what its faces show plus the damage of the surge abilities its surges can pay (each once, the best set); wings and surge effects that turn tokens or toss them again are not played out"),
    Message("each doubling face goes where it adds most damage: on a damage face, or on a surge face to pay for more"),
    Message("the opponent's shields are not subtracted, nor shields its surge abilities hold"),
)


@frozen_value(slots=True)
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


@frozen_value(slots=True)
class RoundOdds:
    """Both sides' odds before a toss and the chance that each acts first."""

    sides: tuple[SideOdds, SideOdds]
    first: tuple[Fraction, Fraction]
    assumptions: tuple[str, ...] = ASSUMPTIONS


def _brief(face: Face, symbols: frozenset[Symbol]) -> tuple[int, int, int, int]:
    return (face.count if face.symbol in symbols else 0, int(face.symbol is Symbol.DOUBLE), int(face.initiative),
            face.count if face.symbol is Symbol.SURGE else 0)


def surge_damage_table(abilities: Sequence[SurgeAbility], most: int) -> tuple[int, ...]:
    """For 0..`most` surges, the most damage the abilities can deal, each used once and paid together."""
    best = [0] * (most + 1)
    for ability in abilities:
        if not ability.damage:
            continue
        for surges in range(most, ability.cost - 1, -1):
            best[surges] = max(best[surges], best[surges - ability.cost] + ability.damage)
    return tuple(best)


def _shown(counts: list[int], surges: list[int], doublings: int, table: tuple[int, ...]) -> int:
    """The most damage a landing can deal: doublings split between damage faces and surge faces (both sorted
    strongest first, so each doubling goes on the strongest face of its kind not yet doubled)."""
    extra = DOUBLING_FACTOR - 1
    best = 0
    for on_surges in range(0, min(doublings, len(surges)) + 1):
        paid = sum(surges) + extra * sum(surges[:on_surges])
        struck = sum(counts) + extra * sum(counts[:doublings - on_surges])
        best = max(best, struck + table[min(paid, len(table) - 1)])
    return best


def _weights(chance: Fraction) -> tuple[int, int, int]:
    if not 0 <= chance <= 1:
        raise ValueError(f"a chance lies between 0 and 1, not {chance}")
    return chance.numerator, chance.denominator - chance.numerator, chance.denominator


def side_odds(name: str, kind: SideKind, tokens: Sequence[CombatToken],
              front_chances: Sequence[Fraction] | None = None, abilities: Sequence[SurgeAbility] = ()) -> SideOdds:
    """Enumerate every landing of the side's tokens; ValueError past `MAX_ENUMERATED` tokens.

    With `abilities`, the damage a landing shows includes what its surges can pay for.
    """
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
    # Each face reduced to (its damage count or 0, 1 if it doubles, 1 if golden) and its weight.
    options = [tuple((_brief(face, symbols), w) for face, w in ((t.front, w_front), (t.back, w_back)) if w)
               for t, (w_front, w_back, _) in zip(tokens, weights, strict=True)]
    even = all(w_front == w_back for w_front, w_back, _ in weights)
    extra = DOUBLING_FACTOR - 1
    most = sum(max(t.front.count, t.back.count) for t in tokens) * DOUBLING_FACTOR
    table = surge_damage_table(abilities, most)
    surging = any(table)
    for landing in product(*options):
        weight = 1
        if not even:
            for _, w in landing:
                weight *= w
        counts = sorted((brief[0] for brief, _ in landing if brief[0]), reverse=True)
        doublings = sum(brief[1] for brief, _ in landing)
        if surging:
            surges = sorted((brief[3] for brief, _ in landing if brief[3]), reverse=True)
            shown = _shown(counts, surges, doublings, table)
        else:
            shown = sum(counts) + extra * sum(counts[:doublings]) if doublings else sum(counts)
        golden = sum(brief[2] for brief, _ in landing)
        damage[shown] = damage.get(shown, 0) + weight
        marks[golden] = marks.get(golden, 0) + weight
    if even:
        denominator = 2 ** len(tokens)
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
    sides = tuple(side_odds(s.fighter.name, s.kind, s.fighter.tokens, chances, s.fighter.abilities)
                  for s, chances in zip(state.sides, front_chances, strict=True))
    attacker, defender = sides
    return RoundOdds((attacker, defender), first_chances(attacker, defender))
