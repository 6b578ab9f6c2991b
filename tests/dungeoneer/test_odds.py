"""Exact odds, checked against counting every outcome, and their invariants."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dungeoneer.battle_rolls import Exchange, compare, odds
from rules_engine.dungeoneer.solo_peril import cards_drawn, draw_chances
from rules_engine.dungeoneer.threats import pass_chance

VALUES = st.integers(min_value=-3, max_value=12)


@given(attack=VALUES, counter=VALUES)
def test_battle_odds_count_every_pair_of_dice(attack: int, counter: int) -> None:
    chances = odds(attack, counter)
    assert chances.attacker_hits + chances.defender_hits + chances.nothing == 1
    pairs = [compare(a + attack, c + counter) for a, c in product(range(1, 7), repeat=2)]
    assert chances.attacker_hits == Fraction(pairs.count(Exchange.ATTACKER_HITS), 36)
    assert chances.nothing == Fraction(pairs.count(Exchange.NOTHING), 36)


@given(attack=VALUES, counter=VALUES)
def test_battle_odds_are_symmetric(attack: int, counter: int) -> None:
    forward, backward = odds(attack, counter), odds(counter, attack)
    assert forward.attacker_hits == backward.defender_hits and forward.nothing == backward.nothing


@given(value=VALUES, target=st.integers(min_value=0, max_value=15))
def test_threat_chance_grows_with_the_value(value: int, target: int) -> None:
    assert 0 <= pass_chance(value, target) <= pass_chance(value + 1, target) <= 1
    assert pass_chance(value, target) == Fraction(sum(r + value >= target for r in range(1, 7)), 6)


@settings(deadline=None)  # six dice are 46,656 rolls to count
@given(peril=st.integers(min_value=0, max_value=6))
def test_peril_draw_chances_match_counting_every_roll(peril: int) -> None:
    chances = draw_chances(peril)
    assert sum(chances) == 1 and len(chances) == peril + 1
    rolls = list(product(range(1, 7), repeat=peril))
    for drawn, chance in enumerate(chances):
        assert chance == Fraction(sum(cards_drawn(peril, r) == drawn for r in rolls), len(rolls))
