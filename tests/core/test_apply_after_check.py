"""`apply` after `check` of the same action on the same state answers from that check's ruling (`Game.apply`)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rules_engine.actions import Action, action
from rules_engine.errors import RuleViolation
from rules_engine.game import Game, GameSetup, PlayerSetup
from rules_engine.standing_rules import StandingRule, StandingRules
from tests.support import tally_game  # noqa: F401 - registers the tally game, whose rule tally.points is cited here



@action("core-test.counted-add")
@dataclass(frozen=True)
class CountedAdd(Action):
    points: int


class Counted(Game[tuple[int, ...]]):
    """A game that counts how often it resolves: adding more than 5 points at once breaks a rule."""

    id = "core-test-counted"
    title = "Counted"

    def __init__(self) -> None:
        self.resolved = 0

    def setup(self, setup: GameSetup) -> tuple[int, ...]:
        return (0,)

    def resolve(self, state, act, ref):
        self.resolved += 1
        if act.points > 5:
            ref.refuse("tally.points", "at most 5 points at once")
        return (state[0] + act.points,), "added"


def _game() -> tuple[Counted, tuple[int, ...]]:
    game = Counted()
    return game, game.new_game(GameSetup((PlayerSetup("Ann"),)))


def test_apply_after_check_of_the_same_action_resolves_once_and_gives_the_checked_ruling():
    game, state = _game()
    checked = game.check(state, CountedAdd(3))
    outcome = game.apply(state, CountedAdd(3))  # an equal action, not the same object
    assert game.resolved == 1
    assert outcome.ruling is checked and outcome.state == (3,)


def test_a_refused_check_refuses_the_apply_after_it_with_the_same_ruling():
    game, state = _game()
    refused = game.check(state, CountedAdd(9))
    with pytest.raises(RuleViolation) as caught:
        game.apply(state, CountedAdd(9))
    assert game.resolved == 1
    assert not refused.allowed and caught.value.ruling is refused


def test_another_action_state_override_or_standing_rules_is_ruled_afresh():
    game, state = _game()
    game.check(state, CountedAdd(9))
    outcome = game.apply(state, CountedAdd(9), override=True)
    assert outcome.ruling.overridden and game.resolved == 2
    game.apply(state, CountedAdd(2))
    game.apply(state, CountedAdd(4))
    game.apply(tuple(list(state)), CountedAdd(4))  # an equal state but another object: not taken for the one ruled
    assert game.resolved == 5
    table = StandingRules("ours", (StandingRule("tally.points", "big adds", "we add what we like"),))
    allowed = game.apply(state, CountedAdd(9), standing=table)
    assert allowed.ruling.allowed and allowed.ruling.table_rules == ("big adds",) and game.resolved == 6


def test_a_ruling_that_raises_a_bug_is_not_remembered():
    game, state = _game()

    def broken(state, act, ref):
        game.resolved += 1
        raise ZeroDivisionError("a real bug")

    game.resolve = broken  # type: ignore[method-assign]  # a bug planted in this one object
    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            game.apply(state, CountedAdd(1))
    assert game.resolved == 2
