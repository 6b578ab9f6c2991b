"""The hold advisor: its holds are never beaten by any other hold, and it says why in words."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice_throne.activation import meets
from rules_engine.dice_throne.heroes import parse_hero
from rules_engine.dice_throne.hold_advisor import Objective, advise, hold_value, most_damage
from rules_engine.dice_throne.odds import OddsError, chance, position
from tests.dice_throne.support import HEROES
from tests.dice_throne.odds_brute import brute_keep_once

GUNSLINGER = parse_hero(HEROES["gunslinger"])
PIRATE = parse_hero(HEROES["cursed-pirate"])
BOTH = (GUNSLINGER, PIRATE)
DICE = st.tuples(*[st.integers(1, 6)] * 5)
ALL_HOLDS = tuple(h for n in range(6) for h in combinations(range(1, 6), n))


@st.composite
def objectives(draw: st.DrawFn, hero) -> Objective:
    ids = [a.id for a in hero.offensive()]
    kind = draw(st.sampled_from(("ability", "any", "damage")))
    if kind == "ability":
        return Objective(kind, (draw(st.sampled_from(ids)),))
    chosen = draw(st.lists(st.sampled_from(ids), min_size=1, max_size=4, unique=True))
    return Objective(kind, tuple(chosen))


@settings(max_examples=40, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, attempts=st.integers(1, 2), data=st.data())
def test_no_other_hold_beats_the_advice(hero, dice, attempts, data):
    objective = data.draw(objectives(hero))
    advice = advise(hero, position(dice, None, attempts), objective)
    every = {hold: hold_value(hero, objective, dice, hold, attempts) for hold in ALL_HOLDS}
    assert advice.value == pytest.approx(every[advice.keep], abs=1e-12)
    assert advice.value >= max(every.values()) - 1e-12
    assert advice.kept_values == tuple(dice[p - 1] for p in advice.keep)


@settings(max_examples=30, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, attempts=st.integers(1, 2), data=st.data())
def test_one_ability_advice_reaches_that_abilitys_optimal_chance(hero, dice, attempts, data):
    ability = data.draw(st.sampled_from(hero.offensive()))
    advice = advise(hero, position(dice, None, attempts), Objective("ability", (ability.id,)))
    assert advice.value == pytest.approx(chance(hero, ability.condition, position(dice, None, attempts)), abs=1e-12)
    # The advice's own chance for that ability is the value it promised.
    assert [c.chance for c in advice.chances if c.ability == ability.id] == [pytest.approx(advice.value, abs=1e-12)]


@settings(max_examples=30, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, attempts=st.integers(1, 2))
def test_any_of_is_at_least_each_of_its_abilities(hero, dice, attempts):
    ids = tuple(a.id for a in hero.offensive())
    roll = position(dice, None, attempts)
    any_of = advise(hero, roll, Objective("any", ids)).value
    for ability in hero.offensive():
        assert any_of >= chance(hero, ability.condition, roll) - 1e-12
    assert any_of <= 1.0


def test_an_ability_already_met_keeps_every_die():
    advice = advise(GUNSLINGER, position((1, 2, 3, 4, 6), None, 2), Objective("ability", ("showdown",)))
    assert advice.keep == (1, 2, 3, 4, 5) and advice.value == 1.0
    assert advice.reroll == ()
    assert advice.why == "stop rolling (keep every die): Showdown 100%"


def test_four_in_a_row_is_kept_for_the_large_straight():
    advice = advise(GUNSLINGER, position((1, 2, 3, 4, 6), None, 2), Objective("ability", ("fan-the-hammer",)))
    # Keep 1 2 3 4 (or 2 3 4 ... no 5): two tries at a 5 is 11/36.
    assert advice.kept_values == (1, 2, 3, 4)
    assert advice.value == pytest.approx(11 / 36)
    assert advice.reroll == (5,)
    assert advice.why == "reroll 5: Fan the Hammer 31%"


def test_straights_together_name_both_chances():
    advice = advise(GUNSLINGER, position((3, 4, 5, 1, 1), None, 1),
                    Objective("any", ("showdown", "fan-the-hammer")))
    # One attempt with 3 4 5 kept: a 2 or a 6 among two dice makes the small straight (1 - (4/6)^2 = 5/9);
    # 1 2 or 2 6 (either order) makes the large one (4/36). Keeping 1 3 4 5 gives only 1/3.
    assert advice.keep == (1, 2, 3)
    assert advice.value == pytest.approx(5 / 9)
    assert advice.why == "reroll 4 5: Showdown 56%, Fan the Hammer 11%"


def test_damage_advice_says_the_values_are_unconfirmed():
    hero = GUNSLINGER
    advice = advise(hero, position((6, 6, 6, 6, 1), None, 1), most_damage(hero))
    assert advice.unconfirmed and "damage values unconfirmed" in advice.why
    # Deadeye is met (6 damage); keeping the four Bullseyes and rolling for the ultimate (10) is better.
    assert advice.kept_values == (6, 6, 6, 6)
    assert advice.value == pytest.approx(5 / 6 * 6 + 1 / 6 * 10)
    assert advice.why.startswith("reroll 5: expected damage 6.7")


def test_no_advice_before_the_first_roll_or_after_the_last():
    assert advise(PIRATE, position((), None, 3), most_damage(PIRATE)) is None
    assert advise(PIRATE, position((1, 2, 3, 4, 5), None, 0), most_damage(PIRATE)) is None


def test_an_objective_about_a_missing_ability_is_refused():
    with pytest.raises(OddsError, match="no offensive ability 'duel'"):
        advise(GUNSLINGER, position((1, 2, 3, 4, 5), None, 1), Objective("ability", ("duel",)))


@settings(max_examples=20, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE)
def test_met_now_with_no_attempt_left_is_what_the_referee_says(hero, dice):
    roll = position(dice, None, 0)
    for ability in hero.offensive():
        assert chance(hero, ability.condition, roll) == (1.0 if meets(ability.condition, hero, dice) else 0.0)


@settings(max_examples=4, deadline=None)
@given(hero=st.sampled_from(BOTH), dice=DICE, data=st.data())
def test_last_attempt_advice_is_the_best_hold_by_brute_force(hero, dice, data):
    # With one attempt left the best hold can be found by rolling every outcome of every hold, independently.
    objective = data.draw(objectives(hero))
    if objective.kind == "damage":
        objective = Objective("any", objective.abilities)
    conditions = [hero.ability(a).condition for a in objective.abilities]
    advice = advise(hero, position(dice, None, 1), objective)
    best = max(brute_keep_once(lambda d: 1.0 if any(meets(c, hero, d) for c in conditions) else 0.0, dice, hold)
               for hold in ALL_HOLDS)
    assert advice.value == pytest.approx(best, abs=1e-12)


@settings(max_examples=60, deadline=None)
@given(dice=st.tuples(*[st.integers(1, 6)] * 5), attempts=st.integers(1, 2))
def test_the_advice_is_the_reroll_command_the_grammar_reads_as_those_positions(dice, attempts):
    from rules_engine.dice_throne.board import DiceThroneBoard
    from rules_engine.dice_throne.choices.rolls import reroll_choice
    from rules_engine.dice_throne.commands import parse
    from tests.dice_throne.support import GAME, act, started, to_phase

    state = to_phase(started(), "offensive-roll")
    state = act(state, "roll", *dice)
    if attempts == 1:
        state = act(state, "reroll all", *dice)
    board = GAME.view(state).data
    assert isinstance(board, DiceThroneBoard) and board.odds is not None and board.odds.advice is not None
    advice = board.odds.advice
    command = advice.why.split(":")[0]
    if not advice.reroll:
        assert command.startswith("stop rolling") and board.advised == ()
        return
    request = parse(state, command)
    assert request.count == len(advice.reroll)
    assert board.advised == advice.reroll
    choice = reroll_choice(state, board.advised)
    assert choice is not None and choice.request is not None and choice.request.purpose == request.purpose
    assert sorted(set(advice.reroll) | set(advice.keep)) == [1, 2, 3, 4, 5]
