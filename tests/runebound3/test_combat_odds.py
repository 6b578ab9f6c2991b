"""Exact odds before a toss, checked by hand and against a separate brute-force enumeration."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice import DieSpec
from rules_engine.runebound3.combat.fighters import Fighter, SideKind, SurgeAbility
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.odds import ASSUMPTIONS, MAX_ENUMERATED, round_odds, side_odds
from rules_engine.runebound3.tokens import MAX_COUNT, CombatToken, Face, Symbol, parse_token

faces = st.builds(Face, st.sampled_from([s for s in Symbol if s is not Symbol.MISS]), st.integers(1, MAX_COUNT),
                  st.booleans()) | st.builds(Face, st.just(Symbol.MISS), st.just(1), st.booleans())
token_lists = st.lists(st.builds(CombatToken, st.just("t"), faces, faces), min_size=1, max_size=5)
chances = st.sampled_from([Fraction(1, 2), Fraction(1, 3), Fraction(3, 4), Fraction(0), Fraction(1)])


def brute_damage(landed: list[Face], symbols: set[Symbol]) -> int:
    """Best damage by trying every way to put doubling faces on distinct damage faces."""
    damage = [f.count for f in landed if f.symbol in symbols]
    doublings = sum(1 for f in landed if f.symbol is Symbol.DOUBLE)
    best = sum(damage)
    slots = list(range(len(damage))) + [None] * doublings
    for chosen in permutations(slots, min(doublings, len(slots))):
        best = max(best, sum(damage) + sum(damage[i] for i in chosen if i is not None))
    return best


def brute(tokens, kind: SideKind, front: list[Fraction]) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    symbols = {Symbol.AXE, Symbol.BOLT} if kind is SideKind.HERO else {Symbol.SKULL}
    damage: dict[int, Fraction] = {}
    marks: dict[int, Fraction] = {}
    for ups in product([True, False], repeat=len(tokens)):
        p = Fraction(1)
        for up, chance in zip(ups, front):
            p *= chance if up else 1 - chance
        landed = [t.face(up) for t, up in zip(tokens, ups)]
        d = brute_damage(landed, symbols)
        m = sum(1 for f in landed if f.initiative)
        damage[d] = damage.get(d, 0) + p
        marks[m] = marks.get(m, 0) + p
    return ({k: v for k, v in damage.items() if v}, {k: v for k, v in marks.items() if v})


def test_two_hero_tokens_by_hand():
    tokens = [parse_token("a", "axe*/shield"), parse_token("b", "2axe/miss")]
    odds = side_odds("Ann", SideKind.HERO, tokens)
    quarter = Fraction(1, 4)
    assert dict(odds.damage) == {0: quarter, 1: quarter, 2: quarter, 3: quarter}
    assert dict(odds.marks) == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    assert odds.expected_damage == Fraction(3, 2) and odds.at_least(2) == Fraction(1, 2)


def test_a_doubling_face_doubles_the_strongest_damage_face():
    tokens = [parse_token("a", "double/double"), parse_token("b", "2axe/2axe"), parse_token("c", "axe/axe")]
    assert dict(side_odds("Ann", SideKind.HERO, tokens).damage) == {5: Fraction(1)}
    skulls = [parse_token("a", "double/double"), parse_token("b", "axe/axe")]
    assert dict(side_odds("Troll", SideKind.ENEMY, skulls).damage) == {0: Fraction(1)}


def test_initiative_ties_go_to_the_attacker():
    hero = Fighter("Ann", SideKind.HERO, 5, (parse_token("h", "axe*/miss"),))
    blanks = (parse_token("e", "miss/miss"),) * 4
    enemy = Fighter("Troll", SideKind.ENEMY, 5, (parse_token("e", "skull*/miss"),) + blanks)
    odds = round_odds(start_combat(hero, enemy, DieSpec("t", "terrain die", ())))
    # The enemy goes first only when its mark shows and the hero's does not.
    assert odds.first == (Fraction(3, 4), Fraction(1, 4))
    assert odds.assumptions == ASSUMPTIONS


@settings(max_examples=80, deadline=None)
@given(token_lists, token_lists, st.sampled_from(list(SideKind)), st.data())
def test_odds_match_a_brute_force_enumeration(ours, theirs, kind, data):
    front = [data.draw(chances) for _ in ours]
    odds = side_odds("x", kind, ours, front)
    damage, marks = brute(ours, kind, front)
    assert dict(odds.damage) == damage and dict(odds.marks) == marks
    assert sum(p for _, p in odds.damage) == 1
    # Initiative over the joint toss of both sides, ties to the attacker.
    other = side_odds("y", SideKind.ENEMY, theirs)
    hero_first = Fraction(0)
    for ups in product([True, False], repeat=len(ours) + len(theirs)):
        p = Fraction(1)
        for up, chance in zip(ups, front + [Fraction(1, 2)] * len(theirs)):
            p *= chance if up else 1 - chance
        a = sum(1 for t, up in zip(ours, ups) if t.face(up).initiative)
        d = sum(1 for t, up in zip(theirs, ups[len(ours):]) if t.face(up).initiative)
        if a >= d:
            hero_first += p
    hero = Fighter("a", SideKind.HERO, 5, tuple(ours))
    foe = Fighter("b", SideKind.ENEMY, 5, tuple(theirs) + (parse_token("f", "miss/miss"),) * (5 - len(theirs)))
    state = start_combat(hero, foe, DieSpec("t", "terrain die", ()))
    padded = side_odds("b", SideKind.ENEMY, foe.tokens)
    assert dict(padded.marks) == dict(other.marks)  # misses without marks change nothing
    assert round_odds(state, (front, None)).first == (hero_first, 1 - hero_first)


def test_too_many_tokens_or_chances_that_do_not_fit_are_refused():
    token = parse_token("t", "axe/miss")
    with pytest.raises(ValueError, match="at most"):
        side_odds("x", SideKind.HERO, [token] * (MAX_ENUMERATED + 1))
    with pytest.raises(ValueError, match="chances"):
        side_odds("x", SideKind.HERO, [token], [Fraction(1, 2)] * 2)
    with pytest.raises(ValueError, match="between 0 and 1"):
        side_odds("x", SideKind.HERO, [token], [Fraction(3, 2)])


# -- surge abilities that deal damage count in the odds ------------------------------------------------------

abilities = st.lists(st.builds(SurgeAbility, st.sampled_from(["A", "B", "C"]), st.integers(1, 4),
                               st.integers(0, 3), shield=st.integers(0, 1), flip=st.integers(0, 1)),
                     max_size=3, unique_by=lambda a: a.name)


def brute_surge_damage(landed: list[Face], symbols: set[Symbol], powers: list[SurgeAbility]) -> int:
    """Best damage: every placement of the doubling faces on distinct other faces, then every set of abilities
    (each once) the surges shown can pay for."""
    doublings = sum(1 for f in landed if f.symbol is Symbol.DOUBLE)
    others = [f for f in landed if f.symbol is not Symbol.DOUBLE]
    best = 0
    slots = list(range(len(others))) + [None] * doublings
    for chosen in set(permutations(slots, min(doublings, len(slots)))):
        times = [2 if i in chosen else 1 for i in range(len(others))]
        struck = sum(f.count * t for f, t in zip(others, times) if f.symbol in symbols)
        surges = sum(f.count * t for f, t in zip(others, times) if f.symbol is Symbol.SURGE)
        for size in range(len(powers) + 1):
            for used in combinations(powers, size):
                if sum(a.cost for a in used) <= surges:
                    best = max(best, struck + sum(a.damage for a in used))
    return best


@settings(max_examples=60, deadline=None)
@given(token_lists, abilities, st.sampled_from(list(SideKind)))
def test_odds_with_surge_abilities_match_a_brute_force_enumeration(ours, powers, kind):
    symbols = {Symbol.AXE, Symbol.BOLT} if kind is SideKind.HERO else {Symbol.SKULL}
    expected: dict[int, Fraction] = {}
    for ups in product([True, False], repeat=len(ours)):
        d = brute_surge_damage([t.face(up) for t, up in zip(ours, ups)], symbols, powers)
        expected[d] = expected.get(d, 0) + Fraction(1, 2 ** len(ours))
    assert dict(side_odds("x", kind, ours, None, powers).damage) == expected


def test_a_toss_showing_surges_counts_the_damage_its_abilities_can_pay_for():
    tokens = [parse_token("a", "2surge/axe"), parse_token("b", "surge/miss")]
    blast, jab, guard = SurgeAbility("Blast", 3, damage=3), SurgeAbility("Jab", 1, damage=1), SurgeAbility(
        "Guard", 1, shield=2)
    quarter = Fraction(1, 4)
    # front/front: 3 surges pay Blast (3); front/back: 2 surges pay Jab (1); back/front: 1 axe + Jab; back/back: 1 axe.
    assert dict(side_odds("Ann", SideKind.HERO, tokens, None, (blast, jab, guard)).damage) == {
        1: 2 * quarter, 2: quarter, 3: quarter}
    hero = Fighter("Ann", SideKind.HERO, 5, tuple(tokens), (blast,))
    foe = Fighter("Troll", SideKind.ENEMY, 5, (parse_token("e", "miss/miss"),) * 5)
    odds = round_odds(start_combat(hero, foe, DieSpec("t", "terrain die", ())))
    assert odds.sides[0].at_least(3) == quarter and "surge" in odds.assumptions[1]
