"""Random solo play, seeded and short (issue 32): the game never reaches a state where nothing is allowed and it
has not ended (a point kept by 'next save' and spent did so), and every action a sample of typed commands gets
allowed is among what `choices()` offers (standing up outside the deeds phase was not), so the app's completion,
buttons and help never miss a legal move.

The typed sample is each command word alone and with one argument from a small vocabulary (the sides, 'save',
the cards, quests and monsters in play), dice and drawn cards filled in at random. Deliberately not offered, and
so not sampled: a card or monster the table types with its values (`draw-glory NAME values ...`, the typed-card
families' own field), whose values are free text no choice can list; `choices()` offers the catalogue's cards."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

import pytest

from rules_engine.dice import TableDice
from rules_engine.actions import Action
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.decisions import Choice
from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.game import DiceRequest
from tests.dungeoneer.flow import solo_table

#: Actions per walk and typed commands sampled per state: three walks take about a second.
STEPS = 120
TYPED = 12


def _vocabulary(state: DgState) -> tuple[str, ...]:
    solo = state.solo
    assert solo is not None
    hero = state.hero
    return ("", "save", *SIDES, *solo.hand, *hero.quests, *hero.lair, *(m.id for m in state.monsters[:4]),
            *state.locations[:3])


def _typed(state: DgState, rng: Random) -> list[tuple[str, Action]]:
    """A sample of typed commands and the actions they make that the engine allows in `state`."""
    words = sorted({help.syntax.split()[0] for help in GAME.commands(state)})
    vocabulary = _vocabulary(state)
    texts = words + [f"{rng.choice(words)} {rng.choice(vocabulary)}".strip() for _ in range(TYPED)]
    allowed = []
    for text in texts:
        try:
            parsed = GAME.parse_command(state, text)
        except CommandError:
            continue
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice([str(rng.randint(1, 6)) for _ in range(parsed.count)])
                                  .roll(parsed.die, parsed.count))
        elif isinstance(parsed, CardRequest):
            if not parsed.candidates:
                continue
            parsed = parsed.build(DrawnCard(parsed.deck, rng.choice(parsed.candidates)))
        if isinstance(parsed, Action) and GAME.check(state, parsed).allowed:
            allowed.append((text, parsed))
    return allowed


def one_offered_applied(state: DgState, offered: Sequence[Choice], rng: Random, step: int) -> DgState:
    """The state after one offered choice, sampled at random, is applied (a sample an open field allows only in part
    is drawn again); the test fails when none of 20 samples applies."""
    for _ in range(20):
        try:
            return GAME.apply(state, rng.choice(offered).sample(rng)).state
        except RuleViolation:
            continue
    pytest.fail(f"step {step}: no offered action applied")


@pytest.mark.rule("dungeoneer.turn.save-point", "dungeoneer.special.stand-up", "dungeoneer.solo.glory-draws")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_solo_play_never_gets_stuck_and_offers_every_typed_action_allowed(seed: int) -> None:
    rng = Random(seed)
    state = solo_table()
    for step in range(STEPS):
        offered = GAME.choices(state)
        for text, action in _typed(state, rng):
            assert any(choice.admits(action) for choice in offered), f"step {step}: {text!r} allowed, not offered"
        assert offered, f"step {step}: nothing is allowed in {state.phase} and the game has not ended"
        after = one_offered_applied(state, offered, rng, step)
        if GAME.view(after).finished:
            return
        state = after
