"""Over random play of every game: `apply` after `check` of the same action on the same state (the remembered
ruling, `Game._last_ruled`) is exactly the ruling and state worked out afresh, for allowed and refused actions and
for "may I?" asked before the dice are rolled; and no ruling changes the state it was given (every engine state is
a frozen value, so the remembered ruling may key on its identity)."""

from __future__ import annotations

from copy import deepcopy
from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import OutcomeUnseen, before_chance, is_request
from rules_engine.errors import RuleViolation
from rules_engine.game import Game, Outcome
from rules_engine.ruling import Ruling
from tests.support.game_openings import openings
from tests.support.search_budget import budget


def _afresh(game: Game[Any], state: Any, action: Any) -> Outcome[Any] | Ruling:
    """The ruling worked out with nothing remembered: the outcome, or the refused ruling."""
    try:
        return game._ruled(state, action, False, game.standing)
    except RuleViolation as violation:
        return violation.ruling


def _after_check(game: Game[Any], state: Any, action: Any) -> tuple[Ruling, Outcome[Any] | Ruling]:
    """The table's order: "may I?" then "do it"."""
    checked = game.check(state, action)
    try:
        return checked, game.apply(state, action)
    except RuleViolation as violation:
        return checked, violation.ruling


def _same_answer(remembered: Outcome[Any] | Ruling, fresh: Outcome[Any] | Ruling) -> bool:
    if isinstance(remembered, Outcome) and isinstance(fresh, Outcome):
        return remembered.ruling == fresh.ruling and remembered.state == fresh.state
    return remembered == fresh


def _unrolled(choice: Any) -> Any:
    """The choice's action with its dice not rolled yet (or its stand-in card); None when it needs no chance."""
    return before_chance(choice.request) if choice is not None and is_request(choice.request) else None


@pytest.mark.parametrize("label", list(openings()))
@settings(max_examples=budget(2, 20), deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_apply_after_check_is_the_ruling_worked_out_afresh(label: str, seed: int) -> None:
    setup = openings()[label]
    game, opening = setup.game, setup.start
    rng = Random(seed)
    state, earlier, earlier_choice = opening(rng), None, None
    for _ in range(budget(25, 120)):
        offered = game.choices(state)
        if not offered:
            break
        picked = rng.choice(offered)
        action = picked.sample(rng)
        # the table's order, "may I?" before the dice are rolled, then the action with them; the same for an action
        # of an earlier state, mostly refused here (so its refusal before the roll is remembered)
        candidates = [_unrolled(picked), action, _unrolled(earlier_choice), earlier, _unrolled(picked)]
        before = deepcopy(state)
        for candidate in (c for c in candidates if c is not None):
            try:
                fresh = _afresh(game, state, candidate)
            except OutcomeUnseen:
                fresh = None  # what the rules say depends on the roll: so must the remembered answer
            if fresh is None:
                with pytest.raises(OutcomeUnseen):
                    _after_check(game, state, candidate)
                continue
            checked, answered = _after_check(game, state, candidate)
            assert _same_answer(answered, fresh), f"{label}: {type(candidate).__name__} ruled otherwise when remembered"
            assert checked == (answered.ruling if isinstance(answered, Outcome) else answered)
            assert state == before, f"{label}: ruling {type(candidate).__name__} changed the state it was given"
        try:
            state = game.apply(state, action).state
        except RuleViolation:  # a sample the choice's open field allowed only in part
            continue
        earlier, earlier_choice = action, picked
