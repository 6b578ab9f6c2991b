"""Whole matches played only from the choices: every mode ends, nothing offered is refused, no bound breaks.

A seeded walk picks among `GAME.choices(state)` (favouring what moves the match on, so it ends),
takes a sample of the picked choice or, half the time for a roll, fulfils its dice request from a
seeded source, and applies it as an ordinary action: a refusal or an exception fails the test.
After every action the counters are checked. DT_WALK_SEEDS raises the seeds per batch for a
longer run (everyday 4 seeds in 8 batches, 32 matches; the deep run of tests/support/search_budget.py
10 seeds in 20 batches, 200 matches).
"""

from __future__ import annotations

import os
from random import Random

import pytest

from rules_engine.decisions import DecisionKind
from rules_engine.dice import SeededDiceSource
from rules_engine.dice_throne.state import DTState
from tests.dice_throne.support import GAME
from tests.dice_throne.walks import check_bounds, new_match, pick
from tests.support.search_budget import budget

SEEDS_PER_BATCH = int(os.environ.get("DT_WALK_SEEDS", budget(4, 10)))
#: Batches of seeds per mode (each batch is one test, so workers share them out).
BATCHES = {"1v1": budget(2, 6), "2v2": budget(2, 5), "3v3": budget(2, 4), "king-of-the-hill": budget(2, 5)}
#: No match the walk plays comes near this many actions; reaching it means the match stopped moving on.
MOST_ACTIONS = 2000


def play(mode: str, seed: int) -> tuple[DTState, int]:
    """Play one match from the choices to its end; the final state and the number of actions."""
    rng = Random(seed)
    dice = SeededDiceSource(seed)
    state = new_match(mode)
    for count in range(MOST_ACTIONS):
        if state.finished:
            return state, count
        choice = pick(GAME.choices(state), rng)
        if choice.request is not None and rng.random() < 0.5:
            action = choice.request.build(dice.roll(choice.request.die, choice.request.count))
            assert choice.admits(action), f"{choice.label}: its own request built {action}"
        else:
            action = choice.sample(rng)
        state = GAME.apply(state, action).state  # a refusal raises RuleViolation and fails the walk
        check_bounds(state)
    raise AssertionError(f"{mode} seed {seed}: no end after {MOST_ACTIONS} actions (phase {state.phase})")


@pytest.mark.rule("dice-throne.health.defeat")
@pytest.mark.parametrize("mode,batch", [(mode, batch) for mode, n in BATCHES.items() for batch in range(n)])
def test_random_matches_from_the_choices_play_to_their_end(mode, batch):
    for seed in range(batch * SEEDS_PER_BATCH, (batch + 1) * SEEDS_PER_BATCH):
        state, actions = play(mode, seed)
        assert state.finished and actions > 0
        assert GAME.decision(state).kind is DecisionKind.OVER and GAME.choices(state) == ()
        alive = [i for i, s in enumerate(state.seats) if not s.defeated]
        assert state.draw or set(state.winners) == set(alive)
