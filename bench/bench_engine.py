"""Benchmark of the pure engine: check + apply of one action, and replaying a long log.

Run: python bench/bench_engine.py  (figures go to docs/benchmarks.md by hand).
Measures the Tally test game (a floor), a scripted Dice Throne match and Runebound turns.
"""

from __future__ import annotations

import statistics
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_engine.game import GameSetup, PlayerSetup
from tests.support.tally_game import TALLY, AddPoints, EndTurn


def tally_log(turns: int) -> list:
    """A long legal Tally log: add 1 then end, many times (target high enough never to finish)."""
    log = []
    for _ in range(turns):
        log += [AddPoints(1), EndTurn()]
    return log


def dice_throne_log(size: int):
    """A legal 1v1 Dice Throne log of about `size` actions: whole turns of rolling and passing."""
    from rules_engine.errors import RuleViolation
    from tests.dice_throne.support import GAME, make_setup, to_action

    setup = make_setup()
    state = GAME.new_game(setup)
    log = [to_action(state, "roll-off", 6, 1)]
    state = GAME.apply(state, log[-1]).state
    script = [("roll", (1, 2, 3, 4, 6)), ("reroll 1 2", (2, 2)), ("declare none", ())]
    while len(log) < size:
        if state.phase == "offensive-roll" and state.roll.attempts == 0:
            steps = script
        else:
            steps = [("next", ())]
        for text, dice in steps:
            act = to_action(state, text, *dice)
            try:
                state = GAME.apply(state, act).state
            except RuleViolation:  # over the hand limit at the end of the turn: sell a card
                act = to_action(state, "sell")
                state = GAME.apply(state, act).state
            log.append(act)
    return GAME, setup, log


def runebound2_log(size: int):
    """A legal two-player Runebound log of about `size` actions: resting turns through all five steps."""
    from rules_engine.dice import TableDice
    from rules_engine.errors import RuleViolation
    from rules_engine.game import DiceRequest
    from tests.runebound2.helpers import GAME, HEROES, new_game

    setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": HEROES})
    state = new_game(2)
    log = []
    while len(log) < size:
        for text, faces in (("rest 4", ["plains+road"]), ("next", [])):
            parsed = GAME.parse_command(state, text)
            if isinstance(parsed, DiceRequest):
                parsed = parsed.build(TableDice(faces).roll(parsed.die, parsed.count))
            try:
                state = GAME.apply(state, parsed).state
            except RuleViolation:
                continue
            log.append(parsed)
            break
    return GAME, setup, log


def measure(label: str, game, setup: GameSetup, log: list) -> None:
    """Median time of one check+apply along the log, and of replaying the whole log."""
    states = [game.new_game(setup)]
    for act in log:
        states.append(game.apply(states[-1], act).state)
    per_action = []
    for state, act in zip(states, log):
        start = timeit.default_timer()
        game.check(state, act)
        game.apply(state, act)
        per_action.append(timeit.default_timer() - start)
    replay = min(timeit.repeat(lambda: game.replay(setup, [(a, False) for a in log]), number=1, repeat=3))
    print(
        f"{label}: check+apply median {statistics.median(per_action) * 1e6:.0f} us, "
        f"p99 {sorted(per_action)[int(len(per_action) * 0.99)] * 1e6:.0f} us; "
        f"replay of {len(log)} actions {replay * 1000:.0f} ms"
    )


def main() -> None:
    """Run every benchmark and print one line each."""
    players = (PlayerSetup("Ann"), PlayerSetup("Bo"))
    measure("tally", TALLY, GameSetup(players, {"target": 1_000_000}), tally_log(2_500))
    measure("dice-throne 1v1", *dice_throne_log(5_000))
    measure("runebound2, 2 players", *runebound2_log(5_000))


if __name__ == "__main__":
    main()
