"""Each game's engine against python-chess in the same run: check + apply of one action, and `choices()`.

Run: python bench/bench_engines_vs_chess.py [ACTIONS] [--rounds N]   (python-chess: `pip install -e '.[bench]'`;
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

Two tables, the same work timed in two arrangements:

- **In turn** (the first table; its columns are those of every earlier pass, so the docs' history reads on):
  python-chess over ACTIONS moves, then each game over its whole walk one after the other, then python-chess again;
  each game's ratio is to the median of the two chess figures. A game is measured in its own few hundred
  milliseconds, so whatever the machine does in those (another process on the second core, a slower phase of the
  host) lands on that game alone, or on chess alone: the same code read 2.3x to 5.3x from one run to the next.
- **Alternating rounds** (the second table, the figure to read): each game's walk and python-chess's play cut into
  ROUNDS blocks (default 10), timed chess, game A, chess, game B, ..., chess; every game block sits between two
  chess blocks of the same size timed the moment before and after it. A round's ratio is the game block's median
  over the mean of those two chess medians; the figure is the median of the per-round ratios, with their lowest and
  highest. Every sample is timed exactly as in the first table (the same loop for a game, the same one for chess),
  the collector runs for both sides alike (enabled, at Python's thresholds; the gen-2 passes that fell inside the
  timing are counted and printed), and no cache is warmed that the first table does not warm.

The second table changes where the samples are taken in time, not what is timed: it answers what the engine costs
beside python-chess on the machine as it is in those seconds, not what the machine was doing.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

Opening = Callable[[Random], Any]
Pairs = list[tuple[Any, Any]]


def openings() -> dict[str, tuple[Any, Opening]]:
    """Each game (the label the docs use) with its engine and a seeded opening state."""
    from tests.support.game_openings import openings as game_openings

    return {setup.label: (setup.game, setup.start) for setup in game_openings().values()}


def random_play(game: Any, opening: Opening, count: int, seed: int = 0) -> Pairs:
    """`count` (state, action) pairs of random play over every offered action (each allowed where taken)."""
    from rules_engine.errors import RuleViolation

    rng = Random(seed)
    pairs: Pairs = []
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


def game_samples(game: Any, pairs: Pairs) -> dict[str, list[float]]:
    """Seconds per sample: check + apply per action (the table's order: "may I?", then "do it"), apply alone,
    `choices()` and one check per state."""
    clock = time.perf_counter
    step: list[float] = []
    alone: list[float] = []
    offered: list[float] = []
    checked: list[float] = []
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
    return {"step": step, "alone": alone, "choices": offered, "check": checked}


def measure_game(game: Any, pairs: Pairs) -> dict[str, float]:
    """Medians in microseconds of `game_samples`."""
    return {name: median_us(samples) for name, samples in game_samples(game, pairs).items()}


@dataclass
class ChessPlay:
    """python-chess playing random games from a seed, timed a block of moves at a time (a block goes on from where
    the last one stopped): `is_legal` + `push` per move, the pick among `legal_moves` untimed."""

    seed: int = 0
    rng: Random = field(init=False)
    board: Any = field(init=False)

    def __post_init__(self) -> None:
        import chess

        self.rng = Random(self.seed)
        self.board = chess.Board()

    def samples(self, count: int) -> list[float]:
        import chess

        clock = time.perf_counter
        rng, found = self.rng, []
        while len(found) < count:
            board = self.board
            if board.is_game_over(claim_draw=False) or board.ply() > 300:
                board = self.board = chess.Board()
            move = rng.choice(list(board.legal_moves))
            began = clock()
            board.is_legal(move)
            board.push(move)
            found.append(clock() - began)
        return found


def measure_chess(count: int, seed: int = 0) -> float:
    """Median microseconds of python-chess's `is_legal` + `push` per move over random games."""
    return median_us(ChessPlay(seed).samples(count))


@dataclass(frozen=True)
class Rounds:
    """One game's alternating rounds: per round, the game's check + apply median and the chess medians timed just
    before and just after its block (microseconds)."""

    game_us: tuple[float, ...]
    chess_before_us: tuple[float, ...]
    chess_after_us: tuple[float, ...]

    @property
    def ratios(self) -> tuple[float, ...]:
        return tuple(g / ((b + a) / 2) for g, b, a in zip(self.game_us, self.chess_before_us, self.chess_after_us))


def alternating_rounds(games: dict[str, Any], walks: dict[str, Pairs], rounds: int, seed: int = 2) -> dict[str, Rounds]:
    """Chess, game A, chess, game B, ..., chess, `rounds` times over: each walk cut into `rounds` blocks, every game
    block timed between two chess blocks of its size (see the module's docstring)."""
    play = ChessPlay(seed)
    found: dict[str, tuple[list[float], list[float], list[float]]] = {label: ([], [], []) for label in walks}
    waiting: list[float] | None = None  # the chess-after column of the game block timed last
    size = min(len(pairs) for pairs in walks.values()) // rounds
    for index in range(rounds):
        for label, pairs in walks.items():
            chess_now = median_us(play.samples(size))
            if waiting is not None:
                waiting.append(chess_now)
            game_us, before, waiting = found[label]
            before.append(chess_now)
            game_us.append(median_us(game_samples(games[label], pairs[index * size:(index + 1) * size])["step"]))
    if waiting is not None:
        waiting.append(median_us(play.samples(size)))
    return {label: Rounds(tuple(g), tuple(b), tuple(a)) for label, (g, b, a) in found.items()}


class Gen2Passes:
    """Counts the collector's gen-2 passes while it is on (`gc.callbacks`)."""

    def __init__(self) -> None:
        self.count = 0

    def __enter__(self) -> Gen2Passes:
        gc.callbacks.append(self._seen)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._seen)

    def _seen(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            self.count += 1


def spread(values: tuple[float, ...] | list[float]) -> str:
    return f"{min(values):.1f}–{max(values):.1f}"


def main() -> None:
    args = sys.argv[1:]
    rounds = 10
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    count = int(args[0]) if args else 2_000
    try:
        import chess  # noqa: F401 - only whether it is installed
    except ImportError:
        raise SystemExit("python-chess is not installed: pip install -e '.[bench]'") from None
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    games = openings()
    walks = {label: random_play(game, opening, count) for label, (game, opening) in games.items()}
    engines = {label: game for label, (game, _) in games.items()}
    with Gen2Passes() as passes:
        chess_before = measure_chess(count)
        figures = {label: measure_game(engines[label], pairs) for label, pairs in walks.items()}
        chess_after = measure_chess(count, seed=1)
    chess_us = statistics.median([chess_before, chess_after])  # before and after the games
    print(f"In turn: python-chess {chess_before:.1f} us before the games, {chess_after:.1f} us after; "
          f"gen-2 collections during the timing: {passes.count}")
    print("| game | check + apply | python-chess is_legal + push | ratio | apply alone | its ratio | choices() | one check "
          "| choices / check |")
    print("|---|---|---|---|---|---|---|---|---|")
    for label, got in figures.items():
        print(f"| {label} | {got['step']:.1f} us | {chess_us:.1f} us | {got['step'] / chess_us:.1f}x "
              f"| {got['alone']:.1f} us | {got['alone'] / chess_us:.1f}x | {got['choices']:.0f} us | {got['check']:.1f} us "
              f"| {got['choices'] / got['check']:.0f}x |", flush=True)
    with Gen2Passes() as passes:
        found = alternating_rounds(engines, walks, rounds)
    print(f"\nAlternating rounds ({rounds} per game, {count // rounds} actions and moves a block); "
          f"gen-2 collections during the timing: {passes.count}")
    print("| game | check + apply, median of rounds (lowest–highest) | python-chess, median of its blocks (lowest–highest) "
          "| ratio, median of the rounds' ratios (lowest–highest) |")
    print("|---|---|---|---|")
    for label, got in found.items():
        chess_blocks = got.chess_before_us + got.chess_after_us
        print(f"| {label} | {statistics.median(got.game_us):.1f} us ({spread(got.game_us)}) "
              f"| {statistics.median(chess_blocks):.1f} us ({spread(chess_blocks)}) "
              f"| **{statistics.median(got.ratios):.1f}x** ({spread(got.ratios)}) |", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
