"""Every game setup the engine walks start from: each engine with a seeded opening state.

Shared by the engine benchmark (`bench/bench_engines_vs_chess.py`, which reports by `label`) and the tests that walk
every game (keyed by the short name).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from random import Random
from typing import Any


@dataclass(frozen=True)
class GameOpening:
    """One setup: the label the docs use, the engine, and its opening state made from a seeded random source."""

    label: str
    game: Any
    start: Callable[[Random], Any]


def openings() -> dict[str, GameOpening]:
    """Dice Throne 1v1, Runebound 2e with Class Decks, Runebound 3e, Dungeoneer with two heroes and alone, by short name."""
    from rules_engine.dungeoneer.game import GAME as DUNGEONEER
    from rules_engine.runebound3.game import RUNEBOUND3
    from tests.dice_throne.support import GAME as DICE_THRONE
    from tests.dice_throne.walks import new_match
    from tests.dungeoneer.flow import solo_table, started
    from tests.runebound2.class_deck_helpers import GAME as RUNEBOUND2
    from tests.runebound2.class_deck_walk import class_game_from
    from tests.runebound3.helpers import new_state

    return {
        "dice-throne": GameOpening("Dice Throne (1v1)", DICE_THRONE, lambda rng: new_match("1v1")),
        "runebound2-class-decks": GameOpening("Runebound 2e + Class Decks (2 players)", RUNEBOUND2,
                                              lambda rng: class_game_from(rng, 2)[0]),
        "runebound3": GameOpening("Runebound 3e (2 players)", RUNEBOUND3, lambda rng: new_state(2)),
        "dungeoneer": GameOpening("Dungeoneer (2 players)", DUNGEONEER, lambda rng: started()),
        "dungeoneer-solo": GameOpening("Dungeoneer (solo)", DUNGEONEER, lambda rng: solo_table()),
    }


def said_in_random_play(setup: GameOpening, actions: int) -> Iterator[object]:
    """What random play over every offered action says, `actions` actions from a seeded start (a new game when one
    ends): each ruling's message and effects, and each refusal's message (None for a refusal without one)."""
    from rules_engine.errors import RuleViolation

    rng = Random(1)
    state, taken = setup.start(rng), 0
    while taken < actions:
        offered = setup.game.choices(state)
        if not offered:
            state = setup.start(rng)
            continue
        taken += 1
        try:
            result = setup.game.apply(state, rng.choice(offered).sample(rng))
        except RuleViolation as refused:
            yield refused.args[0] if refused.args else None
            continue
        yield result.ruling.message
        yield from result.ruling.effects
        state = result.state
