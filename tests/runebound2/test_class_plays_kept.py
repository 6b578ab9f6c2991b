"""The class-card plays kept by the values they read (`class_decks/choices._plays`) are the plays worked out afresh.

Working out which class cards each seat may play asks `play_refusals` for every card in every hand, so `choices()`
keeps the plays with the values those refusals and the labels read (the active seat, where its hero stands, who
fights, the open window, the turn's record, the names, each seat's hand, cards, talent and threat) and hands them to
the next state that shares them. Over seeded random games with class decks, each state's choices with the plays kept
from the states before equal its choices worked out with nothing kept (a key that left out a value the refusals read
would hand on stale plays and fail here).
"""

from __future__ import annotations

import re
from random import Random

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.runebound2.class_decks import choices as class_choices
from rules_engine.runebound2.class_decks.expansion import decks_of
from tests.runebound2.class_deck_helpers import GAME
from tests.runebound2.class_deck_walk import class_game_from
from tests.support.search_budget import budget

STEPS = budget(150, 600)


_ADDRESS = re.compile(r" at 0x[0-9a-f]+")


def described(choice: object) -> str:
    """A choice as text to compare (a function a domain holds by its name only: a new one is made for every state)."""
    return _ADDRESS.sub("", repr((choice.action.__name__, choice.label, choice.actor, choice.verb, choice.answers,  # type: ignore[attr-defined]
                 sorted(choice.fields.items()))))  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [1, 2])
def test_plays_kept_equal_plays_worked_out_afresh(seed: int) -> None:
    rng = Random(seed)
    state = class_game_from(rng, 2)[0]
    compared = 0
    for _ in range(STEPS):
        decks = decks_of(state)
        assert decks is not None
        kept = class_choices.choices(state, decks)  # the plays as the states before left them
        class_choices._last_plays.clear()
        fresh = class_choices.choices(state, decks)
        assert [described(c) for c in kept] == [described(c) for c in fresh]
        compared += any(c.action.__name__ == "PlayClassCard" for c in fresh)
        offered = GAME.choices(state)
        if not offered:
            state = class_game_from(rng, 2)[0]
            continue
        try:
            state = GAME.apply(state, rng.choice(offered).sample(rng)).state
        except RuleViolation:  # a sample an open field allowed only in part
            continue
    assert compared > 5  # the walk met states where class cards could be played
