"""Choices and domains: what one choice stands for, and what it refuses to stand for."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_engine.actions import Action, action
from rules_engine.decisions import AnyText, Choice, Exactly, IntRange, OneOf, Rolled, admitted
from rules_engine.dice import DiceRoll, SeededDiceSource, numbered_die


@action("test-decisions.heal")
@dataclass(frozen=True)
class Heal(Action):
    seat: int
    amount: int
    source: str = "healing"


@action("test-decisions.roll")
@dataclass(frozen=True)
class Roll(Action):
    roll: DiceRoll


def test_a_family_admits_exactly_its_values():
    choice = Choice.of(Heal, "heal", actor=0, seat=0, amount=IntRange(1, 10), source=AnyText(("potion",)))
    assert choice.admits(Heal(0, 1, "x")) and choice.admits(Heal(0, 10))
    assert not choice.admits(Heal(1, 3)) and not choice.admits(Heal(0, 11)) and not choice.admits(Heal(0, 0))
    assert choice.concrete is None


def test_defaults_are_the_only_value_when_not_given():
    choice = Choice.of(Heal, "heal 2", seat=1, amount=2)
    assert choice.concrete == Heal(1, 2, "healing")
    assert not choice.admits(Heal(1, 2, "potion"))
    assert admitted([choice], Heal(1, 2)) and not admitted([choice], Heal(1, 3))


def test_a_choice_must_say_every_field_and_no_other():
    with pytest.raises(TypeError, match="amount"):
        Choice.of(Heal, "heal", seat=0)
    with pytest.raises(TypeError, match="colour"):
        Choice.of(Heal, "heal", seat=0, amount=1, colour="red")


def test_a_rolled_field_admits_any_faces_of_its_die_and_count():
    d6 = numbered_die(6)
    choice = Choice.of(Roll, "roll", roll=Rolled(d6, 2))
    assert choice.admits(Roll(SeededDiceSource(3).roll(d6, 2)))
    assert not choice.admits(Roll(SeededDiceSource(3).roll(d6, 3)))
    assert not choice.admits(Roll(SeededDiceSource(3).roll(numbered_die(10), 2)))


@given(seed=st.integers(0, 10_000), low=st.integers(-5, 5), width=st.integers(0, 40))
def test_every_sample_is_admitted(seed, low, width):
    choice = Choice.of(Heal, "heal", seat=OneOf((0, 2)), amount=IntRange(low, low + width),
                       source=Exactly("potion"))
    rng = Random(seed)
    for _ in range(5):
        assert choice.admits(choice.sample(rng))
