"""Each game's engine against python-chess in the same run: check + apply of one action, and `choices()`.

Run: python bench/bench_engines_vs_chess.py [ACTIONS]   (python-chess: `pip install -e '.[bench]'`;
figures go to docs/benchmarks.md by hand, with the `uptime` load the script prints).

Random play over every offered action: from each game's opening, a seeded walk picks uniformly among
`GAME.choices(state)` and takes a sample of the picked choice (a game that ends, or offers nothing,
starts again from its opening), until ACTIONS actions (default 2,000) are collected. Then, timed
apart from the walk, per collected (state, action): `check` + `apply`; and per state: `choices()`
and one `check`. python-chess plays random games the same way (`legal_moves`, a uniform pick), and
`board.is_legal(move)` + `board.push(move)` is timed per move. Medians, and the ratio of each game
to chess (the issue's target: at most 4x), and of `choices()` to one check (target: at most 10x).
`apply` answers an action just checked on the same state from that check's ruling, so check + apply
costs one ruling; "apply alone" (and "one check") time a ruling worked out afresh.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

Opening = Callable[[Random], Any]


def openings() -> dict[str, tuple[Any, Opening]]:
    """Each game (the label the docs use) with its engine and a seeded opening state."""
    from tests.support.game_openings import openings as game_openings

    return {setup.label: (setup.game, setup.start) for setup in game_openings().values()}


def random_play(game: Any, opening: Opening, count: int, seed: int = 0) -> list[tuple[Any, Any]]:
    """`count` (state, action) pairs of random play over every offered action (each allowed where taken)."""
    from rules_engine.errors import RuleViolation

    rng = Random(seed)
    pairs: list[tuple[Any, Any]] = []
    state = opening(rng)
    while len(pairs) < count:
        offered = game.choices(state)
        if not offered:
            state = opening(rng)
            continue
        action = rng.choice(offered).sample(rng)
        try:
            state_after = game.apply(state, action).state
        except RuleViolation:  # a sample the choice's open field allowed only in part: not timed
            continue
        pairs.append((state, action))
        state = state_after
    return pairs


def median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def forget_rulings(game: Any) -> None:
    """Make the game forget the last action it ruled (`Game.apply` answers the same action on the same state from
    its last ruling): so that "one check" and "apply alone" time the rules themselves, not the remembered answer."""
    if hasattr(game, "_last_ruled"):
        game._last_ruled = None


def measure_game(game: Any, pairs: list[tuple[Any, Any]]) -> dict[str, float]:
    """Medians in microseconds: check + apply per action (the table's order: "may I?", then "do it"), apply alone,
    `choices()` and one check per state."""
    clock = time.perf_counter
    step, alone, offered, checked = [], [], [], []
    for state, action in pairs:
        forget_rulings(game)
        began = clock()
        game.check(state, action)
        game.apply(state, action)
        step.append(clock() - began)
        forget_rulings(game)
        began = clock()
        game.apply(state, action)
        alone.append(clock() - began)
        began = clock()
        game.choices(state)
        offered.append(clock() - began)
        forget_rulings(game)
        began = clock()
        game.check(state, action)
        checked.append(clock() - began)
    return {"step": median_us(step), "alone": median_us(alone), "choices": median_us(offered),
            "check": median_us(checked)}


def measure_chess(count: int, seed: int = 0) -> float:
    """Median microseconds of python-chess's `is_legal` + `push` per move over random games."""
    import chess

    rng = Random(seed)
    clock = time.perf_counter
    samples: list[float] = []
    board = chess.Board()
    while len(samples) < count:
        if board.is_game_over(claim_draw=False) or board.ply() > 300:
            board = chess.Board()
        move = rng.choice(list(board.legal_moves))
        began = clock()
        board.is_legal(move)
        board.push(move)
        samples.append(clock() - began)
    return median_us(samples)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    try:
        import chess  # noqa: F401 - only whether it is installed
    except ImportError:
        raise SystemExit("python-chess is not installed: pip install -e '.[bench]'") from None
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    games = openings()
    walks = {label: random_play(game, opening, count) for label, (game, opening) in games.items()}
    chess_before = measure_chess(count)
    print("| game | check + apply | python-chess is_legal + push | ratio | apply alone | its ratio | choices() | one check "
          "| choices / check |")
    print("|---|---|---|---|---|---|---|---|---|")
    figures = {label: measure_game(games[label][0], pairs) for label, pairs in walks.items()}
    chess_us = statistics.median([chess_before, measure_chess(count, seed=1)])  # before and after the games
    for label, got in figures.items():
        print(f"| {label} | {got['step']:.1f} us | {chess_us:.1f} us | {got['step'] / chess_us:.1f}x "
              f"| {got['alone']:.1f} us | {got['alone'] / chess_us:.1f}x | {got['choices']:.0f} us | {got['check']:.1f} us | {got['choices'] / got['check']:.0f}x |", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
