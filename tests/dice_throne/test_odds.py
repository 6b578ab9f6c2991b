"""Exact odds of the offensive roll: published Yahtzee figures, a brute force written here, and invariants."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice_throne.activation import meets
from rules_engine.dice_throne.heroes import Condition, parse_hero
from rules_engine.dice_throne.odds import (
    NUMBERS, OddsError, ability_chances, chance, condition_tables, defence_outcomes, goal_tables, percent, position,
)
from rules_engine.dice_throne.odds_tables import multisets, tables
from tests.dice_throne.odds_brute import brute_keep_once, brute_values
from tests.dice_throne.support import HEROES

GUNSLINGER = parse_hero(HEROES["gunslinger"])
PIRATE = parse_hero(HEROES["cursed-pirate"])
BOTH = (GUNSLINGER, PIRATE)
FRESH_THREE = position((), None, 3)

DICE = st.tuples(*[st.integers(1, 6)] * 5)
HELD = st.frozensets(st.integers(1, 5)).map(lambda s: tuple(sorted(s)))


# -- published figures ------------------------------------------------------------------------------


def test_published_yahtzee_figures_from_a_fresh_roll_with_three_attempts():
    # Published to two decimals of a percent (e.g. 61.54%, 26.11%, 4.60%); asserted to that precision.
    small = chance(GUNSLINGER, Condition("small-straight"), FRESH_THREE)
    large = chance(GUNSLINGER, Condition("large-straight"), FRESH_THREE)
    yahtzee = chance(GUNSLINGER, Condition("of-a-kind", count=5), FRESH_THREE)
    assert round(small * 100, 2) == 61.54
    assert round(large * 100, 2) == 26.11
    assert round(yahtzee * 100, 2) == 4.60


def test_one_attempt_figures_are_exact_fractions():
    # One fresh roll: five of a kind is 6/6^5, a large straight 2 * 5!/6^5.
    one = position((), None, 1)
    assert chance(GUNSLINGER, Condition("of-a-kind", count=5), one) == pytest.approx(6 / 6 ** 5, abs=1e-15)
    assert chance(GUNSLINGER, Condition("large-straight"), one) == pytest.approx(240 / 6 ** 5, abs=1e-15)


def test_an_ability_met_now_is_certain_and_one_out_of_reach_is_impossible():
    chances = {c.ability: c for c in ability_chances(GUNSLINGER, position((1, 2, 3, 4, 6), None, 0))}
    assert chances["showdown"].chance == 1.0 and chances["showdown"].met_now
    assert chances["fan-the-hammer"].chance == 0.0 and not chances["fan-the-hammer"].met_now


def test_keeping_four_of_a_straight_with_one_attempt_is_one_in_three():
    # 1 2 3 4 kept: a 5 completes the large straight (1/6) ... and so does nothing else; 2 3 4 5 kept: 1 or 6.
    large = Condition("large-straight")
    assert chance(GUNSLINGER, large, position((1, 2, 3, 4, 4), (1, 2, 3, 4), 1)) == pytest.approx(1 / 6)
    assert chance(GUNSLINGER, large, position((2, 3, 4, 5, 5), (1, 2, 3, 4), 1)) == pytest.approx(1 / 3)


# -- against the brute force ------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(count=st.integers(1, 3), attempts=st.integers(0, 3), data=st.data())
def test_programme_matches_brute_force_on_small_pools(count: int, attempts: int, data: st.DataObject):
    # A random reward on every multiset of `count` dice (any goal, not only the heroes' conditions);
    # the programme numbers a die's outcomes 0-5, the brute force rolls 1-6.
    rewards = {m: data.draw(st.sampled_from((0.0, 1.0, 2.0, 5.0))) for m in multisets(6, count)}

    def reward(dice: tuple[int, ...]) -> float:
        return rewards[tuple(sorted(v - 1 for v in dice))]

    dice = data.draw(st.tuples(*[st.integers(1, 6)] * count))
    table = tables(tuple(rewards[m] for m in multisets(6, count)), count)
    brute = brute_values(reward)
    assert table.value(tuple(sorted(v - 1 for v in dice)), attempts) == pytest.approx(brute(dice, attempts), abs=1e-12)
    if attempts:
        assert table.fresh(attempts) == pytest.approx(
            sum(brute(d, attempts - 1) for d in product(range(1, 7), repeat=count)) / 6 ** count, abs=1e-12)


@settings(max_examples=15, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, held=HELD, which=st.integers(0, 6))
def test_hero_chance_with_one_attempt_matches_brute_force(hero, dice, held, which):
    ability = hero.offensive()[which]
    exact = chance(hero, ability.condition, position(dice, held, 1))
    brute = brute_keep_once(lambda d: 1.0 if meets(ability.condition, hero, d) else 0.0, dice, held)
    assert exact == pytest.approx(brute, abs=1e-12)


# -- invariants --------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, held=st.none() | HELD, attempts=st.integers(1, 2))
def test_chances_are_probabilities_and_grow_with_attempts(hero, dice, held, attempts):
    now = ability_chances(hero, position(dice, held, attempts))
    more = ability_chances(hero, position(dice, held, attempts + 1))
    for a, b in zip(now, more):
        assert 0.0 <= a.chance <= 1.0
        assert a.chance <= b.chance + 1e-12, (a, b)
    if held is None:
        fewer = ability_chances(hero, position(dice, None, attempts - 1))
        assert all(c.chance <= a.chance + 1e-12 for c, a in zip(fewer, now))


@settings(max_examples=40, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, held=HELD, attempts=st.integers(1, 3))
def test_a_condition_met_by_the_held_dice_is_certain(hero, dice, held, attempts):
    held_values = tuple(dice[p - 1] for p in held)
    for c in ability_chances(hero, position(dice, held, attempts)):
        condition = hero.ability(c.ability).condition
        if held_values and meets(condition, hero, held_values):
            assert c.chance == 1.0
    for c in ability_chances(hero, position(dice, None, attempts)):
        if c.met_now:
            assert c.chance == 1.0


def test_fresh_roll_chances_do_not_depend_on_anything_but_attempts():
    assert ability_chances(GUNSLINGER, position((), None, 2)) == ability_chances(GUNSLINGER, position((), None, 2))
    fresh = {c.ability: c.chance for c in ability_chances(GUNSLINGER, FRESH_THREE)}
    assert fresh["fill-em-with-lead"] < fresh["deadeye"] < fresh["revolver"] < 1.0


# -- the defensive roll ------------------------------------------------------------------------------


@pytest.mark.parametrize("hero", BOTH, ids=lambda h: h.id)
@pytest.mark.parametrize("dice", [1, 2, 4])
def test_defence_outcomes_are_the_exact_distribution(hero, dice):
    outcomes = defence_outcomes(hero, dice)
    assert sum(o.probability for o in outcomes) == 1
    counted: dict[tuple, Fraction] = {}
    symbols = [s for s, _ in outcomes[0].symbols]
    for faces in product(range(1, 7), repeat=dice):
        shown = [hero.symbol_of(v) for v in faces]
        key = tuple((s, shown.count(s)) for s in symbols)
        counted[key] = counted.get(key, Fraction(0)) + Fraction(1, 6 ** dice)
    assert {o.symbols: o.probability for o in outcomes} == counted
    assert [o.probability for o in outcomes] == sorted((o.probability for o in outcomes), reverse=True)


def test_one_gunslinger_die_is_half_bullet_third_dash_sixth_bullseye():
    outcomes = {dict(o.symbols)["bullet"] * 100 + dict(o.symbols)["dash"] * 10 + dict(o.symbols)["bullseye"]:
                o.probability for o in defence_outcomes(GUNSLINGER, 1)}
    assert outcomes == {100: Fraction(1, 2), 10: Fraction(1, 3), 1: Fraction(1, 6)}


# -- input and wording -------------------------------------------------------------------------------


@pytest.mark.parametrize(("dice", "held", "attempts", "says"), [
    ((1, 2, 3, 4, 7), None, 2, "die 5 shows 7"),
    ((1, 2, 3, 4, 0), None, 2, "die 5 shows 0"),
    ((1, 2, 3, 4), None, 2, "5 dice"),
    ((1, 2, 3, 4, 5), (6,), 2, "held die 6 does not exist"),
    ((1, 2, 3, 4, 5), (0,), 2, "held die 0 does not exist"),
    ((1, 2, 3, 4, 5), (1,), 0, "needs a roll attempt"),
    ((1, 2, 3, 4, 5), None, 4, "0 to 3"),
    ((), (1,), 2, "none can be held"),
    ((), None, 0, "attempt left"),
])
def test_positions_that_cannot_be_are_refused_with_the_reason(dice, held, attempts, says):
    with pytest.raises(OddsError, match=says):
        position(dice, held, attempts)


def test_percent_never_rounds_to_a_certainty_that_is_not_one():
    assert (percent(1.0), percent(0.999), percent(0.4449), percent(0.001), percent(0.0)) == \
        ("100%", ">99%", "44%", "<1%", "0%")


@settings(max_examples=20, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, held=st.none() | HELD, attempts=st.integers(1, 3))
def test_reading_dice_by_symbols_gives_the_same_odds_as_by_numbers(hero, dice, held, attempts):
    # Symbol conditions are worked out on symbol multisets (3 outcomes a die, weighted by faces); the
    # same goal on number multisets (6 outcomes) must agree, with any holds and attempts.
    roll = position(dice, held, attempts)
    for ability in hero.offensive():
        condition = ability.condition
        if condition.kind != "symbols":
            continue
        by_numbers = goal_tables(NUMBERS, lambda d, c=condition: 1.0 if meets(c, hero, d) else 0.0)
        assert condition_tables(hero.faces, condition).reading != NUMBERS
        assert chance(hero, condition, roll) == pytest.approx(by_numbers.expected(roll), abs=1e-12)
