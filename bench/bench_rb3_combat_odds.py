"""Benchmark: exact odds of a Runebound 3e toss for a side of twelve combat tokens.

Enumerates all 2^12 = 4,096 landings of a twelve-token hero (with doubling tokens and unequal
chances on two tokens) and the round odds against a six-token enemy.
Run: python bench/bench_rb3_combat_odds.py
"""

from __future__ import annotations

import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_engine.dice import DieSpec
from rules_engine.runebound3.combat.fighters import Fighter, SideKind
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.odds import round_odds, side_odds
from rules_engine.runebound3.tokens import parse_token

HERO_TOKENS = ("axe*/shield", "2axe/wing", "bolt/surge*", "double/miss", "shield/axe", "axe/2shield",
               "bolt*/wing", "double/axe", "2bolt/miss", "surge/axe*", "wing/bolt", "3axe/shield")
ENEMY_TOKENS = ("skull*/shield", "2skull/miss", "wing/skull", "shield*/surge", "surge/skull", "3skull/double")


def _median_ms(run, repeats: int) -> tuple[float, float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    """Print the median and worst time of the odds of one twelve-token side and of a whole round."""
    hero = Fighter("Hero", SideKind.HERO, 10, tuple(parse_token(f"h{i}", t) for i, t in enumerate(HERO_TOKENS)))
    enemy = Fighter("Enemy", SideKind.ENEMY, 8, tuple(parse_token(f"e{i}", t) for i, t in enumerate(ENEMY_TOKENS)))
    state = start_combat(hero, enemy, DieSpec("terrain", "terrain die", ()))
    chances = [Fraction(1, 2)] * 10 + [Fraction(1, 3), Fraction(2, 3)]
    side_ms, side_worst = _median_ms(lambda: side_odds("Hero", SideKind.HERO, hero.tokens), 30)
    weighted_ms, weighted_worst = _median_ms(lambda: side_odds("Hero", SideKind.HERO, hero.tokens, chances), 30)
    round_ms, round_worst = _median_ms(lambda: round_odds(state), 30)
    odds = round_odds(state)
    print(f"12-token side, even chances: median {side_ms:.1f} ms, worst {side_worst:.1f} ms")
    print(f"12-token side, two uneven chances: median {weighted_ms:.1f} ms, worst {weighted_worst:.1f} ms")
    print(f"round odds, 12 vs 6 tokens: median {round_ms:.1f} ms, worst {round_worst:.1f} ms")
    print(f"hero acts first {float(odds.first[0]):.4f}; expected damage {float(odds.sides[0].expected_damage):.3f}"
          f" vs {float(odds.sides[1].expected_damage):.3f}")


if __name__ == "__main__":
    main()
